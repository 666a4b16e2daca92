import type { ExchangeRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { exchangeRateColumns } from './import';
import { exchangeRateBatches, type ExchangeRate } from './service';

/** The exchange-rate export: the import columns, so an exported file can be edited and imported again. */
export function exchangeRateWorkbook(ctx: AppContext, filter: ExchangeRateFilter): WorkbookSpec<ExchangeRate> {
  return {
    name: 'exchange_rate',
    sheet: 'exchangeRate.sheet',
    columns: exchangeRateColumns.map((c) => ({ header: c.header, value: (r: ExchangeRate) => r[c.field] })),
    batches: exchangeRateBatches(ctx, filter),
  };
}
