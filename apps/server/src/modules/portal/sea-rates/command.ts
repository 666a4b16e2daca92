import { SeaRateQuery, SurchargeQuery, todayUtc } from '@freight/domain';
import { parseCommandData, serializedRows, type GatewayCommand } from '../../../platform/gateway/index';
import { cachedReply, replyContext } from '../rates-common/index';
import { rateSurcharges, searchSeaRates } from './service';

/** fclRate: the sea full-container rate search, for signed-in customers (the sea page needs a sign-in). */
export const fclRate: GatewayCommand = {
  customerOnly: true,
  door: { writes: 'reads' },
  handler: async (ctx, req, call) => {
    const query = parseCommandData(SeaRateQuery, call.content.data);
    const reply = await replyContext(ctx, req, call);
    return cachedReply(ctx.db, 'fclRate', query, reply, todayUtc(), async () => serializedRows(await searchSeaRates(ctx.db, query, reply)));
  },
};

/** callYhApi `surcharges`: the other charges of a sea rate or a rail LCL rate; amounts masked for anonymous callers. */
export const surcharges: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, req, call) => ({
    rows: await rateSurcharges(ctx.db, parseCommandData(SurchargeQuery, call.content.data), await replyContext(ctx, req, call)),
  }),
};
