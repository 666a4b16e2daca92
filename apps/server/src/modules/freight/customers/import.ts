import { CustomerBody } from '@freight/domain';
import { customer } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, type ImportSpec } from '../../../platform/excel/import';
import { fromImportedRow } from '../../../platform/excel/importWrites';
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
  { header: 'common.status', field: 'status' },
] as const;

const updated = fromImportedRow([
  'customerLocalName', 'customerEnglishName', 'customerEnglishCode', 'languageId', 'contactPhone', 'contactEmail', 'status', 'updateBy', 'updateTime',
]);

/** Customers by local code: a known code is replaced, others are added (portal users are kept in the dialog). */
export function customerImport(ctx: AppContext, by: string): ImportSpec<CustomerBody> {
  return {
    db: ctx.db,
    name: 'customer',
    sheet: 'customer.sheet',
    columns: customerColumns,
    schema: CustomerBody,
    key: (c) => c.customerLocalCode,
    keyField: 'customerLocalCode',
    write: (tx, records) => inSlices(records, 500, (slice) => tx.insert(customer)
      .values(slice.map((c) => ({ ...customerFields(c), createBy: by, updateBy: by, updateTime: new Date() })))
      .onConflictDoUpdate({ target: customer.customerLocalCode, set: updated })),
  };
}
