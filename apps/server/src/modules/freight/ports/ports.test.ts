import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { port } from '../../../db/schema/index';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const headers = ['港口代码', '运输方式', '英文名称', '中文名称', '俄文名称', '城市', '国家代码', '国家名称', '口岸', '热门', '航线代码', '状态'];
const portCount = async () => (await admin.get('/freight/port/list')).total as number;

describe('ports and stations', () => {
  it('lists ports filtered by mode, lane, hot flag and name, paged', async () => {
    const sea = await admin.get('/freight/port/list?moduletype=ox&pageSize=100');
    expect(sea).toMatchObject({ code: 200 });
    expect(sea.total).toBeGreaterThan(5);
    expect(sea.rows.every((p: { moduletype: string }) => p.moduletype === 'ox')).toBe(true);
    const hotEurope = await admin.get('/freight/port/list?tradelanecode=eur&ishot=Y');
    expect(hotEurope.rows.every((p: { tradelanecode: string; ishot: string }) => p.tradelanecode === 'EUR' && p.ishot === 'Y')).toBe(true);
    expect((await admin.get('/freight/port/list?portname=Shanghai')).rows[0]).toMatchObject({ portcode: 'CNSHA', localname: '上海' });
    expect((await admin.get('/freight/port/list?moduletype=air')).code).toBe(400);
  });

  it('finds the ports, carriers and lanes whose code or any name contains a keyword (the dialogs\' pickers)', async () => {
    const codes = async (path: string, code: string) => ((await admin.get(path)).rows as Record<string, string>[]).map((row) => row[code]);
    expect(await codes('/freight/port/list?moduletype=ox&keyword=шанх', 'portcode')).toEqual(['CNSHA']);
    expect(await codes('/freight/port/list?moduletype=ox&keyword=洛杉', 'portcode')).toEqual(['USLAX']);
    expect(await codes('/freight/port/list?moduletype=ox&keyword=cnsh', 'portcode')).toEqual(['CNSHA']);
    expect(await codes('/freight/carrier/list?keyword=中远', 'carriercode')).toEqual(['COSU']);
    expect(await codes('/freight/tradeLane/list?moduletype=ox&keyword=west coast', 'tradelanecode')).toEqual(['USWC']);
  });

  it('adds, edits and deletes a station, and refuses clashes and unknown lanes', async () => {
    const body = { portcode: 'tstxa', moduletype: 'rt', portname: 'Test Xian', localname: '测试西安', countrycode: 'cn', countryname: 'China', ishot: 'Y' };
    expect(await admin.post('/freight/port', body)).toMatchObject({ code: 200 });
    const [added] = (await admin.get('/freight/port/list?portcode=TSTXA')).rows;
    expect(added).toMatchObject({ portcode: 'TSTXA', countrycode: 'CN', isborder: 'N', status: '0', createBy: 'admin' });
    expect(await admin.post('/freight/port', body)).toEqual({ code: 500, msg: "保存'TSTXA'失败，记录已存在" });
    expect(await admin.put('/freight/port', { ...body, portId: added.portId, version: added.version, tradelanecode: 'NOPE' })).toEqual({ code: 400, msg: '航线 NOPE 不存在' });
    expect(await admin.put('/freight/port', { ...body, portId: added.portId, version: added.version, portname: 'Test Xi’an', status: '1' })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/port/${added.portId}`)).data).toMatchObject({ portname: 'Test Xi’an', status: '1', updateBy: 'admin' });
    expect(await admin.del(`/freight/port/${added.portId}`)).toMatchObject({ code: 200 });
    expect(await admin.get(`/freight/port/${added.portId}`)).toMatchObject({ code: 404 });
  });

  it('adds one station of 12 parallel adds of the same code, and answers the others "already exists"', async () => {
    const body = { portcode: 'TSTPAR', moduletype: 'rt', portname: 'Parallel', localname: '并行', countrycode: 'CN', countryname: 'China' };
    const replies = await Promise.all(Array.from({ length: 12 }, () => admin.post('/freight/port', body)));
    expect(replies.filter((r) => r.code === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.code !== 200)).toEqual(Array.from({ length: 11 }, () => ({ code: 500, msg: "保存'TSTPAR'失败，记录已存在" })));
    expect((await admin.get('/freight/port/list?portcode=TSTPAR')).rows).toHaveLength(1);
  });

  it('names the invalid field in the caller language', async () => {
    const english = await staffClient(t, 'admin', 'en');
    expect((await english.post('/freight/port', { portcode: 'X', moduletype: 'ox', portname: 'X', localname: 'X', countrycode: 'CHN', countryname: 'X' })).msg)
      .toBe('Invalid parameter: countrycode a country code is two letters such as CN');
    expect((await admin.post('/freight/port', { portcode: 'X', moduletype: 'air', portname: 'X', localname: 'X', countrycode: 'CN', countryname: 'X' })).msg)
      .toBe('参数错误：moduletype 运输方式只能是 ox（海运）或 rt（铁路）');
  });

  it('exports the filtered ports with their ids, the import columns and versions, so the file can be imported again', async () => {
    const rows = await readWorkbook(await admin.exportFile('/freight/port/export', { moduletype: 'rt' }));
    expect(rows[0]).toEqual(['编号', ...headers, '版本']);
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.slice(1).every((r) => r[2] === '铁路')).toBe(true);
    const again = await uploadImport(t, admin.token, '/freight/port', await workbookOf(rows[0]!, rows.slice(1)), { updateSupport: true });
    expect(again).toMatchObject({ code: 200, data: { imported: 0, unchanged: rows.length - 1 } });
  });

  it('imports a file all or nothing: a bad row is reported by row and reason and nothing is written', async () => {
    const total = await portCount();
    const template = await readWorkbook(await admin.exportFile('/freight/port/importTemplate'));
    expect(template).toEqual([headers]);
    const bad = await workbookOf(headers, [
      ['TSTA1', 'ox', 'Import One', '导入一', '', '', 'CN', 'China', 'N', 'Y', 'EUR', '0'],
      ['TSTA2', 'ox', 'Import Two', '导入二', '', '', 'CN', 'China', 'N', 'N', 'ZZZ', '0'],
      ['TSTA3', 'air', 'Import Three', '导入三', '', '', 'CN', 'China', 'N', 'N', '', '0'],
      ['TSTA1', 'ox', 'Again', '重复', '', '', 'CN', 'China', 'N', 'N', '', '0'],
      ['TSTA4', 'rt', '', '导入四', '', '', 'CN', 'China', 'N', 'N', '', '0'],
    ]);
    const reply = await uploadImport(t, admin.token, '/freight/port', bad);
    expect(reply).toMatchObject({ code: 500, msg: '导入失败：共 4 行有误，未写入任何数据' });
    expect(reply.errors).toEqual([
      { row: 3, column: '航线代码', reason: '航线 ZZZ 不存在' },
      { row: 4, column: '运输方式', reason: '运输方式只能是 ox（海运）或 rt（铁路）' },
      { row: 5, column: '港口代码', reason: '与第 2 行重复' },
      { row: 6, column: '英文名称', reason: '不能为空' },
    ]);
    expect(await portCount()).toBe(total);
    const english = await uploadImport(t, admin.token, '/freight/port', bad, { language: 'en' });
    expect(english.msg).toBe('Import failed: 4 rows have errors, nothing was written');
    expect(english.errors![0]).toEqual({ row: 3, column: 'Trade lane', reason: 'there is no trade lane ZZZ' });

    const good = await workbookOf(headers, [
      ['tsta1', 'ox', 'Import One', '导入一', 'Импорт', 'Hamburg', 'DE', 'Germany', 'N', 'Y', 'EUR', '0'],
      ['CNSHA', 'ox', 'Shanghai', '上海港', '', 'Shanghai', 'CN', 'China', 'N', 'Y', '', '0'],
    ]);
    expect(await uploadImport(t, admin.token, '/freight/port', good, { updateSupport: true }))
      .toMatchObject({ code: 200, msg: '导入完成：新增 1 行，更新 1 行，无变化 0 行，拒绝 0 行', data: { imported: 2 } });
    expect(await portCount()).toBe(total + 1);
    const [shanghai] = await t.ctx.db.select().from(port).where(eq(port.portcode, 'CNSHA'));
    expect(shanghai).toMatchObject({ localname: '上海港', updateBy: 'admin' });
    expect(await uploadImport(t, admin.token, '/freight/port', await workbookOf(headers, []))).toMatchObject({ code: 500, msg: '导入文件没有数据行' });
    expect(await uploadImport(t, admin.token, '/freight/port', Buffer.from('not a workbook'))).toMatchObject({ code: 500, msg: '导入文件不是有效的 Excel 文件' });
  });

  it('refuses every call to a person without the port permissions', async () => {
    const clerk = await staffWith(t, 'clerk');
    expect(await clerk.get('/freight/port/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await clerk.post('/freight/port', {})).code).toBe(403);
    expect((await clerk.exportFile('/freight/port/export')).json()).toMatchObject({ code: 403 });
    expect((await uploadImport(t, clerk.token, '/freight/port', await workbookOf(headers, [])))).toMatchObject({ code: 403 });
  });
});
