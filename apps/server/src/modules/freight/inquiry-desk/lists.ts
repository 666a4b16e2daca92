import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import type { InquiryDeskFilter, InquiryDeskQuery } from '@freight/domain';
import { customer, fclInquiry, railLclInquiry, seaInquiry } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { keysetBatches } from '../../../platform/excel/batches';
import { findPage, type Page } from '../../../platform/list/page';
import { customerNames, customerOf, deskOrder, deskWhere, handledIs, quotedIs, type DeskColumns } from './filters';

type Named<T> = T & { customerName: string; customerCode: string };
export type RailDeskRow = Named<typeof railLclInquiry.$inferSelect>;
export type FclDeskRow = Named<typeof fclInquiry.$inferSelect>;
export type SeaDeskRow = Named<typeof seaInquiry.$inferSelect> & { quoted: boolean };
type InquiryTable = typeof railLclInquiry | typeof fclInquiry | typeof seaInquiry;

interface DeskList<R> {
  columns: DeskColumns;
  table: InquiryTable;
  /** The list's own filters on top of the shared ones. */
  where: (filter: InquiryDeskFilter) => SQL | undefined;
  /** Inquiries with their customer's names, as one joined query. */
  rows: (where: SQL | undefined, order: SQL[], limit: number, offset: number) => Promise<R[]>;
}

const named = <T>({ inquiry, ...names }: { inquiry: T; customerName: string; customerCode: string }): Named<T> => ({ ...inquiry, ...names });

/** A desk list's page (with its count) and its export batches, both from the same filter. */
function deskList<R extends { inquiryId: number }>(ctx: AppContext, list: DeskList<R>) {
  const whereOf = (filter: InquiryDeskFilter) => and(deskWhere(list.columns, filter), list.where(filter));
  return {
    page: (query: InquiryDeskQuery): Promise<Page<R>> => findPage(query,
      ({ limit, offset }) => list.rows(whereOf(query), deskOrder(list.columns, query), limit, offset),
      async () => {
        const [row] = await ctx.db.select({ n: count() }).from(list.table).innerJoin(customer, customerOf(list.table.customerId)).where(whereOf(query));
        return row?.n ?? 0;
      }),
    batches: (filter: InquiryDeskFilter) => keysetBatches(
      (after, limit) => list.rows(and(whereOf(filter), gt(list.columns.inquiryId, after)), [asc(list.columns.inquiryId)], limit, 0),
      (row) => row.inquiryId),
  };
}

/** The three desk lists: rail LCL, full container and sea inquiries of every customer. */
export function deskLists(ctx: AppContext) {
  return {
    rail: deskList<RailDeskRow>(ctx, {
      table: railLclInquiry,
      columns: { ...railLclInquiry, destination: railLclInquiry.finaldestinationcode },
      where: (filter) => and(filter.sendstatus ? eq(railLclInquiry.sendstatus, filter.sendstatus) : undefined, handledIs(railLclInquiry.handled, filter)),
      rows: async (where, order, limit, offset) => (await ctx.db.select({ inquiry: railLclInquiry, ...customerNames }).from(railLclInquiry)
        .innerJoin(customer, customerOf(railLclInquiry.customerId)).where(where).orderBy(...order).limit(limit).offset(offset)).map(named),
    }),
    fcl: deskList<FclDeskRow>(ctx, {
      table: fclInquiry,
      columns: { ...fclInquiry, destination: fclInquiry.finaldestinationcode },
      where: (filter) => handledIs(fclInquiry.handled, filter),
      rows: async (where, order, limit, offset) => (await ctx.db.select({ inquiry: fclInquiry, ...customerNames }).from(fclInquiry)
        .innerJoin(customer, customerOf(fclInquiry.customerId)).where(where).orderBy(...order).limit(limit).offset(offset)).map(named),
    }),
    sea: deskList<SeaDeskRow>(ctx, {
      table: seaInquiry,
      columns: { ...seaInquiry, destination: seaInquiry.placeofdeliverycode },
      where: (filter) => quotedIs(seaInquiry.quotationuserid, filter),
      rows: async (where, order, limit, offset) => (await ctx.db.select({ inquiry: seaInquiry, ...customerNames }).from(seaInquiry)
        .innerJoin(customer, customerOf(seaInquiry.customerId)).where(where).orderBy(...order).limit(limit).offset(offset))
        .map((row) => ({ ...named(row), quoted: row.inquiry.quotationuserid !== null })),
    }),
  };
}
