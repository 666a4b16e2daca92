import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { CarrierBody, CarrierFilter, CarrierQuery } from '@freight/domain';
import { carrier } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, containsAny, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type Carrier = typeof carrier.$inferSelect;

const matching = (filter: CarrierFilter): SQL | undefined => and(
  contains(carrier.carriercode, filter.carriercode),
  filter.carriername ? or(contains(carrier.carriername, filter.carriername), contains(carrier.localname, filter.carriername)) : undefined,
  containsAny([carrier.carriercode, carrier.carriername, carrier.localname], filter.keyword),
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

/** The stored columns of a carrier from the dialog or an imported row (an import carries no logo, so an update keeps it). */
export const carrierFields = (body: CarrierBody) => ({
  carriercode: body.carriercode, carriername: body.carriername, localname: body.localname, logo: body.logo, contactnumber: body.contactnumber, status: body.status,
});
