import { describe, expect, it } from 'vitest';
import { RailFclRateImportRow, RailLclRateBody, RailLclRateImportRow } from './railRates';

const rate = {
  portofloadingcode: 'xian', portofdischargecode: 'ALASC', finaldestinationcode: 'MOSC', tradelanecode: '', senddatetime: '2026-03-10',
  blclosetime: '2026-03-07 17:00', closingtime: '2026-03-09', effectdate: '2026-03-01', expireddate: '2026-03-31', voyage: 16,
};
const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues[0];

describe('rail rate rows', () => {
  it('keeps cut-offs as wall-clock times to the second (a bare day is midnight) and an empty lane as none', () => {
    expect(RailLclRateImportRow.parse({ ...rate, salesprice: '95' })).toMatchObject({
      portofloadingcode: 'XIAN', tradelanecode: null, blclosetime: '2026-03-07 17:00:00', closingtime: '2026-03-09 00:00:00', salesprice: 95,
      currencycode: 'USD', ishot: 'N', status: '0',
    });
    expect(RailLclRateImportRow.parse({ ...rate, salesprice: 1, blclosetime: '2026-03-07 17:00:30' }).blclosetime).toBe('2026-03-07 17:00:30');
    // An instant with an offset is not a time on the deployment's clock.
    expect(firstIssue(RailLclRateImportRow.safeParse({ ...rate, salesprice: 1, blclosetime: '2026-03-07T09:00:00.000Z' }))).toMatchObject({ path: ['blclosetime'], message: 'freight.time.invalid' });
    expect(firstIssue(RailLclRateImportRow.safeParse({ ...rate, salesprice: 1, blclosetime: '2026-02-30 17:00' }))).toMatchObject({ path: ['blclosetime'], message: 'freight.time.invalid' });
    expect(firstIssue(RailLclRateImportRow.safeParse({ ...rate, salesprice: 1, closingtime: '2026-03-11 00:00' }))).toMatchObject({ path: ['closingtime'], message: 'freight.cutoff.afterDeparture' });
    expect(firstIssue(RailLclRateImportRow.safeParse({ ...rate, salesprice: 1, closingtime: 'soon' }))).toMatchObject({ path: ['closingtime'], message: 'freight.time.invalid' });
  });

  it('refuses negative prices and inverted validity', () => {
    expect(firstIssue(RailFclRateImportRow.safeParse({ ...rate, price20: -1, pricehc: 1 }))).toMatchObject({ path: ['price20'], message: 'freight.price.negative' });
    expect(firstIssue(RailFclRateImportRow.safeParse({ ...rate, price20: 1, pricehc: 1, effectdate: '2026-04-01' })))
      .toMatchObject({ path: ['expireddate'], message: 'freight.dateRange.inverted' });
  });

  it('needs at least one price entry on an LCL rate; an entry’s unit defaults to CBM', () => {
    expect(firstIssue(RailLclRateBody.safeParse({ ...rate, prices: [] }))).toMatchObject({ path: ['prices'], message: 'freight.price.required' });
    expect(RailLclRateBody.parse({ ...rate, prices: [{ salesprice: 90, unit: '' }] }).prices).toEqual([{ salesprice: 90, currencycode: 'USD', unit: 'CBM', sort: 0 }]);
  });
});
