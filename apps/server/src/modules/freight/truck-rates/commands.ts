import { inArray } from 'drizzle-orm';
import type { TruckRateBody } from '@freight/domain';
import { truckRate } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { unknownCodes } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { knownCurrencies } from '../sea-rates/references';
import { knownPorts, truckRateFields } from './service';

/** Truck rates by region and station, from the dialog and the import alike: the station and the currency must exist. */
export const truckRateCommands = recordCommands<TruckRateBody>({
  entity: 'freight:truckRate',
  store: tableStore({ table: truckRate, id: 'truckRateId', key: ['toarea', 'portcode'], values: truckRateFields }),
  rules: async (ctx) => {
    const [ports, currencies] = await Promise.all([knownPorts(ctx), knownCurrencies(ctx)]);
    return (rows) => [
      ...unknownCodes(rows, 'portcode', ports, 'freight.unknown.port'),
      ...unknownCodes(rows, 'currencycode', currencies, 'freight.unknown.currency'),
    ];
  },
  describe: (r) => `${r.toarea} → ${r.portcode}`,
  remove: async (ctx, ids) => {
    await ctx.db.delete(truckRate).where(inArray(truckRate.truckRateId, ids));
  },
});
