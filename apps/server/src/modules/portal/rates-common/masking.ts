import { maskedPrice, type Price } from '@freight/domain';

/**
 * Every price of a reply goes through here: an anonymous caller gets "***", never a number
 * (design.md §5). A box a rate does not quote stays null: "not offered" tells no price.
 */
export function price(value: number, anonymous: boolean): Price;
export function price(value: number | null, anonymous: boolean): Price | null;
export function price(value: number | null, anonymous: boolean): Price | null {
  if (value === null) return null;
  return anonymous ? maskedPrice : value;
}
