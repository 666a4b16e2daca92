import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { railLclPrice, railLclRate } from '../../../db/schema/index';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';
import { freightFootprint, isoDay } from '../../portal/rates-common/testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
/** A seeded rate's stations and lane (rail ones). */
let route: { portofloadingcode: string; portofdischargecode: string; finaldestinationcode: string; tradelanecode: string | null };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  const [seeded] = await t.ctx.db.select().from(railLclRate).limit(1);
  route = { portofloadingcode: seeded!.portofloadingcode, portofdischargecode: seeded!.portofdischargecode, finaldestinationcode: seeded!.finaldestinationcode, tradelanecode: seeded!.tradelanecode };
});
afterAll(async () => { await t.close(); });

const headers = ['发运站', '出境口岸', '目的站', '线路', '发车日期', '截单时间', '截港时间', '生效日期', '失效日期', '运行天数', '币种', '热门(Y/N)',
  '备注', '英文备注', '俄文备注', '状态', '销售价(每方)'];
/** A train on the route leaving after every demo train, so no stored rate has its route and date, whatever the weekday. */
const body = () => ({
  ...route, senddatetime: isoDay(80), blclosetime: `${isoDay(7)} 17:00`, closingtime: `${isoDay(9)} 12:00`, effectdate: isoDay(-1), expireddate: isoDay(40),
  voyage: 18, remark: '拼箱维护测试', prices: [{ salesprice: 120, sort: 0 }, { salesprice: 95, unit: 'KGS', sort: 1 }],
});
/** A file row on the route, leaving after every demo train (so no stored rate has its route and ETD). */
const fileRow = (price: number | string, from = isoDay(-1), to = isoDay(40), station = route.portofloadingcode) =>
  [station, route.portofdischargecode, route.finaldestinationcode, route.tradelanecode ?? '', isoDay(90), `${isoDay(9)} 17:00`, `${isoDay(11)} 12:00`,
    from, to, 16, 'USD', 'N', '拼箱导入测试', '', '', '0', price];

