import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inquiriesVersion as versions } from '../../../db/schema/index';
import { freshRead } from '../../../platform/sharedRead';

/** The committed count of changes to one customer's inquiries (schema: inquiriesVersion), read once for all calls waiting on it. */
export function inquiriesVersion(db: Db, customerId: number): Promise<number> {
  return freshRead(db, `inquiries version ${customerId}`, async () => {
    const [row] = await db.select({ version: versions.version }).from(versions).where(eq(versions.customerId, customerId));
    return row?.version ?? 0;
  });
}
