import { z } from 'zod';
import { edited, IdList, IdParam, SeaRateBody, SeaRateFilter, SeaRateListQuery } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { seaRateWorkbook } from './export';
import { seaRateImport } from './import';
import { addSeaRate, getSeaRate, listSeaRates, removeSeaRates, updateSeaRate } from './service';

const title = '海运整箱运价';

/** Sea FCL rates with their surcharges: list, export, import, read, add, edit, delete. */
export const freightSeaRateRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/seaRate', permission: 'freight:seaRate:import', title, spec: () => seaRateImport(ctx) });

  app.get('/freight/seaRate/list', { config: { access: { permission: 'freight:seaRate:list' } }, schema: { querystring: SeaRateListQuery } },
    async (req) => pageTable(req, await listSeaRates(ctx, req.query)));

  app.post('/freight/seaRate/export', {
    config: { access: { permission: 'freight:seaRate:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: SeaRateFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, seaRateWorkbook(ctx, req.body)));

  app.get('/freight/seaRate/:fclrateid', { config: { access: { permission: 'freight:seaRate:query' } }, schema: { params: z.object({ fclrateid: IdParam }) } },
    async (req) => okData(req, await getSeaRate(ctx, req.params.fclrateid)));

  app.post('/freight/seaRate', { config: { access: { permission: 'freight:seaRate:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: SeaRateBody } },
    async (req) => {
      await addSeaRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/seaRate', { config: { access: { permission: 'freight:seaRate:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(SeaRateBody) } },
    async (req) => {
      await updateSeaRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/seaRate/:fclrateids', {
    config: { access: { permission: 'freight:seaRate:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ fclrateids: IdList }) },
  }, async (req) => {
    await removeSeaRates(ctx, req.params.fclrateids);
    return ok(req);
  });
};
