import { CustomerBody } from '@freight/domain';
import { customer } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { customerFields } from './service';

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
  { header: 'common.status', field: 'status' },
] as const;

/** Customers by local code: a known code is that customer, others are added (portal users are kept in the dialog). */
export function customerImport(ctx: AppContext): ImportSpec<CustomerBody> {
  return {
    db: ctx.db,
    name: 'customer',
    sheet: 'customer.sheet',
    columns: customerColumns,
    schema: CustomerBody,
    store: tableStore({ table: customer, id: 'customerId', key: ['customerLocalCode'], values: customerFields }),
  };
}
