import { z } from 'zod';
import { CustomerBody, CustomerFilter, CustomerQuery, edited, IdList, IdParam } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { customerWorkbook } from './export';
import { customerImport } from './import';
import { addCustomer, getCustomer, listCustomers, removeCustomers, updateCustomer } from './service';

const title = '客户管理';

/** Customer companies: list, export, import, read, add, edit, delete. */
export const freightCustomerRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/customer', permission: 'freight:customer:import', title, spec: () => customerImport(ctx) });

  app.get('/freight/customer/list', { config: { access: { permission: 'freight:customer:list' } }, schema: { querystring: CustomerQuery } },
    async (req) => pageTable(req, await listCustomers(ctx, req.query)));

  app.post('/freight/customer/export', {
    config: { access: { permission: 'freight:customer:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: CustomerFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, customerWorkbook(ctx, req.body)));

  app.get('/freight/customer/:customerId', { config: { access: { permission: 'freight:customer:query' } }, schema: { params: z.object({ customerId: IdParam }) } },
    async (req) => okData(req, await getCustomer(ctx, req.params.customerId)));

  app.post('/freight/customer', { config: { access: { permission: 'freight:customer:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: CustomerBody } },
    async (req) => {
      await addCustomer(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/customer', { config: { access: { permission: 'freight:customer:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(CustomerBody) } },
    async (req) => {
      await updateCustomer(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/customer/:customerIds', {
    config: { access: { permission: 'freight:customer:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ customerIds: IdList }) },
  }, async (req) => {
    await removeCustomers(ctx, req.params.customerIds);
    return ok(req);
  });
};
