import { HotRailRatesQuery, RailRateQuery } from '@freight/domain';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { replyContext } from '../rates-common/index';
import { hotRailRates, searchRailRates } from './service';

/** callYhApiRailway: the rail LCL (or FCL) rate search; prices masked for anonymous callers. */
export const callYhApiRailway: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, req, call) => ({
    rows: await searchRailRates(ctx.db, parseCommandData(RailRateQuery, call.content.data), await replyContext(ctx, req, call)),
  }),
};

/** callZxyjYhApi: the hot rail rates, LCL and FCL; prices masked for anonymous callers. */
export const callZxyjYhApi: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, req, call) => hotRailRates(ctx.db, parseCommandData(HotRailRatesQuery, call.content.data), await replyContext(ctx, req, call)),
};
