import type { ExchangeRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { exchangeRateColumns } from './import';
import { exchangeRateBatches, type ExchangeRate } from './service';

/** The exchange-rate export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export function exchangeRateWorkbook(ctx: AppContext, filter: ExchangeRateFilter): WorkbookSpec<ExchangeRate> {
  return {
    name: 'exchange_rate',
    sheet: 'exchangeRate.sheet',
    columns: reimportable<ExchangeRate>(
      { header: 'exchangeRate.exchangeRateId', value: (r) => r.exchangeRateId },
      exchangeRateColumns.map((c) => ({ header: c.header, value: (r: ExchangeRate) => r[c.field] })),
    ),
    batches: exchangeRateBatches(ctx, filter),
  };
}
