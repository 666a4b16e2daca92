import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { PortBody, PortFilter, PortQuery } from '@freight/domain';
import { port, tradeLane } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, containsAny, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type Port = typeof port.$inferSelect;

const matching = (filter: PortFilter): SQL | undefined => and(
  contains(port.portcode, filter.portcode),
  filter.portname ? or(contains(port.portname, filter.portname), contains(port.localname, filter.portname)) : undefined,
  containsAny([port.portcode, port.portname, port.localname, port.russianname], filter.keyword),
  equals(port.moduletype, filter.moduletype),
  equals(port.tradelanecode, filter.tradelanecode?.toUpperCase()),
  equals(port.ishot, filter.ishot),
  equals(port.status, filter.status),
);

export function listPorts(ctx: AppContext, query: PortQuery): Promise<Page<Port>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(port).where(where).orderBy(asc(port.moduletype), asc(port.portcode)).limit(limit).offset(offset),
    () => ctx.db.$count(port, where),
  );
}

/** Every matching port, batch by batch (for the export). */
export function portBatches(ctx: AppContext, filter: PortFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(port).where(and(where, gt(port.portId, after))).orderBy(asc(port.portId)).limit(limit),
    (p) => p.portId,
  );
}

export async function getPort(ctx: AppContext, portId: number): Promise<Port> {
  const [found] = await ctx.db.select().from(port).where(eq(port.portId, portId));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

/** Lane codes that exist (to check ports and imports against). */
export async function knownTradeLanes(ctx: AppContext): Promise<Set<string>> {
  return new Set((await ctx.db.select({ code: tradeLane.tradelanecode }).from(tradeLane)).map((l) => l.code));
}

/** The stored columns of a port from the dialog or an imported row. */
export const portFields = (body: PortBody) => ({
  portcode: body.portcode, moduletype: body.moduletype, portname: body.portname, localname: body.localname, russianname: body.russianname,
  cityname: body.cityname, countrycode: body.countrycode, countryname: body.countryname, isborder: body.isborder, ishot: body.ishot,
  tradelanecode: body.tradelanecode || null, status: body.status, remark: body.remark ?? null,
});
