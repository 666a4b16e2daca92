import { and, asc, desc, eq, isNotNull, isNull, or, type Column, type SQL } from 'drizzle-orm';
import { isAscending, type InquiryDeskFilter } from '@freight/domain';
import { customer } from '../../../db/schema/index';
import { contains, equals, withinDays } from '../../../platform/list/filters';

/** The columns every inquiry table shares under the same names, and where its destination is. */
export interface DeskColumns {
  inquiryId: Column;
  inquiryno: Column;
  quotationdate: Column;
  portofloadingcode: Column;
  destination: Column;
  quotestatus: Column;
}

/** Filters every desk list has: customer (name or code), number, lane, inquiry dates and quote status. */
export function deskWhere(t: DeskColumns, filter: InquiryDeskFilter): SQL | undefined {
  const byCustomer = filter.customer
    ? or(contains(customer.customerLocalName, filter.customer), contains(customer.customerLocalCode, filter.customer), contains(customer.customerEnglishName, filter.customer))
    : undefined;
  return and(
    byCustomer,
    contains(t.inquiryno, filter.inquiryno),
    equals(t.portofloadingcode, filter.portofloadingcode),
    equals(t.destination, filter.destination),
    withinDays(t.quotationdate, filter),
    equals(t.quotestatus, filter.quotestatus),
  );
}

/** `handled` yes / no of the rail lists. */
export const handledIs = (column: Column, filter: InquiryDeskFilter) => (filter.handled ? eq(column, filter.handled === '1') : undefined);

/** `quoted` yes / no of the sea list: quoted means a staff user quoted it. */
export const quotedIs = (quoter: Column, filter: InquiryDeskFilter) =>
  (filter.quoted === '1' ? isNotNull(quoter) : filter.quoted === '0' ? isNull(quoter) : undefined);

/** The chosen sort column (newest first by default); the id breaks ties so pages never overlap. */
export function deskOrder(t: DeskColumns, filter: InquiryDeskFilter): SQL[] {
  const columns = { ...t, customerName: customer.customerLocalName } as const;
  const tieBreak = desc(t.inquiryId);
  if (!filter.orderByColumn) return [desc(t.quotationdate), tieBreak];
  const column = columns[filter.orderByColumn];
  return [isAscending(filter.isAsc) ? asc(column) : desc(column), tieBreak];
}

/** Each inquiry with its customer's names. */
export const customerOf = (customerId: Column) => eq(customer.customerId, customerId);
export const customerNames = { customerName: customer.customerLocalName, customerCode: customer.customerLocalCode };
