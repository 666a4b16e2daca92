import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readWorkbook, staffClient } from '../../../test/api';
import { railFclRate, railLclRate, seaRate } from '../../db/schema/index';
import { isoDay } from '../portal/rates-common/testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

/** Departures of the test lane, in days from today, stored in this order (so the id order is no hint). */
const departures = [-10, 5, 0, -3, 2];
const lane = { portofloadingcode: 'TSPOL', destination: 'TSDST' };
const validity = (days: number) => ({ effectdate: isoDay(days - 20), expireddate: isoDay(days - 1) });
const railRow = (days: number) => ({
  portofloadingcode: lane.portofloadingcode, portofdischargecode: 'ALASC', finaldestinationcode: lane.destination, senddatetime: isoDay(days),
  blclosetime: new Date(), closingtime: new Date(), voyage: 14, ...validity(days),
});

/** The three back-office rate lists: the path, the departure field and the lane filter of each. */
const lists = [
  {
    name: 'seaRate', sailing: 'etddate', laneQuery: `portofloadingcode=${lane.portofloadingcode}&finaldestination=${lane.destination}`,
    store: () => t.ctx.db.insert(seaRate).values(departures.map((days, i) => ({
      carriercode: 'COSU', portofloadingcode: lane.portofloadingcode, finaldestination: lane.destination, carriertradelane: 'TSLANE',
      transittime: 20, etddate: isoDay(days), price20: 1000 + i, ...validity(days),
    }))),
  },
  {
    name: 'railLclRate', sailing: 'senddatetime', laneQuery: `portofloadingcode=${lane.portofloadingcode}&finaldestinationcode=${lane.destination}`,
    store: () => t.ctx.db.insert(railLclRate).values(departures.map(railRow)),
  },
  {
    name: 'railFclRate', sailing: 'senddatetime', laneQuery: `portofloadingcode=${lane.portofloadingcode}&finaldestinationcode=${lane.destination}`,
    store: () => t.ctx.db.insert(railFclRate).values(departures.map((days, i) => ({ ...railRow(days), price20: 3000 + i, pricehc: 2000 }))),
  },
] as const;

describe.each(lists)('the $name list', ({ name, sailing, laneQuery, store }) => {
  beforeAll(async () => { await store(); });
  /** The departures (days from today) of a page of the test lane. */
  const listed = async (extra = '') => {
    const reply = await admin.get(`/freight/${name}/list?${laneQuery}${extra}`);
    expect(reply.code).toBe(200);
    const daysFromToday = new Map(departures.map((days) => [isoDay(days), days]));
    return { days: (reply.rows as Record<string, string>[]).map((r) => daysFromToday.get(r[sailing]!)), total: reply.total };
  };

  it('shows the current departures first, soonest first, then the earlier ones, latest first, page by page', async () => {
    expect(await listed()).toEqual({ days: [0, 2, 5, -3, -10], total: 5 });
    expect(await listed('&pageSize=2&pageNum=1')).toEqual({ days: [0, 2], total: 5 });
    expect(await listed('&pageSize=2&pageNum=2')).toEqual({ days: [5, -3], total: 5 });
    expect(await listed('&pageSize=2&pageNum=3')).toEqual({ days: [-10], total: 5 });
    expect(await listed('&pageSize=2&pageNum=4')).toEqual({ days: [], total: 5 });
  });

  it('filters by departure and by validity; each end may stay open', async () => {
    expect(await listed(`&etdFrom=${isoDay(0)}`)).toEqual({ days: [0, 2, 5], total: 3 });
    expect(await listed(`&etdFrom=${isoDay(-5)}&etdTo=${isoDay(2)}`)).toEqual({ days: [0, 2, -3], total: 3 });
    expect(await listed(`&etdTo=${isoDay(-1)}`)).toEqual({ days: [-3, -10], total: 2 });
    // Each rate is valid from 20 days before its departure to the day before it: valid on some day of the range.
    expect(await listed(`&validityFrom=${isoDay(1)}&validityTo=${isoDay(1)}`)).toEqual({ days: [2, 5], total: 2 });
    expect(await listed(`&validityTo=${isoDay(-19)}`)).toEqual({ days: [0, -3, -10], total: 3 });
    expect(await listed('&etdFrom=&validityTo=')).toEqual({ days: [0, 2, 5, -3, -10], total: 5 });
  });

  it('sorts by a column in either direction, as RuoYi asks for it', async () => {
    expect(await listed(`&orderByColumn=${sailing}&isAsc=descend`)).toEqual({ days: [5, 2, 0, -3, -10], total: 5 });
    expect(await listed(`&orderByColumn=${sailing}&isAsc=asc`)).toEqual({ days: [-10, -3, 0, 2, 5], total: 5 });
    expect(await listed(`&orderByColumn=expireddate&isAsc=ascend&etdFrom=${isoDay(0)}`)).toEqual({ days: [0, 2, 5], total: 3 });
  });

  it('refuses a day that is none and a column it does not sort by', async () => {
    expect((await admin.get(`/freight/${name}/list?etdFrom=2026-02-30`)).code).toBe(400);
    expect((await admin.get(`/freight/${name}/list?orderByColumn=remark`)).code).toBe(400);
  });

  it('exports the filtered departures only', async () => {
    const reply = await admin.exportFile(`/freight/${name}/export`, { portofloadingcode: lane.portofloadingcode, etdFrom: isoDay(1) });
    expect(reply.statusCode).toBe(200);
    const sailings = (await readWorkbook(reply)).filter((row) => row.includes(lane.portofloadingcode)).map((row) => row.find((cell) => [isoDay(2), isoDay(5)].includes(cell)));
    expect(sailings.sort()).toEqual([isoDay(2), isoDay(5)]);
  });
});

it('sorts sea rates by price and rail FCL rates by their COC price', async () => {
  const sea = await admin.get(`/freight/seaRate/list?portofloadingcode=${lane.portofloadingcode}&orderByColumn=price20&isAsc=descend`);
  expect(sea.rows.map((r: { price20: number }) => r.price20)).toEqual([1004, 1003, 1002, 1001, 1000]);
  const fcl = await admin.get(`/freight/railFclRate/list?portofloadingcode=${lane.portofloadingcode}&orderByColumn=price20&isAsc=ascend`);
  expect(fcl.rows.map((r: { price20: number }) => r.price20)).toEqual([3000, 3001, 3002, 3003, 3004]);
});
