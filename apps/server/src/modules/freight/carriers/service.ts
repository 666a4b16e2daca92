import { and, asc, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { CarrierBody, CarrierFilter, CarrierQuery, Edited } from '@freight/domain';
import { carrier, seaRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type Carrier = typeof carrier.$inferSelect;

const matching = (filter: CarrierFilter): SQL | undefined => and(
  contains(carrier.carriercode, filter.carriercode),
  filter.carriername ? or(contains(carrier.carriername, filter.carriername), contains(carrier.localname, filter.carriername)) : undefined,
  equals(carrier.status, filter.status),
);

export function listCarriers(ctx: AppContext, query: CarrierQuery): Promise<Page<Carrier>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(carrier).where(where).orderBy(asc(carrier.carriercode)).limit(limit).offset(offset),
    () => ctx.db.$count(carrier, where),
  );
}

/** Every matching carrier, batch by batch (for the export). */
export function carrierBatches(ctx: AppContext, filter: CarrierFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(carrier).where(and(where, gt(carrier.carrierId, after))).orderBy(asc(carrier.carrierId)).limit(limit),
    (c) => c.carrierId,
  );
}

export async function getCarrier(ctx: AppContext, carrierId: number): Promise<Carrier> {
  const [found] = await ctx.db.select().from(carrier).where(eq(carrier.carrierId, carrierId));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

/** Carrier codes that exist (to check sea rates and their imports against). */
export async function knownCarriers(ctx: AppContext): Promise<Set<string>> {
  return new Set((await ctx.db.select({ code: carrier.carriercode }).from(carrier)).map((c) => c.code));
}

async function checkUnique(ctx: AppContext, body: CarrierBody) {
  const others = body.carrierId ? ne(carrier.carrierId, body.carrierId) : undefined;
  const [clash] = await ctx.db.select({ id: carrier.carrierId }).from(carrier).where(and(others, eq(carrier.carriercode, body.carriercode)));
  if (clash) throw new AppError('freight.exists', { name: body.carriercode });
}

/** The stored columns of a carrier from the dialog or an imported row (an import keeps the logo). */
export const carrierFields = (body: Omit<CarrierBody, 'logo'>) => ({
  carriercode: body.carriercode, carriername: body.carriername, localname: body.localname, contactnumber: body.contactnumber, status: body.status,
});

export async function addCarrier(ctx: AppContext, body: CarrierBody, by: string): Promise<void> {
  await checkUnique(ctx, body);
  await ctx.db.insert(carrier).values({ ...carrierFields(body), logo: body.logo, createBy: by });
}

/** Saving a carrier as disabled takes its sea rates off the portal at once (the rates-version trigger drops cached searches). */
export async function updateCarrier(ctx: AppContext, body: Edited<CarrierBody>, by: string): Promise<void> {
  if (!body.carrierId) throw new AppError('http.404', {}, 404);
  await getCarrier(ctx, body.carrierId);
  await checkUnique(ctx, body);
  await saveEdit(ctx.db, carrier, eq(carrier.carrierId, body.carrierId), body.version, { ...carrierFields(body), logo: body.logo, updateBy: by, updateTime: new Date() });
}

/** Deletes carriers without sea rates; one that still has rates refuses the whole deletion (disabling it is the way). */
export async function removeCarriers(ctx: AppContext, ids: number[]): Promise<void> {
  const [used] = await ctx.db.select({ code: carrier.carriercode }).from(carrier)
    .innerJoin(seaRate, eq(seaRate.carriercode, carrier.carriercode))
    .where(inArray(carrier.carrierId, ids)).limit(1);
  if (used) throw new AppError('freight.carrier.inUse', { name: used.code });
  await ctx.db.delete(carrier).where(inArray(carrier.carrierId, ids));
}
