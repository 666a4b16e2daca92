import { z } from 'zod';
import { CronCheck, edited, IdList, IdParam, JobBody, JobFilter, JobQuery, JobRunRequest, JobStatusChange } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { sendWorkbook } from '../../../platform/excel/workbook';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData, table } from '../../../platform/reply';
import { jobWorkbook } from './export';
import { registerScheduler } from './schedule';
import { jobCommands } from './commands';
import { allowedFirings, getJob, listJobs, withNextFiring } from './service';

const title = '定时任务';

/** Scheduled jobs (back-office.md §7): list, export, detail, add, edit, status, run once, delete; the next firing times of a cron. */
export const jobRoutes: RouteModule = (ctx) => async (app) => {
  registerScheduler(app, ctx);

  app.get('/monitor/job/list', { config: { access: { permission: 'monitor:job:list' } }, schema: { querystring: JobQuery } },
    async (req) => {
      const { rows, total } = await listJobs(ctx, req.query);
      return table(req, rows.map(withNextFiring), total);
    });

  app.post('/monitor/job/export', {
    config: { access: { permission: 'monitor:job:export' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { body: JobFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await jobWorkbook(ctx, req.body, req.language)));

  // The cron builder's preview: the next five firing times, or why a job may not run on the cron.
  app.get('/monitor/job/cronNext', { config: { access: { permission: 'monitor:job:list' } }, schema: { querystring: CronCheck } },
    async (req) => okData(req, (await allowedFirings(ctx, req.query.cronExpression)).slice(0, 5)));

  app.get('/monitor/job/:jobId', { config: { access: { permission: 'monitor:job:query' } }, schema: { params: z.object({ jobId: IdParam }) } },
    async (req) => okData(req, withNextFiring(await getJob(ctx, req.params.jobId))));

  app.post('/monitor/job', { config: { access: { permission: 'monitor:job:add' }, command: 'monitor:job:add', log: { title, businessType: BusinessType.add } }, schema: { body: JobBody } },
    async (req) => {
      await jobCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/monitor/job', { config: { access: { permission: 'monitor:job:edit' }, command: 'monitor:job:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(JobBody) } },
    async (req) => {
      await jobCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/monitor/job/changeStatus', {
    config: { access: { permission: 'monitor:job:changeStatus' }, command: 'monitor:job:changeStatus', log: { title, businessType: BusinessType.edit } },
    schema: { body: JobStatusChange },
  }, async (req) => {
    await jobCommands.changeStatus(ctx, actorOf(req), req.body.jobId, req.body.status);
    return ok(req);
  });

  // Runs now, whatever the schedule or status, and answers once the run is logged.
  app.put('/monitor/job/run', {
    config: { access: { permission: 'monitor:job:changeStatus' }, command: 'monitor:job:run', log: { title, businessType: BusinessType.other } },
    schema: { body: JobRunRequest },
  }, async (req) => {
    await jobCommands.run(ctx, actorOf(req), req.body.jobId);
    return ok(req);
  });

  app.delete('/monitor/job/:jobIds', {
    config: { access: { permission: 'monitor:job:remove' }, command: 'monitor:job:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ jobIds: IdList }) },
  }, async (req) => {
    await jobCommands.remove(ctx, actorOf(req), req.params.jobIds);
    return ok(req);
  });
};
