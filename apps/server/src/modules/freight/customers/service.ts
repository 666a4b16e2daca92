import { and, asc, count, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { CustomerBody, CustomerFilter, CustomerQuery, Edited } from '@freight/domain';
import { customer, sysUser } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type Customer = typeof customer.$inferSelect;

const matching = (filter: CustomerFilter): SQL | undefined => and(
  contains(customer.customerLocalCode, filter.customerLocalCode),
  filter.customerName ? or(contains(customer.customerLocalName, filter.customerName), contains(customer.customerEnglishName, filter.customerName)) : undefined,
  equals(customer.status, filter.status),
);

export function listCustomers(ctx: AppContext, query: CustomerQuery): Promise<Page<Customer>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(customer).where(where).orderBy(asc(customer.customerLocalCode)).limit(limit).offset(offset),
    () => ctx.db.$count(customer, where),
  );
}

/** Every matching customer, batch by batch (for the export). */
export function customerBatches(ctx: AppContext, filter: CustomerFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(customer).where(and(where, gt(customer.customerId, after))).orderBy(asc(customer.customerId)).limit(limit),
    (c) => c.customerId,
  );
}

export async function getCustomer(ctx: AppContext, customerId: number): Promise<Customer> {
  const [found] = await ctx.db.select().from(customer).where(eq(customer.customerId, customerId));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

async function checkUnique(ctx: AppContext, body: CustomerBody) {
  const others = body.customerId ? ne(customer.customerId, body.customerId) : undefined;
  const [clash] = await ctx.db.select({ id: customer.customerId }).from(customer).where(and(others, eq(customer.customerLocalCode, body.customerLocalCode)));
  if (clash) throw new AppError('freight.exists', { name: body.customerLocalCode });
}

/** The stored columns of a customer from the dialog or an imported row. */
export const customerFields = (body: CustomerBody) => ({
  customerLocalName: body.customerLocalName, customerLocalCode: body.customerLocalCode, customerEnglishName: body.customerEnglishName,
  customerEnglishCode: body.customerEnglishCode, languageId: body.languageId, contactPhone: body.contactPhone, contactEmail: body.contactEmail, customergroup: body.customergroup,
  status: body.status, remark: body.remark ?? null,
});

export async function addCustomer(ctx: AppContext, body: CustomerBody, by: string): Promise<void> {
  await checkUnique(ctx, body);
  await ctx.db.insert(customer).values({ ...customerFields(body), createBy: by });
}

export async function updateCustomer(ctx: AppContext, body: Edited<CustomerBody>, by: string): Promise<void> {
  if (!body.customerId) throw new AppError('http.404', {}, 404);
  await getCustomer(ctx, body.customerId);
  await checkUnique(ctx, body);
  await saveEdit(ctx.db, customer, eq(customer.customerId, body.customerId), body.version, { ...customerFields(body), updateBy: by, updateTime: new Date() });
}

/** Deletes customers without portal users; one that still has users refuses the whole deletion and is named. */
export async function removeCustomers(ctx: AppContext, ids: number[]): Promise<void> {
  const [withUsers] = await ctx.db.select({ name: customer.customerLocalName, users: count(sysUser.userId) }).from(customer)
    .innerJoin(sysUser, and(eq(sysUser.customerId, customer.customerId), eq(sysUser.delFlag, '0')))
    .where(inArray(customer.customerId, ids))
    .groupBy(customer.customerId, customer.customerLocalName)
    .limit(1);
  if (withUsers) throw new AppError('freight.customer.hasUsers', { name: withUsers.name });
  await ctx.db.delete(customer).where(inArray(customer.customerId, ids));
}
