import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { exchangeRate } from '../schema/index';

/** Month-start rates over the past year, oldest first, then today's: units of USD and RUB for one CNY. */
const cnyToUsd = [0.1384, 0.1381, 0.1386, 0.1392, 0.1389, 0.1395, 0.1398, 0.1394, 0.1401, 0.1397, 0.1403, 0.1406, 0.1404];
const cnyToRub = [13.42, 13.18, 12.87, 12.55, 12.21, 11.96, 11.63, 11.38, 11.12, 11.27, 11.54, 11.49, 11.41];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of each of the last twelve months, then today. */
function rateDates(today: Date): string[] {
  const months = Array.from({ length: 12 }, (_, i) => isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 12 + i, 1))));
  return [...months, isoDate(today)];
}

/** Exchange rates are base data: the portal header and every CNY conversion need them from the first start. */
export async function seedExchangeRates(db: Db) {
  const [{ rates }] = (await db.select({ rates: sql<number>`count(*)::int` }).from(exchangeRate)) as [{ rates: number }];
  if (rates > 0) return;
  const dates = rateDates(new Date());
  await db.insert(exchangeRate).values(dates.flatMap((fromdate, i) => [
    { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: cnyToUsd[i]!, fromdate, createBy: 'admin' },
    { srccurrency: 'CNY', destcurrency: 'RUB', exchangerate: cnyToRub[i]!, fromdate, createBy: 'admin' },
  ]));
}
