import { z } from 'zod';
import { edited, IdList, IdParam, RailLclRateBody, RailRateFilter, RailRateListQuery } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { railLclRateWorkbook } from './export';
import { railLclRateImport } from './import';
import { addRailLclRate, getRailLclRate, listRailLclRates, removeRailLclRates, updateRailLclRate } from './service';

const title = '铁路拼箱运价';

/** Rail LCL rates with their price entries: list, export, import, read, add, edit, delete. */
export const freightRailLclRateRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/railLclRate', permission: 'freight:railLclRate:import', title, spec: () => railLclRateImport(ctx) });

  app.get('/freight/railLclRate/list', { config: { access: { permission: 'freight:railLclRate:list' } }, schema: { querystring: RailRateListQuery } },
    async (req) => pageTable(req, await listRailLclRates(ctx, req.query)));

  app.post('/freight/railLclRate/export', {
    config: { access: { permission: 'freight:railLclRate:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: RailRateFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, railLclRateWorkbook(ctx, req.body)));

  app.get('/freight/railLclRate/:rwlclrateid', { config: { access: { permission: 'freight:railLclRate:query' } }, schema: { params: z.object({ rwlclrateid: IdParam }) } },
    async (req) => okData(req, await getRailLclRate(ctx, req.params.rwlclrateid)));

  app.post('/freight/railLclRate', { config: { access: { permission: 'freight:railLclRate:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: RailLclRateBody } },
    async (req) => {
      await addRailLclRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/railLclRate', { config: { access: { permission: 'freight:railLclRate:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(RailLclRateBody) } },
    async (req) => {
      await updateRailLclRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/railLclRate/:rwlclrateids', {
    config: { access: { permission: 'freight:railLclRate:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ rwlclrateids: IdList }) },
  }, async (req) => {
    await removeRailLclRates(ctx, req.params.rwlclrateids);
    return ok(req);
  });
};
