import { describe, expect, it } from 'vitest';
import { referencePrice, round2 } from './referencePrice';

const base = { salesPrice: 120, dischargePort: 'ERLIA', pickupPricePerCbm: 30, holiday: false };

describe('rail LCL reference price (portal.md §9)', () => {
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

  it('rounds to two decimals, halves away from zero', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(3)).toBe(3);
  });
});
