import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { edited, SeaQuoteBody } from '@freight/domain';
import { customer, fclInquiry, railLclInquiry, seaInquiry, seaQuotationLine, sysUser } from '../../../db/schema/index';
import type { Actor } from '../../../platform/commands/actor';
import { issuePortalCredentials } from '../../../platform/gateway/index';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readSheet, readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { callCommand } from '../../portal/rates-common/testing';
import { inquiryDeskCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const countOf = async (table: typeof railLclInquiry | typeof fclInquiry | typeof seaInquiry, where?: ReturnType<typeof eq>) =>
  (await t.ctx.db.select({ n: count() }).from(table).where(where))[0]!.n;
const demoCustomer = async (userName: string) =>
  (await t.ctx.db.select({ customerId: sysUser.customerId, name: customer.customerLocalName }).from(sysUser)
    .innerJoin(customer, eq(customer.customerId, sysUser.customerId)).where(eq(sysUser.userName, userName)))[0]!;

/** An unquoted sea inquiry of `demo`, with the container types it asks for. */
async function openSeaInquiry() {
  const { customerId } = await demoCustomer('demo');
  const [row] = await t.ctx.db.select().from(seaInquiry).where(and(eq(seaInquiry.customerId, customerId!), isNull(seaInquiry.quotationuserid))).limit(1);
  return row!;
}
const linesFor = (inquiry: typeof seaInquiry.$inferSelect, price = 1200) => [
  ...(inquiry.gp20qty ? [{ containertype: '20GP', currencycode: 'USD', price }] : []),
  ...(inquiry.gp40qty ? [{ containertype: '40GP', currencycode: 'USD', price }] : []),
  ...(inquiry.hq40qty ? [{ containertype: '40HC', currencycode: 'USD', price }] : []),
  ...(inquiry.hq45qty ? [{ containertype: '45HQ', currencycode: 'USD', price }] : []),
  ...(inquiry.nor40qty ? [{ containertype: '40NOR', currencycode: 'USD', price }] : []),
];
const quoteOf = (inquiry: typeof seaInquiry.$inferSelect, change: object = {}) => ({
  inquiryId: inquiry.inquiryId, version: inquiry.version, quotername: '管理员', quoterphone: '021-55550000', quoterfax: '021-55550001', quotermail: 'quote@globalfreight.example',
  quoterqq: '10001000', quotedate: '2026-11-20', quoteremark: '含港杂费', lines: linesFor(inquiry), ...change,
});

describe('inquiry desk lists', () => {
  it('lists every customer’s inquiries of each mode, newest first, paged', async () => {
    for (const [mode, table] of [['rail', railLclInquiry], ['fcl', fclInquiry], ['sea', seaInquiry]] as const) {
      const page = await admin.get(`/freight/inquiry/${mode}/list?pageSize=5`);
      expect(page).toMatchObject({ code: 200, total: await countOf(table) });
      expect(page.rows).toHaveLength(5);
      const dates = page.rows.map((r: { quotationdate: string }) => r.quotationdate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(page.rows[0].customerName).toBeTruthy();
    }
    const customers = new Set((await admin.get('/freight/inquiry/rail/list?pageSize=100')).rows.map((r: { customerId: number }) => r.customerId));
    expect(customers.size).toBeGreaterThan(1);
  });

  it('filters by customer, number, lane, dates, status and sorts on request', async () => {
    const demo2 = await demoCustomer('demo2');
    const byCustomer = await admin.get(`/freight/inquiry/rail/list?pageSize=100&customer=${encodeURIComponent(demo2.name)}`);
    expect(byCustomer.total).toBe(await countOf(railLclInquiry, eq(railLclInquiry.customerId, demo2.customerId!)));
    expect(byCustomer.rows.every((r: { customerId: number }) => r.customerId === demo2.customerId)).toBe(true);

    const authorized = await admin.get('/freight/inquiry/rail/list?sendstatus=Y&pageSize=100');
    expect(authorized.total).toBe(await countOf(railLclInquiry, eq(railLclInquiry.sendstatus, 'Y')));

    const one = (await admin.get('/freight/inquiry/sea/list')).rows[0];
    const byNumber = await admin.get(`/freight/inquiry/sea/list?inquiryno=${one.inquiryno}`);
    expect(byNumber.rows.map((r: { inquiryId: number }) => r.inquiryId)).toEqual([one.inquiryId]);
    const byLane = await admin.get(`/freight/inquiry/sea/list?pageSize=100&portofloadingcode=${one.portofloadingcode}&destination=${one.placeofdeliverycode.toLowerCase()}`);
    expect(byLane.rows.every((r: { placeofdeliverycode: string }) => r.placeofdeliverycode === one.placeofdeliverycode)).toBe(true);
    const byDay = await admin.get(`/freight/inquiry/sea/list?pageSize=100&params[beginTime]=${one.quotationdate}&params[endTime]=${one.quotationdate}`);
    expect(byDay.total).toBe(await countOf(seaInquiry, eq(seaInquiry.quotationdate, one.quotationdate)));

    const quoted = await admin.get('/freight/inquiry/sea/list?quoted=1');
    expect(quoted.total).toBe(4);
    expect(quoted.rows.every((r: { quoted: boolean }) => r.quoted)).toBe(true);
    expect((await admin.get('/freight/inquiry/sea/list?quoted=0')).total).toBe(await countOf(seaInquiry) - 4);

    const sorted = (await admin.get('/freight/inquiry/fcl/list?orderByColumn=inquiryno&isAsc=ascend&pageSize=100')).rows.map((r: { inquiryno: string }) => r.inquiryno);
    expect(sorted).toEqual([...sorted].sort());
    expect((await admin.get('/freight/inquiry/fcl/list?orderByColumn=password')).code).toBe(400);
  });

  it('shows an inquiry’s cargo rows or charge lines', async () => {
    const rail = (await admin.get('/freight/inquiry/rail/list')).rows[0];
    const railDetail = (await admin.get(`/freight/inquiry/rail/${rail.inquiryId}`)).data;
    expect(railDetail).toMatchObject({ inquiryno: rail.inquiryno, customerName: rail.customerName });
    expect(railDetail.cargo.length).toBeGreaterThan(0);
    const fcl = (await admin.get('/freight/inquiry/fcl/list')).rows[0];
    expect((await admin.get(`/freight/inquiry/fcl/${fcl.inquiryId}`)).data.lines.length).toBeGreaterThan(0);
    expect(await admin.get('/freight/inquiry/sea/999999')).toMatchObject({ code: 404 });
  });

  it('marks rail inquiries handled and back, all or none', async () => {
    const [a, b] = (await admin.get('/freight/inquiry/rail/list?handled=0')).rows;
    expect(await admin.put('/freight/inquiry/rail/handled', { inquiryIds: [a.inquiryId, b.inquiryId], handled: true })).toMatchObject({ code: 200 });
    const handled = (await admin.get('/freight/inquiry/rail/list?handled=1&pageSize=100')).rows.map((r: { inquiryId: number }) => r.inquiryId);
    expect(handled).toEqual(expect.arrayContaining([a.inquiryId, b.inquiryId]));

    expect((await admin.put('/freight/inquiry/rail/handled', { inquiryIds: [a.inquiryId, 999999], handled: false })).code).toBe(404);
    expect((await admin.get(`/freight/inquiry/rail/${a.inquiryId}`)).data.handled).toBe(true);
    expect(await admin.put('/freight/inquiry/rail/handled', { inquiryIds: [], handled: true })).toEqual({ code: 400, msg: '请至少选择一条询价' });
    expect((await admin.put('/freight/inquiry/sea/handled', { inquiryIds: [1], handled: true })).code).toBe(400);

    const fcl = (await admin.get('/freight/inquiry/fcl/list')).rows[0];
    await admin.put('/freight/inquiry/fcl/handled', { inquiryIds: [fcl.inquiryId], handled: true });
    expect((await admin.get(`/freight/inquiry/fcl/${fcl.inquiryId}`)).data.handled).toBe(true);
  });
});

describe('quoting a sea inquiry', () => {
  it('refuses bad quotes in the caller’s language and writes nothing', async () => {
    const inquiry = await openSeaInquiry();
    const lines = async () => (await t.ctx.db.select({ n: count() }).from(seaQuotationLine))[0]!.n;
    const linesBefore = await lines();
    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { quotername: ' ' }))).toEqual({ code: 400, msg: '报价人不能为空' });
    const english = await staffClient(t, 'admin', 'en');
    expect(await english.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { lines: linesFor(inquiry, -5) }))).toEqual({ code: 400, msg: 'A quoted price is an amount from 0' });
    const russian = await staffClient(t, 'admin', 'ru');
    expect((await russian.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { quotermail: 'nope' }))).msg).toBe('Введите правильный адрес эл. почты (не длиннее 100 символов)');
    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { lines: linesFor(inquiry).slice(1) })))
      .toMatchObject({ code: 400 });
    const unasked = (['20GP', '40GP', '40HC', '45HQ', '40NOR'] as const).find((type) => !linesFor(inquiry).some((l) => l.containertype === type))!;
    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { lines: [...linesFor(inquiry), { containertype: unasked, currencycode: 'USD', price: 1 }] })))
      .toEqual({ code: 400, msg: '客户未询价该箱型，不能报价' });
    expect((await admin.put('/freight/inquiry/sea/quote', quoteOf({ ...inquiry, inquiryId: 999999 }))).code).toBe(404);

    const [after] = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiry.inquiryId));
    expect(after).toEqual(inquiry);
    expect(await lines()).toBe(linesBefore);
  });

  it('saves the quote in one go, shows it to the customer, and can quote again', async () => {
    const inquiry = await openSeaInquiry();
    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry))).toMatchObject({ code: 200 });
    const [adminUser] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'admin'));
    const detail = (await admin.get(`/freight/inquiry/sea/${inquiry.inquiryId}`)).data;
    expect(detail).toMatchObject({
      quoted: true, quotationuserid: adminUser!.userId, quotername: '管理员', quoterphone: '021-55550000', quoterfax: '021-55550001',
      quotermail: 'quote@globalfreight.example', quoterqq: '10001000', quotedate: '2026-11-20', quoteremark: '含港杂费',
    });
    expect(detail.lines.map((l: { containertype: string; price: number }) => [l.containertype, l.price])).toEqual(linesFor(inquiry).map((l) => [l.containertype, 1200]));

    const [demo] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'demo'));
    const credentials = await issuePortalCredentials(t.ctx, { usercode: 'demo', isAnonymous: false, userId: demo!.userId, customerId: demo!.customerId!, userType: 'C' });
    const seen = await callCommand(t, credentials, 'seaquotation', { inquiryId: inquiry.inquiryId });
    expect(seen.content!.data).toMatchObject({ quotername: '管理员', quotedate: '2026-11-20' });
    expect(seen.content!.data.lines.map((l: { price: number }) => l.price)).toEqual(linesFor(inquiry).map(() => 1200));
    const list = await callCommand(t, credentials, 'inquirylist', { maxrows: 100 });
    expect(list.content!.data.rows.find((r: { inquiryId: number }) => r.inquiryId === inquiry.inquiryId)).toMatchObject({ quoted: true, quotername: '管理员' });

    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { version: detail.version, quotername: '李娜', lines: linesFor(inquiry, 999.5) }))).toMatchObject({ code: 200 });
    const again = (await admin.get(`/freight/inquiry/sea/${inquiry.inquiryId}`)).data;
    expect(again.quotername).toBe('李娜');
    expect(again.lines.map((l: { price: number }) => l.price)).toEqual(linesFor(inquiry).map(() => 999.5));
    expect((await t.ctx.db.select({ n: count() }).from(seaQuotationLine).where(eq(seaQuotationLine.inquiryId, inquiry.inquiryId)))[0]!.n).toBe(linesFor(inquiry).length);
  });
});

