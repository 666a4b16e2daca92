import { and, asc, desc, eq, getTableColumns, gt, type SQL } from 'drizzle-orm';
import type { MarkupBody, MarkupFilter, MarkupQuery } from '@freight/domain';
import { customer, markupRule } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type Markup = typeof markupRule.$inferSelect;

const matching = (filter: MarkupFilter): SQL | undefined => and(
  equals(markupRule.kind, filter.kind),
  equals(markupRule.customerId, filter.customerId),
  contains(markupRule.customergroup, filter.customergroup),
  contains(markupRule.portofloadingcode, filter.portofloadingcode),
  contains(markupRule.destinationcode, filter.destinationcode),
  contains(markupRule.carriercode, filter.carriercode),
  equals(markupRule.status, filter.status),
);

/** Rules by kind and lane, the latest start first, with the name of the customer a rule is for. */
export function listMarkups(ctx: AppContext, query: MarkupQuery): Promise<Page<Markup & { customerName: string | null }>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select({ ...getTableColumns(markupRule), customerName: customer.customerLocalName }).from(markupRule)
      .leftJoin(customer, eq(customer.customerId, markupRule.customerId)).where(where)
      .orderBy(asc(markupRule.kind), asc(markupRule.portofloadingcode), asc(markupRule.destinationcode), desc(markupRule.validfrom), desc(markupRule.markupId))
      .limit(limit).offset(offset),
    () => ctx.db.$count(markupRule, where),
  );
}

/** Every matching rule, batch by batch (for the export). */
export function markupBatches(ctx: AppContext, filter: MarkupFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(markupRule).where(and(where, gt(markupRule.markupId, after))).orderBy(asc(markupRule.markupId)).limit(limit),
    (m) => m.markupId,
  );
}

export async function getMarkup(ctx: AppContext, markupId: number): Promise<Markup> {
  const [found] = await ctx.db.select().from(markupRule).where(eq(markupRule.markupId, markupId));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

/** The stored columns of a rule from the dialog or an imported row. */
export const markupFields = (body: MarkupBody) => ({
  customerId: body.customerId, customergroup: body.customergroup, kind: body.kind, tradelanecode: body.tradelanecode,
  portofloadingcode: body.portofloadingcode, destinationcode: body.destinationcode, carriercode: body.carriercode, boxtype: body.boxtype,
  validfrom: body.validfrom, validto: body.validto, method: body.method, value: body.value, currencycode: body.currencycode,
  minimum: body.minimum, maximum: body.maximum, additional: body.additional, status: body.status, overridereason: body.overridereason,
  remark: body.remark ?? null,
});

/** The ids of every customer (what a rule may name). */
export async function allCustomers(ctx: AppContext): Promise<Set<number>> {
  return new Set((await ctx.db.select({ id: customer.customerId }).from(customer)).map((c) => c.id));
}

/** The customers a rule or a preview may name (the screen's picker, for staff who may not open the customer screen). */
export function customerChoices(ctx: AppContext) {
  return ctx.db.select({ customerId: customer.customerId, customerLocalCode: customer.customerLocalCode, customerLocalName: customer.customerLocalName, customergroup: customer.customergroup })
    .from(customer).orderBy(asc(customer.customerLocalCode)).limit(1000);
}
