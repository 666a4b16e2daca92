import { conversion, ExchangeRateMissing, type CurrencyRate } from './currencyConversion';
import { round2 } from '../money';

/**
 * The rail LCL reference price (portal.md §9). Written once: the inquiry dialog shows it and the
 * server recomputes it from the cargo, never trusting a price a client sends.
 *
 * It is in the currency of the sales price it starts from (USD on the demo lanes). The fees are
 * Chinese charges in CNY and the pickup is in its truck rate's currency; each part in another
 * currency is converted with the exchange-rate record in force, which comes back with the price.
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
/** The currency of the operator fee and of the pickup's fixed part. */
export const feeCurrency = 'CNY';

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
  /** Its currency: the reference price's currency. */
  salesCurrency: string;
  /** The rate's border crossing (portofdischargecode). */
  dischargePort: string;
  /** The truck rate per CBM from the pickup region; 0 when none. */
  pickupPricePerCbm: number;
  /** The truck rate's currency. */
  pickupCurrency: string;
  /** The pickup date is a holiday. */
  holiday: boolean;
  /** The exchange-rate records in force, the latest per pair; only those a part needs are used. */
  exchangeRates: readonly CurrencyRate[];
}

export interface ReferencePrice {
  totalWeight: number;
  totalVolume: number;
  chargeableVolume: number;
  truckVolume: number;
  /** The currency of the amounts below: the sales price's. */
  currencycode: string;
  /** Sales price × chargeable volume. */
  freight: number;
  operatorFee: number;
  pickupPrice: number;
  referencePrice: number;
  /** Units of `currencycode` for one CNY, the fees' currency (portal.md §3 payload's exchangerate, 6 decimals); 1 for CNY. */
  exchangerate: number;
  /** The records the parts in another currency were converted with; empty when every part was in `currencycode`. */
  exchangeRates: CurrencyRate[];
}


/** Throws ExchangeRateMissing when a part's currency has no record in force to the sales price's currency. */
export function referencePrice(input: ReferencePriceInput): ReferencePrice {
  const { cargo, salesPrice, salesCurrency, dischargePort, pickupPricePerCbm, pickupCurrency, holiday, exchangeRates } = input;
  const used = new Set<CurrencyRate>();
  const inSalesCurrency = (amount: number, currency: string) => {
    if (amount === 0 || currency === salesCurrency) return amount;
    const found = conversion(currency, salesCurrency, exchangeRates);
    if (!found) throw new ExchangeRateMissing(currency, salesCurrency);
    used.add(found.rate);
    return amount * found.factor;
  };

  const totalWeight = cargo.reduce((sum, row) => sum + row.weight, 0);
  const totalVolume = cargo.reduce((sum, row) => sum + row.volume, 0);
  const chargeableVolume = Math.max(totalVolume, totalWeight / chargeableKgPerCbm);
  const truckVolume = Math.max(totalVolume, totalWeight / truckKgPerCbm);
  const trucking = holiday ? 0 : truckVolume * pickupPricePerCbm;
  const pickupPrice = round2(inSalesCurrency(trucking, pickupCurrency) + inSalesCurrency(pickupBaseFee, feeCurrency));
  const base = (higherFeeBorderCrossings as readonly string[]).includes(dischargePort) ? operatorFeeHigher : operatorFeeStandard;
  const operatorFee = round2(inSalesCurrency(base * (chargeableVolume >= operatorFeeDoublingVolume ? 2 : 1), feeCurrency));
  return {
    totalWeight: round2(totalWeight),
    totalVolume: round2(totalVolume),
    chargeableVolume: round2(chargeableVolume),
    truckVolume: round2(truckVolume),
    currencycode: salesCurrency,
    freight: round2(salesPrice * chargeableVolume),
    operatorFee,
    pickupPrice,
    referencePrice: round2(salesPrice * chargeableVolume + operatorFee + pickupPrice),
    exchangerate: Number(inSalesCurrency(1, feeCurrency).toFixed(6)),
    exchangeRates: [...used],
  };
}
