import type { Language, CustomerFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { customerColumns } from './import';
import { customerBatches, type Customer } from './service';

/** The customer export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function customerWorkbook(ctx: AppContext, filter: CustomerFilter, language: Language): Promise<WorkbookSpec<Customer>> {
  return {
    name: 'customer',
    sheet: 'customer.sheet',
    columns: reimportable<Customer>({ header: 'customer.customerId', value: (c) => c.customerId }, await shownColumns<Customer>(ctx, language, customerColumns)),
    batches: customerBatches(ctx, filter),
  };
}
