import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SeaRateQuery, seaContainerTypes, seaSorts } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { carrier, seaRate } from '../../../db/schema/index';
import { portNames } from '../rates-common/portNames';
import { unpriced } from '../rates-common/pricing';
import { ratesVersion } from '../rates-common/portalVersions';
import { isoDay } from '../rates-common/testing';
import { searchSeaRates, searchSeaRatesInSql } from './service';
import { seededRandom } from '../../../../test/seededRandom';

let t: TestApp;
const lane = { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM' };

beforeAll(async () => {
  t = await createTestApp();
  const random = seededRandom(7);
  // Codes whose order differs between collations ('A B' < 'A-B' < 'AB' by code unit), one carrier disabled.
  await t.ctx.db.insert(carrier).values([
    { carriercode: 'A B', carriername: 'Alpha Blank' },
    { carriercode: 'A-B', carriername: 'Alpha Dash', localname: '阿尔法' },
    { carriercode: 'AB', carriername: 'Alpha' },
    { carriercode: 'ZZ OFF', carriername: 'Disabled line', status: '1' },
  ]);
  const codes = ['A B', 'A-B', 'AB', 'ZZ OFF', 'COSU', 'MSCU'];
  const price = () => (random() < 0.2 ? null : 900 + Math.floor(random() * 6) * 50);
  // Ties on purpose (few prices, days and transit times), some sailings already left but still in force.
  await t.ctx.db.insert(seaRate).values(Array.from({ length: 120 }, () => {
    const etd = isoDay(Math.floor(random() * 30) - 6);
    return {
      carriercode: codes[Math.floor(random() * codes.length)]!, ...{ portofloadingcode: lane.portofloadingcode, finaldestination: lane.finaldestinationcode },
      carriertradelane: 'EUR', space: random() < 0.3 ? 'N' : 'Y', transferdirect: random() < 0.4 ? 'T' : 'D', transittime: 25 + Math.floor(random() * 4),
      etddate: etd, effectdate: isoDay(-20), expireddate: random() < 0.1 ? isoDay(-1) : isoDay(40), status: random() < 0.05 ? '1' : '0',
      price20: price(), price40: price(), pricehc: price(), price45: price(), price40nor: price(),
    };
  }));
});
afterAll(async () => { await t.close(); });

describe('a sea search over the lane’s open rates in memory', () => {
  it('gives the same reply as the search in SQL, for every filter, sort and sailing date', async () => {
    const random = seededRandom(11);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const version = await ratesVersion(t.ctx.db);
    const ctx = { language: 'zh_CN' as const, anonymous: false, version, ports: await portNames(t.ctx.db, version), pricing: unpriced };
    for (let i = 0; i < 150; i++) {
      const query = SeaRateQuery.parse({
        ...lane,
        sailingdate: random() < 0.4 ? undefined : isoDay(Math.floor(random() * 30) - 8),
        directonly: random() < 0.3, spaceonly: random() < 0.3,
        carriercodes: random() < 0.3 ? [pick(['A B', 'A-B', 'AB', 'COSU']), pick(['MSCU', 'ZZ OFF', 'AB'])] : undefined,
        containertype: random() < 0.4 ? pick(seaContainerTypes) : undefined,
        sortby: pick(seaSorts), sortorder: pick(['asc', 'desc'] as const), maxrows: pick([5, 20, 100]),
      });
      const inMemory = await searchSeaRates(t.ctx.db, query, ctx);
      expect(inMemory, JSON.stringify(query)).toEqual(await searchSeaRatesInSql(t.ctx.db, query, ctx));
    }
  });

  it('sees a change to the lane’s rates at the next search', async () => {
    const search = async () => {
      const version = await ratesVersion(t.ctx.db);
      return searchSeaRates(t.ctx.db, SeaRateQuery.parse({ ...lane, carriercodes: ['AB'] }), { language: 'en_US', anonymous: false, version, ports: await portNames(t.ctx.db, version), pricing: unpriced });
    };
    const before = await search();
    expect(before.rows.length).toBeGreaterThan(0);
    await t.ctx.db.update(seaRate).set({ status: '1' }).where(and(eq(seaRate.carriercode, 'AB'), eq(seaRate.portofloadingcode, lane.portofloadingcode)));
    const after = await search();
    expect(after.rows).toEqual([]);
    expect(after.carriers.map((c) => c.carriercode)).not.toContain('AB');
  });
});
