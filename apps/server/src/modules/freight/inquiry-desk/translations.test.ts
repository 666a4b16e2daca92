import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { pdfText } from '../../../../test/pdfText';
import { fclInquiry, railLclInquiry, seaInquiry, sysUser } from '../../../db/schema/index';
import type { Credentials } from '../../portal/gateway/testing';
import { callAction, callCommand, customerCredentials, isoDay, type TestLanguage } from '../../portal/rates-common/testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let demo: Credentials;
let demoCustomer: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  demo = await customerCredentials(t, 'demo');
  demoCustomer = (await t.ctx.db.select({ customerId: sysUser.customerId }).from(sysUser).where(eq(sysUser.userName, 'demo')))[0]!.customerId!;
});
afterAll(async () => { await t.close(); });

const readers: TestLanguage[] = ['zh_CN', 'en_US', 'ru_Ru'];
/** What each reader gets from `read`, Chinese, English and Russian. */
const perReader = async <T>(read: (language: TestLanguage) => Promise<T>) => Promise.all(readers.map(read));

const names = { quotername: '刘洋', englishquotername: 'Liu Yang', russianquotername: 'Лю Ян' };
const noNames = { quotername: '刘洋', englishquotername: '', russianquotername: '' };

/** An unquoted demo inquiry of `table` (the seed leaves some of each kind pending). */
async function pending<T extends typeof seaInquiry | typeof railLclInquiry | typeof fclInquiry>(table: T) {
  const [row] = await t.ctx.db.select().from(table as typeof seaInquiry)
    .where(and(eq(table.customerId, demoCustomer), isNull(table.quotationuserid), ne(table.quotestatus, 'accepted'))).limit(1);
  return row!;
}
const versionOf = async (table: typeof seaInquiry | typeof railLclInquiry | typeof fclInquiry, inquiryId: number) =>
  (await t.ctx.db.select({ version: table.version }).from(table).where(eq(table.inquiryId, inquiryId)))[0]!.version;

