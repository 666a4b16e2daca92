import { describe, expect, it } from 'vitest';
import { HotPortsQuery, PortLookupQuery, RailRateQuery, RateDetailQuery, SeaRateQuery, SurchargeQuery } from './rates';
import { isOceanFreight, withoutOceanFreight } from './oceanFreight';

describe('rate and port payloads', () => {
  it('fills the documented defaults and upper-cases codes', () => {
    expect(RailRateQuery.parse({ portofloadingcode: ' cnxiy', finaldestinationcode: 'RUMOW' }))
      .toEqual({ portofloadingcode: 'CNXIY', finaldestinationcode: 'RUMOW', loadingtype: 'LCL', maxrows: 100 });
    expect(SeaRateQuery.parse({ portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM', carriercodes: ['mscu'], sailingdate: null, containertype: null })).toEqual({
      portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM', carriercodes: ['MSCU'], sailingdate: undefined, containertype: undefined,
      directonly: false, spaceonly: false, sortby: 'carrier', sortorder: 'asc', maxrows: 100,
    });
    expect(PortLookupQuery.parse({ key: 'defaultport', moduletype: 'rt' })).toEqual({ find: '', key: 'defaultport', moduletype: 'rt', maxrows: 10, page: 0 });
    expect(HotPortsQuery.parse({ tradelanecode: 'eur' })).toMatchObject({ tradelanecode: 'EUR', ishot: 'Y', maxrows: 100, page: 0 });
  });

  it('refuses impossible dates, limits and codes', () => {
    const lane = { portofloadingcode: 'CNXIY', finaldestinationcode: 'RUMOW' };
    expect(RailRateQuery.safeParse({ ...lane, etddatefrom: '2025-02-29' }).success).toBe(false);
    expect(RailRateQuery.safeParse({ ...lane, etddatefrom: '2024-02-29' }).success).toBe(true);
    expect(RailRateQuery.safeParse({ ...lane, maxrows: 101 }).success).toBe(false);
    expect(RailRateQuery.safeParse({ ...lane, portofloadingcode: 'Xi an' }).success).toBe(false);
    expect(PortLookupQuery.safeParse({ key: 'defaultport', moduletype: 'rt', maxrows: 51 }).success).toBe(false);
  });

  it('wants exactly one rate id', () => {
    expect(RateDetailQuery.parse({ rwrateid: 5 })).toEqual({ rwrateid: 5 });
    expect(RateDetailQuery.safeParse({}).error?.issues[0]?.path).toEqual(['fclrateid']);
    expect(SurchargeQuery.safeParse({ fclrateid: 1, lclrateid: 2 }).error?.issues[0]?.path).toEqual(['lclrateid']);
  });

  it('recognises the ocean-freight line in every language', () => {
    expect(['海运费', 'Ocean Freight', 'Морской фрахт', 'ocean freight (O/F)'].every(isOceanFreight)).toBe(true);
    expect(['码头操作费', 'Terminal handling charge (THC)', 'Бункерная надбавка (BAF)'].some(isOceanFreight)).toBe(false);
  });
});

describe('withoutOceanFreight: the other charges the portal lists', () => {
  it.each([
    ['海运费', false],
    ['海运费（含BAF）', false],
    ['Ocean Freight', false],
    ['OCEAN FREIGHT', false],
    ['ocean freight (O/F)', false],
    ['Морской фрахт', false],
    ['морской фрахт до порта', false],
    ['码头操作费', true],
    ['Terminal handling charge (THC)', true],
    ['Бункерная надбавка (BAF)', true],
    ['Ocean surcharge', true],
    ['', true],
  ])('%s is listed: %s', (freightname, listed) => {
    expect(withoutOceanFreight([{ freightname }])).toHaveLength(listed ? 1 : 0);
  });

  it('keeps the other charges in their order, whatever else they carry', () => {
    const charges = [
      { freightname: 'THC', amount: 890 },
      { freightname: '海运费', amount: 2050 },
      { freightname: null, amount: 15 },
      { freightname: '文件费', amount: 500 },
    ];
    expect(withoutOceanFreight(charges)).toEqual([charges[0], charges[2], charges[3]]);
  });
});
