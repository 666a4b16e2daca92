import { amountOf, isMasked, maskedPrice, type Money } from '../../api/money';
import type { RailLeg } from '../../api/railRates';
import { localName } from '../../components/columns/placeColumn';
import { dateValue } from '../../components/rates/dates';

/** The price a route is compared by, per rate. */
export interface RatePrice {
  value: Money;
  currency: string;
  unit?: string;
}

/** A route's current rates in a line: cheapest price, how many departures, the next one. */
export interface RouteSummary<Row> {
  key: string;
  from: string;
  to: string;
  /** The lowest price among the route's rates; "***" for visitors; undefined when no rate has one. */
  lowest?: RatePrice;
  departures: number;
  nextDeparture?: string;
  /** A rate of the route, to build its link from. */
  sample: Row;
}

/** Groups rates by route (departure station to destination) and sums each up; routes in order of their names. */
export function summariseRoutes<Row extends RailLeg>(rows: readonly Row[], priceOf: (row: Row) => RatePrice | undefined): RouteSummary<Row>[] {
  const routes = new Map<string, RouteSummary<Row>>();
  for (const row of rows) {
    const key = `${row.portofloadingcode}>${row.finaldestinationcode}`;
    const route = routes.get(key) ?? {
      key,
      from: localName(row, 'portofloadingcode'),
      to: localName(row, 'finaldestinationcode'),
      departures: 0,
      sample: row,
    };
    route.departures += 1;
    const next = dateValue(route.nextDeparture);
    const etd = dateValue(row.senddatetime);
    if (etd !== undefined && (next === undefined || etd < next)) route.nextDeparture = row.senddatetime;
    const price = priceOf(row);
    if (price) route.lowest = cheaper(route.lowest, price);
    routes.set(key, route);
  }
  return [...routes.values()].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
}

function cheaper(current: RatePrice | undefined, candidate: RatePrice): RatePrice | undefined {
  const amount = amountOf(candidate.value);
  if (amount === undefined) return current ?? (isMasked(candidate.value) ? { ...candidate, value: maskedPrice } : undefined);
  const known = current && amountOf(current.value);
  return known === undefined || known === null || amount < known ? candidate : current;
}
