import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { addDays, lastValidityDay, todayUtc } from '@freight/domain';
import { seaInquiry, sysUser } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, 'admin', 'en');
});
afterAll(async () => { await t.close(); });

async function openSeaInquiry() {
  const [demo] = await t.ctx.db.select({ customerId: sysUser.customerId }).from(sysUser).where(eq(sysUser.userName, 'demo'));
  const [row] = await t.ctx.db.select().from(seaInquiry).where(and(eq(seaInquiry.customerId, demo!.customerId!), isNull(seaInquiry.quotationuserid))).limit(1);
  return row!;
}
const quoteOf = (inquiry: typeof seaInquiry.$inferSelect, change: { quotedate?: string; currencycode?: string } = {}) => ({
  inquiryId: inquiry.inquiryId, version: inquiry.version, quotername: 'Admin', quotedate: change.quotedate ?? todayUtc(),
  lines: (['20GP', '40GP', '40HC', '45HQ', '40NOR'] as const)
    .filter((type) => ({ '20GP': inquiry.gp20qty, '40GP': inquiry.gp40qty, '40HC': inquiry.hq40qty, '45HQ': inquiry.hq45qty, '40NOR': inquiry.nor40qty })[type])
    .map((containertype) => ({ containertype, currencycode: change.currencycode ?? 'USD', price: 1200 })),
});

describe('a quote keeps to the dates and currencies the portal can show (issues 8 and 9)', () => {
  it('is refused with a message, not a crash, for a far quote date, and changes nothing', async () => {
    const inquiry = await openSeaInquiry();
    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { quotedate: '9999-12-31' })))
      .toEqual({ code: 400, msg: 'Invalid parameter: quotedate a date lies between 2000-01-01 and 2100-12-31' });
    const far = addDays(lastValidityDay(), -1);
    const reply = await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { quotedate: far }));
    expect(reply.code).toBe(400);
    expect(reply.msg).toContain(`later than ${lastValidityDay()} (three years from today)`);
    const [after] = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiry.inquiryId));
    expect(after).toEqual(inquiry);
  });

  it('is refused in a currency no exchange rate converts, instead of showing the customer ***', async () => {
    const inquiry = await openSeaInquiry();
    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry, { currencycode: 'XAU' })))
      .toEqual({ code: 500, msg: 'Cannot save: there is no exchange rate for the currency XAU; add one first' });
    expect(await admin.put('/freight/inquiry/sea/quote', quoteOf(inquiry))).toMatchObject({ code: 200 });
  });
});
