import { and, asc, desc, gte, lt, lte, type Column, type SQL } from 'drizzle-orm';
import { isAscending, todayUtc, type PageQuery, type RateSailingFilter } from '@freight/domain';
import { findPage, type Page, type PageWindow } from '../../platform/list/page';

/** What every rate list sorts and filters by besides its own fields. */
export interface RateColumns {
  id: Column;
  /** The departure: a sea rate's ETD, a rail rate's departure day. */
  sailing: Column;
  effectdate: Column;
  expireddate: Column;
}

/** Departures from / to a day, and rates valid on at least one day of the range asked for. */
export const sailingWhere = (t: RateColumns, filter: RateSailingFilter): SQL | undefined => and(
  filter.etdFrom ? gte(t.sailing, filter.etdFrom) : undefined,
  filter.etdTo ? lte(t.sailing, filter.etdTo) : undefined,
  filter.validityTo ? lte(t.effectdate, filter.validityTo) : undefined,
  filter.validityFrom ? gte(t.expireddate, filter.validityFrom) : undefined,
);

/** Reads rows of the list that match `where`, in `order`, within a window. */
export type RateRows<T> = (where: SQL | undefined, order: SQL[], window: PageWindow) => Promise<T[]>;

export interface RateListQuery extends PageQuery {
  orderByColumn?: string;
  isAsc?: string;
}

/**
 * One page of a rate list. Sorted by a column when asked (the id breaking ties); otherwise the current sailings
 * first: departures from `today` on, soonest first, then the earlier ones, latest first. Each part is read on its
 * own, so an index on (departure, id) serves it page by page (a single ORDER BY on "is it past" could not use one).
 */
export async function ratePage<T>(
  query: RateListQuery, t: RateColumns, sortColumns: Readonly<Record<string, Column>>, where: SQL | undefined,
  rows: RateRows<T>, count: (where: SQL | undefined) => Promise<number>, today = todayUtc(),
): Promise<Page<T>> {
  const total = () => count(where);
  const sortColumn = query.orderByColumn ? sortColumns[query.orderByColumn] : undefined;
  if (sortColumn) {
    const direction = isAscending(query.isAsc) ? asc : desc;
    return findPage(query, (window) => rows(where, [direction(sortColumn), direction(t.id)], window), total);
  }
  return findPage(query, async (window) => {
    const current = and(where, gte(t.sailing, today));
    const upcoming = await rows(current, [asc(t.sailing), asc(t.id)], window);
    if (upcoming.length === window.limit) return upcoming;
    // The page runs past the current sailings: the rest of it is the latest earlier ones.
    const currentCount = upcoming.length > 0 ? window.offset + upcoming.length : await count(current);
    const earlier = await rows(and(where, lt(t.sailing, today)), [desc(t.sailing), desc(t.id)], {
      limit: window.limit - upcoming.length, offset: Math.max(0, window.offset - currentCount),
    });
    return [...upcoming, ...earlier];
  }, total);
}
