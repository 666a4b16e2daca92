import { and, asc, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Edited, PortBody, PortFilter, PortQuery } from '@freight/domain';
import { port, tradeLane } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type Port = typeof port.$inferSelect;

const matching = (filter: PortFilter): SQL | undefined => and(
  contains(port.portcode, filter.portcode),
  filter.portname ? or(contains(port.portname, filter.portname), contains(port.localname, filter.portname)) : undefined,
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

async function checkPort(ctx: AppContext, body: PortBody) {
  const others = body.portId ? ne(port.portId, body.portId) : undefined;
  const [clash] = await ctx.db.select({ id: port.portId }).from(port)
    .where(and(others, eq(port.moduletype, body.moduletype), eq(port.portcode, body.portcode)));
  if (clash) throw new AppError('freight.exists', { name: body.portcode });
  if (body.tradelanecode && !(await knownTradeLanes(ctx)).has(body.tradelanecode)) {
    throw new AppError('freight.unknown.tradeLane', { code: body.tradelanecode }, 400);
  }
}

/** The stored columns of a port from the dialog or an imported row. */
export const portFields = (body: PortBody) => ({
  portcode: body.portcode, moduletype: body.moduletype, portname: body.portname, localname: body.localname, russianname: body.russianname,
  cityname: body.cityname, countrycode: body.countrycode, countryname: body.countryname, isborder: body.isborder, ishot: body.ishot,
  tradelanecode: body.tradelanecode || null, status: body.status, remark: body.remark ?? null,
});

export async function addPort(ctx: AppContext, body: PortBody, by: string): Promise<void> {
  await checkPort(ctx, body);
  await ctx.db.insert(port).values({ ...portFields(body), createBy: by });
}

export async function updatePort(ctx: AppContext, body: Edited<PortBody>, by: string): Promise<void> {
  if (!body.portId) throw new AppError('http.404', {}, 404);
  await getPort(ctx, body.portId);
  await checkPort(ctx, body);
  await saveEdit(ctx.db, port, eq(port.portId, body.portId), body.version, { ...portFields(body), updateBy: by, updateTime: new Date() });
}

export async function removePorts(ctx: AppContext, portIds: number[]): Promise<void> {
  await ctx.db.delete(port).where(inArray(port.portId, portIds));
}
