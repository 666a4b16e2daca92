/** CNY to USD and CNY to RUB, the latest record of each pair: units of each currency for one unit of `base`. */
export interface ExchangeRates {
  usd?: number;
  rub?: number;
  /** The currency the rates are quoted for one unit of: the records' source currency (CNY). */
  base?: string;
  /** The day from which each rate applies (the record's fromdate), YYYY-MM-DD. */
  dates?: { usd?: string; rub?: string };
}

/** One exchange-rate record (portal.md §3); the server may send the rate as a decimal string. */
export interface ExchangeRateRecord {
  srccurrency?: string;
  destcurrency?: string;
  exchangerate: number | string;
  fromdate?: string;
}

/** What the callYhApi command `invoicetrans` answers: the pairs in force and the latest records. */
export interface InvoiceTrans {
  usd: ExchangeRateRecord | null;
  rub: ExchangeRateRecord | null;
  rows?: ExchangeRateRecord[];
}

function rateOf(record: ExchangeRateRecord | null | undefined): number | undefined {
  const value = Number(record?.exchangerate);
  return record && Number.isFinite(value) ? value : undefined;
}

const dayOf = (record: ExchangeRateRecord | null | undefined) => record?.fromdate?.slice(0, 10) || undefined;

export function exchangeRatesFrom(reply: InvoiceTrans | null | undefined): ExchangeRates {
  const usd = rateOf(reply?.usd);
  const rub = rateOf(reply?.rub);
  if (usd === undefined && rub === undefined) return {};
  return {
    usd,
    rub,
    base: reply?.usd?.srccurrency || reply?.rub?.srccurrency || 'CNY',
    dates: { usd: usd === undefined ? undefined : dayOf(reply?.usd), rub: rub === undefined ? undefined : dayOf(reply?.rub) },
  };
}

const dash = '—';

function rate(value: number | undefined): string {
  return value === undefined ? dash : value.toFixed(4);
}

/** "1 CNY = 0.1389 USD · 12.6734 RUB" when any rate is known, a dash when none is. */
export function formatExchangeRates({ usd, rub, base = 'CNY' }: ExchangeRates): string {
  if (usd === undefined && rub === undefined) return dash;
  return `1 ${base} = ${rate(usd)} USD · ${rate(rub)} RUB`;
}

/**
 * The days the shown rates apply from, each once: one day when both rates are of the same day (as the back office
 * enters them), else each currency with its own day.
 */
export function exchangeRateDays({ dates = {} }: ExchangeRates): { currency?: string; date: string }[] {
  const known = (['usd', 'rub'] as const).flatMap((key) => (dates[key] ? [{ currency: key.toUpperCase(), date: dates[key] }] : []));
  return new Set(known.map((day) => day.date)).size === 1 ? [{ date: known[0]!.date }] : known;
}
