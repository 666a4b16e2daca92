import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { blankAsAbsent } from '@freight/domain';

/**
 * RuoYi-Vue3's column sort on the log screens: `orderByColumn`, one of the columns the screen lets sort, and `isAsc`
 * (`ascending` or `descending` as Element Plus names them; RuoYi also takes `asc` and `desc`; ascending when absent).
 */
export const sortQuery = <Column extends string>(columns: readonly [Column, ...Column[]]) => z.object({
  orderByColumn: blankAsAbsent(z.enum(columns).optional()),
  isAsc: blankAsAbsent(z.enum(['ascending', 'descending', 'asc', 'desc']).optional()),
});

/** The order a sort asks for, then the newest first among equals; newest first when none is asked for. */
export function sortOrder<Column extends string>(
  columns: Record<Column, AnyColumn>, id: AnyColumn, sort: { orderByColumn?: Column; isAsc?: string },
): SQL[] {
  if (!sort.orderByColumn) return [desc(id)];
  const direction = sort.isAsc === 'descending' || sort.isAsc === 'desc' ? desc : asc;
  return [direction(columns[sort.orderByColumn]), desc(id)];
}
