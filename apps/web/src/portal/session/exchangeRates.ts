/** CNY to USD and CNY to RUB, the latest record of each pair. */
export interface ExchangeRates {
  usd?: number;
  rub?: number;
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
