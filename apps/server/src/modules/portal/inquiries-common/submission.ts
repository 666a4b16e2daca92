import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { fclInquiry, railLclInquiry, seaInquiry } from '../../../db/schema/index';
import type { PortalSession } from '../../../platform/gateway/session';

/** The same payload posted again within this window is the same inquiry (portal.md §9 duplicate window). */
export const duplicateWindowMs = 1000;

type InquiryTable = typeof railLclInquiry | typeof fclInquiry | typeof seaInquiry;

/** A customer's identity on an inquiry; the gateway has already refused anonymous callers. */
export interface InquiryOwner {
  userId: number;
  customerId: number;
}

export function inquiryOwner(session: PortalSession): InquiryOwner {
  return { userId: session.userId ?? 0, customerId: session.customerId ?? 0 };
}

/** Stable JSON: object keys sorted, so the same payload always digests the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function submissionKey(owner: InquiryOwner, kind: string, payload: unknown): string {
  return createHash('sha256').update(`${owner.userId}\n${kind}\n${canonical(payload)}`).digest('hex');
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
    const since = new Date(Date.now() - duplicateWindowMs);
    const [earlier] = await tx.select({ inquiryId: table.inquiryId }).from(table)
      .where(and(eq(table.submissionKey, key), gt(table.createTime, since))).limit(1);
    if (earlier) return { inquiryId: earlier.inquiryId, duplicate: true };
    return { inquiryId: await write(tx), duplicate: false };
  });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Inquiry number: prefix + YYYYMMDDHHmmss (portal.md §3), then the row's sequence number modulo
 * 10,000 so that two inquiries in the same second stay distinct.
 */
export function inquiryNumber(prefix: 'Q' | 'QRT' | 'QFC', at: Date, sequence: number): string {
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${prefix}${stamp}${pad(sequence % 10000, 4)}`;
}

/** Reserves the next id of an inquiry table, so its number can be built before the insert. */
export async function nextInquiryId(tx: Tx, table: InquiryTable): Promise<number> {
  const name = table === seaInquiry ? 'sea_inquiry' : table === fclInquiry ? 'fcl_inquiry' : 'rail_lcl_inquiry';
  const result = await tx.execute<{ id: string }>(sql`select nextval(pg_get_serial_sequence(${name}, 'inquiry_id')) as id`);
  return Number(result.rows[0]!.id);
}
