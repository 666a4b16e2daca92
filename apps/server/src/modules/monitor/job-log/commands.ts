import { staffCommand } from '../../../platform/commands/command';
import { cleanJobLogs, removeJobLogs } from './service';

/** Job log entries are deleted by staff here only; both need the job deletion permission (RuoYi's rule). */
export const jobLogCommands = {
  remove: staffCommand('monitor:jobLog:remove', (ctx, _actor, jobLogIds: number[]) => removeJobLogs(ctx, jobLogIds), 'monitor:job:remove'),
  clean: staffCommand('monitor:jobLog:clean', (ctx) => cleanJobLogs(ctx), 'monitor:job:remove'),
};
