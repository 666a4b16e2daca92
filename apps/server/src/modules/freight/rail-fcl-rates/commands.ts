import { inArray } from 'drizzle-orm';
import type { RailFclRateImportRow } from '@freight/domain';
import { railFclRate } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { tableStore } from '../../../platform/excel/importStore';
import { cutoffInstants, railRateKey, railRateRules } from '../rail-lcl-rates/railRate';
import { railFclRateFields } from './service';

/** Rail FCL rates by id or by route and ETD (railRateKey), from the dialog and the import alike (the rail rules). */
export const railFclRateCommands = recordCommands<RailFclRateImportRow>({
  entity: 'freight:railFclRate',
  store: tableStore({ table: railFclRate, id: 'rwrateid', key: railRateKey, values: railFclRateFields }),
  rules: (ctx) => railRateRules(ctx),
  settle: cutoffInstants,
  describe: (r) => `${r.portofloadingcode} → ${r.finaldestinationcode} ${r.senddatetime}`,
  remove: async (ctx, ids) => {
    await ctx.db.delete(railFclRate).where(inArray(railFclRate.rwrateid, ids));
  },
});
