import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Port, TradeLane } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { port } from '../../../db/schema/index';
import { callCommand, callers, freightFootprint, type Callers } from '../rates-common/testing';

let t: TestApp;
let c: Callers;

beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
});
afterAll(async () => { await t.close(); });

const lookup = async (data: Record<string, unknown>, language: 'zh_CN' | 'en_US' | 'ru_Ru' = 'zh_CN') => {
  const reply = await callCommand(t, c.anonymous, 'portlookup', data, language);
  expect(reply).toMatchObject({ code: 200, status: 'ok' });
  return reply.content!.data as { rows: Port[]; page: number; maxrows: number; hasMore: boolean };
};
const codes = (rows: { portcode: string }[]) => rows.map((p) => p.portcode);

describe('portlookup', () => {
  it('finds a station by its code, or its Chinese, English or Russian name in any case', async () => {
    const rail = { key: 'defaultport', moduletype: 'rt' };
    const byCode = await lookup({ ...rail, find: 'cnckg' });
    expect(byCode.rows).toEqual([{
      portcode: 'CNCKG', portname: 'Chongqing', localname: '重庆', russianname: 'Чунцин', isocode: 'CNCKG', cityname: 'Chongqing',
      statecode: 'CQ', countrycode: 'CN', countryname: 'China', moduletype: 'rt', tradelanecode: 'RAIL-EU', ishot: 'Y', label: '重庆 (CNCKG)',
    }]);
    expect(codes((await lookup({ ...rail, find: '重庆' })).rows)).toEqual(['CNCKG']);
    expect((await lookup({ ...rail, find: 'chongq' }, 'en_US')).rows.map((p) => p.label)).toEqual(['Chongqing (CNCKG)']);
    expect((await lookup({ ...rail, find: 'чунц' }, 'ru_Ru')).rows.map((p) => p.label)).toEqual(['Чунцин (CNCKG)']);
    expect((await lookup({ key: 'defaultdestport', moduletype: 'rt', find: 'москва' }, 'ru_Ru')).rows.map((p) => p.label)).toEqual(['Москва (RUMOW)']);
    expect(codes((await lookup({ key: 'defaultdestport', moduletype: 'ox', find: '鹿特丹' })).rows)).toEqual(['NLRTM']);
  });

  it('keeps each end to its side: Chinese loading stations (no border crossings), destinations abroad', async () => {
    const all = { find: '', maxrows: 50 };
    expect(codes((await lookup({ ...all, key: 'defaultport', moduletype: 'rt' })).rows).sort())
      .toEqual(['CNCGO', 'CNCKG', 'CNCTU', 'CNWUH', 'CNXIY', 'CNYIW']);
    expect(codes((await lookup({ ...all, key: 'defaultdestport', moduletype: 'rt' })).rows).sort())
      .toEqual(['BYMSQ', 'DEDUI', 'DEHAM', 'KZALA', 'PLMAL', 'RUMOW', 'UZTAS']);
    const seaLoading = (await lookup({ ...all, key: 'defaultport', moduletype: 'ox' })).rows;
    expect(codes(seaLoading)).toEqual(expect.arrayContaining(['CNSHA', 'CNNGB', 'CNSZX', 'CNTAO']));
    expect(seaLoading.every((p) => p.countrycode === 'CN' && p.moduletype === 'ox')).toBe(true);
    const seaDestinations = (await lookup({ ...all, key: 'defaultdestport', moduletype: 'ox' })).rows;
    expect(codes(seaDestinations)).toEqual(expect.arrayContaining(['NLRTM', 'DEHAM', 'USLAX', 'SGSIN', 'AEJEA', 'BRSSZ']));
    expect(seaDestinations.every((p) => p.countrycode !== 'CN')).toBe(true);
    expect(codes((await lookup({ key: 'defaultport', moduletype: 'rt', find: 'ALASC' })).rows)).toEqual([]);
  });

  it('puts an exact code first, then codes and names that start with the text, then the rest', async () => {
    await t.ctx.db.insert(port).values([
      { portcode: 'AANEA', moduletype: 'ox', portname: 'Berth near SGSIN', localname: '近新加坡泊位', countrycode: 'SG', countryname: 'Singapore' },
      { portcode: 'AAPRE', moduletype: 'ox', portname: 'Sgsin Bay', localname: '新加坡湾', countrycode: 'SG', countryname: 'Singapore' },
    ]);
    expect(codes((await lookup({ key: 'defaultdestport', moduletype: 'ox', find: 'sgsin' })).rows)).toEqual(['SGSIN', 'AAPRE', 'AANEA']);
  });

  it('pages with maxrows and a zero-based page, and says whether more follow', async () => {
    const all = (await lookup({ key: 'defaultdestport', moduletype: 'ox', maxrows: 50 })).rows;
    expect(all.length).toBeGreaterThan(8);
    const pages = [];
    for (let page = 0; page * 4 < all.length; page++) pages.push(await lookup({ key: 'defaultdestport', moduletype: 'ox', maxrows: 4, page }));
    expect(pages.flatMap((p) => codes(p.rows))).toEqual(codes(all));
    expect(pages.map((p) => p.hasMore)).toEqual(pages.map((_, i) => i < pages.length - 1));
    expect(pages[1]).toMatchObject({ page: 1, maxrows: 4 });
    expect(await lookup({ key: 'defaultdestport', moduletype: 'ox', maxrows: 4, page: pages.length })).toEqual({ rows: [], page: pages.length, maxrows: 4, hasMore: false });
    expect((await lookup({ key: 'defaultport', moduletype: 'rt' })).rows).toHaveLength(6);
  });

  it('matches % and _ literally', async () => {
    expect((await lookup({ key: 'defaultdestport', moduletype: 'ox', find: '%' })).rows).toEqual([]);
    expect((await lookup({ key: 'defaultdestport', moduletype: 'ox', find: '_' })).rows).toEqual([]);
  });

  it('refuses a bad payload naming the field, and writes nothing', async () => {
    const before = await freightFootprint(t);
    const refused = async (data: unknown, field: string) =>
      expect(await callCommand(t, c.anonymous, 'portlookup', data, 'en_US')).toEqual({ code: 400, msg: `Invalid command data: ${field}`, status: 'error' });
    const ok = { key: 'defaultport', moduletype: 'ox' };
    await refused({ ...ok, maxrows: 51 }, 'data.maxrows');
    await refused({ ...ok, maxrows: '10' }, 'data.maxrows');
    await refused({ ...ok, page: -1 }, 'data.page');
    await refused({ ...ok, moduletype: 'air' }, 'data.moduletype');
    await refused({ moduletype: 'ox' }, 'data.key');
    await refused({ ...ok, find: 'x'.repeat(51) }, 'data.find');
    await refused({ ...ok, find: 42 }, 'data.find');
    await refused('CNSHA', 'data');
    expect(await freightFootprint(t)).toEqual(before);
  });
});

