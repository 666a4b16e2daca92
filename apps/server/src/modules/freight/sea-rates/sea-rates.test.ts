import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { seaRate, surcharge } from '../../../db/schema/index';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';
import { callAction, callCommand, callers, freightFootprint, isoDay, type Callers } from '../../portal/rates-common/testing';

let t: TestApp;
let c: Callers;
let admin: Awaited<ReturnType<typeof staffClient>>;
let station: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
  admin = await staffClient(t);
  station = (await admin.get('/freight/port/list?moduletype=rt')).rows[0].portcode;
});
afterAll(async () => { await t.close(); });

const headers = ['船公司', '起运港', '中转港1', '中转港2', '目的港', '航线', '有舱位(Y/N)', '直达/中转(D/T)', '航程(天)', '航程说明', '开船日期', '币种',
  '20GP', '40GP', '40HC', '45HC', '40NOR', '生效日期', '失效日期', '备注', '英文备注', '俄文备注', '联系电话', '状态'];
const lane = { portofloadingcode: 'CNSHA', finaldestinationcode: 'USLAX' };
/** A file row on the lane: carrier, prices and validity as given. */
const fileRow = (carrier: string, price20: number | string, from = isoDay(-1), to = isoDay(30), pol = 'CNSHA') =>
  [carrier, pol, '', '', 'USLAX', 'USWC', 'Y', 'D', 14, '', isoDay(7), 'USD', price20, 2000, 2100, '', '', from, to, '导入测试', '', '', '', '0'];
const body = {
  carriercode: 'COSU', portofloadingcode: 'CNSHA', finaldestination: 'USLAX', carriertradelane: 'USWC', transittime: 14,
  etddate: isoDay(7), effectdate: isoDay(-1), expireddate: isoDay(30), price20: 1111, price40: 2222, pricehc: 2333, remark: '维护测试',
  surcharges: [
    {
      ratetype: 'Paid at Origin', freightname: '码头操作费', englishname: 'THC', currencycode: 'CNY', amount: 850, unit: '20GP', sort: 1,
      remark: '每箱', englishremark: 'Per container', russianremark: 'За контейнер',
    },
    { ratetype: 'Paid at Destination', freightname: '目的港费', amount: 300, sort: 2 },
  ],
};
/** The export's columns: the id, the import columns, the version each rate was exported at. */
const exportHeaders = ['编号', ...headers, '版本'];
/** Adds the dialog's rate sailing on `etd` with `remark`; answers it as read back. */
const addRate = async (etd: string, remark: string) => {
  expect(await admin.post('/freight/seaRate', { ...body, etddate: etd, remark })).toMatchObject({ code: 200 });
  const [stored] = await t.ctx.db.select().from(seaRate).where(eq(seaRate.remark, remark));
  return (await admin.get(`/freight/seaRate/${stored!.fclrateid}`)).data;
};
/** The lane's rates sailing on the test rates' ETD or later, earliest first (the test rates lead). */
const searchLane = async () => {
  const reply = await callAction(t, c.customer, 'fclRate', { ...lane, sailingdate: isoDay(7), carriercodes: ['COSU', 'MSCU'], sortby: 'etd', maxrows: 100 });
  expect(reply).toMatchObject({ code: 200 });
  return reply.content!.data.rows as { fclrateid: number; carriercode: string; price20: number; othercharges: { freightname: string }[] }[];
};

