import { HotRailRatesQuery, RailRateQuery, todayUtc } from '@freight/domain';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { cachedReply, replyContext } from '../rates-common/index';
import { hotRailRates, searchRailRates } from './service';

/** callYhApiRailway: the rail LCL (or FCL) rate search; prices masked for anonymous callers. */
export const callYhApiRailway: GatewayCommand = {
  customerOnly: false,
  door: { writes: 'reads' },
  handler: async (ctx, req, call) => {
    const query = parseCommandData(RailRateQuery, call.content.data);
    const reply = await replyContext(ctx, req, call);
    return cachedReply(ctx.db, 'callYhApiRailway', query, reply, todayUtc(), async () => ({ rows: await searchRailRates(ctx.db, query, reply) }));
  },
};

/** callZxyjYhApi: the hot rail rates, LCL and FCL; prices masked for anonymous callers. */
export const callZxyjYhApi: GatewayCommand = {
  customerOnly: false,
  door: { writes: 'reads' },
  handler: async (ctx, req, call) => {
    const query = parseCommandData(HotRailRatesQuery, call.content.data);
    const reply = await replyContext(ctx, req, call);
    return cachedReply(ctx.db, 'callZxyjYhApi', query, reply, todayUtc(), () => hotRailRates(ctx.db, query, reply));
  },
};
