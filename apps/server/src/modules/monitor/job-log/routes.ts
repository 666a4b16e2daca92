import { z } from 'zod';
import { IdList, JobLogFilter, JobLogQuery } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { sendWorkbook } from '../../../platform/excel/workbook';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, table } from '../../../platform/reply';
import { jobLogWorkbook } from './export';
import { jobLogCommands } from './commands';
import { listJobLogs, withRunTimes } from './service';

const title = '调度日志';

/** The job log (back-office.md §2, §4, §7): list, delete selected, clean all, export. */
export const jobLogRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/monitor/jobLog/list', { config: { access: { permission: 'monitor:job:list' } }, schema: { querystring: JobLogQuery } },
    async (req) => {
      const { rows, total } = await listJobLogs(ctx, req.query);
      return table(req, rows.map(withRunTimes), total);
    });

  app.post('/monitor/jobLog/export', {
    config: { access: { permission: 'monitor:job:export' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { body: JobLogFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await jobLogWorkbook(ctx, req.body, req.language)));

  app.delete('/monitor/jobLog/clean', {
    config: { access: { permission: 'monitor:job:remove' }, command: 'monitor:jobLog:clean', log: { title, businessType: BusinessType.clean } },
  }, async (req) => {
    await jobLogCommands.clean(ctx, actorOf(req));
    return ok(req);
  });

  app.delete('/monitor/jobLog/:jobLogIds', {
    config: { access: { permission: 'monitor:job:remove' }, command: 'monitor:jobLog:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ jobLogIds: IdList }) },
  }, async (req) => {
    await jobLogCommands.remove(ctx, actorOf(req), req.params.jobLogIds);
    return ok(req);
  });
};
