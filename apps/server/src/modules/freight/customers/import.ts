import { CustomerBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { statusCodes } from '../../../platform/excel/cellCodes';
import type { ImportSpec } from '../../../platform/excel/import';
import { customerCommands } from './commands';

/** The columns of the customer template, export and import, in order. */
export const customerColumns = [
  { header: 'customer.customerLocalCode', field: 'customerLocalCode' },
  { header: 'customer.customerLocalName', field: 'customerLocalName' },
  { header: 'customer.customerEnglishCode', field: 'customerEnglishCode' },
  { header: 'customer.customerEnglishName', field: 'customerEnglishName' },
  { header: 'customer.languageId', field: 'languageId' },
  { header: 'customer.contactPhone', field: 'contactPhone' },
  { header: 'customer.contactEmail', field: 'contactEmail' },
  { header: 'customer.customergroup', field: 'customergroup' },
  { header: 'common.status', field: 'status', holds: statusCodes },
] as const;

/** Customers by id or local code: a row naming a stored customer updates it, others are added (the customer commands). */
export function customerImport(ctx: AppContext): ImportSpec<CustomerBody> {
  return { db: ctx.db, ctx, name: 'customer', sheet: 'customer.sheet', columns: customerColumns, schema: CustomerBody, idHeader: 'customer.customerId', commands: customerCommands };
}
