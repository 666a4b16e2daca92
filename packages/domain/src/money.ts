/**
 * Two decimals, halves away from zero, of the decimal a number stands for, as a numeric(12, 2) column keeps it: the
 * binary noise of 2.135 (2.13499…) or 1.15 × 1.5 (1.72499…) is cleared at nine decimals before the cents are rounded.
 */
export const round2 = (value: number): number => Math.sign(value) * Number(`${Math.round(Number(`${Math.abs(value).toFixed(9)}e2`))}e-2`);
