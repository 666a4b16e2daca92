import type { HolidayBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';

export interface Holiday {
  holidayId: number;
  day: string;
  name: string;
}

/** Holidays: /freight/holiday list, read, add, edit, delete, export, import. */
export const holidayApi = crudApi<Holiday, HolidayBody>('/freight/holiday', 'holiday');
export const holidayImportApi = importApi('/freight/holiday', 'holiday');
