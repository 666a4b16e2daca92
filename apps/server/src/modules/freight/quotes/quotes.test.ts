import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffClient } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { customer, mailOutbox, seaInquiry, sysUser } from '../../../db/schema/index';
import type { Actor } from '../../../platform/commands/actor';
import { issuePortalCredentials } from '../../../platform/gateway/index';
import type { Credentials } from '../../portal/gateway/testing';
import { callAction, callCommand, isoDay, type TestLanguage } from '../../portal/rates-common/testing';
import { quoteCommands } from './commands';
import { expireQuotes, expiryJob } from './expiry';
import { pdfText } from '../../../../test/pdfText';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let demo: Credentials;
let demo2: Credentials;
let rateId: number;

async function portalUser(userName: string) {
  const [user] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, userName));
  return {
    user: user!,
    credentials: await issuePortalCredentials(t.ctx, { usercode: userName, isAnonymous: false, userId: user!.userId, customerId: user!.customerId!, userType: 'C' }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  const first = await portalUser('demo');
  demo = first.credentials;
  rateId = (await callAction(t, demo, 'fclRate', { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM' })).content!.data.rows[0].fclrateid;
  demo2 = (await portalUser('demo2')).credentials;
  // The demo customer's mails go to its portal user, in English.
  await t.ctx.db.update(sysUser).set({ email: 'buyer@demo-trading.example', preferredLanguageId: 1033 }).where(eq(sysUser.userId, first.user.userId));
  await t.ctx.db.update(sysUser).set({ email: 'desk@globalfreight.example' }).where(eq(sysUser.userName, 'admin'));
});
afterAll(async () => { await t.close(); });

let asked = 0;
/** A new sea inquiry of the demo customer, sent through the portal as the customer does. */
async function unquoted(who: Credentials = demo) {
  const reply = await callAction(t, who, 'callYhImport', { rateid: rateId, inquirer: `询价人 ${++asked}`, gp20qty: 1, gp40qty: 0, hq40qty: 2, hq45qty: 0 });
  expect(reply).toMatchObject({ code: 200 });
  const [row] = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquirer, `询价人 ${asked}`));
  return row!;
}
const current = async (inquiryId: number) => (await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiryId)))[0]!;
const lines = (inquiry: typeof seaInquiry.$inferSelect, price = 1200) => (['gp20qty', 'gp40qty', 'hq40qty', 'hq45qty', 'nor40qty'] as const)
  .filter((qty) => inquiry[qty] > 0)
  .map((qty) => ({ containertype: { gp20qty: '20GP', gp40qty: '40GP', hq40qty: '40HC', hq45qty: '45HQ', nor40qty: '40NOR' }[qty], currencycode: 'USD', price }));
async function quote(inquiryId: number, price = 1200, quotedate = isoDay(0)) {
  const inquiry = await current(inquiryId);
  return admin.put('/freight/inquiry/sea/quote', {
    inquiryId, version: inquiry.version, quotername: '管理员', quoterphone: '021-55550000', quotermail: 'quote@globalfreight.example',
    quotedate, quoteremark: '含港杂费', lines: lines(inquiry, price),
  });
}
/** The customer's decision on the quote as it reads now (its version, 0 for an inquiry that is not there). */
const decide = async (inquiryId: number, decision: 'accept' | 'decline', who: Credentials = demo, reason?: string, language: TestLanguage = 'zh_CN') => {
  const [shown] = await t.ctx.db.select({ version: seaInquiry.version }).from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiryId));
  return callCommand(t, who, 'quotedecision', { inquiryType: 'sea', inquiryId, decision, version: shown?.version ?? 0, ...(reason ? { reason } : {}) }, language);
};
const history = async (inquiryId: number) => (await admin.get(`/freight/inquiry/sea/history/${inquiryId}`)).data as { event: string; status: string; byName: string; reason: string; quote: Record<string, unknown> | null }[];
const mailsAbout = (inquiryno: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, inquiryno)).orderBy(asc(mailOutbox.mailId));

