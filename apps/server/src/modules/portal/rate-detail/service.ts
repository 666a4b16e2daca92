import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { todayUtc, type RailFclRow, type RailLclRow, type RateDetailQuery, type SeaRateRow } from '@freight/domain';
import type { Db } from '../../../db/client';
import { railFclRate, railLclRate, seaRate } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { railFclRates, railFclRow, railLclRates, railLclRow, seaRates, seaRow, type ReplyContext } from '../rates-common/index';

/**
 * One rate by its id, in the shape of its search row. A rate the portal does not show (unknown,
 * expired, disabled, forbidden lane, disabled carrier) is a 404, as it would be absent from a search.
 */
export async function rateDetail(db: Db, id: z.output<typeof RateDetailQuery>, ctx: ReplyContext): Promise<SeaRateRow | RailLclRow | RailFclRow> {
  const day = todayUtc();
  if (id.fclrateid !== undefined) {
    const [found] = await seaRates(db, day, eq(seaRate.fclrateid, id.fclrateid)).limit(1);
    if (found) return seaRow(found, ctx);
  } else if (id.rwlclrateid !== undefined) {
    const [found] = await railLclRates(db, day, eq(railLclRate.rwlclrateid, id.rwlclrateid)).limit(1);
    if (found) return railLclRow(found, ctx);
  } else if (id.rwrateid !== undefined) {
    const [found] = await railFclRates(db, day, eq(railFclRate.rwrateid, id.rwrateid)).limit(1);
    if (found) return railFclRow(found, ctx);
  }
  throw new AppError('http.404', {}, 404);
}
