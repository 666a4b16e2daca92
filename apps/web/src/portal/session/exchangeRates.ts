/** CNY to USD and CNY to RUB, the latest record of each pair. */
export interface ExchangeRates {
  usd?: number;
  rub?: number;
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

export function exchangeRatesFrom(reply: InvoiceTrans | null | undefined): ExchangeRates {
  return { usd: rateOf(reply?.usd), rub: rateOf(reply?.rub) };
}

const dash = '—';

function rate(value: number | undefined): string {
  return value === undefined ? dash : value.toFixed(4);
}

/** "USD 0.1389 · RUB 12.6734" when any rate is known, a dash when none is. */
export function formatExchangeRates({ usd, rub }: ExchangeRates): string {
  if (usd === undefined && rub === undefined) return dash;
  return `USD ${rate(usd)} · RUB ${rate(rub)}`;
}