describe('a quote from sent to decided', () => {
  it('quotes with the validity of the parameter, keeps the history and mails the customer in its language', async () => {
    const inquiry = await unquoted();
    expect(await quote(inquiry.inquiryId)).toMatchObject({ code: 200 });
    expect(await current(inquiry.inquiryId)).toMatchObject({ quotestatus: 'quoted', quotevaliduntil: isoDay(7) });
    expect(await history(inquiry.inquiryId)).toMatchObject([{ event: 'quote', status: 'quoted', byName: 'admin', quote: { quotername: '管理员', validUntil: isoDay(7) } }]);
    const [mail] = await mailsAbout(inquiry.inquiryno);
    expect(mail).toMatchObject({ recipient: 'buyer@demo-trading.example', language: 'en_US', topic: 'quote.sent', status: 'pending' });
    expect(mail!.subject).toBe(`Quote ${inquiry.inquiryno}: Shanghai (CNSHA) → Rotterdam (NLRTM)`);
    expect(mail!.text).toContain(`valid until ${isoDay(7)}`);
    expect(mail!.text).toContain(`/#/quote/${inquiry.inquiryId}?lang=en_US`);
    expect(mail!.html).toContain(`href="http://localhost:8080/#/quote/${inquiry.inquiryId}?lang=en_US"`);

    const listed = (await callCommand(t, demo, 'inquirylist', { maxrows: 100, quotestatus: 'quoted' })).content!.data.rows;
    expect(listed.find((r: { inquiryId: number }) => r.inquiryId === inquiry.inquiryId)).toMatchObject({ quotestatus: 'quoted', quotevaliduntil: isoDay(7) });
    expect(listed.every((r: { quotestatus: string }) => r.quotestatus === 'quoted')).toBe(true);
  });

  it('lets the customer accept once, however often and however fast it asks, and tells the desk once', async () => {
    const inquiry = await unquoted();
    await quote(inquiry.inquiryId);
    const replies = await Promise.all(Array.from({ length: 5 }, () => decide(inquiry.inquiryId, 'accept')));
    for (const reply of replies) expect(reply).toMatchObject({ code: 200, content: { data: { quotestatus: 'accepted' } } });
    expect((await history(inquiry.inquiryId)).map((e) => e.event)).toEqual(['quote', 'accept']);
    const deskMails = (await mailsAbout(inquiry.inquiryno)).filter((m) => m.topic === 'quote.accepted');
    expect(deskMails).toHaveLength(1);
    expect(deskMails[0]).toMatchObject({ recipient: 'desk@globalfreight.example', language: 'zh_CN' });
    expect(deskMails[0]!.subject).toBe(`客户已接受报价 ${inquiry.inquiryno}`);

    expect(await decide(inquiry.inquiryId, 'decline', demo, undefined, 'en_US'))
      .toEqual({ code: 400, msg: 'A decision on this quote has been made and cannot be changed', status: 'error' });
    expect(await quote(inquiry.inquiryId)).toEqual({ code: 400, msg: '客户已接受该报价，不能再次报价' });
    expect((await current(inquiry.inquiryId)).quotestatus).toBe('accepted');
  });

  it('keeps a decline with its reason, and a re-quote replaces the quote and keeps the old one in the history', async () => {
    const inquiry = await unquoted();
    await quote(inquiry.inquiryId, 1500);
    expect(await decide(inquiry.inquiryId, 'decline', demo, '<b>太贵</b>')).toMatchObject({ code: 200, content: { data: { quotestatus: 'declined' } } });
    expect(await current(inquiry.inquiryId)).toMatchObject({ quotestatus: 'declined', decisionreason: '<b>太贵</b>' });
    const [declined] = (await mailsAbout(inquiry.inquiryno)).filter((m) => m.topic === 'quote.declined');
    expect(declined!.html).toContain('&lt;b&gt;太贵&lt;/b&gt;');

    expect(await quote(inquiry.inquiryId, 1350)).toMatchObject({ code: 200 });
    const events = await history(inquiry.inquiryId);
    expect(events.map((e) => [e.event, e.status])).toEqual([['quote', 'quoted'], ['decline', 'declined'], ['quote', 'quoted']]);
    expect(events[0]!.quote!.lines).toMatchObject([{ price: 1500 }, { price: 1500 }]);
    expect(events[2]!.quote!.lines).toMatchObject([{ price: 1350 }, { price: 1350 }]);
    expect((await mailsAbout(inquiry.inquiryno)).map((m) => m.topic)).toEqual(['quote.sent', 'quote.declined', 'quote.requoted']);
  });

  it('lets only the owner decide, and nobody anonymous', async () => {
    const inquiry = await unquoted();
    await quote(inquiry.inquiryId);
    expect(await decide(inquiry.inquiryId, 'accept', demo2)).toMatchObject({ code: 404, status: 'error' });
    expect(await decide(999_999_999, 'accept')).toMatchObject({ code: 404 });
    expect(await callCommand(t, demo, 'quotedecision', { inquiryType: 'air', inquiryId: inquiry.inquiryId, decision: 'accept' })).toMatchObject({ code: 400 });
    expect((await current(inquiry.inquiryId)).quotestatus).toBe('quoted');
  });

  it('checks who may move a quote in the commands themselves: staff with the quoting permission, the customer signed in', async () => {
    const inquiry = await unquoted();
    await quote(inquiry.inquiryId);
    const before = await current(inquiry.inquiryId);
    const reader: Actor = { userId: 2, userName: 'reader', deptName: '', roles: ['reader'], permissions: ['freight:inquiry:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    await expect(quoteCommands.withdraw(t.ctx, reader, 'sea', inquiry.inquiryId)).rejects.toMatchObject({ replyCode: 403 });
    const anonymous = { anonymous: true, userId: 0, userName: 'anon', customerId: before.customerId };
    await expect(quoteCommands.decide(t.ctx, anonymous, { inquiryType: 'sea', inquiryId: inquiry.inquiryId, decision: 'accept', version: before.version }))
      .rejects.toMatchObject({ replyCode: 403 });
    expect(await current(inquiry.inquiryId)).toEqual(before);
    expect((await history(inquiry.inquiryId)).map((e) => e.event)).toEqual(['quote']);
  });

  it('refuses decisions on a withdrawn quote and on one past its validity', async () => {
    const withdrawn = await unquoted();
    await quote(withdrawn.inquiryId);
    expect(await admin.put(`/freight/inquiry/sea/withdraw/${withdrawn.inquiryId}`, { reason: '船期取消' })).toMatchObject({ code: 200, data: { quotestatus: 'withdrawn' } });
    expect(await decide(withdrawn.inquiryId, 'accept', demo, undefined, 'en_US')).toMatchObject({ code: 400, msg: 'This quote is not open for that in its current status' });
    expect(await admin.put(`/freight/inquiry/sea/withdraw/${withdrawn.inquiryId}`, {})).toMatchObject({ code: 400 });

    const lapsed = await unquoted();
    await quote(lapsed.inquiryId, 1200, isoDay(-8));
    expect((await current(lapsed.inquiryId)).quotevaliduntil).toBe(isoDay(-1));
    expect(await decide(lapsed.inquiryId, 'accept', demo, undefined, 'en_US')).toMatchObject({ code: 400, msg: 'This quote has expired' });
  });
});

describe('the expiry job', () => {
  it('expires quotes past their validity once, with history, and reminds the customer once of a quote ending within three days', async () => {
    const lapsed = await unquoted();
    await quote(lapsed.inquiryId, 1200, isoDay(-9));
    const ending = await unquoted();
    await quote(ending.inquiryId, 1200, isoDay(-5));
    const open = await unquoted();
    await quote(open.inquiryId);

    const [first, second] = await Promise.all([expireQuotes(t.ctx), expireQuotes(t.ctx)]);
    expect(`${first} ${second}`).toMatch(/expired \d+/);
    expect((await current(lapsed.inquiryId)).quotestatus).toBe('expired');
    expect((await history(lapsed.inquiryId)).map((e) => [e.event, e.byName])).toEqual([['quote', 'admin'], ['expire', 'job']]);
    expect((await current(ending.inquiryId)).quotestatus).toBe('quoted');
    await expireQuotes(t.ctx);
    const reminders = (await mailsAbout(ending.inquiryno)).filter((m) => m.topic === 'quote.expiring');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Quote ${ending.inquiryno} expires on ${isoDay(2)}`);
    expect((await mailsAbout(open.inquiryno)).filter((m) => m.topic === 'quote.expiring')).toHaveLength(0);
  });

  it('expires each quote through the quote command, as the system, and that command keeps the step rule', async () => {
    const lapsed = await unquoted();
    await quote(lapsed.inquiryId, 1200, isoDay(-9));
    const open = await unquoted();
    await quote(open.inquiryId);
    const expire = vi.spyOn(quoteCommands, 'expire');
    try {
      await expireQuotes(t.ctx);
      expect(expire.mock.calls.map(([, actor, type, inquiryId]) => [actor.userName, actor.permissions, type, inquiryId])).toContainEqual(['job', [], 'sea', lapsed.inquiryId]);
    } finally {
      expire.mockRestore();
    }
    await expect(quoteCommands.expire(t.ctx, expiryJob, 'sea', open.inquiryId, isoDay(0))).rejects.toMatchObject({ key: 'quote.notOpen' });
    await expect(quoteCommands.expire(t.ctx, expiryJob, 'sea', lapsed.inquiryId, isoDay(0))).rejects.toMatchObject({ key: 'quote.notOpen' });
    expect((await current(open.inquiryId)).quotestatus).toBe('quoted');
    expect((await history(lapsed.inquiryId)).map((e) => [e.event, e.status, e.byName])).toEqual([['quote', 'quoted', 'admin'], ['expire', 'expired', 'job']]);
  });

  it('is a task the jobs screen can schedule', async () => {
    const jobs = await admin.get('/monitor/job/list?pageSize=100');
    expect(jobs.rows.map((j: { invokeTarget: string }) => j.invokeTarget)).toContain('freight.expireQuotes()');
  });
});

describe('mails to a customer without an address', () => {
  it('quotes all the same and writes no mail', async () => {
    const [volga] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'demo2'));
    await t.ctx.db.update(sysUser).set({ email: '' }).where(eq(sysUser.userId, volga!.userId));
    await t.ctx.db.update(customer).set({ contactEmail: '' }).where(eq(customer.customerId, volga!.customerId!));
    const inquiry = await unquoted(demo2);
    expect(await quote(inquiry.inquiryId)).toMatchObject({ code: 200 });
    expect((await current(inquiry.inquiryId)).quotestatus).toBe('quoted');
    expect(await mailsAbout(inquiry.inquiryno)).toEqual([]);
  });

  it('quotes a customer whose address no mailer takes (saved before addresses were checked) and shows the mail in the log as failed, with why', async () => {
    const [volga] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'demo2'));
    await t.ctx.db.update(sysUser).set({ email: 'ivan@volga' }).where(eq(sysUser.userId, volga!.userId));
    const inquiry = await unquoted(demo2);
    expect(await quote(inquiry.inquiryId)).toMatchObject({ code: 200 });
    const listed = await admin.get(`/monitor/mail/list?reference=${inquiry.inquiryno}`);
    expect(listed.rows).toMatchObject([{ recipient: 'ivan@volga', topic: 'quote.sent', status: 'failed', lastError: 'not sent: its domain is no domain name' }]);
    await t.ctx.db.update(sysUser).set({ email: '' }).where(eq(sysUser.userId, volga!.userId));
  });
});

describe('the quote as a PDF', () => {
  it('streams the quote for staff and, through a one-time link, for its customer, in the customer\'s language with route and total', async () => {
    const inquiry = await unquoted();
    await quote(inquiry.inquiryId, 1250.5);
    const staffPdf = await t.app.inject({ method: 'POST', url: `/api/freight/inquiry/sea/pdf/${inquiry.inquiryId}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(staffPdf.headers['content-type']).toBe('application/pdf');
    expect(staffPdf.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''quote_${inquiry.inquiryno}.pdf`);
    const text = await pdfText(staffPdf.rawPayload);
    expect(text).toContain('海运报价单');
    expect(text).toContain(`(${inquiry.portofloadingcode}) → `);
    expect(text).toContain(`(${inquiry.placeofdeliverycode})`);
    // 1 × 20GP and 2 × 40HC at 1,250.50 each.
    expect(text).toContain('USD 3,751.50');
    expect(text).toContain(isoDay(7));

    const link = await callCommand(t, demo, 'quotepdf', { inquiryId: inquiry.inquiryId }, 'ru_Ru');
    const url = link.content!.data.url as string;
    expect(url).toMatch(/^\/api\/portal\/quotePdf\/[A-Za-z0-9_-]{32}$/);
    const customerPdf = await t.app.inject({ method: 'GET', url });
    const russian = await pdfText(customerPdf.rawPayload);
    expect(russian).toContain('Котировка морской перевозки');
    expect(russian).toContain('Итого, USD USD 3,751.50');
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ code: 404 });
  });

  it('gives no link to another customer\'s quote and no document without a quote or a valid link', async () => {
    const inquiry = await unquoted();
    expect(await callCommand(t, demo2, 'quotepdf', { inquiryId: inquiry.inquiryId })).toMatchObject({ code: 404 });
    const pending = await t.app.inject({ method: 'POST', url: `/api/freight/inquiry/sea/pdf/${inquiry.inquiryId}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(pending.json()).toMatchObject({ code: 400 });
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/quotePdf/not-a-token' })).json()).toMatchObject({ code: 400 });
    expect((await t.app.inject({ method: 'GET', url: `/api/portal/quotePdf/${'A'.repeat(32)}` })).json()).toMatchObject({ code: 404 });
  });
});
