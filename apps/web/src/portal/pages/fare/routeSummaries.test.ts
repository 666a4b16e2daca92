import { describe, expect, it } from 'vitest';
import { lclRate } from '../../testing/rates';
import { summariseRoutes } from './routeSummaries';

const price = (salesprice: number | '***') => [{ salesprice, currencycode: 'USD', unit: 'CBM' }];
const firstPrice = (row: ReturnType<typeof lclRate>) => ({ value: row.price[0]!.salesprice, currency: 'USD', unit: 'CBM' });

describe('route summaries of the fare page', () => {
  it('groups rates by route with the lowest price, the number of departures and the next one', () => {
    const rows = [
      lclRate({ senddatetime: '2026-05-10', price: price(120) }),
      lclRate({ senddatetime: '2026-05-03', price: price(85) }),
      lclRate({ finaldestinationcode: 'DEDUI', XC__finaldestinationcode: '杜伊斯堡', senddatetime: '2026-05-07', price: price(99) }),
    ];
    const summaries = summariseRoutes(rows, firstPrice);
    expect(summaries.map(({ from, to, departures, nextDeparture, lowest }) => ({ from, to, departures, nextDeparture, lowest: lowest?.value }))).toEqual([
      { from: '西安', to: '杜伊斯堡', departures: 1, nextDeparture: '2026-05-07', lowest: 99 },
      { from: '西安', to: '莫斯科', departures: 2, nextDeparture: '2026-05-03', lowest: 85 },
    ]);
  });

  it('keeps the stars of masked prices', () => {
    const [summary] = summariseRoutes([lclRate({ price: price('***') }), lclRate({ price: price('***') })], firstPrice);
    expect(summary!.lowest?.value).toBe('***');
  });
});
