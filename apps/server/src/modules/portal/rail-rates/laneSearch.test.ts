import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RailRateQuery } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { railFclRate, railLclPrice, railLclRate } from '../../../db/schema/index';
import { portNames } from '../rates-common/portNames';
import { unpriced } from '../rates-common/pricing';
import { ratesVersion } from '../rates-common/portalVersions';
import { isoDay } from '../rates-common/testing';
import { searchRailRates, searchRailRatesInSql } from './service';

let t: TestApp;
let lane: { portofloadingcode: string; finaldestinationcode: string; borders: string[] };

beforeAll(async () => {
  t = await createTestApp();
  const [found] = (await t.ctx.db.execute<{ pol: string; pod: string }>(sql`
    select portofloadingcode as pol, finaldestinationcode as pod from ${railLclRate} group by 1, 2 order by count(*) desc limit 1`)).rows;
  const borders = (await t.ctx.db.execute<{ code: string }>(sql`select distinct portofdischargecode as code from ${railLclRate} limit 3`)).rows.map((r) => r.code);
  lane = { portofloadingcode: found!.pol, finaldestinationcode: found!.pod, borders };
  // Departures on few days through several borders, so the order's later keys decide; some rates closed or expired.
  const rates = Array.from({ length: 60 }, (_, i) => ({
    portofloadingcode: lane.portofloadingcode, portofdischargecode: borders[i % borders.length]!, finaldestinationcode: lane.finaldestinationcode,
    senddatetime: isoDay((i * 7) % 12 - 4), blclosetime: new Date(), closingtime: new Date(), effectdate: isoDay(-30),
    expireddate: i % 11 === 0 ? isoDay(-1) : isoDay(30), voyage: 14 + (i % 5), status: i % 13 === 0 ? '1' : '0',
  }));
  const lcl = await t.ctx.db.insert(railLclRate).values(rates).returning({ id: railLclRate.rwlclrateid });
  await t.ctx.db.insert(railLclPrice).values(lcl.map(({ id }, i) => ({ rwlclrateid: id, salesprice: 90 + i, currencycode: i % 2 ? 'USD' : 'CNY', sort: 0 })));
  await t.ctx.db.insert(railFclRate).values(rates.map((rate, i) => ({ ...rate, price20: 4000 + i, pricehc: 3900 + i })));
});
afterAll(async () => { await t.close(); });

describe('a rail search over the lane’s open rates in memory', () => {
  it('gives the same rows as the search in SQL, LCL and FCL, for every departure date and row limit', async () => {
    for (const anonymous of [false, true]) {
      const version = await ratesVersion(t.ctx.db);
      const ctx = { language: 'ru_Ru' as const, anonymous, version, ports: await portNames(t.ctx.db, version), pricing: unpriced };
      for (const loadingtype of ['LCL', 'FCL'] as const) {
        for (let day = -6; day <= 10; day += 2) {
          for (const maxrows of [3, 100]) {
            const query = RailRateQuery.parse({ portofloadingcode: lane.portofloadingcode, finaldestinationcode: lane.finaldestinationcode, loadingtype, maxrows, etddatefrom: day === 0 ? undefined : isoDay(day) });
            const inMemory = await searchRailRates(t.ctx.db, query, ctx);
            expect(inMemory, JSON.stringify(query)).toEqual(await searchRailRatesInSql(t.ctx.db, query, ctx));
          }
        }
      }
    }
  });

  it('refuses an unknown station as the search in SQL does', async () => {
    const version = await ratesVersion(t.ctx.db);
    const ctx = { language: 'en_US' as const, anonymous: true, version, ports: await portNames(t.ctx.db, version), pricing: unpriced };
    const query = RailRateQuery.parse({ portofloadingcode: 'XXNOPE', finaldestinationcode: lane.finaldestinationcode });
    await expect(searchRailRates(t.ctx.db, query, ctx)).rejects.toMatchObject({ key: 'rates.unknownPort', replyCode: 400 });
  });
});
