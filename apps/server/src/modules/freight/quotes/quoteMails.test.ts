import { asc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../../../test/api';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { pdfText } from '../../../../test/pdfText';
import { startSmtpServer } from '../../../../test/smtp';
import { mailOutbox, seaInquiry } from '../../../db/schema/index';
import { MailWorker } from '../../../platform/mail/worker';
import type { Credentials } from '../../portal/gateway/testing';
import { callAction, customerCredentials, isoDay } from '../../portal/rates-common/testing';
import { quoteMailExtras } from './mailExtras';
import { expireQuotes } from './expiry';

/**
 * The quote mails as the Russian demo customer (ООО «Волга Логистик», Russian) gets them through a real SMTP server:
 * what it can act on, and nothing that no longer stands.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** Sends as it runs (polling every second). */
let sending: TestApp;
/** Sends nothing until a test hands its outbox to a mail worker. */
let quiet: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [sending, quiet] = await Promise.all([
    createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Freight desk <desk@freight.test>', MAIL_POLL_SECONDS: '1' }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([sending.close(), quiet.close()]);
  await smtp.close();
});

let asked = 0;
/** A quoted sea inquiry of the Russian customer (one 20GP, two 40HC at 1,200 USD each), quoted on `quotedate`. */
async function quoted(t: TestApp, quotedate = isoDay(0)) {
  const volga: Credentials = await customerCredentials(t, 'demo2');
  const rateId = (await callAction(t, volga, 'fclRate', { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM' })).content!.data.rows[0].fclrateid;
  const inquirer = `Ирина ${++asked}`;
  expect(await callAction(t, volga, 'callYhImport', { rateid: rateId, inquirer, gp20qty: 1, gp40qty: 0, hq40qty: 2, hq45qty: 0 })).toMatchObject({ code: 200 });
  const [inquiry] = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquirer, inquirer));
  const admin = await staffClient(t);
  expect(await admin.put('/freight/inquiry/sea/quote', {
    inquiryId: inquiry!.inquiryId, version: inquiry!.version, quotername: '王安娜', russianquotername: 'Анна Петрова', quoterphone: '021-55550000', quotermail: 'quote@globalfreight.example',
    quotedate, quoteremark: '', lines: [{ containertype: '20GP', currencycode: 'USD', price: 1200 }, { containertype: '40HC', currencycode: 'USD', price: 1200 }],
  })).toMatchObject({ code: 200 });
  return { ...inquiry!, admin };
}

const outbox = (t: TestApp, inquiryno: string) => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.reference, inquiryno)).orderBy(asc(mailOutbox.mailId));
const receivedAbout = (inquiryno: string) => smtp.received.filter((m: ParsedMail) => m.subject?.includes(inquiryno));

describe('the quote mail', () => {
  it('gives a Russian customer, in Russian, the route by names, the prices, the validity, the PDF, Reply-To the quoter and a link to the quote in Russian', async () => {
    const inquiry = await quoted(sending);
    await expect.poll(() => receivedAbout(inquiry.inquiryno).length, { timeout: 30_000 }).toBe(1);
    const [mail] = receivedAbout(inquiry.inquiryno);
    expect(mail!.subject).toBe(`Котировка ${inquiry.inquiryno}: Шанхай (CNSHA) → Роттердам (NLRTM)`);
    expect(mail!.to).toMatchObject({ value: [{ address: 'irina@volga-logistics.example' }] });
    expect(mail!.replyTo).toMatchObject({ value: [{ address: 'quote@globalfreight.example', name: 'Анна Петрова' }] });
    for (const line of ['Маршрут: Шанхай (CNSHA) → Роттердам (NLRTM)', '20GP × 1: USD 1,200.00', '40HC × 2: USD 1,200.00', 'Итого: USD 3,600.00', `Действует до: ${isoDay(7)}`]) {
      expect(mail!.text).toContain(line);
      expect(mail!.html).toContain(line);
    }
    const link = `http://localhost:8080/#/quote/${inquiry.inquiryId}?lang=ru_Ru`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);

    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `quote_${inquiry.inquiryno}.pdf` });
    const text = await pdfText(pdf!.content);
    expect(text).toContain(inquiry.inquiryno);
    expect(text).toContain('Шанхай');
  });
});

describe('a quote that no longer stands', () => {
  it('cancels the withdrawn quote\'s mails not sent yet, shows them cancelled in the log, and tells the customer, without the PDF', async () => {
    const inquiry = await quoted(quiet);
    expect(await inquiry.admin.put(`/freight/inquiry/sea/withdraw/${inquiry.inquiryId}`, { reason: 'рейс отменён' })).toMatchObject({ code: 200 });
    expect((await outbox(quiet, inquiry.inquiryno)).map((m) => [m.topic, m.status])).toEqual([['quote.sent', 'cancelled'], ['quote.withdrawn', 'pending']]);

    const english = await staffClient(quiet, 'admin', 'en');
    const log = await english.get(`/monitor/mail/list?reference=${inquiry.inquiryno}&status=cancelled`);
    expect(log.rows).toMatchObject([{ topic: 'quote.sent', status: 'cancelled', lastError: 'cancelled: the quote was withdrawn before this mail went out' }]);
    for (const [language, label] of [['zh', '已取消'], ['en', 'Cancelled'], ['ru', 'Отменено']] as const) {
      const statuses = (await (await staffClient(quiet, 'admin', language)).get('/system/dict/data/type/sys_mail_status')).data as { dictValue: string; dictLabel: string }[];
      expect(statuses.find((s) => s.dictValue === 'cancelled')?.dictLabel).toBe(label);
    }

    const worker = new MailWorker(quiet.ctx.db, { smtpUrl: smtp.url, from: 'desk@freight.test' }, {
      pollSeconds: 60, holdSeconds: 120, onError: (error) => { throw error; }, extras: quoteMailExtras(quiet.ctx),
    });
    await worker.pass();
    await worker.stop();
    const [told, ...more] = receivedAbout(inquiry.inquiryno);
    expect(more).toEqual([]);
    expect(told!.subject).toBe(`Котировка ${inquiry.inquiryno} отозвана`);
    expect(told!.text).toContain('Причина: рейс отменён');
    expect(told!.text).toContain(`/#/quote/${inquiry.inquiryId}?lang=ru_Ru`);
    expect(told!.replyTo).toMatchObject({ value: [{ address: 'quote@globalfreight.example' }] });
    expect(told!.attachments).toEqual([]);
    expect((await outbox(quiet, inquiry.inquiryno)).map((m) => m.status)).toEqual(['cancelled', 'sent']);
  });

  it('tells the customer when the expiry job expires a quote, and cancels what offered it', async () => {
    const inquiry = await quoted(quiet, isoDay(-9));
    await expireQuotes(quiet.ctx);
    const mails = await outbox(quiet, inquiry.inquiryno);
    expect(mails.map((m) => [m.topic, m.status])).toEqual([['quote.sent', 'cancelled'], ['quote.expired', 'pending']]);
    expect(mails[1]).toMatchObject({ recipient: 'irina@volga-logistics.example', language: 'ru_Ru', subject: `Срок котировки ${inquiry.inquiryno} истёк` });
    expect(mails[1]!.text).toContain(`действовала до ${isoDay(-2)}`);
  });
});
