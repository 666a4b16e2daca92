import { RateDetailQuery } from '@freight/domain';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { replyContext } from '../rates-common/index';
import { rateDetail } from './service';

/** callYhApi `ratedetail`: one sea, rail LCL or rail FCL rate; prices masked for anonymous callers. */
export const ratedetail: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, req, call) => rateDetail(ctx.db, parseCommandData(RateDetailQuery, call.content.data), await replyContext(ctx, req, call)),
};
