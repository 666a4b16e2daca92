// Apart from the rate schemas, so the rate pages that use it load no validation code.

/** The ocean-freight line of a surcharge list, in any language; the portal leaves it out (portal.md §7). */
export const oceanFreightNames = ['海运费', 'Ocean Freight', 'Морской фрахт'] as const;

const loweredNames = oceanFreightNames.map((word) => word.toLowerCase());

export function isOceanFreight(freightname: string): boolean {
  const name = freightname.toLowerCase();
  return loweredNames.some((word) => name.includes(word));
}

/**
 * A sea rate's other charges as the portal lists them (the surcharge dialog and the detail dialog alike): every
 * charge but the ocean freight, which the rate's own box prices already show.
 */
export function withoutOceanFreight<Charge extends { freightname?: string | null }>(charges: readonly Charge[]): Charge[] {
  return charges.filter((charge) => !isOceanFreight(charge.freightname ?? ''));
}
