import type { CustomerFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { customerColumns } from './import';
import { customerBatches, type Customer } from './service';

/** The customer export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export function customerWorkbook(ctx: AppContext, filter: CustomerFilter): WorkbookSpec<Customer> {
  return {
    name: 'customer',
    sheet: 'customer.sheet',
    columns: reimportable<Customer>({ header: 'customer.customerId', value: (c) => c.customerId }, customerColumns.map((c) => ({ header: c.header, value: (row: Customer) => row[c.field] }))),
    batches: customerBatches(ctx, filter),
  };
}
