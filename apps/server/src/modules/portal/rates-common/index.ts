import type { FastifyRequest } from 'fastify';
import type { VerifiedCall } from '../../../platform/gateway/index';
import type { ReplyContext } from './views';

/**
 * What the portal's rate and port features share (the one door to it): names in the caller's
 * language, price masking for anonymous callers, the server date, and the rate rows with their
 * visibility rules.
 */
export { today } from './dates';
export { localName, localRemark, portLabel, type Names } from './language';
export { price } from './masking';
export { requireKnownPorts } from './ports';
export {
  carrierName, laneOpen, railFclRates, railFclRow, railLclRates, railLclRow, rateOpen, seaRates, seaRow, type ReplyContext,
} from './views';

/** The caller's language (Accept-Language or the language cookie) and whether prices must be masked. */
export const replyContext = (req: FastifyRequest, { session }: VerifiedCall): ReplyContext =>
  ({ language: req.language, anonymous: session.isAnonymous });
