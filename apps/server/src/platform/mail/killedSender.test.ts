import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedEngines, sharedEnginesAvailable } from '../../../test/sharedEngines';
import { startSmtpServer } from '../../../test/smtp';
import { openPostgres, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { enqueueMail } from './outbox';

/**
 * Mails sent once across real server processes on one PostgreSQL: an instance killed (SIGKILL) while the SMTP server
 * holds a mail it handed over leaves that mail to the next instance, which sends it again with the same Message-ID
 * once the hold (MAIL_HOLD_SECONDS) runs out, and the mail log says so. Runs with the PostgreSQL suite when a Redis is
 * there too.
 */
describe.runIf(sharedEnginesAvailable)('a mail sender killed mid-send, on instances sharing PostgreSQL', () => {
  const engines = new SharedEngines();
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Database | undefined;

  beforeAll(async () => { smtp = await startSmtpServer(); });
  afterAll(async () => {
    await database?.close();
    await engines.close();
    await smtp.close();
  }, 60_000);

  it('delivers every mail, the cut-off one again with its Message-ID, and the log tells of the attempt that did not finish', async () => {
    const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Freight desk <desk@freight.test>', MAIL_POLL_SECONDS: '1', MAIL_HOLD_SECONDS: '3', CAPTCHA_ENABLED: 'false' };
    const [first] = await engines.open(1, env);
    database = await openPostgres(engines.databaseUrl, { poolSize: 2, connectTimeoutMs: 20_000 });
    const run = randomUUID().slice(0, 8);
    const references = [1, 2, 3].map((n) => `KILL-${run}-${n}`);
    const cutOff = references[1]!;
    // The SMTP server reads the second mail whole and never answers it: its sender cannot know it arrived.
    smtp.state.hold = (mail: ParsedMail) => smtp.held.length === 0 && !!mail.subject?.includes(cutOff);
    for (const reference of references) {
      await enqueueMail(database.db, {
        recipient: 'buyer@example.com', language: 'en_US', subject: `Quote ${reference}`, text: reference, html: `<p>${reference}</p>`, topic: 'quote.sent', reference,
      });
    }
    await expect.poll(() => smtp.held.length, { timeout: 60_000 }).toBe(1);
    const exited = once(first!.child, 'exit');
    first!.child.kill('SIGKILL');
    await exited;

    // A second instance starts on the same database and takes over once the killed one's hold has run out.
    const second = await engines.start(Number(new URL(first!.base).port) + 1, env);
    const stored = () => database!.db.select().from(mailOutbox).where(inArray(mailOutbox.reference, references)).orderBy(mailOutbox.mailId);
    await expect.poll(async () => (await stored()).map((m) => m.status), { timeout: 90_000, interval: 500 }).toEqual(['sent', 'sent', 'sent']);

    const rows = await stored();
    const received = (reference: string) => smtp.received.filter((m) => m.subject === `Quote ${reference}`);
    for (const row of rows) expect(received(row.reference).map((m) => m.messageId)).toEqual([`<${row.messageKey}@freight.test>`]);
    const again = rows.find((row) => row.reference === cutOff)!;
    expect(smtp.held[0]!.messageId).toBe(`<${again.messageKey}@freight.test>`);
    expect(rows.map((row) => [row.reference, row.attempts])).toEqual([[references[0], 1], [cutOff, 2], [references[2], 1]]);

    // The mail log, as staff read it on the instance that is left.
    const signIn = await fetch(`${second.base}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const log = await fetch(`${second.base}/api/monitor/mail/list?reference=KILL-${run}`, { headers: { authorization: `Bearer ${signIn.token}` } })
      .then((r) => r.json() as Promise<{ rows: { reference: string; status: string; attempts: number; lastError: string | null }[] }>);
    expect(log.rows.sort((a, b) => a.reference.localeCompare(b.reference))).toMatchObject([
      { reference: references[0], status: 'sent', attempts: 1, lastError: null },
      { reference: cutOff, status: 'sent', attempts: 2, lastError: 'attempt 1 did not finish: its sender stopped or hung while sending; sent again with the same Message-ID' },
      { reference: references[2], status: 'sent', attempts: 1, lastError: null },
    ]);
  }, 240_000);
});
