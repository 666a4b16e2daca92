import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { freshReadOf } from '../../../platform/sharedRead';

/**
 * The committed versions portal replies are kept under (schema: ratesVersion, markupsVersion, inquiriesVersion).
 * A call needs two or three of them; all that calls ask for together, or while a read runs, come from one query,
 * so a busy server sends one version query at a time instead of one per version.
 */
function portalVersion(db: Db, item: string): Promise<number> {
  return freshReadOf(db, 'portal versions', item, async (items) => {
    const customers = items.flatMap((wanted) => (wanted.startsWith('inquiries:') ? [Number(wanted.slice('inquiries:'.length))] : []));
    const { rows } = await db.execute<{ item: string; version: string | number }>(sql`
      select 'rates' as item, version from rates_version where id = 1
      union all select 'markups', version from markups_version where id = 1
      union all select 'inquiries:' || customer_id, version from inquiries_version where customer_id = any(${`{${customers.join(',')}}`}::bigint[])`);
    return new Map(rows.map((row) => [row.item, Number(row.version)]));
  }).then((version) => version ?? 0);
}

/** What rate searches show (ports, lanes, carriers, rates, charges). */
export const ratesVersion = (db: Db) => portalVersion(db, 'rates');

/** What customer pricing and exchange rates read. */
export const markupsVersion = (db: Db) => portalVersion(db, 'markups');

/** One customer's inquiries. */
export const inquiriesVersion = (db: Db, customerId: number) => portalVersion(db, `inquiries:${customerId}`);
