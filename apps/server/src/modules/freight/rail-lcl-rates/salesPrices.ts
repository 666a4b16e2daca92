import { asc, inArray, sql } from 'drizzle-orm';
import type { RailLclRateImportRow } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { railLclPrice } from '../../../db/schema/index';
import { inSlices, type StoredRow } from '../../../platform/excel/import';

/**
 * The sales price of imported rates: a new rate gets one price entry, its sales price per CBM in the rate's currency;
 * a rate the file names keeps its entries, the first (the sales price) taking the row's price when it differs.
 * Answers the rates whose sales price changed.
 */
export async function writeSalesPrices(tx: Tx, added: readonly StoredRow<RailLclRateImportRow>[], kept: readonly StoredRow<RailLclRateImportRow>[]): Promise<number[]> {
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
