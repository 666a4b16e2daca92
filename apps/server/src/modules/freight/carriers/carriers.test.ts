import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { tinyPng, multipart } from '../../../../test/upload';
import { bearer } from '../../../../test/harness';
import { carrier, seaRate } from '../../../db/schema/index';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';
import { callAction, callers, isoDay, type Callers } from '../../portal/rates-common/testing';

let t: TestApp;
let c: Callers;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const headers = ['船公司代码', '英文名称', '中文名称', '联系电话', '状态'];
/** The export's columns: the id, the import columns, the version each carrier was exported at. */
const exportHeaders = ['编号', ...headers, '版本'];
/** The exported rows of the carriers whose code contains `code`. */
const exported = async (code: string) => (await readWorkbook(await admin.exportFile('/freight/carrier/export', { carriercode: code }))).slice(1);

describe('carriers', () => {
  it('adds a carrier with an uploaded logo (its public address, as the portal shows it), edits and deletes it', async () => {
    const upload = multipart('file', 'logo.png', tinyPng);
    const stored = (await t.app.inject({ method: 'POST', url: '/api/common/upload', payload: upload.payload, headers: { ...upload.headers, ...bearer(admin.token) } })).json();
    expect(stored).toMatchObject({ code: 200 });
    expect(await admin.post('/freight/carrier', { carriercode: 'tstl', carriername: 'Test Line', logo: stored.url })).toMatchObject({ code: 200 });
    const [added] = (await admin.get('/freight/carrier/list?carriercode=TSTL')).rows;
    expect(added).toMatchObject({ carriercode: 'TSTL', logo: stored.url, status: '0' });
    expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(200);
    expect(await admin.post('/freight/carrier', { carriercode: 'TSTL', carriername: 'Again' })).toMatchObject({ code: 500, msg: "保存'TSTL'失败，记录已存在" });
    expect(await admin.put('/freight/carrier', { ...added, localname: '测试航运' })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/carrier/${added.carrierId}`)).data).toMatchObject({ localname: '测试航运', logo: stored.url });
    expect(await admin.del(`/freight/carrier/${added.carrierId}`)).toMatchObject({ code: 200 });
    expect((await admin.get('/freight/carrier/list?carriercode=TSTL')).total).toBe(0);
  });

  it('shows an uploaded logo on the portal’s sea rates, and refuses a non-image upload and a logo from outside the store', async () => {
    const upload = async (name: string, content: Buffer) => {
      const body = multipart('file', name, content);
      return (await t.app.inject({ method: 'POST', url: '/api/common/upload', payload: body.payload, headers: { ...body.headers, ...bearer(admin.token) } })).json();
    };
    expect(await upload('logo.png', Buffer.from('<script>alert(1)</script>'))).toMatchObject({ code: 500 });
    const stored = await upload('logo.png', tinyPng);
    const [rate] = await t.ctx.db.select({ code: seaRate.carriercode, pol: seaRate.portofloadingcode, fnd: seaRate.finaldestination }).from(seaRate)
      .innerJoin(carrier, eq(carrier.carriercode, seaRate.carriercode)).where(and(eq(seaRate.status, '0'), gte(seaRate.expireddate, isoDay()), eq(carrier.status, '0'))).limit(1);
    const [listed] = (await admin.get(`/freight/carrier/list?carriercode=${rate!.code}`)).rows;
    const refused = await (await staffClient(t, 'admin', 'en')).put('/freight/carrier', { ...listed, logo: 'https://elsewhere.example/logo.png' });
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain('the logo must be an uploaded PNG or JPEG picture');
    expect(await admin.put('/freight/carrier', { ...listed, logo: stored.url })).toMatchObject({ code: 200 });
    const logos = async () => {
      const reply = await callAction(t, c.customer, 'fclRate', { portofloadingcode: rate!.pol, finaldestinationcode: rate!.fnd });
      return (reply.content!.data as { rows: { carriercode: string; carrierlogo: string }[] }).rows.filter((r) => r.carriercode === rate!.code).map((r) => r.carrierlogo);
    };
    expect(new Set(await logos())).toEqual(new Set([stored.url]));
    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // A logo written around the dialog (an old import, a hand edit) from elsewhere is never shown.
    await t.ctx.db.update(carrier).set({ logo: 'https://elsewhere.example/logo.png' }).where(eq(carrier.carriercode, rate!.code));
    expect(new Set(await logos())).toEqual(new Set(['']));
  });

  it('takes a disabled carrier’s rates off the portal at once, and brings them back when enabled', async () => {
    const today = isoDay();
    const [lane] = (await t.ctx.db.execute<{ pol: string; fnd: string; code: string }>(sql`
      select r.portofloadingcode as pol, r.finaldestination as fnd, min(r.carriercode) as code from ${seaRate} r join ${carrier} k on k.carriercode = r.carriercode and k.status = '0'
      where r.status = '0' and r.expireddate >= ${today} and r.etddate >= ${today}
      group by 1, 2 having count(distinct r.carriercode) >= 2 order by 1, 2 limit 1`)).rows;
    const search = async () => {
      const reply = await callAction(t, c.customer, 'fclRate', { portofloadingcode: lane!.pol, finaldestinationcode: lane!.fnd });
      expect(reply).toMatchObject({ code: 200 });
      return (reply.content!.data as { rows: { carriercode: string }[] }).rows.map((r) => r.carriercode);
    };
    expect(await search()).toContain(lane!.code);
    const [listed] = (await admin.get(`/freight/carrier/list?carriercode=${lane!.code}`)).rows;
    expect(await admin.del(`/freight/carrier/${listed.carrierId}`)).toEqual({ code: 500, msg: `船公司'${lane!.code}'仍有运价，不能删除（可改为停用）` });
    expect(await admin.put('/freight/carrier', { ...listed, status: '1' })).toMatchObject({ code: 200 });
    const after = await search();
    expect(after).not.toContain(lane!.code);
    expect(after.length).toBeGreaterThan(0);
    expect(await admin.put('/freight/carrier', { ...(await admin.get(`/freight/carrier/${listed.carrierId}`)).data, status: '0' })).toMatchObject({ code: 200 });
    expect(await search()).toContain(lane!.code);
  });

  it('stores a contact number in E.164 from the dialog and the import, and refuses one it cannot read', async () => {
    expect(await admin.post('/freight/carrier', { carriercode: 'TSTP', carriername: 'Test Phone', contactnumber: '0574-8765 2302' })).toMatchObject({ code: 200 });
    const [added] = (await admin.get('/freight/carrier/list?carriercode=TSTP')).rows;
    expect(added.contactnumber).toBe('+8657487652302');
    const refused = await admin.put('/freight/carrier', { ...added, contactnumber: '8765 2302' });
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain('contactnumber');
    expect((await admin.get(`/freight/carrier/${added.carrierId}`)).data.contactnumber).toBe('+8657487652302');

    const bad = await uploadImport(t, admin.token, '/freight/carrier', await workbookOf(headers, [['TSTQ', 'Test Q', '', '+7 (495) 123-45-67', '0'], ['TSTR', 'Test R', '', '8765 2302', '0']]));
    expect(bad.errors).toEqual([{ row: 3, column: '联系电话', reason: expect.stringContaining('不是有效的电话号码') }]);
    expect((await admin.get('/freight/carrier/list?carriercode=TSTQ')).total).toBe(0);
    expect(await uploadImport(t, admin.token, '/freight/carrier', await workbookOf(headers, [['TSTQ', 'Test Q', '', '+7 (495) 123-45-67', '0'], ['TSTR', 'Test R', '', 13816882301, '0']])))
      .toMatchObject({ code: 200, data: { imported: 2 } });
    const imported = (await admin.get('/freight/carrier/list?carriercode=TST')).rows as { carriercode: string; contactnumber: string }[];
    expect(Object.fromEntries(imported.map((c) => [c.carriercode, c.contactnumber]))).toMatchObject({ TSTQ: '+74951234567', TSTR: '+8613816882301' });
  });

  it('exports and imports carriers all or nothing, keeping their logos', async () => {
    const rows = await readWorkbook(await admin.exportFile('/freight/carrier/export'));
    expect(rows[0]).toEqual(exportHeaders);
    const before = (await admin.get('/freight/carrier/list')).total;
    const bad = await uploadImport(t, admin.token, '/freight/carrier', await workbookOf(headers, [['TSTM', 'Test M', '', '', '0'], ['', 'No code', '', '', '0'], ['TSTN', 'Test N', '', '', '5']]));
    expect(bad.errors).toEqual([
      { row: 3, column: '船公司代码', reason: '不能为空' },
      { row: 4, column: '状态', reason: '状态只能是 0（正常）或 1（停用）' },
    ]);
    expect((await admin.get('/freight/carrier/list')).total).toBe(before);
    const [first] = (await admin.get('/freight/carrier/list')).rows;
    await t.ctx.db.execute(sql`update ${carrier} set logo = '/profile/upload/logo.png' where carrier_id = ${first.carrierId}`);
    expect(await uploadImport(t, admin.token, '/freight/carrier', await workbookOf(headers, [['TSTM', 'Test M', '', '', '0'], [first.carriercode, 'Renamed', '', '', '0']]), { updateSupport: true }))
      .toMatchObject({ code: 200, data: { imported: 2, added: 1, updated: 1 } });
    expect((await admin.get(`/freight/carrier/${first.carrierId}`)).data).toMatchObject({ carriername: 'Renamed', logo: '/profile/upload/logo.png' });
    expect((await admin.get('/freight/carrier/list')).total).toBe(before + 1);
  });

  it('refuses by import what the dialog refuses: an edit taking another carrier’s code', async () => {
    expect(await admin.post('/freight/carrier', { carriercode: 'TSTC1', carriername: 'Clash One' })).toMatchObject({ code: 200 });
    expect(await admin.post('/freight/carrier', { carriercode: 'TSTC2', carriername: 'Clash Two' })).toMatchObject({ code: 200 });
    const [one] = (await admin.get('/freight/carrier/list?carriercode=TSTC1')).rows;
    expect(await admin.put('/freight/carrier', { ...one, carriercode: 'TSTC2' })).toEqual({ code: 500, msg: "保存'TSTC2'失败，记录已存在" });
    const [row] = await exported('TSTC1');
    const file = await workbookOf(exportHeaders, [[row![0]!, 'TSTC2', ...row!.slice(2)]]);
    const reply = await uploadImport(t, admin.token, '/freight/carrier', file, { updateSupport: true });
    expect(reply.errors).toEqual([{ row: 2, column: '船公司代码', reason: "保存'TSTC2'失败，记录已存在" }]);
    expect((await admin.get(`/freight/carrier/${one.carrierId}`)).data).toMatchObject({ carriercode: 'TSTC1', version: one.version });
  });

  it('refuses a stale export, keeping the newer edit, and a row with an id but no version', async () => {
    expect(await admin.post('/freight/carrier', { carriercode: 'TSTV', carriername: 'Versioned' })).toMatchObject({ code: 200 });
    const [row] = await exported('TSTV');
    const [stored] = (await admin.get('/freight/carrier/list?carriercode=TSTV')).rows;
    expect(row).toHaveLength(7);
    expect(row).toMatchObject({ 0: String(stored.carrierId), 1: 'TSTV', 2: 'Versioned', 6: String(stored.version) });
    expect(await admin.put('/freight/carrier', { ...stored, carriername: 'Edited in the dialog' })).toMatchObject({ code: 200 });

    const stale = await uploadImport(t, admin.token, '/freight/carrier', await workbookOf(exportHeaders, [[row![0]!, 'TSTV', 'Edited in the file', '', '', '0', row![6]!]]), { updateSupport: true });
    expect(stale).toMatchObject({ code: 500, errors: [{ row: 2, column: '版本', reason: '该数据在导出后已被修改，请重新导出后再修改' }] });
    const unversioned = await uploadImport(t, admin.token, '/freight/carrier', await workbookOf(exportHeaders, [[row![0]!, 'TSTV', 'Edited in the file', '', '', '0', '']]), { updateSupport: true });
    expect(unversioned).toMatchObject({ code: 500, errors: [{ row: 2, column: '版本', reason: '该行带有编号但没有版本，请重新导出后在导出文件中修改' }] });
    expect((await admin.get(`/freight/carrier/${stored.carrierId}`)).data).toMatchObject({ carriername: 'Edited in the dialog', version: stored.version + 1 });

    const [fresh] = await exported('TSTV');
    expect(await uploadImport(t, admin.token, '/freight/carrier', await workbookOf(exportHeaders, [[...fresh!.slice(0, 2), 'Edited in the file', ...fresh!.slice(3)]]), { updateSupport: true }))
      .toMatchObject({ code: 200, data: { updated: 1 } });
    expect((await admin.get(`/freight/carrier/${stored.carrierId}`)).data).toMatchObject({ carriername: 'Edited in the file' });
  });

  it('lets an importer add or update carriers only with the add or edit permission', async () => {
    expect(await admin.post('/freight/carrier', { carriercode: 'TSTW1', carriername: 'Permitted' })).toMatchObject({ code: 200 });
    const [row] = await exported('TSTW1');
    const changed = [row![0]!, 'TSTW1', 'Changed by import', ...row!.slice(3)];
    const added = ['', 'TSTW2', 'Added by import', '', '', '0', ''];
    const importer = await staffWith(t, 'carrierimporter', ['freight:carrier:list', 'freight:carrier:import']);
    const refused = await uploadImport(t, importer.token, '/freight/carrier', await workbookOf(exportHeaders, [changed, added]), { updateSupport: true });
    expect(refused).toMatchObject({ code: 500, errors: [
      { row: 2, column: '编号', reason: '没有修改权限，不能更新已有数据' },
      { row: 3, column: '编号', reason: '没有新增权限，不能新增数据' },
    ] });
    // Matched by its code rather than its id, a stored carrier is still an update.
    const byCode = await uploadImport(t, importer.token, '/freight/carrier', await workbookOf(headers, [changed.slice(1, 6)]), { updateSupport: true });
    expect(byCode.errors).toEqual([{ row: 2, column: '编号', reason: '没有修改权限，不能更新已有数据' }]);
    expect((await admin.get('/freight/carrier/list?carriercode=TSTW')).rows).toEqual([expect.objectContaining({ carriercode: 'TSTW1', carriername: 'Permitted' })]);

    const editor = await staffWith(t, 'carriereditor', ['freight:carrier:list', 'freight:carrier:import', 'freight:carrier:edit']);
    expect((await uploadImport(t, editor.token, '/freight/carrier', await workbookOf(exportHeaders, [changed, added]), { updateSupport: true })).errors)
      .toEqual([{ row: 3, column: '编号', reason: '没有新增权限，不能新增数据' }]);
    expect(await uploadImport(t, editor.token, '/freight/carrier', await workbookOf(exportHeaders, [changed]), { updateSupport: true })).toMatchObject({ code: 200, data: { updated: 1 } });
    expect((await admin.get('/freight/carrier/list?carriercode=TSTW')).rows).toEqual([expect.objectContaining({ carriercode: 'TSTW1', carriername: 'Changed by import' })]);
  });
});
