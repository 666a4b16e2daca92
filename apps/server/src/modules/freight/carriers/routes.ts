import { z } from 'zod';
import { CarrierBody, CarrierFilter, CarrierQuery, edited, IdList, IdParam } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { carrierWorkbook } from './export';
import { carrierImport } from './import';
import { addCarrier, getCarrier, listCarriers, removeCarriers, updateCarrier } from './service';

const title = '船公司管理';

/** Carriers: list, export, import, read, add, edit, delete. */
export const freightCarrierRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/carrier', permission: 'freight:carrier:import', title, spec: () => carrierImport(ctx) });

  app.get('/freight/carrier/list', { config: { access: { permission: 'freight:carrier:list' } }, schema: { querystring: CarrierQuery } },
    async (req) => pageTable(req, await listCarriers(ctx, req.query)));

  app.post('/freight/carrier/export', {
    config: { access: { permission: 'freight:carrier:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: CarrierFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, carrierWorkbook(ctx, req.body)));

  app.get('/freight/carrier/:carrierId', { config: { access: { permission: 'freight:carrier:query' } }, schema: { params: z.object({ carrierId: IdParam }) } },
    async (req) => okData(req, await getCarrier(ctx, req.params.carrierId)));

  app.post('/freight/carrier', { config: { access: { permission: 'freight:carrier:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: CarrierBody } },
    async (req) => {
      await addCarrier(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/carrier', { config: { access: { permission: 'freight:carrier:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(CarrierBody) } },
    async (req) => {
      await updateCarrier(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/carrier/:carrierIds', {
    config: { access: { permission: 'freight:carrier:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ carrierIds: IdList }) },
  }, async (req) => {
    await removeCarriers(ctx, req.params.carrierIds);
    return ok(req);
  });
};
