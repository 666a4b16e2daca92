import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { AppContext } from '../context';
import { onFirstUse } from '../onFirstUse';
import { recordAttempt, refusedRecipient, takeDueMails, type TakenMail } from './outbox';

const loadNodemailer = onFirstUse(() => import('nodemailer').then((module) => module.default));

/** Where mails go: the SMTP server (`SMTP_URL`) and the sender (`MAIL_FROM`). */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/** Mails one pass takes at most: the next pass follows at once when there were that many. */
const batch = 20;

/**
 * Sends what the outbox holds, on every instance: each pass takes the due mails no other instance holds, hands
 * them to the SMTP server one by one and records each attempt. Runs every `pollSeconds` while the app runs.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private transport: Transporter | undefined;
  /** The right side of every Message-ID: the sender's domain. */
  private readonly idDomain: string;

  constructor(private readonly db: Db, private readonly settings: MailSettings, private readonly pollSeconds: number,
    private readonly onError: (error: unknown) => void) {
    this.idDomain = /@([^\s@<>]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
  }

  start(): void {
    this.timer = setInterval(() => void this.pass(), this.pollSeconds * 1000);
    void this.pass();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** One pass (a pass already under way is joined, not doubled). */
  pass(now = () => new Date()): Promise<void> {
    this.running ??= this.sendDue(now).catch(this.onError).finally(() => { this.running = undefined; });
    return this.running;
  }

  private async sendDue(now: () => Date): Promise<void> {
    for (;;) {
      const taken = await takeDueMails(this.db, now(), batch);
      for (const mail of taken) {
        // A mail resent from the log to an address no mailer takes fails again, and never reaches a header.
        const refused = refusedRecipient(mail.recipient);
        if (refused) await recordAttempt(this.db, mail, now(), refused, true);
        else await recordAttempt(this.db, mail, now(), await this.send(mail));
      }
      if (taken.length < batch) return;
    }
  }

  /** Hands one mail to the SMTP server, with the Message-ID drawn with its row; answers why it was refused, if it was. */
  private async send(mail: TakenMail): Promise<string | undefined> {
    const transport = this.transport ??= (await loadNodemailer()).createTransport(this.settings.smtpUrl);
    return transport.sendMail({
      from: this.settings.from, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html,
      messageId: `<${mail.messageKey}@${this.idDomain}>`,
    }).then(() => undefined, (refused: unknown) => (refused instanceof Error ? refused.message : String(refused)));
  }
}

/** Runs the mail worker while the app runs, when an SMTP server is configured; without one, mails stay in the outbox. */
export function registerMailWorker(app: FastifyInstance, ctx: AppContext): void {
  const settings = ctx.config.mail;
  if (!settings) return;
  const worker = new MailWorker(ctx.db, settings, ctx.config.mailPollSeconds, (error) => app.log.error({ err: error }, 'mail worker failed'));
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
