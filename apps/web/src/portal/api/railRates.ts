import type { HotRailRatesQuery, RailFclRow, RailLclPrice, RailLclRow, RailRateQuery } from '@freight/domain';
import { callGateway, type CallOptions } from '../../shared/gateway/client';

/** A rail LCL rate; its freight is a list of prices, the first one is the rate. */
export type RailLclRate = RailLclRow;
/** A rail FCL rate: 40HQ with the carrier's box (COC, price20) or the shipper's own (SOC, pricehc). */
export type RailFclRate = RailFclRow;
export type RailPrice = RailLclPrice;

/**
 * Where and when a train runs, shared by rail rates and rail inquiries (which may come without localised
 * XC__ names). XC__ names are in the caller's language.
 */
export interface RailLeg {
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  XC__portofloadingcode?: string;
  XC__portofdischargecode?: string;
  XC__finaldestinationcode?: string;
  senddatetime: string;
  blclosetime: string;
  closingtime: string;
  voyage: string | number;
}

/** What a rail rate page searches for. */
export type RailRateSearch = Required<Pick<RailRateQuery, 'portofloadingcode' | 'finaldestinationcode' | 'isAnonymous'>> & { etddatefrom: string };

/** Rates asked for per search (portal.md §9). */
export const rateRows = 100;

interface RailRows<Row> {
  rows: Row[];
}

function railRates<Row>(search: RailRateSearch, loadingtype: 'LCL' | 'FCL', options?: CallOptions): Promise<RailRows<Row>> {
  const query: RailRateQuery = { ...search, loadingtype, maxrows: rateRows };
  return callGateway<RailRows<Row>>('callYhApiRailway', query, options);
}

/** Rail LCL rates of a route (callYhApiRailway). */
export const railLclRates = (search: RailRateSearch, options?: CallOptions) => railRates<RailLclRate>(search, 'LCL', options);

/** Rail FCL rates of a route (callYhApiRailway, loading type FCL). */
export const railFclRates = (search: RailRateSearch, options?: CallOptions) => railRates<RailFclRate>(search, 'FCL', options);

/** The rail rate lists, by the name of their call in the query key. */
export const railRateCalls = { railLcl: railLclRates, railFcl: railFclRates };
export type RailMode = keyof typeof railRateCalls;

export interface HotRailRates {
  lcl: RailLclRate[];
  fcl: RailFclRate[];
}

/** The featured rail rates in force (callZxyjYhApi). */
export function hotRailRates(maxrows = 20): Promise<HotRailRates> {
  const query: HotRailRatesQuery = { maxrows };
  return callGateway<HotRailRates>('callZxyjYhApi', query);
}

export const hotRailRatesKey = (language: string) => ['portal', 'hotRailRates', language] as const;
