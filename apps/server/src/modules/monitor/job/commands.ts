import type { Edited, JobBody } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { runJob } from './runner';
import { addJob, changeJobStatus, getJob, removeJobs, updateJob } from './service';

/** Jobs are added, edited, paused or resumed, run once and deleted by staff here only, whatever the door. */
export const jobCommands = {
  add: staffCommand('monitor:job:add', (ctx, actor, body: JobBody) => addJob(ctx, body, actor.userName)),
  edit: staffCommand('monitor:job:edit', (ctx, actor, body: Edited<JobBody>) => updateJob(ctx, body, actor.userName)),
  changeStatus: staffCommand('monitor:job:changeStatus', (ctx, actor, jobId: number, status: string) => changeJobStatus(ctx, jobId, status, actor.userName)),
  // Running once is offered to whoever may pause and resume jobs (RuoYi's rule); it answers once the run is logged.
  run: staffCommand('monitor:job:run', async (ctx, _actor, jobId: number) => runJob(ctx, await getJob(ctx, jobId)), 'monitor:job:changeStatus'),
  remove: staffCommand('monitor:job:remove', (ctx, _actor, jobIds: number[]) => removeJobs(ctx, jobIds)),
};
