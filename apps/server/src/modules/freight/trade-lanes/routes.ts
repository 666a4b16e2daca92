import { z } from 'zod';
import { edited, IdList, IdParam, TradeLaneBody, TradeLaneFilter, TradeLaneListQuery } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { tradeLaneWorkbook } from './export';
import { tradeLaneImport } from './import';
import { addTradeLane, getTradeLane, listTradeLanes, removeTradeLanes, updateTradeLane } from './service';

const title = '航线管理';

/** Trade lanes: list, export, import, read, add, edit, delete. */
export const freightTradeLaneRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/tradeLane', permission: 'freight:tradeLane:import', title, spec: () => tradeLaneImport(ctx) });

  app.get('/freight/tradeLane/list', { config: { access: { permission: 'freight:tradeLane:list' } }, schema: { querystring: TradeLaneListQuery } },
    async (req) => pageTable(req, await listTradeLanes(ctx, req.query)));

  app.post('/freight/tradeLane/export', {
    config: { access: { permission: 'freight:tradeLane:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: TradeLaneFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, tradeLaneWorkbook(ctx, req.body)));

  app.get('/freight/tradeLane/:tradeLaneId', { config: { access: { permission: 'freight:tradeLane:query' } }, schema: { params: z.object({ tradeLaneId: IdParam }) } },
    async (req) => okData(req, await getTradeLane(ctx, req.params.tradeLaneId)));

  app.post('/freight/tradeLane', { config: { access: { permission: 'freight:tradeLane:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: TradeLaneBody } },
    async (req) => {
      await addTradeLane(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/tradeLane', { config: { access: { permission: 'freight:tradeLane:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(TradeLaneBody) } },
    async (req) => {
      await updateTradeLane(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/tradeLane/:tradeLaneIds', {
    config: { access: { permission: 'freight:tradeLane:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ tradeLaneIds: IdList }) },
  }, async (req) => {
    await removeTradeLanes(ctx, req.params.tradeLaneIds);
    return ok(req);
  });
};
