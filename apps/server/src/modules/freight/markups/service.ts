import { and, asc, desc, eq, getTableColumns, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Edited, MarkupBody, MarkupFilter, MarkupQuery } from '@freight/domain';
import { customer, markupRule } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
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

/** The ids of the customers that exist among `ids`. */
export async function knownCustomers(ctx: AppContext, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await ctx.db.select({ id: customer.customerId }).from(customer).where(inArray(customer.customerId, ids))).map((c) => c.id));
}

/** Whether another rule has the same audience, scope, start and stacking (two such rules could never be told apart). */
async function sameScopeExists(ctx: AppContext, body: MarkupBody): Promise<boolean> {
  const fields = markupFields(body);
  const [clash] = await ctx.db.select({ id: markupRule.markupId }).from(markupRule).where(and(
    body.markupId ? ne(markupRule.markupId, body.markupId) : undefined,
    body.customerId === null ? sql`${markupRule.customerId} is null` : eq(markupRule.customerId, body.customerId),
    ...(['customergroup', 'kind', 'tradelanecode', 'portofloadingcode', 'destinationcode', 'carriercode', 'boxtype', 'validfrom', 'additional'] as const)
      .map((f) => eq(markupRule[f], fields[f])),
  )).limit(1);
  return clash !== undefined;
}

/** A rule for a customer that exists, and no other rule of the same scope and start. */
async function checkRule(ctx: AppContext, body: MarkupBody) {
  if (body.customerId !== null && !(await knownCustomers(ctx, [body.customerId])).has(body.customerId)) throw new AppError('markup.customer.unknown');
  if (await sameScopeExists(ctx, body)) throw new AppError('freight.exists', { name: `${body.kind} ${body.portofloadingcode || '*'}-${body.destinationcode || '*'} ${body.validfrom}` });
}

/** Answers the new rule's id. */
export async function addMarkup(ctx: AppContext, body: MarkupBody, by: string): Promise<number> {
  await checkRule(ctx, body);
  const [row] = await ctx.db.insert(markupRule).values({ ...markupFields(body), createBy: by }).returning({ id: markupRule.markupId });
  return row!.id;
}

export async function updateMarkup(ctx: AppContext, body: Edited<MarkupBody>, by: string): Promise<void> {
  if (!body.markupId) throw new AppError('http.404', {}, 404);
  await getMarkup(ctx, body.markupId);
  await checkRule(ctx, body);
  await saveEdit(ctx.db, markupRule, eq(markupRule.markupId, body.markupId), body.version, { ...markupFields(body), updateBy: by, updateTime: new Date() });
}

/** Deletes rules; the history trigger reads who from the transaction's `freight.actor`. */
export async function removeMarkups(ctx: AppContext, ids: number[], by: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('freight.actor', ${by}, true)`);
    await tx.delete(markupRule).where(inArray(markupRule.markupId, ids));
  });
}


/** The customers a rule or a preview may name (the screen's picker, for staff who may not open the customer screen). */
export function customerChoices(ctx: AppContext) {
  return ctx.db.select({ customerId: customer.customerId, customerLocalCode: customer.customerLocalCode, customerLocalName: customer.customerLocalName, customergroup: customer.customergroup })
    .from(customer).orderBy(asc(customer.customerLocalCode)).limit(1000);
}
