import { describe, expect, it } from 'vitest';
import { conversion, ExchangeRateMissing } from './currencyConversion';
import { round2 } from '../money';
import { referencePrice } from './referencePrice';

const base = { salesPrice: 120, salesCurrency: 'CNY', dischargePort: 'ERLIA', pickupPricePerCbm: 30, pickupCurrency: 'CNY', holiday: false, exchangeRates: [] };

describe('rail LCL reference price (portal.md §9), all in CNY', () => {
  it.each([
    // volume-bound: chargeable 3 CBM, truck 3 CBM, fee 150, pickup 3 x 30 + 60 = 150 -> 360 + 150 + 150
    ['volume-bound, standard crossing', { ...base, cargo: [{ weight: 600, volume: 3 }] }, { chargeableVolume: 3, truckVolume: 3, operatorFee: 150, pickupPrice: 150, referencePrice: 660 }],
    // weight-bound: 2000 kg -> chargeable 4 CBM (2000/500), truck 6.01 CBM (2000/333), pickup 6.006... x 30 + 60 = 240.18
    ['weight-bound', { ...base, cargo: [{ weight: 2000, volume: 1 }] }, { chargeableVolume: 4, truckVolume: 6.01, operatorFee: 150, pickupPrice: 240.18, referencePrice: 870.18 }],
    ['ALASC fee 200', { ...base, dischargePort: 'ALASC', cargo: [{ weight: 100, volume: 2 }] }, { operatorFee: 200, pickupPrice: 120, referencePrice: 560 }],
    ['KHORG fee 200', { ...base, dischargePort: 'KHORG', cargo: [{ weight: 100, volume: 2 }] }, { operatorFee: 200, referencePrice: 560 }],
    ['MZLJ fee 150', { ...base, dischargePort: 'MZLJ', cargo: [{ weight: 100, volume: 2 }] }, { operatorFee: 150, referencePrice: 510 }],
    ['doubled at 20 CBM', { ...base, cargo: [{ weight: 1000, volume: 20 }] }, { chargeableVolume: 20, operatorFee: 300, pickupPrice: 660, referencePrice: 3360 }],
    ['not doubled just under 20 CBM', { ...base, cargo: [{ weight: 1000, volume: 19.99 }] }, { operatorFee: 150 }],
    ['doubled at ALASC: 400', { ...base, dischargePort: 'ALASC', cargo: [{ weight: 12000, volume: 5 }] }, { chargeableVolume: 24, operatorFee: 400 }],
    ['holiday pickup is 60', { ...base, holiday: true, cargo: [{ weight: 600, volume: 3 }] }, { pickupPrice: 60, referencePrice: 570 }],
    ['several rows add up', { ...base, cargo: [{ weight: 300, volume: 1.25 }, { weight: 450, volume: 0.75 }] }, { totalWeight: 750, totalVolume: 2, chargeableVolume: 2, truckVolume: 2.25, pickupPrice: 127.57, referencePrice: 517.57 }],
  ])('%s', (_name, input, expected) => {
    expect(referencePrice(input)).toMatchObject(expected);
  });

  it('converts nothing when every part is in CNY', () => {
    expect(referencePrice({ ...base, cargo: [{ weight: 600, volume: 3 }], exchangeRates: rates })).toMatchObject({ currencycode: 'CNY', freight: 360, exchangeRates: [] });
  });
});

/** Records as the exchange-rate screen stores them: one CNY in USD and in RUB. */
const cnyUsd = { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: 0.1404, fromdate: '2026-11-24' };
const cnyRub = { srccurrency: 'CNY', destcurrency: 'RUB', exchangerate: 11.41, fromdate: '2026-11-24' };
const rates = [cnyUsd, cnyRub];
const usdCny = { srccurrency: 'USD', destcurrency: 'CNY', exchangerate: 7.1, fromdate: '2026-11-24' };

