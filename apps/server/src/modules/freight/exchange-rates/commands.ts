import { inArray } from 'drizzle-orm';
import type { ExchangeRateBody } from '@freight/domain';
import { exchangeRate } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { tableStore } from '../../../platform/excel/importStore';
import { exchangeRateFields } from './service';

/** Exchange rates by pair and day (one rate only), from the dialog and the import alike. */
export const exchangeRateCommands = recordCommands<ExchangeRateBody>({
  entity: 'freight:exchangeRate',
  store: tableStore({ table: exchangeRate, id: 'exchangeRateId', key: ['srccurrency', 'destcurrency', 'fromdate'], values: exchangeRateFields }),
  describe: (r) => `${r.srccurrency}/${r.destcurrency} ${r.fromdate}`,
  remove: async (ctx, ids) => {
    await ctx.db.delete(exchangeRate).where(inArray(exchangeRate.exchangeRateId, ids));
  },
});
