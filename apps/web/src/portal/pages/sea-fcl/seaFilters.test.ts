import { describe, expect, it } from 'vitest';
import { checkSort, cyclePriceSort, noSeaFilters, seaRateSearch } from './seaFilters';
import { surchargeSide } from './surcharges';

const route = { pol: 'CNSHA', pod: 'DEHAM', date: '2026-05-01' };

describe('sea filters', () => {
  it('asks for every carrier in carrier order by default', () => {
    expect(seaRateSearch(route, noSeaFilters)).toEqual({
      portofloadingcode: 'CNSHA',
      finaldestinationcode: 'DEHAM',
      sailingdate: '2026-05-01',
      directonly: false,
      spaceonly: false,
      sortby: 'carrier',
      sortorder: 'asc',
      maxrows: 100,
    });
  });

  it('keeps one sort at a time: earliest departure, shortest transit or box price', () => {
    const earliest = checkSort(noSeaFilters, 'etd', true);
    expect(earliest.sort).toEqual({ key: 'etd', order: 'asc' });
    const shortest = checkSort(earliest, 'transit', true);
    expect(shortest.sort).toEqual({ key: 'transit', order: 'asc' });
    expect(checkSort(shortest, 'etd', false).sort).toEqual({ key: 'transit', order: 'asc' });
    expect(checkSort(shortest, 'transit', false).sort).toBeUndefined();

    const cheapest = cyclePriceSort(shortest);
    expect(seaRateSearch(route, cheapest)).toMatchObject({ sortby: 'price', sortorder: 'asc' });
    expect(seaRateSearch(route, cyclePriceSort(cheapest))).toMatchObject({ sortby: 'price', sortorder: 'desc' });
    expect(seaRateSearch(route, cyclePriceSort(cyclePriceSort(cheapest)))).toMatchObject({ sortby: 'carrier', sortorder: 'asc' });
  });
});

describe('surcharges', () => {
  it('tells destination charges from origin charges', () => {
    expect(surchargeSide('Paid at Destination')).toBe('destination');
    expect(surchargeSide('Paid at Origin')).toBe('origin');
  });
});
