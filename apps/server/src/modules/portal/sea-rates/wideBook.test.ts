import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { SeaRateQuery, maskedPrice, seaContainerTypes, seaPriceField, seaSorts, todayUtc, type SeaContainerType } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { carrier, customer, markupRule, port, seaRate, surcharge } from '../../../db/schema/index';
import { laneRateLimit, laneRates, ratesVersion, readerContext, seaLaneRates, type ReplyContext } from '../rates-common/index';
import { isoDay } from '../rates-common/testing';
import { readSeaLanesAhead } from './lanesReadAhead';
import { searchSeaRates, searchSeaRatesInSql } from './service';
import { seededRandom } from '../../../../test/seededRandom';

/**
 * A wide book, as a forwarder's is: many lanes of a few rates each, between ports of their own, with customer markup
 * rules of every scope. The search over a lane's rates in memory (the lane read as one JSON text, kept from its second
 * search) must give the reply of the search in SQL: rows, their order, sell prices and the carriers list. (A sort by
 * price follows the caller's sell price in memory and the stored price in SQL, docs/decisions.md: compared for
 * anonymous callers, whose order is the stored price's, and checked on its own for customers.)
 */
let t: TestApp;
const loading = ['CNWA1', 'CNWA2', 'CNWA3'];
const destinations = Array.from({ length: 12 }, (_, i) => `WB${String(i).padStart(3, '0')}`);
const lanes = loading.flatMap((pol) => destinations.map((pod) => [pol, pod] as const));
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  const random = seededRandom(3);
  const tradeLanes = ['EUR', 'USWC', 'SEA'];
  await t.ctx.db.insert(port).values([
    ...loading.map((portcode, i) => ({ portcode, moduletype: 'ox', portname: `Wide ${i}`, localname: `宽${i}`, countrycode: 'CN', countryname: 'China' })),
    ...destinations.map((portcode, i) => ({ portcode, moduletype: 'ox', portname: `Far ${i}`, localname: `远${i}`, countrycode: 'ZZ', countryname: 'Far', tradelanecode: tradeLanes[i % 3]! })),
  ]);
  await t.ctx.db.insert(carrier).values([{ carriercode: 'W-B', carriername: 'Wide Dash' }, { carriercode: 'W B', carriername: 'Wide Blank', localname: '宽线' }]);
  const codes = ['W-B', 'W B', 'COSU', 'MSCU', 'HDMU'];
  const price = () => (random() < 0.15 ? null : 900 + Math.floor(random() * 5) * 50);
  const rates = lanes.flatMap(([pol, pod], lane) => Array.from({ length: 10 }, (_, i) => {
    const expired = i >= 8;
    return {
      carriercode: codes[Math.floor(random() * codes.length)]!, portofloadingcode: pol, finaldestination: pod,
      carriertradelane: tradeLanes[lane % 3]!, space: random() < 0.3 ? 'N' : 'Y', transferdirect: random() < 0.4 ? 'T' : 'D',
      transittime: 20 + Math.floor(random() * 3), etddate: isoDay(expired ? -40 : Math.floor(random() * 20) - 3),
      effectdate: isoDay(-60), expireddate: isoDay(expired ? -20 : 30), status: random() < 0.05 ? '1' : '0',
      currencycode: random() < 0.2 ? 'CNY' : 'USD', price20: price(), price40: price(), pricehc: price(), price45: price(), price40nor: price(),
    };
  }));
  const stored = await t.ctx.db.insert(seaRate).values(rates).returning({ id: seaRate.fclrateid, price20: seaRate.price20 });
  // Other charges: the ocean-freight line (priced as the box is) and one passed on as charged.
  await t.ctx.db.insert(surcharge).values(stored.flatMap((r) => [
    { fclrateid: r.id, ratetype: 'Paid at Origin', freightname: '海运费', englishname: 'Ocean Freight', currencycode: 'USD', amount: r.price20 ?? 1000, unit: '40HC', sort: 0 },
    { fclrateid: r.id, ratetype: 'Paid at Origin', freightname: '文件费', englishname: 'Documentation fee', currencycode: 'CNY', amount: 500, unit: '', sort: 1 },
  ]));
  const [demo] = await t.ctx.db.select({ id: customer.customerId }).from(customer).where(eq(customer.customerLocalCode, 'DEMO01'));
  customerId = demo!.id;
  // Rules of every scope on top of the demo ones: a carrier, a box (stacked), a lane, an amount in CNY with a minimum.
  await t.ctx.db.insert(markupRule).values([
    { customerId, kind: 'sea', carriercode: 'W-B', method: 'percent', value: 12, validfrom: isoDay(-10), validto: isoDay(60) },
    { customerId, kind: 'sea', boxtype: '40HC', method: 'percent', value: 2, additional: 'Y', validfrom: isoDay(-10), validto: isoDay(60) },
    { customerId, kind: 'sea', portofloadingcode: 'CNWA2', destinationcode: 'WB003', method: 'amount', value: 300, currencycode: 'CNY', minimum: 100, validfrom: isoDay(-10), validto: isoDay(60) },
    { kind: 'sea', tradelanecode: 'USWC', carriercode: 'MSCU', method: 'amount', value: 40, currencycode: 'USD', validfrom: isoDay(-10), validto: isoDay(60) },
  ]);
});
afterAll(async () => { await t.close(); });

