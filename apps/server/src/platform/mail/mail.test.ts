import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { staffClient, staffWith } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startSmtpServer } from '../../../test/smtp';
import { headerText, htmlText } from './escape';
import { enqueueMail, recordAttempt, resendMails, takeDueMails, type OutgoingMail } from './outbox';
import { MailWorker } from './worker';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Freight desk <desk@freight.test>', MAIL_POLL_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mail = (reference: string, more: Partial<OutgoingMail> = {}): OutgoingMail => ({
  recipient: 'buyer@example.com', language: 'zh_CN', subject: `报价 ${reference} · Quote`, text: `线路 CNSHA → RUMOW，${reference}`,
  html: `<p>线路 CNSHA → RUMOW，<b>${reference}</b></p>`, topic: 'quote.sent', reference, ...more,
});

const stored = async (reference: string) => (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, reference)))[0];
const receivedFor = (reference: string) => smtp.received.filter((m) => m.text?.includes(reference));

describe('the mail outbox', () => {
  it('sends a mail written with a change once that change is committed: both parts, the sender, the subject in its language', async () => {
    await t.ctx.db.transaction(async (tx) => {
      expect(await enqueueMail(tx, mail('Q20261127001'))).toBe(true);
    });
    await expect.poll(async () => (await stored('Q20261127001'))?.status, { timeout: 15_000 }).toBe('sent');
    const [received] = receivedFor('Q20261127001');
    expect(received!.subject).toBe('报价 Q20261127001 · Quote');
    expect(received!.to).toMatchObject({ value: [{ address: 'buyer@example.com' }] });
    expect(received!.from).toMatchObject({ value: [{ address: 'desk@freight.test', name: 'Freight desk' }] });
    expect(received!.text).toContain('线路 CNSHA → RUMOW');
    expect(received!.html).toContain('<b>Q20261127001</b>');
    expect(await stored('Q20261127001')).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
  });

  it('writes nothing when the change is rolled back', async () => {
    await t.ctx.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('Q20261127002'));
      tx.rollback();
    }).catch(() => undefined);
    expect(await stored('Q20261127002')).toBeUndefined();
  });

  it('keeps a mail the server refused, retries it within 30 s and then sends it', async () => {
    smtp.state.refuseNext = 1;
    const refusedBefore = smtp.state.refused;
    await enqueueMail(t.ctx.db, mail('Q20261127003'));
    await expect.poll(async () => (await stored('Q20261127003'))?.status, { timeout: 15_000 }).toBe('retrying');
    const waiting = (await stored('Q20261127003'))!;
    expect(smtp.state.refused).toBe(refusedBefore + 1);
    expect(waiting.attempts).toBe(1);
    expect(waiting.lastError).toContain('mailbox busy');
    const pause = (waiting.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(pause).toBeGreaterThan(5);
    expect(pause).toBeLessThanOrEqual(30);
    // Time passes: the retry falls due.
    await t.ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.mailId, waiting.mailId));
    await expect.poll(async () => (await stored('Q20261127003'))?.status, { timeout: 15_000 }).toBe('sent');
    expect((await stored('Q20261127003'))!.attempts).toBe(2);
    expect(receivedFor('Q20261127003')).toHaveLength(1);
  });

  it('sends a retry with the Message-ID drawn with the row, so mail programs fold a mail that arrives twice', async () => {
    smtp.state.refuseNext = 1;
    await enqueueMail(t.ctx.db, mail('Q20261127010'));
    await expect.poll(async () => (await stored('Q20261127010'))?.status, { timeout: 15_000 }).toBe('retrying');
    const { mailId, messageKey } = (await stored('Q20261127010'))!;
    await t.ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.mailId, mailId));
    await expect.poll(async () => (await stored('Q20261127010'))?.status, { timeout: 15_000 }).toBe('sent');
    expect(smtp.state.refusedIds.at(-1)).toBe(`<${messageKey}@freight.test>`);
    expect(receivedFor('Q20261127010').map((m) => m.messageId)).toEqual([`<${messageKey}@freight.test>`]);
  });

  it('records no late failure of an instance whose hold ran out over the "sent" of the one that took the mail over', async () => {
    const quiet = await createTestApp();
    try {
      await enqueueMail(quiet.ctx.db, mail('Q20261127011'));
      const start = new Date();
      const [stale] = await takeDueMails(quiet.ctx.db, start, 20, 120);
      expect(stale).toMatchObject({ reference: 'Q20261127011' });
      // The first instance hangs past its hold; a second one takes the mail over and sends it.
      const later = new Date(start.getTime() + 121_000);
      const cutOff: string[] = [];
      const second = new MailWorker(quiet.ctx.db, { smtpUrl: smtp.url, from: 'desk@freight.test' }, {
        pollSeconds: 60, holdSeconds: 120, onError: (error) => { throw error; }, onCutOff: (_mail, messageId) => cutOff.push(messageId),
      });
      await second.pass(() => later);
      await second.stop();
      const [sent] = await quiet.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, 'Q20261127011'));
      // The log tells of the first take, which may have handed the mail over before it hung.
      expect(sent).toMatchObject({
        status: 'sent', attempts: 2, lastError: 'attempt 1 did not finish: its sender stopped or hung while sending; sent again with the same Message-ID',
      });
      expect(cutOff).toEqual([`<${sent!.messageKey}@freight.test>`]);
      // Then the first one's send fails late: its record changes nothing.
      expect(await recordAttempt(quiet.ctx.db, stale!, new Date(later.getTime() + 1_000), 'connection reset')).toBe(false);
      const [after] = await quiet.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, 'Q20261127011'));
      expect(after).toEqual(sent);
      expect(receivedFor('Q20261127011')).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  });

  it('loses nothing while no sender runs: a sender started later sends it, once, however many run', async () => {
    const quiet = await createTestApp();
    try {
      await enqueueMail(quiet.ctx.db, mail('Q20261127004'));
      const [kept] = await quiet.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, 'Q20261127004'));
      expect(kept).toMatchObject({ status: 'pending', attempts: 0 });
      const settings = { smtpUrl: smtp.url, from: 'desk@freight.test' };
      const fail = (error: unknown) => { throw error; };
      const senders = [0, 1].map(() => new MailWorker(quiet.ctx.db, settings, { pollSeconds: 60, holdSeconds: 120, onError: fail }));
      await Promise.all(senders.map((s) => s.pass()));
      await Promise.all(senders.map((s) => s.stop()));
      const [sent] = await quiet.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, 'Q20261127004'));
      expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
      expect(receivedFor('Q20261127004')).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  });

  it('writes a reminder once per key', async () => {
    expect(await enqueueMail(t.ctx.db, mail('Q20261127005', { onceKey: 'quote.expiring:sea:5' }))).toBe(true);
    expect(await enqueueMail(t.ctx.db, mail('Q20261127005', { onceKey: 'quote.expiring:sea:5' }))).toBe(false);
    expect(await t.ctx.db.$count(mailOutbox, eq(mailOutbox.reference, 'Q20261127005'))).toBe(1);
  });

  it('keeps a mail to an address no mailer takes as failed with why, on one line, and never sends it, resent or not', async () => {
    expect(await enqueueMail(t.ctx.db, mail('Q20261127006', { recipient: 'buyer@example.com\r\nBcc: all@example.com' }))).toBe(true);
    expect(await enqueueMail(t.ctx.db, mail('Q20261127009', { recipient: 'buyer@localhost' }))).toBe(true);
    expect(await stored('Q20261127006')).toMatchObject({
      status: 'failed', attempts: 0, recipient: 'buyer@example.com Bcc: all@example.com', lastError: 'not sent: it holds a control character',
    });
    expect(await stored('Q20261127009')).toMatchObject({ status: 'failed', lastError: 'not sent: its domain is no domain name' });

    await resendMails(t.ctx.db, [(await stored('Q20261127009'))!.mailId]);
    await expect.poll(async () => (await stored('Q20261127009'))?.status, { timeout: 15_000 }).toBe('failed');
    expect(await stored('Q20261127009')).toMatchObject({ attempts: 1, lastError: 'not sent: its domain is no domain name' });
    expect(smtp.received.filter((m) => m.text?.includes('Q20261127006') || m.text?.includes('Q20261127009'))).toHaveLength(0);
  });

  it('keeps a subject to one line, so it can add no header', async () => {
    await enqueueMail(t.ctx.db, mail('Q20261127007', { subject: 'Quote\r\nBcc: all@example.com' }));
    await expect.poll(async () => (await stored('Q20261127007'))?.status, { timeout: 15_000 }).toBe('sent');
    const [received] = receivedFor('Q20261127007');
    expect(received!.subject).toBe('Quote Bcc: all@example.com');
    expect(received!.bcc).toBeUndefined();
  });
});

