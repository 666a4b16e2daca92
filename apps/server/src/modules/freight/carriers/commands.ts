import { eq, inArray } from 'drizzle-orm';
import type { CarrierBody } from '@freight/domain';
import { carrier, carrierSheetMapping, seaRate } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { AppError } from '../../../platform/errors';
import { tableStore } from '../../../platform/excel/importStore';
import { carrierFields } from './service';

/**
 * Carriers by code, from the dialog and the import alike. The logo is the dialog's: an import carries no logo column,
 * so an updated carrier keeps its logo. Saving a carrier disabled takes its sea rates off the portal at once (the
 * rates-version trigger drops cached searches).
 */
export const carrierCommands = recordCommands<CarrierBody>({
  entity: 'freight:carrier',
  store: tableStore({ table: carrier, id: 'carrierId', key: ['carriercode'], values: carrierFields }),
  describe: (c) => c.carriercode,
  // A carrier that still has sea rates refuses the whole deletion (disabling it is the way); its sheet mapping goes with it.
  remove: async (ctx, ids) => {
    const [used] = await ctx.db.select({ code: carrier.carriercode }).from(carrier)
      .innerJoin(seaRate, eq(seaRate.carriercode, carrier.carriercode))
      .where(inArray(carrier.carrierId, ids)).limit(1);
    if (used) throw new AppError('freight.carrier.inUse', { name: used.code });
    await ctx.db.transaction(async (tx) => {
      await tx.delete(carrierSheetMapping).where(inArray(carrierSheetMapping.carrierId, ids));
      await tx.delete(carrier).where(inArray(carrier.carrierId, ids));
    });
  },
});