describe('sea rates', () => {
  it('refuses a negative price or surcharge in the caller language and stores nothing, on add and on edit', async () => {
    const english = await staffClient(t, 'admin', 'en');
    const russian = await staffClient(t, 'admin', 'ru');
    const rates = await t.ctx.db.$count(seaRate);
    expect(await english.post('/freight/seaRate', { ...body, price40: -100 })).toEqual({ code: 400, msg: 'Invalid parameter: price40 a price cannot be negative' });
    expect(await russian.post('/freight/seaRate', { ...body, surcharges: [{ ...body.surcharges[0], amount: -0.01 }] }))
      .toMatchObject({ code: 400, msg: expect.stringContaining('surcharges.0.amount цена не может быть отрицательной') });
    expect(await t.ctx.db.$count(seaRate)).toBe(rates);
    const stored = await addRate(isoDay(7), '负价测试');
    expect(await admin.put('/freight/seaRate', { ...body, fclrateid: stored.fclrateid, version: stored.version, price20: '-1' }))
      .toEqual({ code: 400, msg: '参数错误：price20 价格不能为负数' });
    expect((await admin.get(`/freight/seaRate/${stored.fclrateid}`)).data).toMatchObject({ price20: 1111, version: stored.version });
    expect(await admin.del(`/freight/seaRate/${stored.fclrateid}`)).toMatchObject({ code: 200 });
  });

  it('adds a rate with its surcharges, edits and deletes it; refuses unknown references, negative prices and inverted validity', async () => {
    expect(await admin.post('/freight/seaRate', body)).toMatchObject({ code: 200 });
    const [stored] = await t.ctx.db.select().from(seaRate).where(eq(seaRate.remark, '维护测试'));
    const read = (await admin.get(`/freight/seaRate/${stored!.fclrateid}`)).data;
    expect(read).toMatchObject({ carriercode: 'COSU', price20: 1111, price45: null, space: 'Y', transferdirect: 'D', status: '0', createBy: 'admin' });
    expect(read.surcharges).toMatchObject([
      { freightname: '码头操作费', currencycode: 'CNY', amount: 850, unit: '20GP', remark: '每箱', englishremark: 'Per container', russianremark: 'За контейнер' },
      { freightname: '目的港费', currencycode: 'USD', amount: 300, unit: '', remark: '', englishremark: '', russianremark: '' },
    ]);
    expect((await searchLane()).find((r) => r.fclrateid === stored!.fclrateid)?.othercharges.map((o) => o.freightname)).toEqual(expect.arrayContaining(['码头操作费', '目的港费']));
    const shown = await callCommand(t, c.customer, 'surcharges', { fclrateid: stored!.fclrateid }, 'ru_Ru');
    expect((shown.content!.data as { rows: { remark: string }[] }).rows.map((s) => s.remark)).toEqual(['За контейнер', '']);

    expect(await admin.post('/freight/seaRate', { ...body, price20: -1 })).toEqual({ code: 400, msg: '参数错误：price20 价格不能为负数' });
    expect(await admin.post('/freight/seaRate', { ...body, expireddate: isoDay(-5) })).toEqual({ code: 400, msg: '参数错误：expireddate 结束日期早于开始日期' });
    expect(await admin.post('/freight/seaRate', { ...body, portofloadingcode: station })).toEqual({ code: 400, msg: `港口/站点 ${station} 不存在` });
    expect(await admin.post('/freight/seaRate', { ...body, carriercode: 'NOPE' })).toEqual({ code: 400, msg: '船公司 NOPE 不存在' });
    expect(await admin.post('/freight/seaRate', { ...body, carriertradelane: 'NOLANE' })).toEqual({ code: 400, msg: '航线 NOLANE 不存在' });

    const edited = { ...read, price20: 1150, surcharges: [{ ratetype: 'Paid at Origin', freightname: '文件费', amount: 50 }] };
    expect(await admin.put('/freight/seaRate', edited)).toMatchObject({ code: 200 });
    const again = (await admin.get(`/freight/seaRate/${stored!.fclrateid}`)).data;
    expect(again).toMatchObject({ price20: 1150, updateBy: 'admin' });
    expect(again.surcharges.map((s: { freightname: string }) => s.freightname)).toEqual(['文件费']);
    expect((await admin.get('/freight/seaRate/list?carriercode=cosu&portofloadingcode=CNSHA&finaldestination=USLAX')).rows.map((r: { fclrateid: number }) => r.fclrateid))
      .toContain(stored!.fclrateid);

    expect(await admin.del(`/freight/seaRate/${stored!.fclrateid}`)).toMatchObject({ code: 200 });
    expect(await t.ctx.db.select().from(surcharge).where(eq(surcharge.fclrateid, stored!.fclrateid))).toEqual([]);
    expect((await admin.get(`/freight/seaRate/${stored!.fclrateid}`)).code).toBe(404);
  });

  it('refuses figures and days out of range, unknown currencies and lone surrogates, naming the field, and stores nothing (issues 12, 14)', async () => {
    const english = await staffClient(t, 'admin', 'en');
    const before = await freightFootprint(t);
    expect(await admin.post('/freight/seaRate', { ...body, price20: 1e308 })).toEqual({ code: 400, msg: '参数错误：price20 价格不能超过 9,999,999,999.99' });
    expect(await english.post('/freight/seaRate', { ...body, pricehc: 12.345 })).toEqual({ code: 400, msg: 'Invalid parameter: pricehc a price has at most two decimals' });
    expect(await admin.post('/freight/seaRate', { ...body, surcharges: [body.surcharges[0], { ...body.surcharges[1], amount: 1e308 }] }))
      .toEqual({ code: 400, msg: '参数错误：surcharges.1.amount 价格不能超过 9,999,999,999.99' });
    expect(await english.post('/freight/seaRate', { ...body, effectdate: isoDay(31) })).toEqual({ code: 400, msg: 'Invalid parameter: expireddate the end date is before the start date' });
    expect(await admin.post('/freight/seaRate', { ...body, expireddate: '9999-12-31' })).toEqual({ code: 400, msg: '参数错误：expireddate 日期须在 2000-01-01 至 2100-12-31 之间' });
    expect(await english.post('/freight/seaRate', { ...body, etddate: '9999-01-01' })).toEqual({ code: 400, msg: 'Invalid parameter: etddate a date lies between 2000-01-01 and 2100-12-31' });
    expect(await admin.post('/freight/seaRate', { ...body, transittime: 2 ** 31 })).toEqual({ code: 400, msg: '参数错误：transittime 天数不能超过 365' });
    expect(await admin.post('/freight/seaRate', { ...body, currencycode: 'XYZ' })).toEqual({ code: 400, msg: '币种 XYZ 没有汇率，请先维护汇率' });
    expect(await english.post('/freight/seaRate', { ...body, remark: '维护\ud800测试' }))
      .toEqual({ code: 400, msg: 'Invalid parameter: remark holds an invalid character (a lone UTF-16 surrogate)' });
    expect(await admin.post('/freight/seaRate', { ...body, surcharges: [body.surcharges[0], { ...body.surcharges[1], freightname: '\udc00' }] }))
      .toEqual({ code: 400, msg: '参数错误：surcharges.1.freightname 含有无效字符（不成对的 UTF-16 代理项）' });
    expect(await freightFootprint(t)).toEqual(before);
  });

  it('reports figures and days out of range and unknown currencies in an import by row instead of failing, and writes nothing', async () => {
    const before = await freightFootprint(t);
    const bad = await uploadImport(t, admin.token, '/freight/seaRate', await workbookOf(headers, [
      fileRow('COSU', 1e308),
      fileRow('COSU', 1202, isoDay(-1), '9999-12-31'),
      Object.assign(fileRow('COSU', 1203), { 11: 'XYZ' }),
      fileRow('MSCU', 1204),
    ]), 'en');
    expect(bad).toMatchObject({ code: 500 });
    expect(bad.errors).toEqual([
      { row: 2, column: '20GP', reason: 'a price cannot exceed 9,999,999,999.99' },
      { row: 3, column: 'Expires on', reason: 'a date lies between 2000-01-01 and 2100-12-31' },
      { row: 4, column: 'Currency', reason: 'there is no exchange rate for the currency XYZ' },
    ]);
    expect(await freightFootprint(t)).toEqual(before);
  });

  it('imports all or nothing: unknown ports, carriers and lanes, negative prices and inverted validity are reported by row', async () => {
    expect((await readWorkbook(await admin.exportFile('/freight/seaRate/export', { carriercode: 'COSU' })))[0]).toEqual(exportHeaders);
    const before = await freightFootprint(t);
    const bad = await uploadImport(t, admin.token, '/freight/seaRate', await workbookOf(headers, [
      fileRow('COSU', 1201),
      fileRow('COSU', 1202, isoDay(-1), isoDay(30), station),
      fileRow('COSU', -5),
      fileRow('COSU', 1204, isoDay(10), isoDay(2)),
      fileRow('NOPE', 1205),
      Object.assign(fileRow('COSU', 1206), { 5: 'NOLANE' }),
    ]), 'en');
    expect(bad).toMatchObject({ code: 500 });
    expect(bad.errors).toEqual([
      { row: 3, column: 'Port of loading', reason: `there is no port or station ${station}` },
      { row: 4, column: '20GP', reason: 'a price cannot be negative' },
      // Every mistake of a row, in column order: its sailing on day 7 lies outside the (inverted) validity as well.
      { row: 5, column: 'ETD', reason: 'the departure day lies within the validity' },
      { row: 5, column: 'Expires on', reason: 'the end date is before the start date' },
      { row: 6, column: 'Carrier', reason: 'there is no carrier NOPE' },
      { row: 7, column: 'Trade lane', reason: 'there is no trade lane NOLANE' },
    ]);
    expect(await freightFootprint(t)).toEqual(before);
  });

  it('shows an imported rate in the portal search for its lane at once', async () => {
    expect((await searchLane()).some((r) => r.price20 === 2145.96)).toBe(false);
    expect(await uploadImport(t, admin.token, '/freight/seaRate', await workbookOf(headers, [fileRow('COSU', 1987), fileRow('MSCU', 1988)])))
      .toMatchObject({ code: 200, data: { imported: 2 } });
    const found = await searchLane();
    // The demo customer sees its sell price: its rule adds 8 % on sea.
    expect(found.filter((r) => r.price20 === 2145.96 || r.price20 === 2147.04).map((r) => r.carriercode).sort()).toEqual(['COSU', 'MSCU']);
  });

  it('refuses every call to a person without the sea-rate permissions', async () => {
    const clerk = await staffWith(t, 'clerk');
    expect(await clerk.get('/freight/seaRate/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await clerk.post('/freight/seaRate', body)).code).toBe(403);
    expect((await clerk.put('/freight/seaRate', body)).code).toBe(403);
    expect((await clerk.del('/freight/seaRate/1')).code).toBe(403);
    expect((await clerk.exportFile('/freight/seaRate/export')).json()).toMatchObject({ code: 403 });
    expect(await uploadImport(t, clerk.token, '/freight/seaRate', await workbookOf(headers, [fileRow('COSU', 1)]))).toMatchObject({ code: 403 });
  });

  it('refuses in an import row exactly what the dialog refuses, with the same message, and a second rate of the same key', async () => {
    const before = await freightFootprint(t);
    const cases = [
      { change: { carriercode: 'NOPE' }, cell: { 0: 'NOPE' }, column: '船公司' },
      { change: { portofloadingcode: station }, cell: { 1: station }, column: '起运港' },
      { change: { finaldestination: 'NOPORT' }, cell: { 4: 'NOPORT' }, column: '目的港' },
      { change: { carriertradelane: 'NOLANE' }, cell: { 5: 'NOLANE' }, column: '航线' },
      { change: { currencycode: 'XYZ' }, cell: { 11: 'XYZ' }, column: '币种' },
    ];
    // Sailing on a day no other test's rate sails, so only the reference is wrong.
    const etd = isoDay(15);
    for (const { change, cell, column } of cases) {
      const dialog = await admin.post('/freight/seaRate', { ...body, etddate: etd, ...change });
      expect(dialog.code).toBe(400);
      const file = await uploadImport(t, admin.token, '/freight/seaRate', await workbookOf(headers, [Object.assign(fileRow('COSU', 1301), { 10: etd }, cell)]));
      expect(file.errors).toEqual([{ row: 2, column, reason: dialog.msg }]);
    }
    expect(await freightFootprint(t)).toEqual(before);
    const rate = await addRate(isoDay(11), '重复测试');
    expect(await admin.post('/freight/seaRate', { ...body, etddate: isoDay(11) })).toEqual({ code: 500, msg: `保存'COSU CNSHA → USLAX ${isoDay(11)}'失败，记录已存在` });
    expect(await admin.del(`/freight/seaRate/${rate.fclrateid}`)).toMatchObject({ code: 200 });
  });

  it('refuses an export re-imported after the rate was edited, keeping the newer edit; a surcharge edit makes an open dialog stale too', async () => {
    const rate = await addRate(isoDay(12), '版本测试');
    const file = (await admin.exportFile('/freight/seaRate/export', { carriercode: 'COSU', portofloadingcode: 'CNSHA', finaldestination: 'USLAX' })).rawPayload;
    expect(await admin.put('/freight/seaRate', { ...rate, price20: 1300 })).toMatchObject({ code: 200 });

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(14).value).toBe('20GP');
    const row = [...Array(sheet.rowCount).keys()].map((i) => i + 1).find((r) => sheet.getRow(r).getCell(1).value === rate.fclrateid)!;
    sheet.getRow(row).getCell(14).value = 1400;
    const stale = await uploadImport(t, admin.token, '/freight/seaRate', Buffer.from(await book.xlsx.writeBuffer()), { updateSupport: true });
    expect(stale).toMatchObject({ code: 500, errors: [{ row, column: '版本', reason: '该数据在导出后已被修改，请重新导出后再修改' }] });
    const edited = (await admin.get(`/freight/seaRate/${rate.fclrateid}`)).data;
    expect(edited.price20).toBe(1300);
    expect(edited.version).toBeGreaterThan(rate.version);

    // Two dialogs opened on the same rate: the first changes its surcharges only, the second is then stale.
    expect(await admin.put('/freight/seaRate', { ...edited, surcharges: [] })).toMatchObject({ code: 200 });
    expect(await admin.put('/freight/seaRate', { ...edited, price20: 1500 })).toMatchObject({ code: 409 });
    expect((await admin.get(`/freight/seaRate/${rate.fclrateid}`)).data).toMatchObject({ price20: 1300, surcharges: [] });
    expect(await admin.del(`/freight/seaRate/${rate.fclrateid}`)).toMatchObject({ code: 200 });
  });

  it('lets an importer add or update rates only with the add or edit permission', async () => {
    const rate = await addRate(isoDay(13), '权限测试');
    const update = [rate.fclrateid, ...Object.assign(fileRow('COSU', 1700), { 10: isoDay(13) }), rate.version];
    const addition = [null, ...Object.assign(fileRow('COSU', 1701), { 10: isoDay(14) }), null];
    const importer = await staffWith(t, 'seaimporter', ['freight:seaRate:list', 'freight:seaRate:import']);
    const refused = await uploadImport(t, importer.token, '/freight/seaRate', await workbookOf(exportHeaders, [update, addition]), { updateSupport: true });
    expect(refused).toMatchObject({ code: 500, errors: [
      { row: 2, column: '编号', reason: '没有修改权限，不能更新已有数据' },
      { row: 3, column: '编号', reason: '没有新增权限，不能新增数据' },
    ] });
    expect((await admin.get(`/freight/seaRate/${rate.fclrateid}`)).data).toMatchObject({ price20: 1111, version: rate.version });

    const editor = await staffWith(t, 'seaeditor', ['freight:seaRate:list', 'freight:seaRate:import', 'freight:seaRate:edit']);
    expect((await uploadImport(t, editor.token, '/freight/seaRate', await workbookOf(exportHeaders, [update, addition]), { updateSupport: true })).errors)
      .toEqual([{ row: 3, column: '编号', reason: '没有新增权限，不能新增数据' }]);
    expect(await uploadImport(t, editor.token, '/freight/seaRate', await workbookOf(exportHeaders, [update]), { updateSupport: true }))
      .toMatchObject({ code: 200, data: { updated: 1 } });
    expect((await admin.get(`/freight/seaRate/${rate.fclrateid}`)).data).toMatchObject({ price20: 1700, updateBy: 'seaeditor' });
    expect(await admin.del(`/freight/seaRate/${rate.fclrateid}`)).toMatchObject({ code: 200 });
  });
});
