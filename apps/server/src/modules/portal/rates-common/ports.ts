import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { port } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';

/**
 * Refuses a search naming a port or station that does not exist (or is switched off) for its
 * module: code 400 naming the payload field. Searches call it only when they found no rows, so a
 * search that finds rates costs one query.
 */
export async function requireKnownPorts(db: Db, moduletype: 'ox' | 'rt', fields: Record<string, string>): Promise<void> {
  const codes = [...new Set(Object.values(fields))];
  const found = await db.select({ portcode: port.portcode }).from(port)
    .where(and(eq(port.moduletype, moduletype), eq(port.status, '0'), inArray(port.portcode, codes)));
  refuseUnknownPorts(fields, new Set(found.map((p) => p.portcode)));
}

/** The 400 of `requireKnownPorts`, when which ports exist is already known (a sea lane's read tells). */
export function refuseUnknownPorts(fields: Record<string, string>, known: ReadonlySet<string>): void {
  for (const [field, code] of Object.entries(fields)) {
    if (!known.has(code)) throw new AppError('rates.unknownPort', { field: `data.${field}`, code }, 400);
  }
}
