import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { pdfText } from '../../../../test/pdfText';
import { fclInquiry, mailOutbox, railLclInquiry, sysUser } from '../../../db/schema/index';
import type { Credentials } from '../../portal/gateway/testing';
import { callAction, callCommand, customerCredentials, isoDay } from '../../portal/rates-common/testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let demo: Credentials;
let demo2: Credentials;
let lclRate: { rwlclrateid: number; portofloadingcode: string };
let fclRate: { rwrateid: number; portofloadingcode: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  demo = await customerCredentials(t, 'demo');
  demo2 = await customerCredentials(t, 'demo2');
  lclRate = (await callAction(t, demo, 'callYhApiRailway', { portofloadingcode: 'CNCKG', finaldestinationcode: 'RUMOW' })).content!.data.rows[0];
  fclRate = (await callAction(t, demo, 'callYhApiRailway', { portofloadingcode: 'CNCTU', finaldestinationcode: 'RUMOW', loadingtype: 'FCL' })).content!.data.rows[0];
  await t.ctx.db.update(sysUser).set({ email: 'buyer@demo-trading.example', preferredLanguageId: 1033 }).where(eq(sysUser.userName, 'demo'));
  await t.ctx.db.update(sysUser).set({ email: 'desk@globalfreight.example' }).where(eq(sysUser.userName, 'admin'));
});
afterAll(async () => { await t.close(); });

let sent = 0;
/** A rail LCL inquiry the demo customer sends through the portal (each a new one: the same payload at once is one inquiry); answers its row. */
async function lclInquiry() {
  const reply = await callAction(t, demo, 'railwayInquiry', {
    rateid: lclRate.rwlclrateid, portofloadingcode: lclRate.portofloadingcode, sendstatus: 'Y', currencycode: 'CNY', exchangerate: 1,
    loadingarea: '上海市-上海市', loadingtype: 'LCL', cargo: [{ date: isoDay(12), name: `Toys ${++sent}`, number: 20, packingType: 0, weight: 1200, volume: 3.5 }],
  });
  expect(reply).toMatchObject({ code: 200 });
  return (await t.ctx.db.select().from(railLclInquiry).orderBy(desc(railLclInquiry.inquiryId)).limit(1))[0]!;
}

/** A full-container inquiry the demo customer sends through the portal, for `coc` carrier-owned containers; answers its row. */
async function fclInquiryRow(coc: number) {
  const reply = await callAction(t, demo, 'inquiryFcl', {
    rateid: fclRate.rwrateid, portofloadingcode: fclRate.portofloadingcode, gp20qty: coc, hq40qty: 1, loadingarea: '四川省-成都市',
    tradeterm: 'FOB', transportmode: 'station', loadingtype: 'FCL',
  });
  expect(reply).toMatchObject({ code: 200 });
  return (await t.ctx.db.select().from(fclInquiry).orderBy(desc(fclInquiry.inquiryId)).limit(1))[0]!;
}

const railRow = async (inquiryId: number) => (await t.ctx.db.select().from(railLclInquiry).where(eq(railLclInquiry.inquiryId, inquiryId)))[0]!;
const fclRow = async (inquiryId: number) => (await t.ctx.db.select().from(fclInquiry).where(eq(fclInquiry.inquiryId, inquiryId)))[0]!;
const quote = (mode: 'rail' | 'fcl', inquiry: { inquiryId: number; version: number }, change: Record<string, unknown> = {}) =>
  admin.put(`/freight/inquiry/${mode}/quote`, {
    inquiryId: inquiry.inquiryId, version: inquiry.version, quotername: '铁路部 李明', quotermail: 'rail@globalfreight.example',
    quotedate: isoDay(0), quoteremark: '含装箱费', quotedcurrency: 'cny', quotedprice: 9876.5, ...change,
  });
const mailsAbout = (inquiryno: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, inquiryno)).orderBy(asc(mailOutbox.mailId));

