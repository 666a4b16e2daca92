import { HolidayBody, HolidayFilter, HolidayQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { holidayCommands } from './commands';
import { holidayWorkbook } from './export';
import { holidayImport } from './import';
import { getHoliday, listHolidays } from './service';

/** Holidays (the rail LCL pickup price): list, export, import, read, add, edit, delete. */
export const freightHolidayRoutes = recordRoutes({
  name: 'holiday', title: '节假日管理', id: 'holidayId',
  query: HolidayQuery, filter: HolidayFilter, body: HolidayBody,
  list: listHolidays, workbook: holidayWorkbook, importSpec: holidayImport,
  get: getHoliday, commands: holidayCommands,
});
