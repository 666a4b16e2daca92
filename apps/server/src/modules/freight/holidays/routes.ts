import { HolidayBody, HolidayFilter, HolidayQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { holidayWorkbook } from './export';
import { holidayImport } from './import';
import { addHoliday, getHoliday, listHolidays, removeHolidays, updateHoliday } from './service';

/** Holidays (the rail LCL pickup price): list, export, import, read, add, edit, delete. */
export const freightHolidayRoutes = recordRoutes({
  name: 'holiday', title: '节假日管理', id: 'holidayId',
  query: HolidayQuery, filter: HolidayFilter, body: HolidayBody,
  list: listHolidays, workbook: holidayWorkbook, importSpec: holidayImport,
  get: getHoliday, add: addHoliday, update: updateHoliday, remove: removeHolidays,
});