describe('quoting a rail LCL inquiry', () => {
  it('quotes one price for the whole inquiry, mails the customer a link to it, and the customer reads and accepts it', async () => {
    const inquiry = await lclInquiry();
    expect(await quote('rail', inquiry)).toMatchObject({ code: 200 });
    expect(await railRow(inquiry.inquiryId)).toMatchObject({
      quotestatus: 'quoted', quotevaliduntil: isoDay(7), quotedprice: 9876.5, quotedcurrency: 'CNY', quotername: '铁路部 李明', quoteremark: '含装箱费',
    });
    const [sent] = await mailsAbout(inquiry.inquiryno);
    expect(sent).toMatchObject({ recipient: 'buyer@demo-trading.example', language: 'en_US', topic: 'quote.sent' });
    // The stations by their English names, with their codes.
    expect(sent!.subject).toMatch(new RegExp(`^Quote ${inquiry.inquiryno}: [A-Z][a-z]+ \\(${inquiry.portofloadingcode}\\) → [A-Z][a-z]+ \\(${inquiry.finaldestinationcode}\\)$`));
    expect(sent!.text).toContain('Whole shipment: CNY 9,876.50');
    expect(sent!.text).toContain(`/#/railQuote/rail-lcl/${inquiry.inquiryId}?lang=en_US`);

    const read = await callCommand(t, demo, 'railquotation', { inquiryType: 'rail-lcl', inquiryId: inquiry.inquiryId }, 'en_US');
    expect(read.content!.data).toMatchObject({
      inquiryType: 'rail-lcl', inquiryno: inquiry.inquiryno, quotestatus: 'quoted', quotedprice: 9876.5, quotedcurrency: 'CNY',
      cargo: { kind: 'lcl', commodity: inquiry.commodity, weight: 1200, measurement: 3.5 }, calculatedcurrency: inquiry.currencycode,
    });
    expect(await callCommand(t, demo2, 'railquotation', { inquiryType: 'rail-lcl', inquiryId: inquiry.inquiryId })).toMatchObject({ code: 404 });
    expect(await callCommand(t, demo, 'railquotation', { inquiryType: 'rail-fcl', inquiryId: inquiry.inquiryId })).toMatchObject({ code: 404 });

    const { version } = await railRow(inquiry.inquiryId);
    const decide = () => callCommand(t, demo, 'quotedecision', { inquiryType: 'rail-lcl', inquiryId: inquiry.inquiryId, decision: 'accept', version });
    const replies = await Promise.all([decide(), decide(), decide()]);
    for (const reply of replies) expect(reply).toMatchObject({ code: 200, content: { data: { quotestatus: 'accepted' } } });
    const accepted = (await mailsAbout(inquiry.inquiryno)).filter((m) => m.topic === 'quote.accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.recipient).toBe('desk@globalfreight.example');

    const history = (await admin.get(`/freight/inquiry/rail/history/${inquiry.inquiryId}`)).data as { event: string; quote: Record<string, unknown> | null }[];
    expect(history.map((e) => e.event)).toEqual(['quote', 'accept']);
    expect(history[0]!.quote).toMatchObject({ quotedprice: 9876.5, quotedcurrency: 'CNY', validUntil: isoDay(7) });
    expect(await quote('rail', await railRow(inquiry.inquiryId))).toEqual({ code: 400, msg: '客户已接受该报价，不能再次报价' });
  });

  it('refuses a bad quote in the caller\'s language and one over a stale copy, changing nothing', async () => {
    const inquiry = await lclInquiry();
    expect(await quote('rail', inquiry, { quotedprice: -1 })).toMatchObject({ code: 400 });
    expect(await quote('rail', inquiry, { quotedcurrency: 'RUBL' })).toMatchObject({ code: 400 });
    expect(await quote('rail', inquiry, { quotername: ' ' })).toMatchObject({ code: 400 });
    expect(await quote('rail', { ...inquiry, version: inquiry.version + 1 })).toMatchObject({ code: 409 });
    expect(await quote('rail', { ...inquiry, inquiryId: 999_999_999 })).toMatchObject({ code: 404 });
    expect(await railRow(inquiry.inquiryId)).toMatchObject({ quotestatus: 'pending', quotedprice: null, version: inquiry.version });
    expect(await mailsAbout(inquiry.inquiryno)).toEqual([]);
  });
});

describe('quoting a rail full-container inquiry', () => {
  it('quotes, re-quotes over the earlier quote, withdraws, and gives the quote as a PDF to staff and to its customer', async () => {
    const inquiry = await fclInquiryRow(2);
    expect(await quote('fcl', inquiry, { quotedcurrency: 'USD', quotedprice: 4200 })).toMatchObject({ code: 200 });
    expect(await quote('fcl', await fclRow(inquiry.inquiryId), { quotedcurrency: 'USD', quotedprice: 3950.25 })).toMatchObject({ code: 200 });
    expect(await fclRow(inquiry.inquiryId)).toMatchObject({ quotestatus: 'quoted', quotedprice: 3950.25, quotedcurrency: 'USD' });
    expect((await mailsAbout(inquiry.inquiryno)).map((m) => m.topic)).toEqual(['quote.sent', 'quote.requoted']);

    const staffPdf = await t.app.inject({ method: 'POST', url: `/api/freight/inquiry/fcl/pdf/${inquiry.inquiryId}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(staffPdf.rawPayload);
    expect(text).toContain('铁路报价单');
    expect(text).toContain(`(${inquiry.portofloadingcode}) → `);
    expect(text).toContain(`(${inquiry.finaldestinationcode})`);
    expect(text.replace(/\s+/g, '')).toContain('合计（USD）USD3,950.25');

    const link = await callCommand(t, demo, 'quotepdf', { inquiryType: 'rail-fcl', inquiryId: inquiry.inquiryId }, 'en_US');
    const customerPdf = await pdfText((await t.app.inject({ method: 'GET', url: link.content!.data.url as string })).rawPayload);
    expect(customerPdf).toContain('Rail freight quotation');
    expect(customerPdf).toContain('Total USD USD 3,950.25');
    expect(customerPdf).toContain('40HQ COC × 2, 40HQ SOC × 1');
    expect(await callCommand(t, demo2, 'quotepdf', { inquiryType: 'rail-fcl', inquiryId: inquiry.inquiryId })).toMatchObject({ code: 404 });

    expect(await admin.put(`/freight/inquiry/fcl/withdraw/${inquiry.inquiryId}`, {})).toMatchObject({ code: 200, data: { quotestatus: 'withdrawn' } });
    const { version } = await fclRow(inquiry.inquiryId);
    expect(await callCommand(t, demo, 'quotedecision', { inquiryType: 'rail-fcl', inquiryId: inquiry.inquiryId, decision: 'accept', version })).toMatchObject({ code: 400 });
  });

  it('lists the quote on the desk and in the customer\'s list, and has no PDF before a quote', async () => {
    const inquiry = await fclInquiryRow(3);
    const pending = await t.app.inject({ method: 'POST', url: `/api/freight/inquiry/fcl/pdf/${inquiry.inquiryId}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(pending.json()).toMatchObject({ code: 400 });
    await quote('fcl', inquiry);
    const desk = await admin.get(`/freight/inquiry/fcl/list?pageSize=100&quotestatus=quoted`);
    expect(desk.rows.find((r: { inquiryId: number }) => r.inquiryId === inquiry.inquiryId)).toMatchObject({ quotedprice: 9876.5, quotedcurrency: 'CNY' });
    const own = (await callAction(t, demo, 'inquiryFclList', { maxrows: 100, quotestatus: 'quoted' })).content!.data.rows;
    expect(own.find((r: { inquiryId: number }) => r.inquiryId === inquiry.inquiryId)).toMatchObject({ quotestatus: 'quoted', quotevaliduntil: isoDay(7) });
  });
});
