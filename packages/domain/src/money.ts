/**
 * Two decimals, halves away from zero, of the decimal a number stands for, as a numeric(12, 2) column keeps it: the
 * binary noise of 2.135 (2.13499…) or 1.15 × 1.5 (1.72499…) is cleared at nine decimals before the cents are rounded.
 */
export function round2(value: number): number {
  const decimal = Math.abs(value).toFixed(9);
  // Shifting by the exponent keeps the decimal; multiplying by 100 would bring the noise back.
  const cents = Math.round(Number(`${decimal}e2`));
  return (Math.sign(value) * cents) / 100;
}
