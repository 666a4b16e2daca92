import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { railFclRate } from '../../../db/schema/index';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';
import { freightFootprint, isoDay } from '../../portal/rates-common/testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
/** A seeded rate's stations and lane (rail ones). */
let route: { portofloadingcode: string; portofdischargecode: string; finaldestinationcode: string; tradelanecode: string | null };
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  const [seeded] = await t.ctx.db.select().from(railFclRate).limit(1);
  route = { portofloadingcode: seeded!.portofloadingcode, portofdischargecode: seeded!.portofdischargecode, finaldestinationcode: seeded!.finaldestinationcode, tradelanecode: seeded!.tradelanecode };
});
afterAll(async () => { await t.close(); });

const headers = ['发运站', '出境口岸', '目的站', '线路', '发车日期', '截单时间', '截港时间', '生效日期', '失效日期', '运行天数', '币种', '热门(Y/N)',
  '备注', '英文备注', '俄文备注', '状态', '40HQ 承运人箱(COC)', '40HQ 自备箱(SOC)', '提箱地址', '英文提箱地址', '俄文提箱地址'];
/** A train on the route leaving after every demo train, so no stored rate has its route and date, whatever the weekday. */
const body = () => ({
  ...route, senddatetime: isoDay(80), blclosetime: `${isoDay(7)} 17:00`, closingtime: `${isoDay(9)} 12:00`, effectdate: isoDay(-1), expireddate: isoDay(40),
  voyage: 20, remark: '整箱维护测试', price20: 5200, pricehc: 4300,
  pickupctnaddress: '西安国际港站', englishpickupctnaddress: "Xi'an Int'l Port CY", russianpickupctnaddress: 'Сиань Интернешнл Порт',
});
/** A file row on the route, leaving after every demo train (so no stored rate has its route and ETD). */
const fileRow = (price20: number | string, from = isoDay(-1), to = isoDay(40), station = route.portofloadingcode) =>
  [station, route.portofdischargecode, route.finaldestinationcode, route.tradelanecode ?? '', isoDay(90), `${isoDay(9)} 17:00`, `${isoDay(11)} 12:00`,
    from, to, 16, 'USD', 'N', '整箱导入测试', '', '', '0', price20, 4100, '堆场', 'Depot', 'Терминал'];

describe('rail FCL rates', () => {
  it('adds a rate with its 40HQ COC and SOC prices and pickup address in three languages, edits and deletes it', async () => {
    expect(await admin.post('/freight/railFclRate', body())).toMatchObject({ code: 200 });
    const [stored] = await t.ctx.db.select().from(railFclRate).where(eq(railFclRate.remark, '整箱维护测试'));
    const read = (await admin.get(`/freight/railFclRate/${stored!.rwrateid}`)).data;
    expect(read).toMatchObject({
      price20: 5200, pricehc: 4300, pickupctnaddress: '西安国际港站', englishpickupctnaddress: "Xi'an Int'l Port CY", russianpickupctnaddress: 'Сиань Интернешнл Порт',
      closingtime: `${isoDay(9)} 12:00:00`, createBy: 'admin',
    });
    expect(await admin.put('/freight/railFclRate', { ...read, pricehc: 4400, russianpickupctnaddress: '' })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/railFclRate/${stored!.rwrateid}`)).data)
      .toMatchObject({ pricehc: 4400, russianpickupctnaddress: '', closingtime: `${isoDay(9)} 12:00:00`, updateBy: 'admin' });
    expect(await admin.put('/freight/railFclRate', { ...read, englishpickupctnaddress: 'Depot\u0000' })).toMatchObject({ code: 400 });
    expect(await admin.del(`/freight/railFclRate/${stored!.rwrateid}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/railFclRate/${stored!.rwrateid}`)).code).toBe(404);
  });

  it('refuses sea ports as stations, unknown lanes, negative prices and inverted validity', async () => {
    expect(await admin.post('/freight/railFclRate', { ...body(), finaldestinationcode: 'NLRTM' })).toEqual({ code: 400, msg: '港口/站点 NLRTM 不存在' });
    expect(await admin.post('/freight/railFclRate', { ...body(), tradelanecode: 'EUR' })).toEqual({ code: 400, msg: '航线 EUR 不存在' });
    expect(await admin.post('/freight/railFclRate', { ...body(), price20: -1 })).toEqual({ code: 400, msg: '参数错误：price20 价格不能为负数' });
    expect(await admin.post('/freight/railFclRate', { ...body(), expireddate: isoDay(-3) })).toEqual({ code: 400, msg: '参数错误：expireddate 结束日期早于开始日期' });
  });

  it('imports all or nothing: unknown stations, negative prices and inverted validity are reported by row', async () => {
    expect((await readWorkbook(await admin.exportFile('/freight/railFclRate/export', { portofloadingcode: route.portofloadingcode })))[0]).toEqual(['编号', ...headers, '版本']);
    const before = await freightFootprint(t);
    const bad = await uploadImport(t, admin.token, '/freight/railFclRate', await workbookOf(headers, [
      fileRow(5000), fileRow(5001, isoDay(-1), isoDay(40), 'NOWHERE'), fileRow(-1), fileRow(5003, isoDay(9), isoDay(3)),
    ]));
    expect(bad.errors).toEqual([
      { row: 3, column: '发运站', reason: '港口/站点 NOWHERE 不存在' },
      { row: 4, column: '40HQ 承运人箱(COC)', reason: '价格不能为负数' },
      { row: 5, column: '失效日期', reason: '结束日期早于开始日期' },
    ]);
    expect(await freightFootprint(t)).toEqual(before);
    expect(await uploadImport(t, admin.token, '/freight/railFclRate', await workbookOf(headers, [fileRow(5000)]))).toMatchObject({ code: 200, data: { imported: 1 } });
    const imported = { price20: railFclRate.price20, address: railFclRate.pickupctnaddress, english: railFclRate.englishpickupctnaddress, russian: railFclRate.russianpickupctnaddress };
    expect(await t.ctx.db.select(imported).from(railFclRate).where(eq(railFclRate.remark, '整箱导入测试')))
      .toEqual([{ price20: 5000, address: '堆场', english: 'Depot', russian: 'Терминал' }]);
  });

  it('refuses every call to a person without the rail FCL permissions', async () => {
    const clerk = await staffWith(t, 'clerk');
    expect(await clerk.get('/freight/railFclRate/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await clerk.put('/freight/railFclRate', body())).code).toBe(403);
    expect((await clerk.exportFile('/freight/railFclRate/export')).json()).toMatchObject({ code: 403 });
    expect(await uploadImport(t, clerk.token, '/freight/railFclRate', await workbookOf(headers, [fileRow(1)]))).toMatchObject({ code: 403 });
  });
});
