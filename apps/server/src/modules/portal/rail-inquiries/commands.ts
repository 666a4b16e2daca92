import { HolidaysQuery, RailFclInquiryPayload, RailLclInquiryPayload, TruckRateLookup } from '@freight/domain';
import { customerActorOf } from '../../../platform/commands/customerCommand';
import { type GatewayCommand } from '../../../platform/gateway/index';
import { inquiryCommand } from '../inquiries-common/admission';
import { parseInquiry } from '../inquiries-common/parse';
import { holidays, truckRates } from './pickup';
import { submitRailFclInquiry } from './railFcl';
import { submitRailLclInquiry } from './railLcl';

/** Rail inquiries are sent here only, whatever the door: an LCL one calculated or authorized, a full-container one priced. */
export const railInquiryCommands = {
  submitLcl: inquiryCommand('portal:railLclInquiry:submit', submitRailLclInquiry),
  addFcl: inquiryCommand('portal:railFclInquiry:add', submitRailFclInquiry),
};

/** truckrate: the pickup rate from a region to a departure station; no rows when there is none. */
export const truckrate: GatewayCommand = {
  customerOnly: true,
  door: { writes: 'reads' },
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
  door: { command: 'portal:railLclInquiry:submit' },
  handler: async (ctx, _req, call) => railInquiryCommands.submitLcl(ctx, customerActorOf(call.session), parseInquiry(RailLclInquiryPayload, call.content.data)),
};

/** inquiryFcl: a rail full-container quote request priced by the server. */
export const inquiryFcl: GatewayCommand = {
  customerOnly: true,
  door: { command: 'portal:railFclInquiry:add' },
  handler: async (ctx, _req, call) => railInquiryCommands.addFcl(ctx, customerActorOf(call.session), parseInquiry(RailFclInquiryPayload, call.content.data)),
};
