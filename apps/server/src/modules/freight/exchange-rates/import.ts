import { or } from 'drizzle-orm';
import { ExchangeRateBody } from '@freight/domain';
import { exchangeRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, type ImportSpec } from '../../../platform/excel/import';
import { exchangeRateFields, samePairAndDay } from './service';

/** The columns of the exchange-rate template, export and import, in order. */
export const exchangeRateColumns = [
  { header: 'exchangeRate.srccurrency', field: 'srccurrency' },
  { header: 'exchangeRate.destcurrency', field: 'destcurrency' },
  { header: 'exchangeRate.exchangerate', field: 'exchangerate' },
  { header: 'exchangeRate.fromdate', field: 'fromdate' },
  { header: 'common.remark', field: 'remark' },
] as const;

/** Rates by pair and day: a row for a pair and day already stored replaces that rate (the table has no unique key to upsert on). */
export function exchangeRateImport(ctx: AppContext, by: string): ImportSpec<ExchangeRateBody> {
  return {
    db: ctx.db,
    name: 'exchange_rate',
    sheet: 'exchangeRate.sheet',
    columns: exchangeRateColumns,
    schema: ExchangeRateBody,
    key: (r) => `${r.srccurrency} ${r.destcurrency} ${r.fromdate}`,
    keyField: 'fromdate',
    write: (tx, records) => inSlices(records, 500, async (slice) => {
      await tx.delete(exchangeRate).where(or(...slice.map(samePairAndDay)));
      await tx.insert(exchangeRate).values(slice.map((r) => ({ ...exchangeRateFields(r), createBy: by })));
    }),
  };
}