describe('hotports', () => {
  const hot = async (data: Record<string, unknown>, language: 'zh_CN' | 'en_US' | 'ru_Ru' = 'zh_CN') => {
    const reply = await callCommand(t, c.anonymous, 'hotports', data, language);
    expect(reply).toMatchObject({ code: 200, status: 'ok' });
    return (reply.content!.data as { rows: Port[] }).rows;
  };

  it('gives the hot ports of each trade lane, and only those', async () => {
    const lanes = (await callCommand(t, c.anonymous, 'tradelane', { key: 'tradelane', isforbid: 'N' })).content!.data.rows as TradeLane[];
    for (const lane of lanes) {
      const rows = await hot({ tradelanecode: lane.tradelanecode, ishot: 'Y', page: 0 });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((p) => p.tradelanecode === lane.tradelanecode && p.ishot === 'Y' && p.moduletype === lane.moduletype)).toBe(true);
    }
    expect((await hot({ tradelanecode: 'RAIL-EU', ishot: 'Y' }, 'en_US')).map((p) => p.label)).toEqual(['Duisburg (DEDUI)', 'Malaszewicze (PLMAL)']);
    expect(codes(await hot({ tradelanecode: 'EUR', moduletype: 'ox' }))).toEqual(['DEHAM', 'NLRTM']);
    expect((await hot({ tradelanecode: 'RAIL-RU' }, 'ru_Ru')).map((p) => p.label)).toEqual(['Минск (BYMSQ)', 'Москва (RUMOW)']);
    expect(await hot({ tradelanecode: 'EUR', moduletype: 'rt' })).toEqual([]);
    expect(codes(await hot({ tradelanecode: 'EUR', maxrows: 1, page: 1 }))).toEqual(['NLRTM']);
  });

  it('gives the hot stations of loading of a lane when asked for the loading end, never at the destination end', async () => {
    expect((await hot({ tradelanecode: 'RAIL-EU', key: 'defaultport', moduletype: 'rt' }, 'en_US')).map((p) => p.label))
      .toEqual(['Zhengzhou (CNCGO)', 'Chongqing (CNCKG)', 'Chengdu (CNCTU)']);
    expect(codes(await hot({ tradelanecode: 'RAIL-CA', key: 'defaultport' }))).toEqual(['CNXIY', 'CNYIW']);
    const destinations = await hot({ tradelanecode: 'RAIL-EU', key: 'defaultdestport' });
    expect(codes(destinations)).toEqual(['DEDUI', 'PLMAL']);
    expect(codes(await hot({ tradelanecode: 'RAIL-EU' }))).toEqual(codes(destinations));
    // China's sea ports belong to no lane: the hot ones are the loading picker's first offer on every sea lane, never a rail one's.
    expect(codes(await hot({ tradelanecode: 'EUR', key: 'defaultport' }))).toEqual(['CNNGB', 'CNSHA', 'CNSZX', 'CNTAO']);
    expect(codes(await hot({ tradelanecode: 'USWC', key: 'defaultport', moduletype: 'ox' }))).toEqual(['CNNGB', 'CNSHA', 'CNSZX', 'CNTAO']);
    expect((await callCommand(t, c.anonymous, 'hotports', { tradelanecode: 'EUR', key: 'origin' })).msg).toBe('命令参数错误：data.key');
  });

  it('offers no hot ports on a forbidden lane and refuses an unknown lane', async () => {
    expect(await hot({ tradelanecode: 'RSEA' })).toEqual([]);
    expect(await callCommand(t, c.anonymous, 'hotports', { tradelanecode: 'MOON' }, 'en_US'))
      .toEqual({ code: 400, msg: 'Unknown trade lane: data.tradelanecode = MOON', status: 'error' });
    expect((await callCommand(t, c.anonymous, 'hotports', { tradelanecode: 'EUR', ishot: 'N' })).msg).toBe('命令参数错误：data.ishot');
    expect((await callCommand(t, c.anonymous, 'hotports', { tradelanecode: 'EUR', maxrows: 101 })).msg).toBe('命令参数错误：data.maxrows');
  });
});

