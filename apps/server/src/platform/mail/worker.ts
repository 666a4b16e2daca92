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

/** What goes with a mail beyond its stored parts, made as it is sent from what the mail names: where replies go, files. */
export interface MailExtras {
  replyTo?: { name: string; address: string };
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** A mail's extras, by its topic and reference; none for a mail whose topic has none. */
export type MailExtrasOf = (mail: TakenMail) => Promise<MailExtras>;

export interface MailWorkerOptions {
  /** Seconds between two passes. */
  pollSeconds: number;
  /** Seconds a take holds a mail; another instance takes it after that (MAIL_HOLD_SECONDS). */
  holdSeconds: number;
  onError: (error: unknown) => void;
  /** Told of a mail sent again after an attempt that did not finish, before it goes. */
  onCutOff?: (mail: TakenMail, messageId: string) => void;
  extras?: MailExtrasOf;
}

/**
 * Sends what the outbox holds, on every instance: each step takes one due mail no other instance holds (so the hold
 * starts as its sending does), hands it to the SMTP server and records the attempt, until none is due. Runs every
 * `pollSeconds` while the app runs.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private transport: Transporter | undefined;
  /** The right side of every Message-ID: the sender's domain. */
  private readonly idDomain: string;

  constructor(private readonly db: Db, private readonly settings: MailSettings, private readonly options: MailWorkerOptions) {
    this.idDomain = /@([^\s@<>]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost';
  }

  start(): void {
    this.timer = setInterval(() => void this.pass(), this.options.pollSeconds * 1000);
    void this.pass();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** One pass (a pass already under way is joined, not doubled). */
  pass(now = () => new Date()): Promise<void> {
    this.running ??= this.sendDue(now).catch(this.options.onError).finally(() => { this.running = undefined; });
    return this.running;
  }

  /** The Message-ID every attempt at `mail` sends. */
  messageId(mail: Pick<TakenMail, 'messageKey'>): string {
    return `<${mail.messageKey}@${this.idDomain}>`;
  }

  private async sendDue(now: () => Date): Promise<void> {
    for (;;) {
      const [mail] = await takeDueMails(this.db, now(), 1, this.options.holdSeconds);
      if (!mail) return;
      if (mail.cutOff) this.options.onCutOff?.(mail, this.messageId(mail));
      // A mail resent from the log to an address no mailer takes fails again, and never reaches a header.
      const refused = refusedRecipient(mail.recipient);
      if (refused) await recordAttempt(this.db, mail, now(), refused, true);
      else await recordAttempt(this.db, mail, now(), await this.send(mail));
    }
  }

  /** Hands one mail to the SMTP server, with the Message-ID drawn with its row; answers why it was refused, if it was. */
  private async send(mail: TakenMail): Promise<string | undefined> {
    const reason = (refused: unknown) => (refused instanceof Error ? refused.message : String(refused));
    let extras: MailExtras;
    try {
      extras = (await this.options.extras?.(mail)) ?? {};
    } catch (failed) {
      // What the mail names could not be read or made now (the database away): a refusal like any other, retried.
      return reason(failed);
    }
    const transport = this.transport ??= (await loadNodemailer()).createTransport(this.settings.smtpUrl);
    return transport.sendMail({
      from: this.settings.from, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html,
      messageId: this.messageId(mail), ...extras,
    }).then(() => undefined, reason);
  }
}

/** Runs the mail worker while the app runs, when an SMTP server is configured; without one, mails stay in the outbox. */
export function registerMailWorker(app: FastifyInstance, ctx: AppContext, extras?: MailExtrasOf): void {
  const settings = ctx.config.mail;
  if (!settings) return;
  const worker = new MailWorker(ctx.db, settings, {
    pollSeconds: ctx.config.mailPollSeconds, holdSeconds: ctx.config.mailHoldSeconds, extras,
    onError: (error) => app.log.error({ err: error }, 'mail worker failed'),
    onCutOff: (mail, messageId) => app.log.warn({ mailId: mail.mailId, messageId, attempt: mail.attempts },
      'mail taken over after an attempt that did not finish (its sender stopped or hung); sending it again with the same Message-ID'),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
