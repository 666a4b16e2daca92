import { asc, inArray } from 'drizzle-orm';
import type { SeaRateFileRow, SurchargeBody } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { surcharge } from '../../../db/schema/index';
import { inSlices, type StoredRow } from '../../../platform/excel/import';

/** Surcharge rows written in one statement. */
const sliceRows = 500;

const surchargeFields = ['ratetype', 'freightname', 'englishname', 'russianname', 'currencycode', 'amount', 'unit', 'remark', 'englishremark', 'russianremark', 'sort'] as const;
const sameSurcharges = (stored: readonly Record<string, unknown>[], given: readonly SurchargeBody[]) =>
  stored.length === given.length && stored.every((s, i) => surchargeFields.every((f) => s[f] === given[i]![f]));

/**
 * The surcharges file rows carry (a carrier's own sheet has them in columns; the template has none, and its rows leave
 * a rate's surcharges as they are): a rate's stored surcharges are replaced when they differ, so a sheet imported
 * again changes nothing. Answers the stored rates whose surcharges changed (their version rises with them).
 */
export async function writeFileSurcharges(tx: Tx, added: readonly StoredRow<SeaRateFileRow>[], kept: readonly StoredRow<SeaRateFileRow>[]): Promise<number[]> {
  const carrying = [...added, ...kept].filter((r): r is StoredRow<SeaRateFileRow & { surcharges: SurchargeBody[] }> => r.record.surcharges !== undefined);
  if (carrying.length === 0) return [];
  const storedOf = new Map<number, Record<string, unknown>[]>();
  const keptIds = kept.map((r) => r.id);
  if (keptIds.length) {
    const stored = await tx.select().from(surcharge).where(inArray(surcharge.fclrateid, keptIds)).orderBy(asc(surcharge.sort), asc(surcharge.surchargeId));
    for (const s of stored) storedOf.set(s.fclrateid!, [...(storedOf.get(s.fclrateid!) ?? []), s]);
  }
  const changed = carrying.filter((r) => !sameSurcharges(storedOf.get(r.id) ?? [], r.record.surcharges));
  if (changed.length === 0) return [];
  await inSlices(changed.map((r) => r.id), sliceRows, (ids) => tx.delete(surcharge).where(inArray(surcharge.fclrateid, ids)));
  const rows = changed.flatMap((r) => r.record.surcharges.map((s) => ({ ...s, fclrateid: r.id })));
  await inSlices(rows, sliceRows, (slice) => tx.insert(surcharge).values(slice));
  const keptSet = new Set(keptIds);
  return changed.filter((r) => keptSet.has(r.id)).map((r) => r.id);
}
