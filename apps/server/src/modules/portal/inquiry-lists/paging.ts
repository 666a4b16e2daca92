import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InquiryPage, QuoteStatus } from '@freight/domain';
import { AppError } from '../../../platform/errors';
import type { PortalSession } from '../../../platform/gateway/index';

/** Columns every inquiry table shares, as the lists filter and order by them. */
interface InquiryTable {
  inquiryId: AnyPgColumn;
  customerId: AnyPgColumn;
  quotationdate: AnyPgColumn;
  quotestatus: AnyPgColumn;
}

/** The caller's customer; a signed-in portal user without one has no inquiries to list. */
export function callerCustomer(session: PortalSession): number {
  if (session.customerId === undefined) throw new AppError('gateway.customerOnly', undefined, 403);
  return session.customerId;
}

/** Only the customer's inquiries, within the inquiry date range (whole days), plus the list's own filters. */
export function customerInquiries(
  table: InquiryTable, customerId: number, dates: { quotationdatefrom?: string; quotationdateto?: string; quotestatus?: QuoteStatus }, ...filters: (SQL | undefined)[]
): SQL | undefined {
  return and(
    eq(table.customerId, customerId),
    dates.quotationdatefrom ? gte(table.quotationdate, dates.quotationdatefrom) : undefined,
    dates.quotationdateto ? lte(table.quotationdate, dates.quotationdateto) : undefined,
    dates.quotestatus ? eq(table.quotestatus, dates.quotestatus) : undefined,
    ...filters,
  );
}

/** Newest first; the id breaks ties so pages never overlap (the index on customer, date, id serves it). */
export const newestFirst = (table: InquiryTable) => [desc(table.quotationdate), desc(table.inquiryId)];

/**
 * One page without counting: one row more than the page is read to learn whether a next page
 * holds anything (the web pager estimates its total from that, portal.md §9).
 */
export async function inquiryPage<Raw, Row>(
  query: { page: number; maxrows: number },
  read: (limit: number, offset: number) => Promise<Raw[]>,
  toRow: (raw: Raw) => Row,
): Promise<InquiryPage<Row>> {
  const raws = await read(query.maxrows + 1, query.page * query.maxrows);
  return {
    rows: raws.slice(0, query.maxrows).map(toRow),
    page: query.page,
    maxrows: query.maxrows,
    hasMore: raws.length > query.maxrows,
  };
}
