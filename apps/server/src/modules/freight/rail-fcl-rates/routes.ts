import { z } from 'zod';
import { edited, IdList, IdParam, RailFclRateBody, RailRateFilter, RailRateListQuery } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { railFclRateWorkbook } from './export';
import { railFclRateImport } from './import';
import { addRailFclRate, getRailFclRate, listRailFclRates, removeRailFclRates, updateRailFclRate } from './service';

const title = '铁路整箱运价';

/** Rail FCL rates (40HQ COC and SOC prices, pickup address): list, export, import, read, add, edit, delete. */
export const freightRailFclRateRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/railFclRate', permission: 'freight:railFclRate:import', title, spec: () => railFclRateImport(ctx) });

  app.get('/freight/railFclRate/list', { config: { access: { permission: 'freight:railFclRate:list' } }, schema: { querystring: RailRateListQuery } },
    async (req) => pageTable(req, await listRailFclRates(ctx, req.query)));

  app.post('/freight/railFclRate/export', {
    config: { access: { permission: 'freight:railFclRate:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: RailRateFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, railFclRateWorkbook(ctx, req.body)));

  app.get('/freight/railFclRate/:rwrateid', { config: { access: { permission: 'freight:railFclRate:query' } }, schema: { params: z.object({ rwrateid: IdParam }) } },
    async (req) => okData(req, await getRailFclRate(ctx, req.params.rwrateid)));

  app.post('/freight/railFclRate', { config: { access: { permission: 'freight:railFclRate:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: RailFclRateBody } },
    async (req) => {
      await addRailFclRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/railFclRate', { config: { access: { permission: 'freight:railFclRate:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(RailFclRateBody) } },
    async (req) => {
      await updateRailFclRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/railFclRate/:rwrateids', {
    config: { access: { permission: 'freight:railFclRate:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ rwrateids: IdList }) },
  }, async (req) => {
    await removeRailFclRates(ctx, req.params.rwrateids);
    return ok(req);
  });
};
