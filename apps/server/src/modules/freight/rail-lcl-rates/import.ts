import { asc, inArray, sql } from 'drizzle-orm';
import { RailLclRateImportRow } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { railLclPrice, railLclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, type ImportSpec, type StoredRow } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { railRateChecker, railRateColumns, railRateFields, railRateKey } from './railRate';

/** The columns of the rail LCL template, export and import: the rail columns, then the sales price per CBM. */
export const railLclRateColumns = [...railRateColumns, { header: 'railLclRate.salesprice', field: 'salesprice' }] as const;

/**
 * The sales price of imported rates: a new rate gets one price entry, its sales price per CBM in the rate's currency;
 * a rate the file names keeps its entries, the first (the sales price) taking the row's price when it differs.
 * Answers the rates whose sales price changed.
 */
async function writeSalesPrices(tx: Tx, added: readonly StoredRow<RailLclRateImportRow>[], kept: readonly StoredRow<RailLclRateImportRow>[]): Promise<number[]> {
  await inSlices(added, 1000, (slice) => tx.insert(railLclPrice)
    .values(slice.map(({ id, record }) => ({ rwlclrateid: id, salesprice: record.salesprice, currencycode: record.currencycode }))));
  const changed: number[] = [];
  await inSlices(kept, 1000, async (slice) => {
    const first = await tx.selectDistinctOn([railLclPrice.rwlclrateid], { rate: railLclPrice.rwlclrateid, priceId: railLclPrice.priceId, salesprice: railLclPrice.salesprice })
      .from(railLclPrice).where(inArray(railLclPrice.rwlclrateid, slice.map((r) => r.id)))
      .orderBy(asc(railLclPrice.rwlclrateid), asc(railLclPrice.sort), asc(railLclPrice.priceId));
    const firstOf = new Map(first.map((p) => [p.rate, p]));
    const differing = slice.filter(({ id, record }) => firstOf.get(id)?.salesprice !== record.salesprice);
    const missing = differing.filter(({ id }) => !firstOf.has(id));
    if (missing.length) await tx.insert(railLclPrice).values(missing.map(({ id, record }) => ({ rwlclrateid: id, salesprice: record.salesprice, currencycode: record.currencycode })));
    const repriced = differing.filter(({ id }) => firstOf.has(id));
    if (repriced.length) {
      await tx.update(railLclPrice)
        .set({ salesprice: sql`case ${railLclPrice.priceId} ${sql.join(repriced.map(({ id, record }) => sql`when ${firstOf.get(id)!.priceId} then ${record.salesprice}::numeric`), sql` `)} end` })
        .where(inArray(railLclPrice.priceId, repriced.map(({ id }) => firstOf.get(id)!.priceId)));
    }
    changed.push(...differing.map(({ id }) => id));
  });
  return changed;
}

/**
 * Rail LCL rates, by id or by route and ETD (railRateKey); other rows are added. Each carries its sales price per CBM
 * (further price entries are kept in the rate's dialog). Stations and lanes must be rail ones.
 */
export function railLclRateImport(ctx: AppContext): ImportSpec<RailLclRateImportRow> {
  return {
    db: ctx.db,
    name: 'rail_lcl_rate',
    sheet: 'railLclRate.sheet',
    columns: railLclRateColumns,
    idHeader: 'railLclRate.rwlclrateid',
    schema: RailLclRateImportRow,
    checker: () => railRateChecker(ctx),
    store: tableStore({ table: railLclRate, id: 'rwlclrateid', key: railRateKey, values: railRateFields, dependants: writeSalesPrices }),
  };
}
