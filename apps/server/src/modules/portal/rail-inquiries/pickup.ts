import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { HolidayRow, TruckRateRow } from '@freight/domain';
import type { Db } from '../../../db/client';
import { holiday, truckRate } from '../../../db/schema/index';

/** Pickup costs of the inquiry dialogs: truck rates by region and station, and the holidays (portal.md §9 pickup price). */

/** The enabled truck rates from a region to a departure station (at most one: the pair is unique). */
export async function truckRates(db: Db, toarea: string, portcode: string): Promise<TruckRateRow[]> {
  if (!toarea) return [];
  const rows = await db.select({ pricecbm: truckRate.pricecbm, pricehc: truckRate.pricehc, currencycode: truckRate.currencycode }).from(truckRate)
    .where(and(eq(truckRate.toarea, toarea), eq(truckRate.portcode, portcode), eq(truckRate.status, '0')));
  return rows.map((r) => ({ pricecbm: Number(r.pricecbm), pricehc: Number(r.pricehc), currencycode: r.currencycode }));
}

export async function isHoliday(db: Db, day: string): Promise<boolean> {
  const [found] = await db.select({ id: holiday.holidayId }).from(holiday).where(eq(holiday.day, day)).limit(1);
  return found !== undefined;
}

export function holidays(db: Db, datefrom: string, dateto: string): Promise<HolidayRow[]> {
  return db.select({ day: holiday.day, name: holiday.name }).from(holiday)
    .where(and(gte(holiday.day, datefrom), lte(holiday.day, dateto))).orderBy(asc(holiday.day));
}
