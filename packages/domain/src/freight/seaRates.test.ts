import { describe, expect, it } from 'vitest';
import { SeaRateBody, SeaRateImportRow } from './seaRates';

const row = {
  carriercode: 'cosu', portofloadingcode: 'cnsha', finaldestination: 'NLRTM', carriertradelane: 'eur', transittime: '30',
  etddate: '2026-03-02', effectdate: '2026-03-01', expireddate: '2026-03-31', price20: '1200', price40: 2200,
};
const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues[0];

describe('sea rate rows', () => {
  it('reads codes in upper case, prices and days from cells, missing boxes as null and the defaults', () => {
    expect(SeaRateImportRow.parse(row)).toMatchObject({
      carriercode: 'COSU', portofloadingcode: 'CNSHA', carriertradelane: 'EUR', transittime: 30, price20: 1200, price40: 2200, pricehc: null, price40nor: null,
      portoftranshipped: '', space: 'Y', transferdirect: 'D', currencycode: 'USD', status: '0', remark: '',
    });
  });

  it('refuses negative prices, inverted validity and unknown flags, naming the field', () => {
    expect(firstIssue(SeaRateImportRow.safeParse({ ...row, pricehc: -1 }))).toMatchObject({ path: ['pricehc'], message: 'freight.price.negative' });
    expect(firstIssue(SeaRateImportRow.safeParse({ ...row, expireddate: '2026-02-01' }))).toMatchObject({ path: ['expireddate'], message: 'freight.dateRange.inverted' });
    expect(firstIssue(SeaRateImportRow.safeParse({ ...row, transferdirect: 'X' }))).toMatchObject({ path: ['transferdirect'], message: 'freight.transfer.invalid' });
    expect(firstIssue(SeaRateImportRow.safeParse({ ...row, etddate: '2026-02-30' }))).toMatchObject({ path: ['etddate'], message: 'freight.date.invalid' });
  });

  it('carries surcharges in the dialog body, each with a known payment place and a price', () => {
    const body = SeaRateBody.parse({ ...row, surcharges: [{ ratetype: 'Paid at Origin', freightname: 'THC', amount: 850 }] });
    expect(body.surcharges).toEqual([{
      ratetype: 'Paid at Origin', freightname: 'THC', englishname: '', russianname: '', currencycode: 'USD', amount: 850, unit: '', remark: '', englishremark: '', russianremark: '', sort: 0,
    }]);
    expect(SeaRateBody.parse(row).surcharges).toEqual([]);
    expect(firstIssue(SeaRateBody.safeParse({ ...row, surcharges: [{ ratetype: 'Somewhere', freightname: 'THC', amount: 1 }] })))
      .toMatchObject({ path: ['surcharges', 0, 'ratetype'], message: 'freight.surcharge.type' });
  });
});