describe('rail LCL rates', () => {
  it('adds a rate with its price entries (the first is the sales price), edits and deletes it; cut-offs are China time', async () => {
    expect(await admin.post('/freight/railLclRate', body())).toMatchObject({ code: 200 });
    const [stored] = await t.ctx.db.select().from(railLclRate).where(eq(railLclRate.remark, '拼箱维护测试'));
    expect(stored!.blclosetime.toISOString()).toBe(`${isoDay(7)}T09:00:00.000Z`);
    const read = (await admin.get(`/freight/railLclRate/${stored!.rwlclrateid}`)).data;
    expect(read.prices).toMatchObject([{ salesprice: 120, unit: 'CBM', currencycode: 'USD' }, { salesprice: 95, unit: 'KGS' }]);
    const listed = (await admin.get(`/freight/railLclRate/list?portofloadingcode=${route.portofloadingcode}&finaldestinationcode=${route.finaldestinationcode}&pageSize=100`)).rows
      .find((r: { rwlclrateid: number }) => r.rwlclrateid === stored!.rwlclrateid);
    expect(listed).toMatchObject({ salesprice: 120, voyage: 18, ishot: 'N', status: '0' });

    expect(await admin.put('/freight/railLclRate', { ...read, prices: [{ salesprice: 130 }] })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/railLclRate/${stored!.rwlclrateid}`)).data.prices).toMatchObject([{ salesprice: 130 }]);
    expect(await admin.del(`/freight/railLclRate/${stored!.rwlclrateid}`)).toMatchObject({ code: 200 });
    expect(await t.ctx.db.select().from(railLclPrice).where(eq(railLclPrice.rwlclrateid, stored!.rwlclrateid))).toEqual([]);
  });

  it('refuses sea ports as stations, negative prices, no price, inverted validity and unreadable cut-offs', async () => {
    expect(await admin.post('/freight/railLclRate', { ...body(), portofloadingcode: 'CNSHA' })).toEqual({ code: 400, msg: '港口/站点 CNSHA 不存在' });
    expect(await admin.post('/freight/railLclRate', { ...body(), prices: [{ salesprice: -3 }] })).toEqual({ code: 400, msg: '参数错误：prices.0.salesprice 价格不能为负数' });
    expect(await admin.post('/freight/railLclRate', { ...body(), prices: [] })).toEqual({ code: 400, msg: '参数错误：prices 至少需要一个价格' });
    expect(await admin.post('/freight/railLclRate', { ...body(), effectdate: isoDay(50) })).toEqual({ code: 400, msg: '参数错误：expireddate 结束日期早于开始日期' });
    expect(await admin.post('/freight/railLclRate', { ...body(), closingtime: 'tomorrow' })).toEqual({ code: 400, msg: '参数错误：closingtime 时间格式应为 YYYY-MM-DD HH:mm' });
    expect(await admin.post('/freight/railLclRate', { ...body(), prices: [{ salesprice: 120, currencycode: 'XYZ' }] })).toEqual({ code: 400, msg: '币种 XYZ 没有汇率，请先维护汇率' });
    expect(await admin.post('/freight/railLclRate', { ...body(), prices: [{ salesprice: 1e308 }] })).toEqual({ code: 400, msg: '参数错误：prices.0.salesprice 价格不能超过 9,999,999,999.99' });
  });

  it('imports all or nothing: unknown stations, negative prices and inverted validity are reported by row', async () => {
    expect((await readWorkbook(await admin.exportFile('/freight/railLclRate/export', { portofloadingcode: route.portofloadingcode })))[0]).toEqual(['编号', ...headers, '版本']);
    const before = await freightFootprint(t);
    const bad = await uploadImport(t, admin.token, '/freight/railLclRate', await workbookOf(headers, [
      fileRow(88), fileRow(89, isoDay(-1), isoDay(40), 'CNSHA'), fileRow(-1), fileRow(90, isoDay(9), isoDay(3)),
    ]), 'en');
    expect(bad.errors).toEqual([
      { row: 3, column: 'Departure station', reason: 'there is no port or station CNSHA' },
      { row: 4, column: 'Sales price per CBM', reason: 'a price cannot be negative' },
      { row: 5, column: 'Expires on', reason: 'the end date is before the start date' },
    ]);
    expect(await freightFootprint(t)).toEqual(before);
    expect(await uploadImport(t, admin.token, '/freight/railLclRate', await workbookOf(headers, [fileRow(88), Object.assign(fileRow(87), { 4: isoDay(91) })]))).toMatchObject({ code: 200, data: { imported: 2 } });
    const imported = await t.ctx.db.select({ price: railLclPrice.salesprice, closing: railLclRate.closingtime }).from(railLclRate)
      .innerJoin(railLclPrice, eq(railLclPrice.rwlclrateid, railLclRate.rwlclrateid)).where(eq(railLclRate.remark, '拼箱导入测试'));
    expect(imported.map((r) => r.price).sort()).toEqual([87, 88]);
    expect(imported[0]!.closing.toISOString()).toBe(`${isoDay(11)}T04:00:00.000Z`);
    const exported = await readWorkbook(await admin.exportFile('/freight/railLclRate/export', { portofloadingcode: route.portofloadingcode }));
    expect(exported.some((row) => row.includes(`${isoDay(11)} 12:00:00`))).toBe(true);
  });

  it('refuses every call to a person without the rail LCL permissions', async () => {
    const clerk = await staffWith(t, 'clerk');
    expect(await clerk.get('/freight/railLclRate/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await clerk.post('/freight/railLclRate', body())).code).toBe(403);
    expect((await clerk.del('/freight/railLclRate/1')).code).toBe(403);
    expect((await clerk.exportFile('/freight/railLclRate/export')).json()).toMatchObject({ code: 403 });
    expect(await uploadImport(t, clerk.token, '/freight/railLclRate', await workbookOf(headers, [fileRow(1)]))).toMatchObject({ code: 403 });
  });
});