describe('rail LCL reference price in the sales price’s currency', () => {
  // 600 kg, 3 CBM: chargeable and truck volume 3; ERLIA's fee 150 CNY; pickup 3 x 80 + 60 = 300 CNY.
  const lane = { ...base, salesPrice: 108, salesCurrency: 'USD', pickupPricePerCbm: 80, cargo: [{ weight: 600, volume: 3 }], exchangeRates: rates };

  it.each([
    // 324 USD freight + 150 CNY x 0.1404 = 21.06 + 300 CNY x 0.1404 = 42.12
    ['USD freight, CNY pickup and fees', lane, { currencycode: 'USD', freight: 324, operatorFee: 21.06, pickupPrice: 42.12, referencePrice: 387.18, exchangerate: 0.1404, exchangeRates: [cnyUsd] }],
    // a holiday pickup is the 60 CNY base fee alone: 8.42 USD
    ['USD freight, holiday pickup', { ...lane, holiday: true }, { pickupPrice: 8.42, referencePrice: 353.48, exchangeRates: [cnyUsd] }],
    // the doubled fee at 20 CBM is converted too: 300 CNY = 42.12 USD
    ['USD freight, doubled fee', { ...lane, cargo: [{ weight: 1000, volume: 20 }] }, { operatorFee: 42.12, freight: 2160 }],
    // 95 RUB x 3 = 285 + 150 x 11.41 = 1711.5 + 300 x 11.41 = 3423
    ['RUB freight, CNY pickup and fees', { ...lane, salesPrice: 95, salesCurrency: 'RUB' }, { currencycode: 'RUB', operatorFee: 1711.5, pickupPrice: 3423, referencePrice: 5419.5, exchangeRates: [cnyRub] }],
    // a USD truck rate into a CNY price uses the CNY record inverted: 3 x 10 / 0.1404 = 213.68 + 60
    ['CNY freight, USD truck rate', { ...lane, salesPrice: 760, salesCurrency: 'CNY', pickupPricePerCbm: 10, pickupCurrency: 'USD' }, { currencycode: 'CNY', operatorFee: 150, pickupPrice: 273.68, referencePrice: 2703.68, exchangerate: 1, exchangeRates: [cnyUsd] }],
    // a USD truck rate beside a USD price: only the CNY fees are converted, 30 + 8.42
    ['USD freight, USD truck rate', { ...lane, pickupPricePerCbm: 10, pickupCurrency: 'USD' }, { pickupPrice: 38.42, operatorFee: 21.06, referencePrice: 383.48, exchangeRates: [cnyUsd] }],
    // only the opposite record (1 USD = 7.1 CNY): 150 / 7.1 = 21.13, 300 / 7.1 = 42.25
    ['USD freight, a USD→CNY record', { ...lane, exchangeRates: [usdCny] }, { operatorFee: 21.13, pickupPrice: 42.25, referencePrice: 387.38, exchangerate: 0.140845, exchangeRates: [usdCny] }],
    ['all CNY', { ...lane, salesPrice: 760, salesCurrency: 'CNY' }, { currencycode: 'CNY', operatorFee: 150, pickupPrice: 300, referencePrice: 2730, exchangerate: 1, exchangeRates: [] }],
  ])('%s', (_name, input, expected) => {
    expect(referencePrice(input)).toMatchObject(expected);
  });

  it('keeps freight + fees = reference price in the stored figures', () => {
    const price = referencePrice(lane);
    expect(round2(price.freight + price.operatorFee + price.pickupPrice)).toBe(price.referencePrice);
  });

  it.each([
    ['no record for the sales price’s currency', { ...lane, salesCurrency: 'EUR' }, ['CNY', 'EUR']],
    ['no records at all', { ...lane, exchangeRates: [] }, ['CNY', 'USD']],
    ['a truck rate in a currency without a record', { ...lane, pickupCurrency: 'KZT' }, ['KZT', 'USD']],
  ])('refuses to price with %s', (_name, input, [from, to]) => {
    expect(() => referencePrice(input)).toThrow(ExchangeRateMissing);
    expect(() => referencePrice(input)).toThrow(expect.objectContaining({ from, to }));
  });

  it('needs no rate for a truck rate that is not charged (holiday)', () => {
    expect(referencePrice({ ...lane, pickupCurrency: 'KZT', holiday: true }).exchangeRates).toEqual([cnyUsd]);
  });
});

describe('currency conversion', () => {
  it('uses the pair as stored, else the opposite pair inverted', () => {
    expect(conversion('CNY', 'USD', rates)).toEqual({ factor: 0.1404, rate: cnyUsd });
    expect(conversion('USD', 'CNY', rates)).toEqual({ factor: 1 / 0.1404, rate: cnyUsd });
    expect(conversion('USD', 'CNY', [...rates, usdCny])).toEqual({ factor: 7.1, rate: usdCny });
    expect(conversion('RUB', 'USD', rates)).toBeUndefined();
  });
});