describe('a sea quote in the reader’s language', () => {
  const quoteSea = async (inquiryId: number, change: object) => admin.put('/freight/inquiry/sea/quote', {
    inquiryId, version: await versionOf(seaInquiry, inquiryId), quotermail: 'quote@globalfreight.example', quotedate: isoDay(0),
    lines: await linesOf(inquiryId), ...change,
  });
  const linesOf = async (inquiryId: number) => {
    const [row] = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiryId));
    return (['20GP', '40GP', '40HC', '45HQ'] as const).filter((_, i) => [row!.gp20qty, row!.gp40qty, row!.hq40qty, row!.hq45qty][i]! > 0)
      .map((containertype) => ({ containertype, currencycode: 'USD', price: 1500 }));
  };

  it('names the quoter and the return point as staff translated them, and in the quote PDF', async () => {
    const inquiry = await pending(seaInquiry);
    const returnPoint = { returnctnaddress: '上海外高桥港区', englishreturnctnaddress: 'Shanghai Waigaoqiao', russianreturnctnaddress: 'Шанхай Вайгаоцяо' };
    await t.ctx.db.update(seaInquiry).set({ returnctnaddress: returnPoint.returnctnaddress }).where(eq(seaInquiry.inquiryId, inquiry.inquiryId));
    const { returnctnaddress: _written, ...translations } = returnPoint;
    expect(await quoteSea(inquiry.inquiryId, { ...names, ...translations })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/inquiry/sea/${inquiry.inquiryId}`)).data).toMatchObject({ ...names, ...returnPoint });

    const quotations = await perReader(async (language) => (await callCommand(t, demo, 'seaquotation', { inquiryId: inquiry.inquiryId }, language)).content!.data);
    expect(quotations.map((q) => [q.XC__quotername, q.XC__returnctnaddress])).toEqual([
      ['刘洋', '上海外高桥港区'], ['Liu Yang', 'Shanghai Waigaoqiao'], ['Лю Ян', 'Шанхай Вайгаоцяо'],
    ]);
    const rows = await perReader(async (language) => (await callCommand(t, demo, 'inquirylist', { maxrows: 100 }, language)).content!.data.rows
      .find((r: { inquiryId: number }) => r.inquiryId === inquiry.inquiryId));
    expect(rows.map((r) => [r.XC__quotername, r.XC__returnctnaddress])).toEqual(quotations.map((q) => [q.XC__quotername, q.XC__returnctnaddress]));

    const pdf = async (language: TestLanguage) => {
      const link = await callCommand(t, demo, 'quotepdf', { inquiryId: inquiry.inquiryId }, language);
      // pdfjs may split a text where the font changes: the words are what must come back.
      return (await pdfText((await t.app.inject({ method: 'GET', url: link.content!.data.url as string })).rawPayload)).replace(/\s+/g, '');
    };
    expect(await pdf('en_US')).toContain('LiuYang');
    expect(await pdf('ru_Ru')).toContain('ЛюЯн');
  });

  it('shows every reader the quoter and the return point as written where staff give no translation', async () => {
    const inquiry = await pending(seaInquiry);
    await t.ctx.db.update(seaInquiry).set({ returnctnaddress: '宁波北仑港区' }).where(eq(seaInquiry.inquiryId, inquiry.inquiryId));
    expect(await quoteSea(inquiry.inquiryId, { ...noNames, englishreturnctnaddress: '', russianreturnctnaddress: '' })).toMatchObject({ code: 200 });
    const quotations = await perReader(async (language) => (await callCommand(t, demo, 'seaquotation', { inquiryId: inquiry.inquiryId }, language)).content!.data);
    expect(quotations.map((q) => [q.XC__quotername, q.XC__returnctnaddress])).toEqual(readers.map(() => ['刘洋', '宁波北仑港区']));
  });

  it('refuses a translation holding a NUL or longer than its column, and saves nothing', async () => {
    const inquiry = await pending(seaInquiry);
    expect(await quoteSea(inquiry.inquiryId, { ...names, englishquotername: 'Liu\u0000Yang' })).toMatchObject({ code: 400, msg: expect.stringContaining('englishquotername') });
    expect(await quoteSea(inquiry.inquiryId, { ...names, russianreturnctnaddress: 'я'.repeat(201) })).toEqual({ code: 400, msg: '还箱点不能超过200个字符' });
    expect(await versionOf(seaInquiry, inquiry.inquiryId)).toBe(inquiry.version);
  });
});

describe('a rail quote in the reader’s language', () => {
  const quoteRail = async (mode: 'rail' | 'fcl', inquiryId: number, change: object) => admin.put(`/freight/inquiry/${mode}/quote`, {
    inquiryId, version: await versionOf(mode === 'rail' ? railLclInquiry : fclInquiry, inquiryId), quotermail: 'rail@globalfreight.example',
    quotedate: isoDay(0), quotedcurrency: 'USD', quotedprice: 2500, ...change,
  });

  it('names an LCL inquiry’s quoter and commodity as staff translated them, the commodity as written where they did not', async () => {
    const inquiry = await pending(railLclInquiry);
    await t.ctx.db.update(railLclInquiry).set({ commodity: '服装,灯具' }).where(eq(railLclInquiry.inquiryId, inquiry.inquiryId));
    expect(await quoteRail('rail', inquiry.inquiryId, { ...names, englishcommodity: 'Garments,Lamps', russiancommodity: '' })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/inquiry/rail/${inquiry.inquiryId}`)).data).toMatchObject({ ...names, englishcommodity: 'Garments,Lamps', russiancommodity: '' });

    const quotations = await perReader(async (language) =>
      (await callCommand(t, demo, 'railquotation', { inquiryType: 'rail-lcl', inquiryId: inquiry.inquiryId }, language)).content!.data);
    // No Russian commodity: a Russian reader gets the English one, as with port names.
    expect(quotations.map((q) => [q.XC__quotername, q.cargo.XC__commodity])).toEqual([['刘洋', '服装,灯具'], ['Liu Yang', 'Garments,Lamps'], ['Лю Ян', 'Garments,Lamps']]);
    const rows = await perReader(async (language) => (await callAction(t, demo, 'inquiryList', { maxrows: 100 }, language)).content!.data.rows
      .find((r: { inquiryId: number }) => r.inquiryId === inquiry.inquiryId));
    expect(rows.map((r) => r.XC__commodity)).toEqual(['服装,灯具', 'Garments,Lamps', 'Garments,Lamps']);
  });

  it('names a full-container inquiry’s door address as staff translated it', async () => {
    const inquiry = await pending(fclInquiry);
    await t.ctx.db.update(fclInquiry).set({ dooraddress: '上海市浦东新区张江路88号' }).where(eq(fclInquiry.inquiryId, inquiry.inquiryId));
    const door = { englishdooraddress: 'No. 88, Zhangjiang Road, Pudong, Shanghai', russiandooraddress: 'Шанхай, Пудун, ул. Чжанцзян, д. 88' };
    expect(await quoteRail('fcl', inquiry.inquiryId, { ...noNames, ...door })).toMatchObject({ code: 200 });
    const rows = await perReader(async (language) => (await callAction(t, demo, 'inquiryFclList', { maxrows: 100 }, language)).content!.data.rows
      .find((r: { inquiryId: number }) => r.inquiryId === inquiry.inquiryId));
    expect(rows.map((r) => r.XC__dooraddress)).toEqual(['上海市浦东新区张江路88号', door.englishdooraddress, door.russiandooraddress]);
    const quotations = await perReader(async (language) =>
      (await callCommand(t, demo, 'railquotation', { inquiryType: 'rail-fcl', inquiryId: inquiry.inquiryId }, language)).content!.data);
    expect(quotations.map((q) => q.XC__quotername)).toEqual(['刘洋', '刘洋', '刘洋']);
  });
});
