import { describe, expect, it } from 'vitest';
import { isE164, isMobileNumber, toE164 } from './contactNumbers';
import { CarrierBody, CustomerBody, SeaRateImportRow } from './index';

describe('toE164: a contact number as typed, in E.164', () => {
  it.each([
    ['0574-87652302', '+8657487652302'], // Ningbo landline: trunk 0, 3-digit area code
    ['021-6888 2301', '+862168882301'], // Shanghai landline: 2-digit area code
    ['(010) 6512 3456', '+861065123456'], // Beijing, area code in brackets
    ['138 1688 2301', '+8613816882301'], // Chinese mobile without the country code
    ['+86 138-1688-2301', '+8613816882301'],
    ['+86 0574 8765 2302', '+8657487652302'], // the trunk 0 kept after the country code
    ['0086 21 6888 2301', '+862168882301'], // the international prefix dialled from China
    ['+7 (495) 123-45-67', '+74951234567'], // Moscow landline
    ['+7 916 123 45 67', '+79161234567'], // Russian mobile
    ['+49 (0)40 1234567', '+49401234567'], // the trunk 0 in brackets
    ['+375 29 123 45 67', '+375291234567'],
    ['  +1 (213) 555-0147 ', '+12135550147'],
    ['+8657487652302', '+8657487652302'], // stored already
  ])('%s → %s', (typed, stored) => {
    expect(toE164(typed)).toBe(stored);
  });

  it.each([
    ['68882301', 'a local number without area code or country code'],
    ['4008208888', 'a number without a country code that is no Chinese landline or mobile'],
    ['+86 574 876', 'too short for China'],
    ['+86 1381688230', 'a Chinese mobile one digit short'],
    ['+7 495 123 45 6', 'nine digits after +7'],
    ['+0 123 4567 890', 'no country code begins with 0'],
    ['+44 20 7946 0958 12345', 'more than 15 digits'],
    ['+49 40 1234567 ext 12', 'an extension in letters'],
    ['021-6888+2301', 'a "+" inside the number'],
    ['wa.me/8613816882301', 'a link'],
    ['+', 'no digits'],
  ])('refuses %s (%s)', (typed) => {
    expect(toE164(typed)).toBeUndefined();
  });
});

describe('isE164', () => {
  it.each([
    ['+8657487652302', true],
    ['+74951234567', true],
    ['+442079460958', true],
    ['8657487652302', false],
    ['+86 574 8765 2302', false],
    ['+86057487652302', false],
    ['+7495123456', false],
    ['', false],
  ])('%s: %s', (value, expected) => {
    expect(isE164(value)).toBe(expected);
  });
});

describe('isMobileNumber: whether a number can take a chat link', () => {
  it.each([
    ['+8613816882301', true], // China mobile
    ['+8657487652302', false], // Ningbo landline (the sea list's chat link that went nowhere)
    ['+862168882301', false], // Shanghai landline
    ['+79161234567', true], // Russia mobile
    ['+74951234567', false], // Moscow landline
    ['+77011234567', true], // Kazakhstan mobile
    ['+77272501234', false], // Almaty landline
    ['+375291234567', true], // Belarus mobile
    ['+375172001234', false], // Minsk landline
    ['+4915112345678', true], // Germany mobile
    ['+49401234567', false], // Hamburg landline
    ['+48501234567', true], // Poland mobile
    ['+31612345678', true], // Netherlands mobile
    ['+31104001234', false], // Rotterdam landline
    ['+12135550147', true], // USA: mobiles share the area codes
    ['+971501234567', true], // UAE mobile
    ['+97141234567', false], // Dubai landline
    ['+6591234567', true], // Singapore mobile
    ['+66812345678', false], // a country without known mobile ranges gets no link
    ['13816882301', false], // not E.164
    ['', false],
  ])('%s: %s', (value, expected) => {
    expect(isMobileNumber(value)).toBe(expected);
  });
});

describe('contact numbers in the back-office schemas', () => {
  const carrier = { carriercode: 'COSU', carriername: 'COSCO SHIPPING' };
  const seaRate = {
    carriercode: 'COSU', portofloadingcode: 'CNNGB', finaldestination: 'NLRTM', carriertradelane: 'EUR', transittime: 30,
    etddate: '2026-05-06', effectdate: '2026-05-01', expireddate: '2026-05-31',
  };
  const customer = { customerLocalName: '演示贸易有限公司', customerLocalCode: 'DEMO01' };

  it('store the number in E.164, whichever dialog or import row it came from', () => {
    expect(CarrierBody.parse({ ...carrier, contactnumber: '021-6596 6105' }).contactnumber).toBe('+862165966105');
    expect(SeaRateImportRow.parse({ ...seaRate, contactnumber: '0574-87652302' }).contactnumber).toBe('+8657487652302');
    expect(CustomerBody.parse({ ...customer, contactPhone: '+7 495 123-45-67' }).contactPhone).toBe('+74951234567');
    // A workbook cell may hold a mobile number as a number.
    expect(SeaRateImportRow.parse({ ...seaRate, contactnumber: 13816882301 }).contactnumber).toBe('+8613816882301');
  });

  it('keep an absent number empty', () => {
    expect(CarrierBody.parse(carrier).contactnumber).toBe('');
    expect(CarrierBody.parse({ ...carrier, contactnumber: null }).contactnumber).toBe('');
    expect(CustomerBody.parse({ ...customer, contactPhone: '  ' }).contactPhone).toBe('');
  });

  it('refuse a number that cannot be read, naming the field', () => {
    const refused = CarrierBody.safeParse({ ...carrier, contactnumber: '6596 6105' });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['contactnumber'], message: 'freight.contactNumber.invalid' })]);
    expect(SeaRateImportRow.safeParse({ ...seaRate, contactnumber: '+86 0574 876' }).error?.issues[0]).toMatchObject({ path: ['contactnumber'] });
    expect(CustomerBody.safeParse({ ...customer, contactPhone: '1'.repeat(41) }).error?.issues[0]).toMatchObject({ path: ['contactPhone'], message: 'freight.tooLong' });
    expect(CarrierBody.safeParse({ ...carrier, contactnumber: { number: '1' } }).error?.issues[0]).toMatchObject({ path: ['contactnumber'], message: 'freight.contactNumber.invalid' });
  });
});