describe('sea searches on a wide book', () => {
  it('have their lanes read ahead at a start as their first searches would read them, so that no search reads one', async () => {
    // A write raises the rates version: no lane is kept at the new one yet.
    const before = await ratesVersion(t.ctx.db);
    await t.ctx.db.update(carrier).set({ carriername: 'Wide Dash' }).where(eq(carrier.carriercode, 'W-B'));
    const version = await ratesVersion(t.ctx.db);
    expect(version).toBeGreaterThan(before);
    expect(await readSeaLanesAhead(t.ctx.db, 0)).toMatchObject({ kept: 0, stopped: 'time' });
    const ahead = await readSeaLanesAhead(t.ctx.db, 30);
    expect(ahead.stopped).toBe('done');
    // Every lane with open rates (the demo's too): read ahead as its search reads it, unless it shows none.
    const day = todayUtc();
    const open = await t.ctx.db.selectDistinct({ from: seaRate.portofloadingcode, to: seaRate.finaldestination }).from(seaRate)
      .where(and(eq(seaRate.status, '0'), gte(seaRate.expireddate, day)));
    expect(open.length).toBe(ahead.lanes);
    let shown = 0;
    for (const { from, to } of open) {
      const searched = await seaLaneRates(t.ctx.db, day, from, to, laneRateLimit + 1);
      const read = vi.fn((limit: number) => seaLaneRates(t.ctx.db, day, from, to, limit));
      const kept = await laneRates(t.ctx.db, { table: 'sea', version, day, from, to }, read);
      if (searched.rows.length === 0) continue;
      shown++;
      expect(read, `${from} ${to}`).not.toHaveBeenCalled();
      expect({ rows: kept!.rows, knownPorts: kept!.knownPorts }, `${from} ${to}`).toEqual({ rows: searched.rows, knownPorts: searched.knownPorts });
    }
    expect(shown).toBe(ahead.kept);
    expect(shown).toBeGreaterThanOrEqual(lanes.length);
  });

  it('give the reply of the search in SQL on every lane: rows, order, sell prices and carriers', async () => {
    const random = seededRandom(17);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const readers: ReplyContext[] = [
      await readerContext(t.ctx, 'en_US', { isAnonymous: false, customerId }),
      await readerContext(t.ctx, 'zh_CN', { isAnonymous: false, customerId }),
      await readerContext(t.ctx, 'ru_Ru', { isAnonymous: true }),
    ];
    for (let i = 0; i < 240; i++) {
      const [pol, pod] = pick(lanes);
      const reader = pick(readers);
      const query = SeaRateQuery.parse({
        portofloadingcode: pol, finaldestinationcode: pod,
        sailingdate: random() < 0.5 ? undefined : isoDay(Math.floor(random() * 20) - 4),
        directonly: random() < 0.25, spaceonly: random() < 0.25,
        carriercodes: random() < 0.3 ? [pick(['W-B', 'W B', 'COSU']), pick(['MSCU', 'HDMU'])] : undefined,
        containertype: random() < 0.3 ? pick(seaContainerTypes) : undefined,
        sortby: pick(reader.anonymous ? seaSorts : seaSorts.filter((sort) => sort !== 'price')), sortorder: pick(['asc', 'desc'] as const), maxrows: pick([5, 100]),
      });
      const inMemory = await searchSeaRates(t.ctx.db, query, reader);
      expect(inMemory, JSON.stringify(query)).toEqual(await searchSeaRatesInSql(t.ctx.db, query, reader));
    }
  });

  it('prices every box and ocean-freight line as the customer’s rules say, lane after lane', async () => {
    const reader = await readerContext(t.ctx, 'en_US', { isAnonymous: false, customerId });
    const buy = new Map((await t.ctx.db.select().from(seaRate)).map((r) => [r.fclrateid, r]));
    let priced = 0;
    for (const [pol, pod] of lanes) {
      const { rows } = await searchSeaRates(t.ctx.db, SeaRateQuery.parse({ portofloadingcode: pol, finaldestinationcode: pod, sailingdate: isoDay(-5) }), reader);
      for (const row of rows) {
        const rate = buy.get(row.fclrateid)!;
        const lane = { kind: 'sea' as const, portofloadingcode: pol, destinationcode: pod };
        const expected = (box: SeaContainerType | string, amount: number | null) => {
          if (amount === null) return null;
          return reader.pricing.sell(lane, { tradelanecode: rate.carriertradelane, carriercode: rate.carriercode, boxtype: box }, amount, rate.currencycode)?.sell ?? maskedPrice;
        };
        for (const box of seaContainerTypes) {
          const field = seaPriceField[box];
          expect(row[field], `${row.fclrateid} ${box}`).toBe(expected(box, rate[field]));
          if (rate[field] !== null) priced++;
        }
        const freight = row.othercharges.find((c) => c.freightname === 'Ocean Freight')!;
        expect(freight).toBeDefined();
        expect(freight.amount).toBe(reader.pricing.sell(lane, { tradelanecode: rate.carriertradelane, carriercode: rate.carriercode, boxtype: '40HC' }, rate.price20 ?? 1000, 'USD')?.sell);
      }
    }
    expect(priced).toBeGreaterThan(300);
  });

  it('sorts by the customer’s sell price of the box, rates without it last, either way', async () => {
    const reader = await readerContext(t.ctx, 'en_US', { isAnonymous: false, customerId });
    for (const [pol, pod] of lanes) {
      for (const sortorder of ['asc', 'desc'] as const) {
        const box = pol === 'CNWA1' ? '40HC' : '20GP';
        const { rows } = await searchSeaRates(t.ctx.db, SeaRateQuery.parse({ portofloadingcode: pol, finaldestinationcode: pod, sailingdate: isoDay(-5), sortby: 'price', sortorder, containertype: box }), reader);
        const prices = rows.map((row) => row[seaPriceField[box]] as number);
        expect(prices, `${pol} ${pod} ${sortorder}`).toEqual([...prices].sort((a, b) => (sortorder === 'asc' ? a - b : b - a)));
      }
    }
  });
});
