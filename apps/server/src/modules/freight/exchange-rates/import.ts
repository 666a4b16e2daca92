import { ExchangeRateBody } from '@freight/domain';
import { exchangeRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { exchangeRateFields } from './service';

/** The columns of the exchange-rate template, export and import, in order. */
export const exchangeRateColumns = [
  { header: 'exchangeRate.srccurrency', field: 'srccurrency' },
  { header: 'exchangeRate.destcurrency', field: 'destcurrency' },
  { header: 'exchangeRate.exchangerate', field: 'exchangerate' },
  { header: 'exchangeRate.fromdate', field: 'fromdate' },
  { header: 'common.remark', field: 'remark' },
] as const;

/** Rates by pair and day: a row for a pair and day already stored is that rate, others are added. */
export function exchangeRateImport(ctx: AppContext): ImportSpec<ExchangeRateBody> {
  return {
    db: ctx.db,
    name: 'exchange_rate',
    sheet: 'exchangeRate.sheet',
    columns: exchangeRateColumns,
    schema: ExchangeRateBody,
    store: tableStore({ table: exchangeRate, id: 'exchangeRateId', key: ['srccurrency', 'destcurrency', 'fromdate'], values: exchangeRateFields }),
  };
}
