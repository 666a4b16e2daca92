import { SeaInquiryPayload, SeaQuotationQuery } from '@freight/domain';
import { customerActorOf } from '../../../platform/commands/customerCommand';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { inquiryCommand } from '../inquiries-common/admission';
import { parseInquiry } from '../inquiries-common/parse';
import { inquiryOwner } from '../inquiries-common/submission';
import { replyContext } from '../rates-common/index';
import { createSeaInquiry, seaQuotation } from './service';

/** Sea inquiries are sent here only, whatever the door. */
export const seaInquiryCommands = {
  add: inquiryCommand('portal:seaInquiry:add', createSeaInquiry),
};

/** callYhImport: a signed-in customer asks for a quote on a sea rate. */
export const callYhImport: GatewayCommand = {
  customerOnly: true,
  door: { command: 'portal:seaInquiry:add' },
  handler: async (ctx, _req, call) => seaInquiryCommands.add(ctx, customerActorOf(call.session), parseInquiry(SeaInquiryPayload, call.content.data)),
};

/** callYhApi `seaquotation`: one of the caller's sea inquiries with its quotation. */
export const seaquotation: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, req, call) => {
    const { inquiryId } = parseCommandData(SeaQuotationQuery, call.content.data);
    return seaQuotation(ctx.db, inquiryOwner(call.session), inquiryId, await replyContext(ctx, req, call));
  },
};
