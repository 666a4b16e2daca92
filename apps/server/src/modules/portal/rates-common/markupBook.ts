import { and, desc, eq, gte, lte, ne } from 'drizzle-orm';
import type { CurrencyRate, MarkupRule, ShipmentKind } from '@freight/domain';
import type { Db } from '../../../db/client';
import { customer, exchangeRate, markupRule } from '../../../db/schema/index';
import { cacheBounds } from '../../../platform/cacheBounds';
import { keptSnapshot } from '../../../platform/keptSnapshot';

/**
 * What customer pricing reads, at one markups version and day: the enabled rules not yet ended, the groups of
 * the customers that have one, and the exchange-rate records in force (the latest per pair). Small tables,
 * read once per version and day and shared by every search.
 */
export interface MarkupBook {
  version: number;
  rules: MarkupRule[];
  groupOf: Map<number, string>;
  /** Customers and groups some rule names: whose rules differ from everyone's. */
  customersWithRules: Set<number>;
  groupsWithRules: Set<string>;
  rates: CurrencyRate[];
}

/** A stored rule as the domain prices with it. */
const asRule = (r: typeof markupRule.$inferSelect): MarkupRule => ({
  markupId: r.markupId, version: r.version, customerId: r.customerId, customergroup: r.customergroup, kind: r.kind as ShipmentKind,
  tradelanecode: r.tradelanecode, portofloadingcode: r.portofloadingcode, destinationcode: r.destinationcode, carriercode: r.carriercode,
  boxtype: r.boxtype, validfrom: r.validfrom, validto: r.validto, method: r.method === 'amount' ? 'amount' : 'percent', value: Number(r.value),
  currencycode: r.currencycode, minimum: r.minimum === null ? null : Number(r.minimum), maximum: r.maximum === null ? null : Number(r.maximum),
  additional: r.additional === 'Y', status: r.status,
});

/** The latest record of each pair in force on `day`. */
async function ratesInForce(db: Db, day: string): Promise<CurrencyRate[]> {
  const rows = await db.select().from(exchangeRate).where(lte(exchangeRate.fromdate, day))
    .orderBy(desc(exchangeRate.fromdate), desc(exchangeRate.exchangeRateId));
  const latest = new Map<string, CurrencyRate>();
  for (const r of rows) {
    const pair = `${r.srccurrency}:${r.destcurrency}`;
    if (!latest.has(pair)) latest.set(pair, { srccurrency: r.srccurrency, destcurrency: r.destcurrency, exchangerate: Number(r.exchangerate), fromdate: r.fromdate });
  }
  return [...latest.values()];
}

async function load(db: Db, version: number, day: string): Promise<MarkupBook> {
  const [rules, groups, rates] = await Promise.all([
    db.select().from(markupRule).where(and(eq(markupRule.status, '0'), gte(markupRule.validto, day))),
    db.select({ customerId: customer.customerId, customergroup: customer.customergroup }).from(customer).where(ne(customer.customergroup, '')),
    ratesInForce(db, day),
  ]);
  const priced = rules.map(asRule);
  return {
    version,
    rules: priced,
    groupOf: new Map(groups.map((g) => [g.customerId, g.customergroup])),
    customersWithRules: new Set(priced.flatMap((r) => (r.customerId === null ? [] : [r.customerId]))),
    groupsWithRules: new Set(priced.flatMap((r) => (r.customergroup ? [r.customergroup] : []))),
    rates,
  };
}

/** What the book holds, in rows: its bound (CACHE_MARKUP_BOOK_ROWS) is counted in them. */
const rowsOf = (book: MarkupBook) => book.rules.length + book.groupOf.size + book.rates.length;

const kept = keptSnapshot('markup book', rowsOf, () => cacheBounds().markupBookRows);

/** The book at `version` on `day` (one kept per database: the current one, when it has no more rows than its bound). */
export const markupBook = (db: Db, version: number, day: string): Promise<MarkupBook> =>
  kept(db, version, `${version}\n${day}`, () => load(db, version, day));
