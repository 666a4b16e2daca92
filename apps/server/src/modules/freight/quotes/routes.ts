import { z } from 'zod';
import { IdParam } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { attachment, ok, okData } from '../../../platform/reply';
import { quoteCommands } from './commands';
import { quoteDocument } from './document';
import { deskModes, quoteHistory } from './service';

const title = '询价管理';
const Target = z.object({ mode: z.enum(['rail', 'fcl', 'sea']), inquiryId: IdParam });
const Withdrawal = z.object({ reason: z.string().trim().max(500).optional() }).default({});

/** The desks' side of a quote's life: its history, withdrawing an open quote, and the quote as the customer's PDF. */
export const quoteRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/freight/inquiry/:mode/history/:inquiryId', { config: { access: { permission: 'freight:inquiry:query' } }, schema: { params: Target } },
    async (req) => okData(req, await quoteHistory(ctx, deskModes[req.params.mode], req.params.inquiryId)));

  app.put('/freight/inquiry/:mode/withdraw/:inquiryId', {
    config: { access: { permission: 'freight:inquiry:quote' }, command: 'freight:inquiry:withdraw', log: { title, businessType: BusinessType.edit } },
    schema: { params: Target, body: Withdrawal },
  }, async (req) => {
    const moved = await quoteCommands.withdraw(ctx, actorOf(req), deskModes[req.params.mode], req.params.inquiryId, req.body.reason);
    return ok(req, { data: { quotestatus: moved.status } });
  });

  app.post('/freight/inquiry/:mode/pdf/:inquiryId', {
    config: { access: { permission: 'freight:inquiry:query' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { params: Target },
  }, async (req, reply) => {
    const { filename, doc } = await quoteDocument(ctx, { type: deskModes[req.params.mode], inquiryId: req.params.inquiryId }, {});
    return reply.type('application/pdf').header('content-disposition', attachment(filename)).send(doc);
  });
};
