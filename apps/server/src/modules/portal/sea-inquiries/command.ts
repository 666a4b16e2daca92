import { SeaInquiryPayload, SeaQuotationQuery } from '@freight/domain';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { admitInquiry } from '../inquiries-common/admission';
import { inquiryOwner } from '../inquiries-common/submission';
import { replyContext } from '../rates-common/index';
import { createSeaInquiry, seaQuotation } from './service';

/** callYhImport: a signed-in customer asks for a quote on a sea rate. */
export const callYhImport: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, _req, call) => {
    const { owner, data } = await admitInquiry(ctx, call, SeaInquiryPayload);
    return createSeaInquiry(ctx.db, owner, call.session.usercode, data);
  },
};

/** callYhApi `seaquotation`: one of the caller's sea inquiries with its quotation. */
export const seaquotation: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, req, call) => {
    const { inquiryId } = parseCommandData(SeaQuotationQuery, call.content.data);
    return seaQuotation(ctx.db, inquiryOwner(call.session), inquiryId, await replyContext(ctx, req, call));
  },
};
