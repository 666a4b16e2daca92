import { and, eq, gt, sql } from 'drizzle-orm';
import type { InquiryOwner } from '@freight/domain';
import type { Db, Tx } from '../../../db/client';
import { fclInquiry, railLclInquiry, seaInquiry } from '../../../db/schema/index';
import type { PortalSession } from '../../../platform/gateway/session';

/** The same payload posted again within this window is the same inquiry (portal.md §9 duplicate window). */
export const duplicateWindowMs = 1000;

type InquiryTable = typeof railLclInquiry | typeof fclInquiry | typeof seaInquiry;

/** The caller's identity on an inquiry; the gateway has already refused anonymous callers. */
export function inquiryOwner(session: PortalSession): InquiryOwner {
  return { userId: session.userId ?? 0, customerId: session.customerId ?? 0 };
}

/**
 * Writes an inquiry in one transaction, unless the same submission was written within the
 * duplicate window: then the earlier inquiry's id is returned and nothing is written. An advisory
 * lock on the key serialises concurrent duplicates, across server instances too.
 */
export async function submitOnce(
  db: Db,
  table: InquiryTable,
  key: string,
  write: (tx: Tx) => Promise<number>,
): Promise<{ inquiryId: number; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    // now() is when this transaction began, before it waited for the lock: a double click answered slowly is still
    // within the window of the first click's row, whose create time is its own transaction's start.
    const since = sql`now() - make_interval(secs => ${duplicateWindowMs / 1000})`;
    const [earlier] = await tx.select({ inquiryId: table.inquiryId }).from(table)
      .where(and(eq(table.submissionKey, key), gt(table.createTime, since))).limit(1);
    if (earlier) return { inquiryId: earlier.inquiryId, duplicate: true };
    return { inquiryId: await write(tx), duplicate: false };
  });
}

/** Reserves the next id of an inquiry table, so its number can be built before the insert. */
export async function nextInquiryId(tx: Tx, table: InquiryTable): Promise<number> {
  const name = table === seaInquiry ? 'sea_inquiry' : table === fclInquiry ? 'fcl_inquiry' : 'rail_lcl_inquiry';
  const result = await tx.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence(${name}, 'inquiry_id')) as id`);
  return Number(result.rows[0]!.id);
}
