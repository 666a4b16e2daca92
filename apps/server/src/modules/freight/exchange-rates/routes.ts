import { z } from 'zod';
import { edited, ExchangeRateBody, ExchangeRateFilter, ExchangeRateQuery, IdList, IdParam } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { exchangeRateWorkbook } from './export';
import { exchangeRateImport } from './import';
import { addExchangeRate, getExchangeRate, listExchangeRates, removeExchangeRates, updateExchangeRate } from './service';

const title = '汇率管理';

/** Exchange rates (the portal header shows the latest per pair): list, export, import, read, add, edit, delete. */
export const freightExchangeRateRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/exchangeRate', permission: 'freight:exchangeRate:import', title, spec: () => exchangeRateImport(ctx) });

  app.get('/freight/exchangeRate/list', { config: { access: { permission: 'freight:exchangeRate:list' } }, schema: { querystring: ExchangeRateQuery } },
    async (req) => pageTable(req, await listExchangeRates(ctx, req.query)));

  app.post('/freight/exchangeRate/export', {
    config: { access: { permission: 'freight:exchangeRate:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: ExchangeRateFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, exchangeRateWorkbook(ctx, req.body)));

  app.get('/freight/exchangeRate/:exchangeRateId', { config: { access: { permission: 'freight:exchangeRate:query' } }, schema: { params: z.object({ exchangeRateId: IdParam }) } },
    async (req) => okData(req, await getExchangeRate(ctx, req.params.exchangeRateId)));

  app.post('/freight/exchangeRate', { config: { access: { permission: 'freight:exchangeRate:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: ExchangeRateBody } },
    async (req) => {
      await addExchangeRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/exchangeRate', { config: { access: { permission: 'freight:exchangeRate:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(ExchangeRateBody) } },
    async (req) => {
      await updateExchangeRate(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/exchangeRate/:exchangeRateIds', {
    config: { access: { permission: 'freight:exchangeRate:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ exchangeRateIds: IdList }) },
  }, async (req) => {
    await removeExchangeRates(ctx, req.params.exchangeRateIds);
    return ok(req);
  });
};
