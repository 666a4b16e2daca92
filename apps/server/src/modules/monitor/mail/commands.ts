import { staffCommand } from '../../../platform/commands/command';
import { resendMails } from '../../../platform/mail/outbox';

/** Staff send mails again here only; the answer is how many were found and queued again. */
export const mailCommands = {
  resend: staffCommand('monitor:mail:resend', (ctx, _actor, mailIds: number[]) => resendMails(ctx.db, mailIds)),
};
