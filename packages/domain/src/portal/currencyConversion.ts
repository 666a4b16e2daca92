/**
 * Turning an amount of one currency into another with the exchange-rate records (portal.md §3
 * exchange-rate record). The records are stored one way only ("1 CNY = 0.1404 USD"); the opposite
 * way uses the same record inverted, so staff keep one record per pair.
 */

/** One `srccurrency` is worth `exchangerate` units of `destcurrency` from `fromdate` (YYYY-MM-DD) on. */
export interface CurrencyRate {
  srccurrency: string;
  destcurrency: string;
  exchangerate: number;
  fromdate: string;
}

/** No record in force converts `from` into `to`: what needs it cannot be priced. */
export class ExchangeRateMissing extends Error {
  constructor(readonly from: string, readonly to: string) {
    super(`no exchange rate ${from} -> ${to}`);
  }
}

/**
 * Units of `to` for one `from`, with the record that says so: the pair as stored, else the opposite
 * pair inverted; undefined when neither is among `rates` (the records in force, the latest per pair).
 */
export function conversion(from: string, to: string, rates: readonly CurrencyRate[]): { factor: number; rate: CurrencyRate } | undefined {
  const direct = rates.find((r) => r.srccurrency === from && r.destcurrency === to);
  if (direct) return { factor: direct.exchangerate, rate: direct };
  const opposite = rates.find((r) => r.srccurrency === to && r.destcurrency === from);
  return opposite ? { factor: 1 / opposite.exchangerate, rate: opposite } : undefined;
}
