import { describe, expect, it } from 'vitest';
import { InquiryDeskQuery, quoteLinesMismatch, RailQuoteBody, requestedContainerTypes, seaContainersText, SeaQuoteBody } from './inquiryDesk';

const quote = {
  inquiryId: 7, quotername: '王芳', quoterphone: '021-12345678', quoterfax: '', quotermail: 'wang@example.com', quoterqq: '123456',
  quotedate: '2026-11-20', quoteremark: '', lines: [{ containertype: '40HC', currencycode: 'usd', price: 1850 }],
};
const firstMessage = (data: unknown) => SeaQuoteBody.safeParse(data).error?.issues[0]?.message;

describe('inquiry desk filters', () => {
  it('treats empty filters as none and reads the sort order', () => {
    const query = InquiryDeskQuery.parse({ customer: '', quoted: '', handled: '1', orderByColumn: 'inquiryno', isAsc: 'ascend', pageNum: '2' });
    expect(query).toMatchObject({ customer: '', handled: '1', orderByColumn: 'inquiryno', isAsc: 'ascend', pageNum: 2, pageSize: 10 });
    expect(query.quoted).toBeUndefined();
    expect(InquiryDeskQuery.safeParse({ orderByColumn: 'password' }).success).toBe(false);
  });
});

describe('sea quote', () => {
  it('accepts a complete quote and upper-cases the currency', () => {
    expect(SeaQuoteBody.parse(quote).lines[0]!.currencycode).toBe('USD');
  });

  it.each([
    [{ quotername: ' ' }, 'inquiryDesk.quoter.required'],
    [{ quotermail: 'not-mail' }, 'inquiryDesk.mail.invalid'],
    [{ quoterqq: '12ab' }, 'inquiryDesk.qq.invalid'],
    [{ quotedate: '2026-02-30' }, 'inquiryDesk.quotedate.required'],
    [{ lines: [] }, 'inquiryDesk.lines.required'],
    [{ lines: [{ containertype: '40HC', currencycode: 'USD', price: -1 }] }, 'inquiryDesk.line.price'],
    [{ lines: [{ containertype: '53HC', currencycode: 'USD', price: 1 }] }, 'inquiryDesk.line.type'],
    [{ lines: [{ containertype: '40HC', currencycode: 'US', price: 1 }] }, 'inquiryDesk.line.currency'],
    [{ lines: [{ containertype: '40HC', currencycode: 'USD', price: 1 }, { containertype: '40HC', currencycode: 'EUR', price: 2 }] }, 'inquiryDesk.lines.duplicate'],
  ])('refuses %j with %s', (change, message) => {
    expect(firstMessage({ ...quote, ...change })).toBe(message);
  });

  it('prices exactly the container types the customer asked for', () => {
    const requested = requestedContainerTypes({ gp20qty: 2, gp40qty: 0, hq40qty: 1, hq45qty: 0, nor40qty: 0 });
    expect(requested).toEqual(['20GP', '40HC']);
    expect(quoteLinesMismatch(requested, [{ containertype: '40HC' }, { containertype: '20GP' }])).toBeUndefined();
    expect(quoteLinesMismatch(requested, [{ containertype: '40HC' }])).toBe('inquiryDesk.lines.missing');
    expect(quoteLinesMismatch(requested, [{ containertype: '40HC' }, { containertype: '20GP' }, { containertype: '45HQ' }])).toBe('inquiryDesk.lines.notRequested');
  });
});

describe('rail quote', () => {
  const railQuote = { inquiryId: 9, quotername: '李明', quotermail: '', quotedate: '2026-11-20', quoteremark: '含装箱费', quotedcurrency: 'cny', quotedprice: 3150.5 };
  const railMessage = (data: unknown) => RailQuoteBody.safeParse(data).error?.issues[0]?.message;

  it('accepts one price for the whole inquiry and upper-cases its currency', () => {
    expect(RailQuoteBody.parse(railQuote)).toMatchObject({ quotedcurrency: 'CNY', quotedprice: 3150.5 });
  });

  it.each([
    [{ quotername: '' }, 'inquiryDesk.quoter.required'],
    [{ quotedprice: -0.01 }, 'inquiryDesk.line.price'],
    [{ quotedprice: 1e12 }, 'inquiryDesk.line.price'],
    [{ quotedprice: undefined }, 'inquiryDesk.line.price'],
    [{ quotedcurrency: 'RUBL' }, 'inquiryDesk.line.currency'],
    [{ quotedate: '' }, 'inquiryDesk.quotedate.required'],
    [{ quoteremark: 'x'.repeat(501) }, 'field.remark.length'],
  ])('refuses %j with %s', (change, message) => {
    expect(railMessage({ ...railQuote, ...change })).toBe(message);
  });
});

describe('sea containers text', () => {
  it('names the quantity of each requested type', () => {
    expect(seaContainersText({ gp20qty: 2, gp40qty: 0, hq40qty: 1, hq45qty: 0, nor40qty: 3 })).toBe('2×20GP, 1×40HC, 3×40NOR');
  });
});
