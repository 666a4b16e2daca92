import { HolidaysQuery, RailFclInquiryPayload, RailLclInquiryPayload, TruckRateLookup } from '@freight/domain';
import { type GatewayCommand } from '../../../platform/gateway/index';
import { inquiryOwner } from '../inquiries-common/submission';
import { parseInquiry } from '../inquiries-common/parse';
import { holidays, truckRates } from './pickup';
import { submitRailFclInquiry } from './railFcl';
import { submitRailLclInquiry } from './railLcl';

/** truckrate: the pickup rate from a region to a departure station; no rows when there is none. */
export const truckrate: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, _req, call) => {
    const query = parseInquiry(TruckRateLookup, call.content.data);
    return { rows: await truckRates(ctx.db, query.toarea, query.portcode) };
  },
};

/** callYhApi `holidays`: the holidays of a period, for the pickup date of the LCL calculator. */
export const holidaysCommand: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, _req, call) => {
    const query = parseInquiry(HolidaysQuery, call.content.data);
    return { rows: await holidays(ctx.db, query.datefrom, query.dateto) };
  },
};

/** railwayInquiry: calculate or authorize a rail LCL inquiry at the server's reference price. */
export const railwayInquiry: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, _req, call) =>
    submitRailLclInquiry(ctx.db, inquiryOwner(call.session), call.session.usercode, parseInquiry(RailLclInquiryPayload, call.content.data)),
};

/** inquiryFcl: a rail full-container quote request priced by the server. */
export const inquiryFcl: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, _req, call) =>
    submitRailFclInquiry(ctx.db, inquiryOwner(call.session), call.session.usercode, parseInquiry(RailFclInquiryPayload, call.content.data)),
};
