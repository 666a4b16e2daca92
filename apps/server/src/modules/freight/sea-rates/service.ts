import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import { seaRateSortColumns, type SeaRateFilter, type SeaRateImportRow, type SeaRateListQuery } from '@freight/domain';
import { seaRate, surcharge } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import type { Page } from '../../../platform/list/page';
import { ratePage, sailingWhere, type RateColumns } from '../rateList';

export type SeaRate = typeof seaRate.$inferSelect;
export type Surcharge = typeof surcharge.$inferSelect;

const rateColumns: RateColumns = { id: seaRate.fclrateid, sailing: seaRate.etddate, effectdate: seaRate.effectdate, expireddate: seaRate.expireddate };
const sortColumns = Object.fromEntries(seaRateSortColumns.map((c) => [c, seaRate[c]]));

const matching = (filter: SeaRateFilter): SQL | undefined => and(
  equals(seaRate.carriercode, filter.carriercode?.toUpperCase()),
  equals(seaRate.portofloadingcode, filter.portofloadingcode?.toUpperCase()),
  equals(seaRate.finaldestination, filter.finaldestination?.toUpperCase()),
  contains(seaRate.carriertradelane, filter.carriertradelane?.toUpperCase()),
  equals(seaRate.status, filter.status),
  sailingWhere(rateColumns, filter),
);

/** A page of sea rates: sorted as asked, else the current sailings first (ratePage). */
export function listSeaRates(ctx: AppContext, query: SeaRateListQuery): Promise<Page<SeaRate>> {
  return ratePage(
    query, rateColumns, sortColumns, matching(query),
    (where, order, { limit, offset }) => ctx.db.select().from(seaRate).where(where).orderBy(...order).limit(limit).offset(offset),
    (where) => ctx.db.$count(seaRate, where),
  );
}

/** Every matching sea rate, batch by batch (for the export). */
export function seaRateBatches(ctx: AppContext, filter: SeaRateFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(seaRate).where(and(where, gt(seaRate.fclrateid, after))).orderBy(asc(seaRate.fclrateid)).limit(limit),
    (r) => r.fclrateid,
  );
}

/** A sea rate with its surcharges in display order. */
export async function getSeaRate(ctx: AppContext, fclrateid: number): Promise<SeaRate & { surcharges: Surcharge[] }> {
  const [found] = await ctx.db.select().from(seaRate).where(eq(seaRate.fclrateid, fclrateid));
  if (!found) throw new AppError('http.404', {}, 404);
  const surcharges = await ctx.db.select().from(surcharge).where(eq(surcharge.fclrateid, fclrateid)).orderBy(asc(surcharge.sort), asc(surcharge.surchargeId));
  return { ...found, surcharges };
}

/** The stored columns of a sea rate from the dialog or an imported row. */
export const seaRateFields = (r: SeaRateImportRow) => ({
  carriercode: r.carriercode, portofloadingcode: r.portofloadingcode, portoftranshipped: r.portoftranshipped, portoftranshipped2: r.portoftranshipped2,
  finaldestination: r.finaldestination, carriertradelane: r.carriertradelane, space: r.space, transferdirect: r.transferdirect,
  transittime: r.transittime, transittimeinfo: r.transittimeinfo, etddate: r.etddate, currencycode: r.currencycode,
  price20: r.price20, price40: r.price40, pricehc: r.pricehc, price45: r.price45, price40nor: r.price40nor,
  effectdate: r.effectdate, expireddate: r.expireddate, remark: r.remark, englishremark: r.englishremark, russianremark: r.russianremark,
  contactnumber: r.contactnumber, status: r.status,
});
