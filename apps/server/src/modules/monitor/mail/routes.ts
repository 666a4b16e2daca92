import { z } from 'zod';
import { IdParam, MailIds, MailLogQuery } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { notFound } from '../../../platform/errors';
import { ok, pageTable } from '../../../platform/reply';
import { registerMailWorker } from '../../../platform/mail/worker';
import { quoteMailExtras } from '../../freight/quotes/mailExtras';
import { mailCommands } from './commands';
import { listMails, readMail } from './service';

const title = '邮件日志';

/**
 * The mail log (monitor): every mail the product wrote, sent or not, with its attempts; staff send again what
 * failed. The reply says whether an SMTP server is configured (without one, mails are kept, not sent).
 */
export const mailLogRoutes: RouteModule = (ctx) => async (app) => {
  // A quote's mails go out with the quoter as Reply-To and the quote's PDF, made as they are sent.
  registerMailWorker(app, ctx, quoteMailExtras(ctx));

  app.get('/monitor/mail/list', { config: { access: { permission: 'monitor:mail:list' } }, schema: { querystring: MailLogQuery } },
    async (req) => ({ ...pageTable(req, await listMails(ctx, req.query)), sending: ctx.config.mail !== undefined }));

  app.get('/monitor/mail/:mailId', { config: { access: { permission: 'monitor:mail:query' } }, schema: { params: z.object({ mailId: IdParam }) } },
    async (req) => {
      const mail = await readMail(ctx, req.params.mailId);
      if (!mail) throw notFound();
      return ok(req, { data: mail });
    });

  app.put('/monitor/mail/resend/:mailIds', {
    config: { access: { permission: 'monitor:mail:resend' }, command: 'monitor:mail:resend', log: { title, businessType: BusinessType.edit } },
    schema: { params: z.object({ mailIds: MailIds }) },
  }, async (req) => ok(req, { data: { resent: await mailCommands.resend(ctx, actorOf(req), req.params.mailIds) } }));
};
