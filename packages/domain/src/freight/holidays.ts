import { z } from 'zod';
import { numberFromText } from '../validators';
import { PageQuery, filterText } from '../system/list';
import { freightName, isoDay } from './fields';

export const HolidayFilter = z.object({
  name: filterText(100),
  /** Holidays of one year. */
  year: numberFromText(z.number().int().min(2000).max(2100).optional()),
});
export type HolidayFilter = z.infer<typeof HolidayFilter>;
export const HolidayQuery = PageQuery.extend(HolidayFilter.shape);
export type HolidayQuery = z.infer<typeof HolidayQuery>;

/** A day on which a rail LCL pickup costs only the base fee. */
export const HolidayBody = z.object({
  holidayId: z.number().int().positive().optional(),
  day: isoDay,
  name: freightName(100),
});
export type HolidayBody = z.infer<typeof HolidayBody>;
