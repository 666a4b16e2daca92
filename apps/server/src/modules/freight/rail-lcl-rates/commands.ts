import { eq, inArray } from 'drizzle-orm';
import type { RailLclRateBody, RailLclRateImportRow } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { railLclPrice, railLclRate } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { tableStore } from '../../../platform/excel/importStore';
import { writeSalesPrices } from './salesPrices';
import { cutoffInstants, railRateFields, railRateKey, railRateRules } from './railRate';

/** Replaces a rate's price entries with the dialog's, in its order (the commands raise the rate's version with them). */
async function writePrices(tx: Tx, rwlclrateid: number, body: RailLclRateBody) {
  await tx.delete(railLclPrice).where(eq(railLclPrice.rwlclrateid, rwlclrateid));
  await tx.insert(railLclPrice).values(body.prices.map((p) => ({ ...p, rwlclrateid })));
}

/**
 * Rail LCL rates by id or by route and ETD (railRateKey), from the dialog and the import alike (the rail rules; the
 * dialog's record is its body, so the currencies of its price entries are checked too). The dialog writes its price
 * entries; a file's row carries the sales price alone.
 */
export const railLclRateCommands = recordCommands<RailLclRateImportRow, RailLclRateBody>({
  entity: 'freight:railLclRate',
  store: tableStore({ table: railLclRate, id: 'rwlclrateid', key: railRateKey, values: railRateFields, dependants: writeSalesPrices }),
  rules: (ctx) => railRateRules(ctx),
  settle: cutoffInstants,
  describe: (r) => `${r.portofloadingcode} → ${r.finaldestinationcode} ${r.senddatetime}`,
  details: writePrices,
  // A rate goes with its price entries.
  remove: async (ctx, ids) => {
    await ctx.db.transaction(async (tx) => {
      await tx.delete(railLclPrice).where(inArray(railLclPrice.rwlclrateid, ids));
      await tx.delete(railLclRate).where(inArray(railLclRate.rwlclrateid, ids));
    });
  },
});
