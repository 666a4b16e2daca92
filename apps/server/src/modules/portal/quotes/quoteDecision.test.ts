import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { mailOutbox, quoteEvent, railLclInquiry, seaInquiry } from '../../../db/schema/index';
import type { Credentials } from '../gateway/testing';
import { callAction, callCommand, customerCredentials, isoDay } from '../rates-common/testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let demo: Credentials;
let seaRateId: number;
let lclRate: { rwlclrateid: number; portofloadingcode: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  demo = await customerCredentials(t, 'demo');
  seaRateId = (await callAction(t, demo, 'fclRate', { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM' })).content!.data.rows[0].fclrateid;
  lclRate = (await callAction(t, demo, 'callYhApiRailway', { portofloadingcode: 'CNCKG', finaldestinationcode: 'RUMOW' })).content!.data.rows[0];
});
afterAll(async () => { await t.close(); });

let asked = 0;
/** A sea inquiry of the demo customer for one 20GP, quoted by staff at `price` USD. */
async function quotedSea(price: number) {
  expect(await callAction(t, demo, 'callYhImport', { rateid: seaRateId, inquirer: `版本 ${++asked}`, gp20qty: 1, gp40qty: 0, hq40qty: 0, hq45qty: 0 })).toMatchObject({ code: 200 });
  const [inquiry] = await t.ctx.db.select().from(seaInquiry).orderBy(desc(seaInquiry.inquiryId)).limit(1);
  expect(await seaQuote(inquiry!.inquiryId, price)).toMatchObject({ code: 200 });
  return inquiry!.inquiryId;
}
const seaRow = async (inquiryId: number) => (await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiryId)))[0]!;
const seaQuote = async (inquiryId: number, price: number) => admin.put('/freight/inquiry/sea/quote', {
  inquiryId, version: (await seaRow(inquiryId)).version, quotername: '管理员', quotermail: 'quote@globalfreight.example', quotedate: isoDay(0),
  lines: [{ containertype: '20GP', currencycode: 'USD', price }],
});
/** What the customer's quote page reads. */
const seaQuotation = async (inquiryId: number) => (await callCommand(t, demo, 'seaquotation', { inquiryId })).content!.data;
const accept = (inquiryType: string, inquiryId: number, version?: number, language: 'zh_CN' | 'en_US' = 'zh_CN') =>
  callCommand(t, demo, 'quotedecision', { inquiryType, inquiryId, decision: 'accept', ...(version === undefined ? {} : { version }) }, language);
const decisions = (inquiryId: number) => t.ctx.db.select({ event: quoteEvent.event }).from(quoteEvent)
  .where(eq(quoteEvent.inquiryId, inquiryId)).orderBy(asc(quoteEvent.eventId));

describe('accepting a quote at the version the customer saw', () => {
  it('accepts the quote the customer read', async () => {
    const inquiryId = await quotedSea(1200);
    const shown = await seaQuotation(inquiryId);
    expect(shown).toMatchObject({ version: expect.any(Number), lines: [{ price: 1200 }] });
    expect(await accept('sea', inquiryId, shown.version)).toMatchObject({ code: 200, content: { data: { quotestatus: 'accepted' } } });
  });

  it('answers 409 with the new price when staff re-quoted since, accepts nothing, and accepts the new quote once it is sent back', async () => {
    const inquiryId = await quotedSea(1200);
    const seen = await seaQuotation(inquiryId);
    expect(await seaQuote(inquiryId, 1500)).toMatchObject({ code: 200 });

    const refused = await accept('sea', inquiryId, seen.version, 'en_US');
    expect(refused).toMatchObject({
      code: 409, status: 'error', msg: 'The quote has changed since you opened it; review the new price before you accept',
      content: { data: { inquiryId, quotestatus: 'quoted', lines: [{ containertype: '20GP', currencycode: 'USD', price: 1500 }] } },
    });
    const now = refused.content!.data;
    expect(now.version).not.toBe(seen.version);
    expect(await seaRow(inquiryId)).toMatchObject({ quotestatus: 'quoted', decidedAt: null, version: now.version });
    expect((await decisions(inquiryId)).map((e) => e.event)).toEqual(['quote', 'quote']);
    expect(await t.ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.reference, seen.inquiryno), eq(mailOutbox.topic, 'quote.accepted')))).toEqual([]);

    expect(await accept('sea', inquiryId, now.version)).toMatchObject({ code: 200, content: { data: { quotestatus: 'accepted' } } });
    // The same decision again (a second tab still on the old version) is the same outcome, not a conflict.
    expect(await accept('sea', inquiryId, seen.version)).toMatchObject({ code: 200, content: { data: { quotestatus: 'accepted' } } });
  });

  it('answers 409 with the new total for a re-quoted rail inquiry', async () => {
    expect(await callAction(t, demo, 'railwayInquiry', {
      rateid: lclRate.rwlclrateid, portofloadingcode: lclRate.portofloadingcode, sendstatus: 'Y', currencycode: 'CNY', exchangerate: 1,
      loadingarea: '上海市-上海市', loadingtype: 'LCL', cargo: [{ date: isoDay(12), name: 'Toys', number: 20, packingType: 0, weight: 1200, volume: 3.5 }],
    })).toMatchObject({ code: 200 });
    const [inquiry] = await t.ctx.db.select().from(railLclInquiry).orderBy(desc(railLclInquiry.inquiryId)).limit(1);
    const railQuote = async (quotedprice: number) => admin.put('/freight/inquiry/rail/quote', {
      inquiryId: inquiry!.inquiryId, quotername: '铁路部', quotermail: 'rail@globalfreight.example', quotedate: isoDay(0), quotedcurrency: 'CNY', quotedprice,
      version: (await t.ctx.db.select().from(railLclInquiry).where(eq(railLclInquiry.inquiryId, inquiry!.inquiryId)))[0]!.version,
    });
    expect(await railQuote(9000)).toMatchObject({ code: 200 });
    const seen = (await callCommand(t, demo, 'railquotation', { inquiryType: 'rail-lcl', inquiryId: inquiry!.inquiryId })).content!.data;
    expect(await railQuote(9500)).toMatchObject({ code: 200 });
    expect(await accept('rail-lcl', inquiry!.inquiryId, seen.version))
      .toMatchObject({ code: 409, content: { data: { quotedprice: 9500, quotedcurrency: 'CNY', quotestatus: 'quoted' } } });
  });

  it('refuses an accept that names no version, naming the field, and changes nothing', async () => {
    const inquiryId = await quotedSea(1200);
    expect(await accept('sea', inquiryId)).toMatchObject({ code: 400, msg: expect.stringContaining('data.version') });
    expect(await seaRow(inquiryId)).toMatchObject({ quotestatus: 'quoted' });
  });
});
