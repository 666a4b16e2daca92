import { describe, expect, it } from 'vitest';
import { SeaInquiryPayload, SeaQuotationQuery } from './seaInquiry';

const valid = { rateid: 7, inquirer: ' 王经理 ', gp20qty: 0, gp40qty: 0, hq40qty: 1, hq45qty: 0 };
const firstMessage = (payload: unknown) => SeaInquiryPayload.safeParse(payload).error?.issues[0]?.message;

describe('sea inquiry payload (portal.md §5)', () => {
  it('accepts one box, trims the inquirer and fills the optional fields', () => {
    expect(SeaInquiryPayload.parse(valid)).toEqual({ ...valid, inquirer: '王经理', nor40qty: 0, returnctnaddress: '' });
  });

  it('wants an inquirer', () => {
    for (const inquirer of [undefined, '', '   ']) {
      expect(firstMessage({ ...valid, inquirer })).toBe('seaInquiry.inquirer.required');
    }
    expect(SeaInquiryPayload.safeParse({ ...valid, inquirer: '' }).error?.issues[0]?.path).toEqual(['inquirer']);
    expect(firstMessage({ ...valid, inquirer: 'x'.repeat(101) })).toBe('seaInquiry.inquirer.length');
  });

  it('wants at least one of 20GP, 40GP, 40HC, 45HQ; 40NOR does not count', () => {
    const none = { ...valid, hq40qty: 0 };
    expect(firstMessage(none)).toBe('seaInquiry.boxes.required');
    expect(firstMessage({ ...none, nor40qty: 3 })).toBe('seaInquiry.boxes.required');
    for (const box of ['gp20qty', 'gp40qty', 'hq40qty', 'hq45qty']) {
      expect(SeaInquiryPayload.safeParse({ ...none, [box]: 2 }).success).toBe(true);
    }
  });

  it('takes whole container counts from 0 only', () => {
    for (const count of [-1, 1.5, '1', null, '']) {
      expect(firstMessage({ ...valid, gp20qty: count })).toBe('seaInquiry.quantity.invalid');
    }
    expect(firstMessage({ ...valid, nor40qty: -2 })).toBe('seaInquiry.quantity.invalid');
  });

  it('asks for at most 1,000 containers of a type (issue 12)', () => {
    expect(SeaInquiryPayload.safeParse({ ...valid, hq40qty: 1000 }).success).toBe(true);
    for (const box of ['gp20qty', 'gp40qty', 'hq40qty', 'hq45qty', 'nor40qty']) {
      const refused = SeaInquiryPayload.safeParse({ ...valid, [box]: 1_000_000 }).error?.issues[0];
      expect(refused).toMatchObject({ path: [box], message: 'seaInquiry.quantity.max' });
    }
  });

  it('wants a rate id, and an inquiry id for the quotation', () => {
    expect(SeaInquiryPayload.safeParse({ ...valid, rateid: 0 }).error?.issues[0]?.path).toEqual(['rateid']);
    expect(SeaQuotationQuery.safeParse({ inquiryId: 'x' }).success).toBe(false);
    expect(SeaQuotationQuery.parse({ inquiryId: 3 })).toEqual({ inquiryId: 3 });
  });
});
