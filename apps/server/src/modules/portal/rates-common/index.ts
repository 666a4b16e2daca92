import type { FastifyRequest } from 'fastify';
import type { Language } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { VerifiedCall } from '../../../platform/gateway/index';
import { portNames } from './portNames';
import { customerPricing, unpriced } from './pricing';
import { ratesVersion } from './portalVersions';
import type { ReplyContext } from './views';

/**
 * What the portal's rate and port features share (the one door to it): names in the caller's
 * language, price masking for anonymous callers, the server date, and the rate rows with their
 * visibility rules.
 */
export { localName, localRemark, localText, portLabel, type Names } from './language';
export { price } from './masking';
export { refuseUnknownPorts, requireKnownPorts } from './ports';
export {
  carrierName, chargeAmount, laneOpen, railFclRates, railFclRow, railLclRates, railLclRow, rateOpen, seaLaneRates, seaLanesRates, seaRates, seaRow, seaSortPrice, type ReplyContext, type SeaRateOf, type SeaRaw,
} from './views';
export { byCodeUnit, keepLane, laneFromJson, laneFromRows, laneRateLimit, laneRates, type OpenLane } from './laneRates';
export { keptRow } from './keptRows';

export { cachedReply } from './replyCache';
export { inquiriesVersion, markupsVersion, ratesVersion } from './portalVersions';
export { customerPricing, type LaneOf, type Pricing } from './pricing';

/**
 * What a reply is made for: the reader's language, whether prices must be masked, the rates version the reply is
 * made at, port names of that version, and the customer's prices.
 */
export async function readerContext(ctx: AppContext, language: Language, reader: { isAnonymous: boolean; customerId?: number }): Promise<ReplyContext> {
  const [version, pricing] = await Promise.all([
    ratesVersion(ctx.db),
    reader.isAnonymous || reader.customerId === undefined ? unpriced : customerPricing(ctx.db, reader.customerId),
  ]);
  return { language, anonymous: reader.isAnonymous, version, ports: await portNames(ctx.db, version), pricing };
}

/** The context of a portal call: the caller's language (Accept-Language or the language cookie) and session. */
export const replyContext = (ctx: AppContext, req: FastifyRequest, { session }: VerifiedCall): Promise<ReplyContext> =>
  readerContext(ctx, req.language, session);
