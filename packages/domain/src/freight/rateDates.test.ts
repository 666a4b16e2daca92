import { describe, expect, it } from 'vitest';
import { addDays, lastValidityDay, todayUtc } from '../bounds';
import { RailLclRateImportRow } from './railRates';
import { SeaRateImportRow } from './seaRates';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

const today = todayUtc();
const sea = {
  carriercode: 'COSCO', portofloadingcode: 'CNSHA', finaldestination: 'DEHAM', carriertradelane: 'AEU', transittime: 30,
  etddate: addDays(today, 10), price20: 1000, effectdate: today, expireddate: addDays(today, 30),
};
const rail = {
  portofloadingcode: 'CNXIY', portofdischargecode: 'ALASC', finaldestinationcode: 'DEDUI', senddatetime: addDays(today, 10),
  blclosetime: `${addDays(today, 8)} 10:00`, closingtime: `${addDays(today, 9)} 12:00`, effectdate: today, expireddate: addDays(today, 30), voyage: 18, salesprice: 80,
};

describe('the days of a rate keep their order (issue 8)', () => {
  it('accept a validity up to the horizon, with departure inside it', () => {
    expect(SeaRateImportRow.safeParse({ ...sea, expireddate: lastValidityDay() }).success).toBe(true);
    expect(RailLclRateImportRow.safeParse(rail).success).toBe(true);
  });

  it('refuse a validity ending beyond the horizon (2100 is inside the calendar, not a real offer)', () => {
    expect(issues(SeaRateImportRow.safeParse({ ...sea, expireddate: addDays(lastValidityDay(), 1) }))).toEqual([['expireddate', 'freight.validity.horizon']]);
    expect(issues(RailLclRateImportRow.safeParse({ ...rail, expireddate: '2100-12-31' }))).toEqual([['expireddate', 'freight.validity.horizon']]);
  });

  it('refuse a sea departure (ETD) outside the validity', () => {
    expect(issues(SeaRateImportRow.safeParse({ ...sea, etddate: addDays(today, 31) }))).toEqual([['etddate', 'freight.departure.outsideValidity']]);
    expect(issues(SeaRateImportRow.safeParse({ ...sea, etddate: addDays(today, -1) }))).toEqual([['etddate', 'freight.departure.outsideValidity']]);
    // An ended rate is history: a price superseded before its sailing keeps that sailing.
    expect(SeaRateImportRow.safeParse({ ...sea, effectdate: addDays(today, -30), expireddate: addDays(today, -2) }).success).toBe(true);
  });

  it('refuse a rail cut-off after the departure day, in China time', () => {
    expect(RailLclRateImportRow.safeParse({ ...rail, closingtime: `${rail.senddatetime} 23:30` }).success).toBe(true);
    expect(issues(RailLclRateImportRow.safeParse({ ...rail, closingtime: `${addDays(today, 11)} 00:30` }))).toEqual([['closingtime', 'freight.cutoff.afterDeparture']]);
    expect(issues(RailLclRateImportRow.safeParse({ ...rail, blclosetime: `${addDays(today, 12)} 08:00` }))).toEqual([['blclosetime', 'freight.cutoff.afterDeparture']]);
  });
});
