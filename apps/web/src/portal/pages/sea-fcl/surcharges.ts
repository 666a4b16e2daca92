import { isOceanFreight, type Surcharge } from '@freight/domain';

/** Leaves out the ocean freight itself (in any language): it is listed with the rate, not among the surcharges. */
export function withoutOceanFreight(rows: readonly Surcharge[]): Surcharge[] {
  return rows.filter((row) => !isOceanFreight(row.freightname ?? ''));
}

/** 'Paid at Destination' rows are destination charges; the rest are paid at origin. */
export function surchargeSide(ratetype: string): 'destination' | 'origin' {
  return /destination/i.test(ratetype ?? '') ? 'destination' : 'origin';
}
