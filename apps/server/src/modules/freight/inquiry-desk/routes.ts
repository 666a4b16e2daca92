import { z } from 'zod';
import { edited, HandledBody, IdParam, InquiryDeskFilter, InquiryDeskQuery, RailQuoteBody, SeaQuoteBody } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { sendWorkbook } from '../../../platform/excel/workbook';
import type { Page } from '../../../platform/list/page';
import { ok, okData, pageTable } from '../../../platform/reply';
import { inquiryDeskCommands } from './commands';
import { fclDetail, railDetail, seaDetail } from './detail';
import { fclWorkbook, railWorkbook, seaWorkbook } from './export';
import { deskLists } from './lists';

const title = '询价管理';
const access = (permission: string) => ({ access: { permission } });
const details = { rail: railDetail, fcl: fclDetail, sea: seaDetail } as const;
const Mode = z.enum(['rail', 'fcl', 'sea']);

/** The inquiry desk (issue 7): every customer's inquiries per mode, their details and export, marking rail ones handled, quoting them. */
export const inquiryDeskRoutes: RouteModule = (ctx) => async (app) => {
  const lists = deskLists(ctx);

  app.get('/freight/inquiry/:mode/list', { config: access('freight:inquiry:list'), schema: { params: z.object({ mode: Mode }), querystring: InquiryDeskQuery } },
    async (req) => {
      const page: Page<object> = await lists[req.params.mode].page(req.query);
      return pageTable(req, page);
    });

  app.post('/freight/inquiry/:mode/export', {
    config: { ...access('freight:inquiry:export'), writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { params: z.object({ mode: Mode }), body: InquiryDeskFilter.default({}) },
  }, async (req, reply) => {
    const filter = req.body;
    switch (req.params.mode) {
      case 'rail': return sendWorkbook(req, reply, railWorkbook(ctx, filter, req.language));
      case 'fcl': return sendWorkbook(req, reply, fclWorkbook(ctx, filter, req.language));
      case 'sea': return sendWorkbook(req, reply, seaWorkbook(ctx, filter, req.language));
    }
  });

  app.put('/freight/inquiry/sea/quote', {
    config: { ...access('freight:inquiry:quote'), command: 'freight:inquiry:quote', log: { title, businessType: BusinessType.edit } },
    schema: { body: edited(SeaQuoteBody) },
  }, async (req) => {
    await inquiryDeskCommands.quote(ctx, actorOf(req), { mode: 'sea', body: req.body });
    return ok(req);
  });

  app.put('/freight/inquiry/:mode/quote', {
    config: { ...access('freight:inquiry:quote'), command: 'freight:inquiry:quote', log: { title, businessType: BusinessType.edit } },
    schema: { params: z.object({ mode: z.enum(['rail', 'fcl']) }), body: edited(RailQuoteBody) },
  }, async (req) => {
    await inquiryDeskCommands.quote(ctx, actorOf(req), { mode: req.params.mode, body: req.body });
    return ok(req);
  });

  app.put('/freight/inquiry/:mode/handled', {
    config: { ...access('freight:inquiry:handle'), command: 'freight:inquiry:handle', log: { title, businessType: BusinessType.edit } },
    schema: { params: z.object({ mode: z.enum(['rail', 'fcl']) }), body: HandledBody },
  }, async (req) => {
    await inquiryDeskCommands.handled(ctx, actorOf(req), req.params.mode, req.body);
    return ok(req);
  });

  app.get('/freight/inquiry/:mode/:inquiryId', {
    config: access('freight:inquiry:query'),
    schema: { params: z.object({ mode: Mode, inquiryId: IdParam }) },
  }, async (req) => okData(req, await details[req.params.mode](ctx, req.params.inquiryId)));
};