describe('inquiry desk export and permissions', () => {
  it('exports the filtered list with headers and statuses in the caller’s language', async () => {
    const reply = await admin.exportFile('/freight/inquiry/rail/export', { sendstatus: 'Y' });
    expect(String(reply.headers['content-disposition'])).toMatch(/^attachment; filename="rail_lcl_inquiry_\d+\.xlsx"$/);
    const rows = await readWorkbook(reply);
    expect(rows[0]!.slice(0, 3)).toEqual(['询价编号', '客户', '询价日期']);
    expect(rows).toHaveLength(1 + await countOf(railLclInquiry, eq(railLclInquiry.sendstatus, 'Y')));
    expect(rows.slice(1).every((r) => r[14] === '委托')).toBe(true);
    const english = await staffClient(t, 'admin', 'en');
    const sea = await readWorkbook(await english.exportFile('/freight/inquiry/sea/export', { quoted: '1' }));
    expect(sea[0]![0]).toBe('Inquiry no.');
    expect(sea[0]!.slice(-3)).toEqual(['Buy', 'Sell', 'Margin']);
    expect(sea.slice(1).every((r) => r[11] === 'Quoted')).toBe(true);
    expect((await readWorkbook(await admin.exportFile('/freight/inquiry/fcl/export'))).length).toBe(1 + await countOf(fclInquiry));
  });

  it('exports the quote of each rail inquiry, dates as date cells, money to the cent and one header per column', async () => {
    const [inquiry] = await t.ctx.db.select().from(fclInquiry).limit(1);
    await t.ctx.db.update(fclInquiry).set({ quotestatus: 'accepted', quotedprice: 1234.5, quotedcurrency: 'USD', quotevaliduntil: '2031-12-31', quotername: '李娜' })
      .where(eq(fclInquiry.inquiryId, inquiry!.inquiryId));
    const english = await staffClient(t, 'admin', 'en');
    for (const list of ['rail', 'fcl']) {
      const headers = (await readWorkbook(await admin.exportFile(`/freight/inquiry/${list}/export`)))[0]!;
      expect(new Set(headers).size).toBe(headers.length);
    }
    const sheet = await readSheet(await english.exportFile('/freight/inquiry/fcl/export', { inquiryno: inquiry!.inquiryno }));
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
    expect(cell('Quoted price').value).toBe(1234.5);
    expect(cell('Quoted price').numFmt).toBe('#,##0.00');
    expect(cell('Quote currency').value).toBe('USD');
    expect(cell('Quote status').value).toBe('Accepted');
    expect(cell('Valid until').value).toEqual(new Date('2031-12-31T00:00:00Z'));
    expect(cell('Valid until').numFmt).toBe('yyyy-mm-dd');
    expect(cell('Quoter').value).toBe('李娜');
    expect(cell('Inquiry date').value).toBeInstanceOf(Date);
    expect(cell('Total').numFmt).toBe('#,##0.00');
    const sea = await readSheet(await english.exportFile('/freight/inquiry/sea/export'));
    expect((sea.getRow(1).values as string[]).slice(1)).toEqual(expect.arrayContaining(['Quote status', 'Valid until', 'Quoter']));
  });

  it('exports each sea inquiry with its quoted prices and their total for the containers asked', async () => {
    const inquiry = await openSeaInquiry();
    await t.ctx.db.update(seaInquiry).set({ gp20qty: 2, gp40qty: 0, hq40qty: 1, hq45qty: 0, nor40qty: 0 }).where(eq(seaInquiry.inquiryId, inquiry.inquiryId));
    const asked = { ...inquiry, gp20qty: 2, gp40qty: 0, hq40qty: 1, hq45qty: 0, nor40qty: 0, version: inquiry.version };
    const detail = (await admin.get(`/freight/inquiry/sea/${inquiry.inquiryId}`)).data;
    const lines = [{ containertype: '20GP', currencycode: 'USD', price: 1200.5 }, { containertype: '40HC', currencycode: 'USD', price: 2000 }];
    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(asked, { version: detail.version, lines }))).toMatchObject({ code: 200 });
    const english = await staffClient(t, 'admin', 'en');
    const sheet = await readSheet(await english.exportFile('/freight/inquiry/sea/export', { inquiryno: inquiry.inquiryno }));
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(new Set(headers).size).toBe(headers.length);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
    expect(cell('Quoted prices per container').value).toBe('20GP USD 1,200.50; 40HC USD 2,000.00');
    expect(cell('Quoted price').value).toBe(4401);
    expect(cell('Quoted price').numFmt).toBe('#,##0.00');
    expect(cell('Quote currency').value).toBe('USD');
    expect(cell('Quoter').value).toBe('管理员');
  });

  it('refuses every desk call to a person without the inquiry permissions', async () => {
    const clerk = await staffWith(t, 'clerk');
    const inquiry = await openSeaInquiry();
    expect(await clerk.get('/freight/inquiry/sea/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await clerk.get(`/freight/inquiry/sea/${inquiry.inquiryId}`)).code).toBe(403);
    expect((await clerk.put('/freight/inquiry/sea/quote', quoteOf(inquiry))).code).toBe(403);
    expect((await clerk.put('/freight/inquiry/rail/handled', { inquiryIds: [1], handled: true })).code).toBe(403);
    expect((await clerk.exportFile('/freight/inquiry/rail/export')).json()).toEqual({ code: 403, msg: '当前操作没有权限' });
    const [unchanged] = await t.ctx.db.select({ quoter: seaInquiry.quotationuserid }).from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiry.inquiryId));
    expect(unchanged!.quoter).toBeNull();
  });
});

describe('the desk commands', () => {
  const clerk: Actor = { userId: 2, userName: 'clerk', deptName: '', roles: ['clerk'], permissions: ['freight:inquiry:list', 'freight:inquiry:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };

  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const inquiry = await openSeaInquiry();
    await expect(inquiryDeskCommands.quote(t.ctx, clerk, { mode: 'sea', body: edited(SeaQuoteBody).parse(quoteOf(inquiry)) })).rejects.toMatchObject({ replyCode: 403 });
    const [rail] = await t.ctx.db.select().from(railLclInquiry).where(eq(railLclInquiry.handled, false)).limit(1);
    await expect(inquiryDeskCommands.handled(t.ctx, clerk, 'rail', { inquiryIds: [rail!.inquiryId], handled: true })).rejects.toMatchObject({ replyCode: 403 });
    expect((await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiry.inquiryId)))[0]).toEqual(inquiry);
    expect((await t.ctx.db.select().from(railLclInquiry).where(eq(railLclInquiry.inquiryId, rail!.inquiryId)))[0]).toEqual(rail);
  });
});