describe('the mail log', () => {
  it('lists mails newest first with their status and filters, shows one with its bodies, and sends a failed one again', async () => {
    const admin = await staffClient(t);
    await t.ctx.db.insert(mailOutbox).values({ ...mail('Q20261127008'), onceKey: null, status: 'failed', attempts: 8, lastError: '550 no such user' });
    const listed = await admin.get('/monitor/mail/list?reference=Q20261127008');
    expect(listed).toMatchObject({ code: 200, total: 1, sending: true, rows: [{ reference: 'Q20261127008', status: 'failed', attempts: 8, lastError: '550 no such user' }] });
    expect(listed.rows[0]).not.toHaveProperty('html');
    expect((await admin.get('/monitor/mail/list?status=failed&recipient=buyer@')).rows.map((r: { reference: string }) => r.reference)).toContain('Q20261127008');
    expect((await admin.get('/monitor/mail/list?status=lost')).code).toBe(400);

    const id = listed.rows[0].mailId;
    expect((await admin.get(`/monitor/mail/${id}`)).data).toMatchObject({ html: '<p>线路 CNSHA → RUMOW，<b>Q20261127008</b></p>' });
    expect((await admin.get('/monitor/mail/999999999')).code).toBe(404);

    expect(await admin.put(`/monitor/mail/resend/${id}`, {})).toMatchObject({ code: 200, data: { resent: 1 } });
    await expect.poll(async () => (await stored('Q20261127008'))?.status, { timeout: 15_000 }).toBe('sent');
    expect(receivedFor('Q20261127008')).toHaveLength(1);
  });

  it('refuses the log to staff without its permissions, and resending to those who may only read it', async () => {
    const nobody = await staffWith(t, 'mailless');
    expect((await nobody.get('/monitor/mail/list')).code).toBe(403);
    const reader = await staffWith(t, 'mailreader', ['monitor:mail:list', 'monitor:mail:query']);
    expect((await reader.get('/monitor/mail/list')).code).toBe(200);
    expect((await reader.put('/monitor/mail/resend/1', {})).code).toBe(403);
  });
});

describe('texts in a mail', () => {
  it('escapes text for the HTML part and flattens header text', () => {
    expect(htmlText(`<img src=x onerror="a('&')">`)).toBe('&lt;img src=x onerror=&quot;a(&#39;&amp;&#39;)&quot;&gt;');
    expect(headerText('a\r\nb\u2028c\td')).toBe('a b c d');
  });

});
