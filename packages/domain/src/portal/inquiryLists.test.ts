import { describe, expect, it } from 'vitest';
import { estimatedInquiryTotal, FclInquiryListQuery, RailInquiryListQuery, SeaInquiryListQuery } from './inquiryLists';

describe('estimatedInquiryTotal (portal.md §9)', () => {
  it.each([
    // page (one-based), size, rows on the page, total
    [1, 10, 10, 11],
    [1, 10, 3, 10],
    [1, 10, 0, 10],
    [2, 10, 10, 21],
    [2, 10, 9, 20],
    [3, 20, 20, 61],
    [1, 100, 100, 101],
    [5, 50, 1, 250],
  ])('page %i of %i with %i rows estimates %i', (page, size, rows, total) => {
    expect(estimatedInquiryTotal(page, size, rows)).toBe(total);
  });

  it('offers a next page exactly while the current one is full', () => {
    const pages = (total: number, size: number) => Math.ceil(total / size);
    expect(pages(estimatedInquiryTotal(1, 10, 10), 10)).toBe(2);
    expect(pages(estimatedInquiryTotal(2, 10, 4), 10)).toBe(2);
  });
});

describe('inquiry list queries', () => {
  it('defaults to the first page of ten', () => {
    expect(RailInquiryListQuery.parse({})).toEqual({ page: 0, maxrows: 10 });
    expect(SeaInquiryListQuery.parse({ inquirer: '  ', vesselname: null })).toEqual({ page: 0, maxrows: 10 });
  });

  it('refuses a negative page, too many rows and impossible or reversed dates', () => {
    const field = (result: { error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');
    expect(field(RailInquiryListQuery.safeParse({ page: -1 }))).toBe('page');
    expect(field(RailInquiryListQuery.safeParse({ maxrows: 1000 }))).toBe('maxrows');
    expect(field(RailInquiryListQuery.safeParse({ maxrows: 0 }))).toBe('maxrows');
    expect(field(RailInquiryListQuery.safeParse({ quotationdatefrom: '2026-02-30' }))).toBe('quotationdatefrom');
    expect(field(SeaInquiryListQuery.safeParse({ quotationdateto: '2026/01/01' }))).toBe('quotationdateto');
    expect(field(FclInquiryListQuery.safeParse({ quotationdatefrom: '2026-03-02', quotationdateto: '2026-03-01' }))).toBe('quotationdateto');
    expect(field(FclInquiryListQuery.safeParse({ portofloadingcode: "CNXIY' OR 1=1" }))).toBe('portofloadingcode');
  });

  it('reads the full-container destination from placeofdeliverycode too', () => {
    expect(FclInquiryListQuery.parse({ placeofdeliverycode: 'rumow' })).toEqual({ page: 0, maxrows: 10, finaldestinationcode: 'RUMOW' });
    expect(FclInquiryListQuery.parse({ finaldestinationcode: 'DEDUI', placeofdeliverycode: 'RUMOW' }).finaldestinationcode).toBe('DEDUI');
    expect(RailInquiryListQuery.parse({ portofloadingcode: 'cnxiy', quotationdatefrom: '2026-01-01' }))
      .toEqual({ page: 0, maxrows: 10, portofloadingcode: 'CNXIY', quotationdatefrom: '2026-01-01' });
  });
});
