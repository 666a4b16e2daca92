import type { FastifyRequest } from 'fastify';
import { FclInquiryListQuery, RailInquiryListQuery, SeaInquiryListQuery, todayUtc } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { parseCommandData, type GatewayCommand, type VerifiedCall } from '../../../platform/gateway/index';
import { cachedReply, inquiriesVersion, replyContext, type ReplyContext } from '../rates-common/index';
import { fclInquiries } from './fclInquiries';
import { callerCustomer } from './paging';
import { railInquiries } from './railInquiries';
import { seaInquiries } from './seaInquiries';

/**
 * One list page for the caller's customer, computed once and served again until one of the customer's
 * inquiries changes (its inquiries version) or the port names it shows do (the rates version).
 */
async function customerList(
  ctx: AppContext, req: FastifyRequest, call: VerifiedCall, list: string, query: unknown,
  compute: (customerId: number, reply: ReplyContext) => Promise<unknown>,
) {
  const customerId = callerCustomer(call.session);
  const [reply, version] = await Promise.all([replyContext(ctx, req, call), inquiriesVersion(ctx.db, customerId)]);
  return cachedReply(ctx.db, list, { customerId, version, query }, reply, todayUtc(), () => compute(customerId, reply));
}

/** inquiryList: the caller's rail LCL inquiries with their calculated / authorized status. */
export const inquiryList: GatewayCommand = {
  customerOnly: true,
  door: { writes: 'reads' },
  handler: (ctx, req, call) => {
    const query = parseCommandData(RailInquiryListQuery, call.content.data);
    return customerList(ctx, req, call, 'inquiryList', query, (customerId, reply) => railInquiries(ctx.db, customerId, query, reply, (key) => req.t(key)));
  },
};

/** inquiryFclList: the caller's full-container inquiries. */
export const inquiryFclList: GatewayCommand = {
  customerOnly: true,
  door: { writes: 'reads' },
  handler: (ctx, req, call) => {
    const query = parseCommandData(FclInquiryListQuery, call.content.data);
    return customerList(ctx, req, call, 'inquiryFclList', query, (customerId, reply) => fclInquiries(ctx.db, customerId, query, reply));
  },
};

/** callYhApi inquirylist: the caller's sea inquiries and whether staff have quoted them. */
export const seaInquiryList: GatewayCommand = {
  customerOnly: true,
  handler: (ctx, req, call) => {
    const query = parseCommandData(SeaInquiryListQuery, call.content.data);
    return customerList(ctx, req, call, 'inquirylist', query, (customerId, reply) => seaInquiries(ctx.db, customerId, query, reply));
  },
};
