import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { round2 } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, readSheet, readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { customer, markupRule, seaRate } from '../../../db/schema/index';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';
import { isoDay } from '../../portal/rates-common/testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let testCustomer: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  const [added] = await t.ctx.db.insert(customer).values({ customerLocalName: '加价测试', customerLocalCode: 'MKUP01' }).returning();
  testCustomer = added!.customerId;
});
afterAll(async () => { await t.close(); });

const rule = (over: Record<string, unknown> = {}) => ({
  customerId: testCustomer, kind: 'sea', portofloadingcode: 'CNSHA', destinationcode: 'NLRTM', validfrom: isoDay(-1), validto: isoDay(30),
  method: 'percent', value: 12, ...over,
});

const rulesOf = async () => (await admin.get(`/freight/markup/list?customerId=${testCustomer}&pageSize=100`)).rows as { markupId: number; version: number; value: number }[];

describe('markup rules', () => {
  it('adds, reads, edits (a stale copy is refused with 409) and deletes a rule, each change in its history with who and before/after', async () => {
    const added = await admin.post('/freight/markup', rule({ carriercode: 'cosu', remark: 'first' }));
    expect(added).toMatchObject({ code: 200, data: { markupId: expect.any(Number) } });
    const { markupId } = added.data;
    const stored = (await admin.get(`/freight/markup/${markupId}`)).data;
    expect(stored).toMatchObject({ customerId: testCustomer, carriercode: 'COSU', value: 12, version: 0, createBy: 'admin' });
    expect(await admin.put('/freight/markup', { ...stored, value: 15 })).toMatchObject({ code: 200 });
    expect(await admin.put('/freight/markup', { ...stored, value: 16 })).toMatchObject({ code: 409 });
    expect((await admin.get(`/freight/markup/${markupId}`)).data).toMatchObject({ value: 15, version: 1 });
    expect(await admin.del(`/freight/markup/${markupId}`)).toMatchObject({ code: 200 });
    expect(await admin.get(`/freight/markup/${markupId}`)).toMatchObject({ code: 404 });

    const history = (await admin.get(`/freight/markup/${markupId}/history`)).data as { action: string; version: number; changedBy: string; before: { value: string } | null; after: { value: string } | null }[];
    expect(history.map((h) => [h.action, h.version, h.changedBy])).toEqual([['D', 1, 'admin'], ['U', 1, 'admin'], ['I', 0, 'admin']]);
    expect(Number(history[1]!.before!.value)).toBe(12);
    expect(Number(history[1]!.after!.value)).toBe(15);
    expect(history[0]!.after).toBeNull();
  });

  it('refuses bad input in the caller’s language and writes nothing', async () => {
    const before = (await rulesOf()).length;
    const english = await staffClient(t, 'admin', 'en');
    const refused = await english.post('/freight/markup', rule({ kind: 'rail-fcl', carriercode: 'COSU' }));
    expect(refused).toMatchObject({ code: 400 });
    expect(refused.msg).toContain('only sea rules name a carrier');
    const russian = await staffClient(t, 'admin', 'ru');
    expect((await russian.post('/freight/markup', rule({ minimum: 10, maximum: 5 }))).msg).toContain('максимум не может быть меньше минимума');
    expect((await admin.post('/freight/markup', rule({ customerId: 987654 }))).msg).toBe('客户不存在');
    expect(await admin.post('/freight/markup', rule({ validto: '2100-12-31' }))).toMatchObject({ code: 200 });
    expect((await admin.post('/freight/markup', rule({ validto: '2100-12-31' }))).msg).toContain('记录已存在');
    expect((await rulesOf()).length).toBe(before + 1);
  });

  it('refuses a rule below the floor margin unless its author may override it with a reason, and logs the override', async () => {
    const specialist = await staffWith(t, 'mkspec', ['freight:markup:list', 'freight:markup:add'], 'en');
    const below = rule({ value: 1, destinationcode: 'DEHAM' });
    const refused = await specialist.post('/freight/markup', below);
    expect(refused).toEqual({ code: 500, msg: 'this rule gives less than the floor margin of 2%: only a user allowed to override it can save it, with a reason' });
    expect(await specialist.post('/freight/markup', rule({ value: 2, destinationcode: 'DEHAM' }))).toMatchObject({ code: 200 });
    const manager = await staffWith(t, 'mkmgr', ['freight:markup:list', 'freight:markup:add', 'freight:markup:override'], 'en');
    expect(await manager.post('/freight/markup', { ...below, validfrom: isoDay(0) })).toEqual({ code: 500, msg: 'saving below the floor margin needs a reason' });
    const after = await lastOperationId(t);
    const saved = await manager.post('/freight/markup', { ...below, validfrom: isoDay(0), overridereason: 'Tender price for Q1' });
    expect(saved).toMatchObject({ code: 200 });
    const logged = await lastOperation(t, '加价规则-低于最低毛利', after);
    expect(logged).toMatchObject({ operName: 'mkmgr' });
    expect(JSON.parse(logged.operParam)).toEqual({ markupId: saved.data.markupId, method: 'percent', value: 1, floorPercent: 2, reason: 'Tender price for Q1' });
    expect((await admin.get(`/freight/markup/${saved.data.markupId}`)).data).toMatchObject({ overridereason: 'Tender price for Q1' });
  });

  it('needs the screen’s permissions on every route', async () => {
    const nobody = await staffWith(t, 'mknobody', []);
    expect(await nobody.get('/freight/markup/list')).toMatchObject({ code: 403 });
    expect(await nobody.post('/freight/markup', rule())).toMatchObject({ code: 403 });
    expect(await nobody.get(`/freight/markup/preview?customerId=${testCustomer}&kind=sea&portofloadingcode=CNSHA&destinationcode=NLRTM`)).toMatchObject({ code: 403 });
  });

  it('previews a customer’s lane: the rules in the order they are tried, buy, the rule applied and sell, on the sailings the portal lists', async () => {
    const [demo] = await t.ctx.db.select().from(customer).where(eq(customer.customerLocalCode, 'DEMO01'));
    const preview = await admin.get(`/freight/markup/preview?customerId=${demo!.customerId}&kind=sea&portofloadingcode=cnsha&destinationcode=NLRTM`);
    expect(preview).toMatchObject({ code: 200 });
    const [demoRule] = await t.ctx.db.select().from(markupRule).where(eq(markupRule.customerId, demo!.customerId));
    expect(preview.data.rules.map((r: { markupId: number }) => r.markupId)[0]).toBe(demoRule!.markupId);
    const [first] = await t.ctx.db.select().from(seaRate).where(and(eq(seaRate.portofloadingcode, 'CNSHA'), eq(seaRate.finaldestination, 'NLRTM'), eq(seaRate.status, '0'), gte(seaRate.expireddate, isoDay()), gte(seaRate.etddate, isoDay())))
      .orderBy(asc(seaRate.etddate), asc(seaRate.fclrateid)).limit(1);
    expect(preview.data.lines[0]).toMatchObject({ rateid: first!.fclrateid });
    expect(preview.data.lines.filter((l: { departure: string }) => l.departure < isoDay())).toEqual([]);
    const line = preview.data.lines.find((l: { rateid: number; unit: string }) => l.rateid === first!.fclrateid && l.unit === '40HC');
    expect(line).toMatchObject({ buy: first!.pricehc, sell: round2(first!.pricehc! * 1.08), markupIds: [demoRule!.markupId] });
  });

  it('exports rules and imports them again, updating existing ones, with per-row errors and nothing written when a row is wrong', async () => {
    const exported = await readWorkbook(await admin.exportFile('/freight/markup/export', { customerId: String(testCustomer) }));
    const [headers, ...rows] = exported;
    expect(headers!.slice(0, 4)).toEqual(['编号', '客户编号', '客户分组', '运输类型']);
    const value = headers!.indexOf('加价值');
    const shown = (await readSheet(await admin.exportFile('/freight/markup/export', { customerId: String(testCustomer) }))).getRow(2).getCell(value + 1);
    expect(typeof shown.value).toBe('number');
    expect(shown.numFmt).toBe('#,##0.00');
    const changed = rows.map((r, i) => (i === 0 ? r.map((cell, c) => (c === value ? '20' : cell)) : r));
    const before = await rulesOf();
    const unknown = [...rows[0]!.slice(1).map((cell, c) => (c === 0 ? '987654' : cell))];
    const bad = await uploadImport(t, admin.token, '/freight/markup', await workbookOf(headers!.slice(1), [unknown]));
    expect(bad.errors).toEqual([{ row: 2, column: '客户编号', reason: '客户不存在' }]);
    const floor = rows[0]!.slice(1).map((cell, c) => (c === value - 1 ? '0.5' : c === headers!.indexOf('生效日期') - 1 ? '2030-01-01' : cell));
    expect((await uploadImport(t, admin.token, '/freight/markup', await workbookOf(headers!.slice(1), [floor]), 'en')).errors)
      .toEqual([{ row: 2, column: 'Reason for going below the floor margin', reason: 'saving below the floor margin needs a reason' }]);
    expect(await rulesOf()).toEqual(before);
    expect(await uploadImport(t, admin.token, '/freight/markup', await workbookOf(headers!, changed), { updateSupport: true }))
      .toMatchObject({ code: 200, data: { updated: 1, unchanged: rows.length - 1 } });
    const stored = (await admin.get(`/freight/markup/${rows[0]![0]}`)).data;
    expect(stored).toMatchObject({ value: 20, updateBy: 'admin' });
  });

  describe('through the import, the same door as the dialog', () => {
    /** The export of one rule as the file a user edits: headers and that rule's row, changed by `edit` (header → cell). */
    async function exportedRule(markupId: number, edit: Record<string, string> = {}) {
      const [headers, ...rows] = await readWorkbook(await admin.exportFile('/freight/markup/export', { customerId: String(testCustomer) }));
      const row = rows.find((r) => r[0] === String(markupId))!;
      return { headers: headers!, row: row.map((cell, c) => edit[headers![c]!] ?? cell) };
    }

    it('keeps what a rule belongs to: an id row cannot move it to another customer or kind, even for an administrator', async () => {
      const [other] = await t.ctx.db.insert(customer).values({ customerLocalName: '另一客户', customerLocalCode: 'MKUP02' }).returning();
      const { markupId } = (await admin.post('/freight/markup', rule({ destinationcode: 'BEANR' }))).data;
      const moved = await exportedRule(markupId, { 客户编号: String(other!.customerId) });
      const reply = await uploadImport(t, admin.token, '/freight/markup', await workbookOf(moved.headers, [moved.row]), { updateSupport: true });
      expect(reply.errors).toEqual([{ row: 2, column: '客户编号', reason: expect.stringContaining('不能更改数据的归属') }]);
      const rekinded = await exportedRule(markupId, { 运输类型: 'rail-lcl' });
      expect((await uploadImport(t, admin.token, '/freight/markup', await workbookOf(rekinded.headers, [rekinded.row]), { updateSupport: true })).errors)
        .toContainEqual({ row: 2, column: '运输类型', reason: expect.stringContaining('不能更改数据的归属') });
      const edited = (await admin.get(`/freight/markup/${markupId}`)).data;
      expect(await admin.put('/freight/markup', { ...edited, customerId: other!.customerId })).toMatchObject({ code: 500, msg: expect.stringContaining('不能更改数据的归属') });
      expect((await admin.get(`/freight/markup/${markupId}`)).data).toMatchObject({ customerId: testCustomer, kind: 'sea', version: edited.version });
    });

    it('needs the floor override for a rule below the floor, whatever the door: an approved rule cannot be moved or re-figured by a user without it', async () => {
      const manager = await staffWith(t, 'mkmgr2', ['freight:markup:list', 'freight:markup:add', 'freight:markup:override'], 'en');
      const approved = await manager.post('/freight/markup', rule({ destinationcode: 'GBFXT', value: -40, overridereason: 'One-off tender' }));
      expect(approved).toMatchObject({ code: 200 });
      const importer = await staffWith(t, 'mkimp', ['freight:markup:list', 'freight:markup:export', 'freight:markup:import', 'freight:markup:add', 'freight:markup:edit'], 'en');
      // The importer's own rule below the floor, and the approved rule for a year longer: both refused.
      const row = await exportedRule(approved.data.markupId, { 失效日期: isoDay(400) });
      const lower = await exportedRule(approved.data.markupId, { 加价值: '-50' });
      const file = await workbookOf(row.headers, [lower.row]);
      expect((await uploadImport(t, importer.token, '/freight/markup', file, { language: 'en', updateSupport: true })).errors)
        .toEqual([{ row: 2, column: 'Markup', reason: expect.stringContaining('floor margin of 2%') }]);
      const fresh = row.row.map((cell, c) => (c === 0 || row.headers[c] === '版本' ? '' : row.headers[c] === '目的港/站' ? 'ITGOA' : cell));
      expect((await uploadImport(t, importer.token, '/freight/markup', await workbookOf(row.headers, [fresh]), { language: 'en' })).errors)
        .toEqual([{ row: 2, column: 'Markup', reason: expect.stringContaining('floor margin of 2%') }]);
      expect((await admin.get(`/freight/markup/${approved.data.markupId}`)).data).toMatchObject({ value: -40, version: 0 });
      // Leaving the figure as approved, the importer may change the rest.
      expect(await uploadImport(t, importer.token, '/freight/markup', await workbookOf(row.headers, [row.row]), { updateSupport: true }))
        .toMatchObject({ code: 200, data: { updated: 1 } });
      expect((await admin.get(`/freight/markup/${approved.data.markupId}`)).data).toMatchObject({ value: -40, validto: isoDay(400), overridereason: 'One-off tender' });
    });

    it('refuses a stale export: a row at an older version than the stored rule changes nothing, and the newer edit stays', async () => {
      const { markupId } = (await admin.post('/freight/markup', rule({ destinationcode: 'ESVLC', value: 10 }))).data;
      const stale = await exportedRule(markupId, { 加价值: '11' });
      const stored = (await admin.get(`/freight/markup/${markupId}`)).data;
      expect(await admin.put('/freight/markup', { ...stored, value: 14 })).toMatchObject({ code: 200 });
      const reply = await uploadImport(t, admin.token, '/freight/markup', await workbookOf(stale.headers, [stale.row]), { language: 'en', updateSupport: true });
      expect(reply.errors).toEqual([{ row: 2, column: 'Version', reason: 'the record was changed after this file was exported; export again and make your change there' }]);
      expect((await admin.get(`/freight/markup/${markupId}`)).data).toMatchObject({ value: 14, version: 1 });
    });

    it('adds and updates by import only with the dialog’s permissions to add and to edit', async () => {
      const { markupId } = (await admin.post('/freight/markup', rule({ destinationcode: 'PLGDN', value: 9 }))).data;
      const readOnly = await staffWith(t, 'mkro', ['freight:markup:list', 'freight:markup:export', 'freight:markup:import'], 'en');
      const changed = await exportedRule(markupId, { 加价值: '19' });
      expect((await uploadImport(t, readOnly.token, '/freight/markup', await workbookOf(changed.headers, [changed.row]), { language: 'en', updateSupport: true })).errors)
        .toEqual([{ row: 2, column: 'ID', reason: 'you may not change stored records' }]);
      const added = changed.row.map((cell, c) => (c === 0 || changed.headers[c] === '版本' ? '' : changed.headers[c] === '目的港/站' ? 'PLWAW' : cell));
      expect((await uploadImport(t, readOnly.token, '/freight/markup', await workbookOf(changed.headers, [added]), { language: 'en' })).errors)
        .toEqual([{ row: 2, column: 'ID', reason: 'you may not add records' }]);
      expect((await admin.get(`/freight/markup/${markupId}`)).data).toMatchObject({ value: 9, version: 0 });
    });
  });
});
