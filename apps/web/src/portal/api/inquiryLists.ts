import type {
  FclInquiryListQuery, FclInquiryRow, InquiryPage, RailInquiryListQuery, RailInquiryRow, SeaInquiryListQuery, SeaInquiryRow,
} from '@freight/domain';
import { callCommand, callGateway } from '../../shared/gateway/client';

export type { InquiryPage };
export type RailInquiry = RailInquiryRow;
export type FclInquiry = FclInquiryRow;
export type SeaInquiry = SeaInquiryRow;

/** The customer's rail LCL inquiries, one page (inquiryList). */
export const railInquiries = (query: RailInquiryListQuery) => callGateway<InquiryPage<RailInquiry>>('inquiryList', query);

/** The customer's full-container inquiries, one page (inquiryFclList). */
export const fclInquiries = (query: FclInquiryListQuery) => callGateway<InquiryPage<FclInquiry>>('inquiryFclList', query);

/** The customer's sea inquiries and their quotations, one page (callYhApi inquirylist). */
export const seaInquiries = (query: SeaInquiryListQuery) => callCommand<InquiryPage<SeaInquiry>>('inquirylist', query);
