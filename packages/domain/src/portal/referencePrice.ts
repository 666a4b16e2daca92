/**
 * The rail LCL reference price (portal.md §9). Written once: the inquiry dialog shows it and the
 * server recomputes it from the cargo, never trusting a price a client sends.
 */

/** Border crossings whose operator fee is the higher one: the first two of ALASC, KHORG, ERLIA, MZLJ. */
export const higherFeeBorderCrossings = ['ALASC', 'KHORG'] as const;
export const operatorFeeHigher = 200;
export const operatorFeeStandard = 150;
/** From this chargeable volume (CBM) on, the operator fee is doubled. */
export const operatorFeeDoublingVolume = 20;
/** kg per CBM when weight decides the chargeable volume, and for the truck. */
export const chargeableKgPerCbm = 500;
export const truckKgPerCbm = 333;
/** The fixed part of the pickup price, and all of it on a holiday. */
export const pickupBaseFee = 60;

export interface CargoMeasure {
  /** kg */
  weight: number;
  /** CBM */
  volume: number;
}

export interface ReferencePriceInput {
  cargo: CargoMeasure[];
  /** The first price entry of the rate, per CBM. */
  salesPrice: number;
  /** The rate's border crossing (portofdischargecode). */
  dischargePort: string;
  /** The truck rate per CBM from the pickup region; 0 when none. */
  pickupPricePerCbm: number;
  /** The pickup date is a holiday. */
  holiday: boolean;
}

export interface ReferencePrice {
  totalWeight: number;
  totalVolume: number;
  chargeableVolume: number;
  truckVolume: number;
  operatorFee: number;
  pickupPrice: number;
  referencePrice: number;
}

/** Two decimals, halves away from zero (binary fractions like 1.005 included). */
export const round2 = (value: number): number => Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100;

export function referencePrice({ cargo, salesPrice, dischargePort, pickupPricePerCbm, holiday }: ReferencePriceInput): ReferencePrice {
  const totalWeight = cargo.reduce((sum, row) => sum + row.weight, 0);
  const totalVolume = cargo.reduce((sum, row) => sum + row.volume, 0);
  const chargeableVolume = Math.max(totalVolume, totalWeight / chargeableKgPerCbm);
  const truckVolume = Math.max(totalVolume, totalWeight / truckKgPerCbm);
  const pickupPrice = round2(holiday ? pickupBaseFee : truckVolume * pickupPricePerCbm + pickupBaseFee);
  const base = (higherFeeBorderCrossings as readonly string[]).includes(dischargePort) ? operatorFeeHigher : operatorFeeStandard;
  const operatorFee = base * (chargeableVolume >= operatorFeeDoublingVolume ? 2 : 1);
  return {
    totalWeight: round2(totalWeight),
    totalVolume: round2(totalVolume),
    chargeableVolume: round2(chargeableVolume),
    truckVolume: round2(truckVolume),
    operatorFee,
    pickupPrice,
    referencePrice: round2(salesPrice * chargeableVolume + operatorFee + pickupPrice),
  };
}
