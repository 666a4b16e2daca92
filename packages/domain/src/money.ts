/**
 * Two decimals, halves away from zero, of the decimal a number stands for, as a numeric(12, 2) column keeps it: the
 * binary noise of 2.135 (2.13499…) or 1.15 × 1.5 (1.72499…) is cleared at nine decimals before the cents are rounded.
 */
export function round2(value: number): number {
  // Away from a half cent the noise cannot move the cents (it is far below 0.01 cent for any amount a column holds):
  // the cents of the value itself, without writing out its decimal (a reply prices hundreds of boxes).
  const near = Math.abs(value) * 100;
  const rounded = Math.round(near);
  if (Math.abs(near - rounded) < 0.49) return (Math.sign(value) * rounded) / 100;
  const decimal = Math.abs(value).toFixed(9);
  // Shifting by the exponent keeps the decimal; multiplying by 100 would bring the noise back.
  const cents = Math.round(Number(`${decimal}e2`));
  return (Math.sign(value) * cents) / 100;
}

/** An amount as documents and mails show it: two decimals, thousands grouped ("1,234.50"). */
export const moneyText = (amount: number): string => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amounts summed per currency, to the cent, in the order their currencies first appear. */
export function totalsPerCurrency(amounts: readonly { currencycode: string; amount: number }[]): { currencycode: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const { currencycode, amount } of amounts) totals.set(currencycode, round2((totals.get(currencycode) ?? 0) + amount));
  return [...totals].map(([currencycode, amount]) => ({ currencycode, amount }));
}
