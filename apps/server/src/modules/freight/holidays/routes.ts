import { z } from 'zod';
import { edited, HolidayBody, HolidayFilter, HolidayQuery, IdList, IdParam } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { holidayWorkbook } from './export';
import { holidayImport } from './import';
import { addHoliday, getHoliday, listHolidays, removeHolidays, updateHoliday } from './service';

const title = '节假日管理';

/** Holidays (the rail LCL pickup price): list, export, import, read, add, edit, delete. */
export const freightHolidayRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/holiday', permission: 'freight:holiday:import', title, spec: () => holidayImport(ctx) });

  app.get('/freight/holiday/list', { config: { access: { permission: 'freight:holiday:list' } }, schema: { querystring: HolidayQuery } },
    async (req) => pageTable(req, await listHolidays(ctx, req.query)));

  app.post('/freight/holiday/export', {
    config: { access: { permission: 'freight:holiday:export' }, log: { title, businessType: BusinessType.export } },
    schema: { body: HolidayFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, holidayWorkbook(ctx, req.body)));

  app.get('/freight/holiday/:holidayId', { config: { access: { permission: 'freight:holiday:query' } }, schema: { params: z.object({ holidayId: IdParam }) } },
    async (req) => okData(req, await getHoliday(ctx, req.params.holidayId)));

  app.post('/freight/holiday', { config: { access: { permission: 'freight:holiday:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: HolidayBody } },
    async (req) => {
      await addHoliday(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.put('/freight/holiday', { config: { access: { permission: 'freight:holiday:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(HolidayBody) } },
    async (req) => {
      await updateHoliday(ctx, req.body, req.session!.userName);
      return ok(req);
    });

  app.delete('/freight/holiday/:holidayIds', {
    config: { access: { permission: 'freight:holiday:remove' }, log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ holidayIds: IdList }) },
  }, async (req) => {
    await removeHolidays(ctx, req.params.holidayIds);
    return ok(req);
  });
};
