import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { CustomerBody, CustomerFilter, CustomerQuery } from '@freight/domain';
import { customer } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
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

/** The stored columns of a customer from the dialog or an imported row. */
export const customerFields = (body: CustomerBody) => ({
  customerLocalName: body.customerLocalName, customerLocalCode: body.customerLocalCode, customerEnglishName: body.customerEnglishName,
  customerEnglishCode: body.customerEnglishCode, languageId: body.languageId, contactPhone: body.contactPhone, contactEmail: body.contactEmail, customergroup: body.customergroup,
  status: body.status, remark: body.remark ?? null,
});
