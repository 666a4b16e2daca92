import { ExchangeRateBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { exchangeRateCommands } from './commands';

/** The columns of the exchange-rate template, export and import, in order. */
export const exchangeRateColumns = [
  { header: 'exchangeRate.srccurrency', field: 'srccurrency' },
  { header: 'exchangeRate.destcurrency', field: 'destcurrency' },
  { header: 'exchangeRate.exchangerate', field: 'exchangerate', holds: 'rate' },
  { header: 'exchangeRate.fromdate', field: 'fromdate', holds: 'day' },
  { header: 'common.remark', field: 'remark' },
] as const;

/** Rates by id or by pair and day: a row naming a stored rate updates it, others are added (the exchange-rate commands). */
export function exchangeRateImport(ctx: AppContext): ImportSpec<ExchangeRateBody> {
  return {
    db: ctx.db, ctx, name: 'exchange_rate', sheet: 'exchangeRate.sheet', columns: exchangeRateColumns, schema: ExchangeRateBody,
    idHeader: 'exchangeRate.exchangeRateId', commands: exchangeRateCommands,
  };
}
