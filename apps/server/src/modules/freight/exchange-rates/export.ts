import type { Language, ExchangeRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { exchangeRateColumns } from './import';
import { exchangeRateBatches, type ExchangeRate } from './service';

/** The exchange-rate export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function exchangeRateWorkbook(ctx: AppContext, filter: ExchangeRateFilter, language: Language): Promise<WorkbookSpec<ExchangeRate>> {
  return {
    name: 'exchange_rate',
    sheet: 'exchangeRate.sheet',
    columns: reimportable<ExchangeRate>(
      { header: 'exchangeRate.exchangeRateId', value: (r) => r.exchangeRateId },
      await shownColumns<ExchangeRate>(ctx, language, exchangeRateColumns),
    ),
    batches: exchangeRateBatches(ctx, filter),
  };
}
