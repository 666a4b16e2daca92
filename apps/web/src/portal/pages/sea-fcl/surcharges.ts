/** 'Paid at Destination' rows are destination charges; the rest are paid at origin. */
export function surchargeSide(ratetype: string): 'destination' | 'origin' {
  return /destination/i.test(ratetype ?? '') ? 'destination' : 'origin';
}
