import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient } from '../../../../test/api';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const headers = ['提货区域', '发运站', '拼箱单价(每方)', '整箱单价(40HQ)', '币种', '状态'];

describe('truck rates', () => {
  it('adds, edits and deletes a truck rate; the region must be a known province-city, a station must exist and prices cannot be negative', async () => {
    const [station] = (await admin.get('/freight/port/list?moduletype=rt')).rows;
    // Hong Kong has no seeded truck rates, so the pair is free.
    const body = { toarea: '香港特别行政区-香港特别行政区', portcode: station.portcode, pricecbm: 35, pricehc: 2600 };
    expect(await admin.post('/freight/truckRate', { ...body, currencycode: 'XYZ' })).toEqual({ code: 400, msg: '币种 XYZ 没有汇率，请先维护汇率' });
    expect(await admin.post('/freight/truckRate', body)).toMatchObject({ code: 200 });
    const [added] = (await admin.get(`/freight/truckRate/list?toarea=${encodeURIComponent('香港')}`)).rows;
    expect(added).toMatchObject({ ...body, currencycode: 'CNY', status: '0' });
    expect((await admin.post('/freight/truckRate', body)).code).toBe(500);
    expect(await admin.post('/freight/truckRate', { ...body, portcode: 'NOWHERE' })).toEqual({ code: 400, msg: '港口/站点 NOWHERE 不存在' });
    expect(await admin.post('/freight/truckRate', { ...body, toarea: '浙江省 杭州市' })).toEqual({ code: 400, msg: '地区应为省-市，如 浙江省-杭州市（直辖市如 上海市-上海市）' });
    expect(await admin.put('/freight/truckRate', { ...added, pricecbm: -1 })).toEqual({ code: 400, msg: '参数错误：pricecbm 价格不能为负数' });
    expect(await admin.put('/freight/truckRate', { ...added, pricecbm: 40 })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/truckRate/${added.truckRateId}`)).data.pricecbm).toBe(40);
    expect(await admin.del(`/freight/truckRate/${added.truckRateId}`)).toMatchObject({ code: 200 });
  });

  it('imports truck rates all or nothing: unknown regions and stations and negative prices are reported by row', async () => {
    const [station] = (await admin.get('/freight/port/list?moduletype=rt')).rows;
    expect((await readWorkbook(await admin.exportFile('/freight/truckRate/export')))[0]).toEqual(['编号', ...headers, '版本']);
    const total = (await admin.get('/freight/truckRate/list')).total;
    const bad = await uploadImport(t, admin.token, '/freight/truckRate', await workbookOf(headers, [
      ['澳门特别行政区-澳门特别行政区', station.portcode, 30, 2500, 'CNY', '0'],
      ['台湾-台湾', 'ZZZZ', 30, 2500, 'CNY', '0'],
      ['钓鱼岛-钓鱼岛', station.portcode, -5, 2500, 'CNY', '0'],
      ['香港特别行政区-香港特别行政区', station.portcode, 'abc', 2500, 'CNY', '0'],
      ['导入省-一市', station.portcode, 30, 2500, 'CNY', '0'],
    ]), 'en');
    expect(bad.errors).toEqual([
      { row: 3, column: 'Departure station', reason: 'there is no port or station ZZZZ' },
      { row: 4, column: 'LCL price per CBM', reason: 'a price cannot be negative' },
      { row: 5, column: 'LCL price per CBM', reason: 'must be a number' },
      { row: 6, column: 'Pickup region', reason: 'the region must be a province-city pair such as 浙江省-杭州市 (上海市-上海市 for a municipality)' },
    ]);
    expect((await admin.get('/freight/truckRate/list')).total).toBe(total);
    expect(await uploadImport(t, admin.token, '/freight/truckRate', await workbookOf(headers, [['澳门特别行政区-澳门特别行政区', station.portcode, 30, '', '', '']])))
      .toMatchObject({ code: 200, data: { imported: 1 } });
    expect((await admin.get(`/freight/truckRate/list?toarea=${encodeURIComponent('澳门')}`)).rows[0]).toMatchObject({ pricecbm: 30, pricehc: 0, currencycode: 'CNY' });
  });
});
