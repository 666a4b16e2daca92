import { withinCalendar } from '../bounds';

/*
 * What the rate pages read from a shared link or show for a price, without the schemas: a list opened by a
 * link loads no validation code. The schemas in rates.ts are built on the same rules.
 */

/** What an anonymous caller gets instead of every price number. */
export const maskedPrice = '***';
export type MaskedPrice = typeof maskedPrice;

/** 'ox' sea, 'rt' rail. */
export const moduleTypes = ['ox', 'rt'] as const;
export type ModuleType = (typeof moduleTypes)[number];

/** Sea box types of the container-type filter, and the price field each one reads. */
export const seaContainerTypes = ['20GP', '40GP', '40HC', '45HQ', '40NOR'] as const;
export type SeaContainerType = (typeof seaContainerTypes)[number];
export const seaPriceField = {
  '20GP': 'price20', '40GP': 'price40', '40HC': 'pricehc', '45HQ': 'price45', '40NOR': 'price40nor',
} as const satisfies Record<SeaContainerType, string>;

export const seaSorts = ['carrier', 'etd', 'transit', 'price'] as const;
export type SeaSort = (typeof seaSorts)[number];

/** UN/LOCODE-style code of a port or station (CNSHA, RUMOW) or a border crossing (ALASC, MZLJ), as stored. */
export const portCodePattern = /^[A-Z0-9]{2,10}$/;

/** A port code as typed (any case, spaces around) in its stored form, or undefined when it cannot be one. */
export function portCodeOf(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const code = text.trim().toUpperCase();
  return portCodePattern.test(code) ? code : undefined;
}

/** A calendar date 'YYYY-MM-DD' that exists (2025-02-29 does not), within the years the freight data lives in. */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && withinCalendar(text);
}
