import { z } from 'zod';
import { edited, IdList, IdParam, PortBody, PortFilter, PortQuery } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { portWorkbook } from './export';
import { portImport } from './import';
import { addPort, getPort, listPorts, removePorts, updatePort } from './service';

const title = '港口站点';

/** Ports and stations (sea and rail): list, export, import, read, add, edit, delete. */
export const freightPortRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/port', permission: 'freight:port:import', title, spec: () => portImport(ctx) });

  app.get('/freight/port/list', { config: { access: { permission: 'freight:port:list' } }, schema: { querystring: PortQuery } },
    async (req) => pageTable(req, await listPorts(ctx, req.query)));

  app.post('/freight/port/export', {
    config: { access: { permission: 'freight:port:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: PortFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, portWorkbook(ctx, req.body)));

  app.get('/freight/port/:portId', { config: { access: { permission: 'freight:port:query' } }, schema: { params: z.object({ portId: IdParam }) } },
    async (req) => okData(req, await getPort(ctx, req.params.portId)));

  app.post('/freight/port', { config: { access: { permission: 'freight:port:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: PortBody } },
    async (req) => {
      await addPort(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/port', { config: { access: { permission: 'freight:port:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(PortBody) } },
    async (req) => {
      await updatePort(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/port/:portIds', {
    config: { access: { permission: 'freight:port:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ portIds: IdList }) },
  }, async (req) => {
    await removePorts(ctx, req.params.portIds);
    return ok(req);
  });
};
