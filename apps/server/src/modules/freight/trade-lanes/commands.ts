import { eq, inArray } from 'drizzle-orm';
import type { TradeLaneBody } from '@freight/domain';
import { port, tradeLane } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { AppError } from '../../../platform/errors';
import { tableStore } from '../../../platform/excel/importStore';
import { tradeLaneFields } from './service';

/**
 * Trade lanes by code, from the dialog and the import alike. Saving a lane forbidden ('Y') takes its rates off the
 * portal at once (the rates-version trigger drops cached searches).
 */
export const tradeLaneCommands = recordCommands<TradeLaneBody>({
  entity: 'freight:tradeLane',
  store: tableStore({ table: tradeLane, id: 'tradeLaneId', key: ['tradelanecode'], values: tradeLaneFields }),
  describe: (l) => l.tradelanecode,
  // A lane some port still belongs to refuses the whole deletion and is named.
  remove: async (ctx, ids) => {
    const [used] = await ctx.db.select({ code: tradeLane.tradelanecode }).from(tradeLane)
      .innerJoin(port, eq(port.tradelanecode, tradeLane.tradelanecode))
      .where(inArray(tradeLane.tradeLaneId, ids)).limit(1);
    if (used) throw new AppError('freight.tradeLane.inUse', { name: used.code });
    await ctx.db.delete(tradeLane).where(inArray(tradeLane.tradeLaneId, ids));
  },
});
