import { describe, expect, it } from 'vitest';
import { sortRows, type SortState } from '../../components/rates/sortCycle';
import { sortValueOf } from '../../components/tableColumns';
import { lclRate } from '../../testing/rates';
import { railLclColumns } from './railLclColumns';

const rows = [
  lclRate({ rwlclrateid: 1, portofloadingcode: 'CNXIY', portofdischargecode: 'KHORG', finaldestinationcode: 'PLWAW', senddatetime: '2026-05-10', voyage: 9, price: [{ salesprice: 120, currencycode: 'USD', unit: 'CBM' }] }),
  lclRate({ rwlclrateid: 2, portofloadingcode: 'CNCKG', portofdischargecode: 'ALASC', finaldestinationcode: 'DEDUI', senddatetime: '2026-05-03', voyage: 18, price: [{ salesprice: 85, currencycode: 'USD', unit: 'CBM' }, { salesprice: 300, currencycode: 'USD', unit: 'TON' }] }),
  lclRate({ rwlclrateid: 3, portofloadingcode: 'CNZZH', portofdischargecode: 'ERLIA', finaldestinationcode: 'RUMOW', senddatetime: '2026-05-07', voyage: 14, price: [{ salesprice: 99.5, currencycode: 'USD', unit: 'CBM' }] }),
];

const order = (key: string, direction: SortState['order'] = 'asc') =>
  sortRows(rows, { key, order: direction }, sortValueOf(railLclColumns)).map((row) => row.rwlclrateid);

describe('rail LCL local sorts', () => {
  it('sorts by the sales price of the first price entry, both ways', () => {
    expect(order('freight')).toEqual([2, 3, 1]);
    expect(order('freight', 'desc')).toEqual([1, 3, 2]);
  });

  it('sorts by departure, discharge and destination codes', () => {
    expect(order('departureStation')).toEqual([2, 1, 3]);
    expect(order('exitPort')).toEqual([2, 3, 1]);
    expect(order('destinationStation', 'desc')).toEqual([3, 1, 2]);
  });

  it('sorts by ETD, cut-offs and days on the way', () => {
    expect(order('etd')).toEqual([2, 3, 1]);
    expect(order('voyageDays')).toEqual([1, 3, 2]);
    const cutoffs = [
      lclRate({ rwlclrateid: 9, blclosetime: '2026-05-02T08:00:00.000Z', closingtime: '2026-05-01T08:00:00.000Z' }),
      lclRate({ rwlclrateid: 8, blclosetime: '2026-05-01T08:00:00.000Z', closingtime: '2026-05-02T08:00:00.000Z' }),
    ];
    const byCutoff = (key: string) => sortRows(cutoffs, { key, order: 'asc' }, sortValueOf(railLclColumns)).map((row) => row.rwlclrateid);
    expect(byCutoff('docCutoff')).toEqual([8, 9]);
    expect(byCutoff('ladenCutoff')).toEqual([9, 8]);
  });

  it('leaves masked prices in the server order', () => {
    const masked = rows.map((row) => ({ ...row, price: [{ salesprice: '***' as const, currencycode: 'USD', unit: 'CBM' }] }));
    expect(sortRows(masked, { key: 'freight', order: 'asc' }, sortValueOf(railLclColumns)).map((row) => row.rwlclrateid)).toEqual([1, 2, 3]);
  });
});
