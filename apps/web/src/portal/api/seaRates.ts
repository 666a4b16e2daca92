import { seaContainerTypes, type SeaContainerType, type SeaRateQuery, type SeaRateReply, type SeaRateRow, type SeaSort } from '@freight/domain';
import { callGateway } from '../../shared/gateway/client';

/** A sea FCL rate row (docs/api.md, rate and port calls 6). Box prices are null where a box is not offered. */
export type SeaRate = SeaRateRow;
export type SeaCarrier = SeaRateReply['carriers'][number];
export type SeaRates = SeaRateReply;

export const containerTypes = seaContainerTypes;
export type ContainerType = SeaContainerType;
export type SeaSortBy = SeaSort;

/** The fclRate payload as the sea page sends it. */
export type SeaRateSearch = SeaRateQuery;

/** Sea FCL rates of a route, filtered and sorted on the server (fclRate, signed-in customers). */
export function seaRates(search: SeaRateSearch): Promise<SeaRates> {
  return callGateway<SeaRates>('fclRate', search);
}