describe('tradelane', () => {
  it('lists the lanes that are not forbidden, in order, named in the caller’s language', async () => {
    const lanes = async (language: 'zh_CN' | 'en_US' | 'ru_Ru', data: unknown = { key: 'tradelane', isforbid: 'N' }) =>
      (await callCommand(t, c.anonymous, 'tradelane', data, language)).content!.data.rows as TradeLane[];
    const zh = await lanes('zh_CN');
    expect(zh.map((l) => l.tradelanecode)).toEqual(['EUR', 'USWC', 'SEA', 'ISC', 'KJ', 'MEG', 'SAEC', 'RAIL-RU', 'RAIL-CA', 'RAIL-EU']);
    expect(zh[0]).toEqual({ tradelanecode: 'EUR', tradelanename: '欧洲线', moduletype: 'ox' });
    expect((await lanes('en_US'))[0]!.tradelanename).toBe('North Europe');
    expect((await lanes('ru_Ru'))[0]!.tradelanename).toBe('Северная Европа');
    expect((await lanes('en_US', { moduletype: 'rt' })).map((l) => l.tradelanename))
      .toEqual(['China–Russia & Belarus rail', 'China–Central Asia rail', 'China–Europe rail']);
    expect((await callCommand(t, c.anonymous, 'tradelane', { isforbid: 'Y' })).msg).toBe('命令参数错误：data.isforbid');
  });
});
