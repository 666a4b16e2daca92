import type { z } from 'zod';
import { seaPriceField, type SeaContainerType, type SeaRateQuery } from '@freight/domain';
import { byCodeUnit as byText, type SeaRaw } from '../rates-common/index';

type SeaQuery = z.output<typeof SeaRateQuery>;
type Compare = (a: SeaRaw, b: SeaRaw) => number;

/*
 * A sea search over one lane's open rates in memory: the same filters, order and carrier list as the
 * query in service.ts (a test runs both on random searches and wants the same replies). Codes and
 * dates compare as the query's `collate "C"` does: by code unit.
 */

const byNumber = (a: number, b: number) => a - b;
const ascending = <K extends keyof SeaRaw>(key: K, by: (a: SeaRaw[K], b: SeaRaw[K]) => number): Compare => (a, b) => by(a[key], b[key]);
const descending = (compare: Compare): Compare => (a, b) => compare(b, a);
const inTurn = (...compares: Compare[]): Compare => (a, b) => {
  for (const compare of compares) {
    const order = compare(a, b);
    if (order !== 0) return order;
  }
  return 0;
};

const carrier = ascending('carriercode', byText);
const etd = ascending('etddate', byText);
const id = ascending('fclrateid', byNumber);

/** The figure a rate's box is sorted by (the caller's sell price); null for none. */
export type SortPrice = (rate: SeaRaw, box: SeaContainerType) => number | null;

/** Null prices last in either direction, as `nulls last` in the query. */
function byPrice(box: SeaContainerType, order: 'asc' | 'desc', priceOf: SortPrice): Compare {
  return (a, b) => {
    const x = priceOf(a, box);
    const y = priceOf(b, box);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return order === 'asc' ? x - y : y - x;
  };
}

function ordering(query: SeaQuery, priceOf: SortPrice): Compare {
  const dir = (compare: Compare) => (query.sortorder === 'desc' ? descending(compare) : compare);
  switch (query.sortby) {
    case 'etd': return inTurn(dir(etd), carrier, id);
    case 'transit': return inTurn(dir(ascending('transittime', byNumber)), etd, carrier, id);
    case 'price': return inTurn(byPrice(query.containertype ?? '40HC', query.sortorder, priceOf), etd, carrier, id);
    default: return inTurn(dir(carrier), etd, id);
  }
}

function matches(query: SeaQuery, from: string): (rate: SeaRaw) => boolean {
  const carriers = query.carriercodes?.length ? new Set(query.carriercodes) : null;
  const box = query.containertype ? seaPriceField[query.containertype] : null;
  return (rate) => rate.etddate >= from
    && (!query.directonly || rate.transferdirect === 'D')
    && (!query.spaceonly || rate.space === 'Y')
    && (!carriers || carriers.has(rate.carriercode))
    && (!box || rate[box] !== null);
}

/** The rows a search shows, from the lane's open rates; a sort by price follows the caller's prices (`priceOf`). */
export function laneRows(lane: readonly SeaRaw[], query: SeaQuery, from: string, priceOf: SortPrice): SeaRaw[] {
  const rows = lane.filter(matches(query, from));
  // Each row's price is worked out once, not at every comparison.
  const sorting = query.sortby === 'price' ? memo(priceOf) : priceOf;
  return rows.sort(ordering(query, sorting)).slice(0, query.maxrows);
}

function memo(priceOf: SortPrice): SortPrice {
  const known = new Map<SeaRaw, number | null>();
  return (rate, box) => {
    if (!known.has(rate)) known.set(rate, priceOf(rate, box));
    return known.get(rate)!;
  };
}

/** The carriers with rates on the lane from the sailing date, whatever the other filters, by code. */
export function laneCarriers(lane: readonly SeaRaw[], from: string) {
  const carriers = new Map<string, { carriercode: string; en: string; zh: string }>();
  for (const rate of lane) {
    if (rate.etddate >= from && !carriers.has(rate.carriercode)) {
      carriers.set(rate.carriercode, { carriercode: rate.carriercode, en: rate.carrier.en, zh: rate.carrier.zh });
    }
  }
  return [...carriers.values()].sort((a, b) => byText(a.carriercode, b.carriercode));
}
