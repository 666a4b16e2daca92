import { z } from 'zod';
import { blankAsAbsent, numberFromText } from '../validators';
import { DateRangeQuery, filterText, PageQuery } from './list';

/** '0' success, '1' failure (dictionary sys_common_status). */
const CommonStatus = z.enum(['0', '1'], { error: 'field.status' });
const optionalStatus = blankAsAbsent(CommonStatus.optional());

/** Filters of the operation log (back-office.md §2, monitor/operlog). */
export const OperlogFilter = z.object({
  operIp: filterText(128),
  title: filterText(50),
  operName: filterText(50),
  businessType: blankAsAbsent(numberFromText(z.number().int().min(0).max(9).optional())),
  status: optionalStatus,
}).extend(DateRangeQuery.shape);
export type OperlogFilter = z.infer<typeof OperlogFilter>;
export const OperlogQuery = PageQuery.extend(OperlogFilter.shape);
export type OperlogQuery = z.infer<typeof OperlogQuery>;

/** Filters of the login log (monitor/logininfor). */
export const LogininforFilter = z.object({
  ipaddr: filterText(128),
  userName: filterText(50),
  status: optionalStatus,
}).extend(DateRangeQuery.shape);
export type LogininforFilter = z.infer<typeof LogininforFilter>;
export const LogininforQuery = PageQuery.extend(LogininforFilter.shape);
export type LogininforQuery = z.infer<typeof LogininforQuery>;
