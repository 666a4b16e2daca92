import { maskedPrice } from '@freight/domain';

export { maskedPrice };

/** A price as the gateway sends it: a number, "***" for anonymous visitors, or null when a box is not offered. */
export type Money = number | string | null | undefined;

export function isMasked(value: Money): boolean {
  return value === maskedPrice;
}

/** The number in a price, or undefined when masked, missing or not a number. */
export function amountOf(value: Money): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '' || isMasked(value)) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
