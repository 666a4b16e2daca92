import { FclInquiryListQuery, RailInquiryListQuery, SeaInquiryListQuery } from '@freight/domain';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { replyContext } from '../rates-common/index';
import { fclInquiries } from './fclInquiries';
import { callerCustomer } from './paging';
import { railInquiries } from './railInquiries';
import { seaInquiries } from './seaInquiries';

/** inquiryList: the caller's rail LCL inquiries with their calculated / authorized status. */
export const inquiryList: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, req, call) => railInquiries(ctx.db, callerCustomer(call.session), parseCommandData(RailInquiryListQuery, call.content.data),
    await replyContext(ctx, req, call), (key) => req.t(key)),
};

/** inquiryFclList: the caller's full-container inquiries. */
export const inquiryFclList: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, req, call) =>
    fclInquiries(ctx.db, callerCustomer(call.session), parseCommandData(FclInquiryListQuery, call.content.data), await replyContext(ctx, req, call)),
};

/** callYhApi inquirylist: the caller's sea inquiries and whether staff have quoted them. */
export const seaInquiryList: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, req, call) =>
    seaInquiries(ctx.db, callerCustomer(call.session), parseCommandData(SeaInquiryListQuery, call.content.data), await replyContext(ctx, req, call)),
};
