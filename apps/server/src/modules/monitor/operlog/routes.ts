import { z } from 'zod';
import { IdList, LogininforFilter, LogininforQuery, OperlogFilter, OperlogQuery } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { sendWorkbook } from '../../../platform/excel/workbook';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, pageTable, table } from '../../../platform/reply';
import { loginLogWorkbook, operLogWorkbook } from './export';
import { loginLogCommands, operLogCommands } from './commands';
import { asSysOperLog, listLoginLogs, listOperLogs, LogininforSort, OperlogSort } from './service';

const operTitle = '操作日志';
const loginTitle = '登录日志';

/** The operation log and the login log: list, delete, clean, export; unlocking an account name (back-office.md §7). */
export const logRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/monitor/operlog/list', { config: { access: { permission: 'monitor:operlog:list' } }, schema: { querystring: OperlogQuery.extend(OperlogSort.shape) } },
    async (req) => {
      const { rows, total } = await listOperLogs(ctx, req.query);
      return table(req, rows.map(asSysOperLog), total);
    });

  app.post('/monitor/operlog/export', {
    config: { access: { permission: 'monitor:operlog:export' }, writes: 'reads', log: { title: operTitle, businessType: BusinessType.export } },
    schema: { body: OperlogFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await operLogWorkbook(ctx, req.body, req.language)));

  app.delete('/monitor/operlog/clean', {
    config: { access: { permission: 'monitor:operlog:remove' }, command: 'monitor:operlog:clean', log: { title: operTitle, businessType: BusinessType.clean } },
  }, async (req) => {
    await operLogCommands.clean(ctx, actorOf(req));
    return ok(req);
  });

  app.delete('/monitor/operlog/:operIds', {
    config: { access: { permission: 'monitor:operlog:remove' }, command: 'monitor:operlog:remove', log: { title: operTitle, businessType: BusinessType.remove } },
    schema: { params: z.object({ operIds: IdList }) },
  }, async (req) => {
    await operLogCommands.remove(ctx, actorOf(req), req.params.operIds);
    return ok(req);
  });

  app.get('/monitor/logininfor/list', { config: { access: { permission: 'monitor:logininfor:list' } }, schema: { querystring: LogininforQuery.extend(LogininforSort.shape) } },
    async (req) => pageTable(req, await listLoginLogs(ctx, req.query)));

  app.post('/monitor/logininfor/export', {
    config: { access: { permission: 'monitor:logininfor:export' }, writes: 'reads', log: { title: loginTitle, businessType: BusinessType.export } },
    schema: { body: LogininforFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await loginLogWorkbook(ctx, req.body, req.language)));

  app.delete('/monitor/logininfor/clean', {
    config: { access: { permission: 'monitor:logininfor:remove' }, command: 'monitor:logininfor:clean', log: { title: loginTitle, businessType: BusinessType.clean } },
  }, async (req) => {
    await loginLogCommands.clean(ctx, actorOf(req));
    return ok(req);
  });

  app.get('/monitor/logininfor/unlock/:userName', {
    config: { access: { permission: 'monitor:logininfor:unlock' }, command: 'monitor:logininfor:unlock', log: { title: '账户解锁', businessType: BusinessType.other } },
    schema: { params: z.object({ userName: z.string().min(1).max(64) }) },
  }, async (req) => {
    await loginLogCommands.unlock(ctx, actorOf(req), req.params.userName);
    return ok(req);
  });

  app.delete('/monitor/logininfor/:infoIds', {
    config: { access: { permission: 'monitor:logininfor:remove' }, command: 'monitor:logininfor:remove', log: { title: loginTitle, businessType: BusinessType.remove } },
    schema: { params: z.object({ infoIds: IdList }) },
  }, async (req) => {
    await loginLogCommands.remove(ctx, actorOf(req), req.params.infoIds);
    return ok(req);
  });
};
