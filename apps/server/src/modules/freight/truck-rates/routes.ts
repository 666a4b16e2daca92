import { z } from 'zod';
import { edited, IdList, IdParam, TruckRateBody, TruckRateFilter, TruckRateQuery } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { truckRateWorkbook } from './export';
import { truckRateImport } from './import';
import { addTruckRate, getTruckRate, listTruckRates, removeTruckRates, updateTruckRate } from './service';

const title = '拖车费管理';

/** Truck rates by region and departure station: list, export, import, read, add, edit, delete. */
export const freightTruckRateRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/truckRate', permission: 'freight:truckRate:import', title, spec: () => truckRateImport(ctx) });

  app.get('/freight/truckRate/list', { config: { access: { permission: 'freight:truckRate:list' } }, schema: { querystring: TruckRateQuery } },
    async (req) => pageTable(req, await listTruckRates(ctx, req.query)));

  app.post('/freight/truckRate/export', {
    config: { access: { permission: 'freight:truckRate:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: TruckRateFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, truckRateWorkbook(ctx, req.body)));

  app.get('/freight/truckRate/:truckRateId', { config: { access: { permission: 'freight:truckRate:query' } }, schema: { params: z.object({ truckRateId: IdParam }) } },
    async (req) => okData(req, await getTruckRate(ctx, req.params.truckRateId)));

  app.post('/freight/truckRate', { config: { access: { permission: 'freight:truckRate:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: TruckRateBody } },
    async (req) => {
      await addTruckRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/truckRate', { config: { access: { permission: 'freight:truckRate:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(TruckRateBody) } },
    async (req) => {
      await updateTruckRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/truckRate/:truckRateIds', {
    config: { access: { permission: 'freight:truckRate:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ truckRateIds: IdList }) },
  }, async (req) => {
    await removeTruckRates(ctx, req.params.truckRateIds);
    return ok(req);
  });
};
