import { HolidaysQuery, RailFclInquiryPayload, RailLclInquiryPayload, TruckRateLookup } from '@freight/domain';
import { type GatewayCommand } from '../../../platform/gateway/index';
import { admitInquiry } from '../inquiries-common/admission';
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
  handler: async (ctx, _req, call) => {
    const { owner, data } = await admitInquiry(ctx, call, RailLclInquiryPayload);
    return submitRailLclInquiry(ctx.db, owner, call.session.usercode, data);
  },
};

/** inquiryFcl: a rail full-container quote request priced by the server. */
export const inquiryFcl: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, _req, call) => {
    const { owner, data } = await admitInquiry(ctx, call, RailFclInquiryPayload);
    return submitRailFclInquiry(ctx.db, owner, call.session.usercode, data);
  },
};
