import { eq, inArray } from 'drizzle-orm';
import type { SeaRateBody, SeaRateFileRow } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { seaRate, surcharge } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { unknownCodes, type RowProblem } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { knownCarriers } from '../carriers/service';
import { writeFileSurcharges } from './fileSurcharges';
import { knownCurrencies, portsOf, tradeLanesOf } from './references';
import { seaRateFields } from './service';

/** Replaces a rate's surcharges with the dialog's, in its order (the commands raise the rate's version with them). */
async function writeSurcharges(tx: Tx, fclrateid: number, body: SeaRateBody) {
  await tx.delete(surcharge).where(eq(surcharge.fclrateid, fclrateid));
  if (body.surcharges.length) await tx.insert(surcharge).values(body.surcharges.map((s) => ({ ...s, fclrateid })));
}

/**
 * Sea rates by id or by carrier, ports, ETD and lane, from the dialog and the import alike: carriers, sea lanes, sea
 * ports (rail stations are not sea ports) and the currency must exist. The dialog writes the rate's surcharges; a
 * template's row carries the rate alone, a carrier's own sheet its surcharges too.
 */
export const seaRateCommands = recordCommands<SeaRateFileRow, SeaRateBody>({
  entity: 'freight:seaRate',
  store: tableStore({
    table: seaRate, id: 'fclrateid', key: ['carriercode', 'portofloadingcode', 'finaldestination', 'etddate', 'carriertradelane'], values: seaRateFields,
    dependants: writeFileSurcharges,
  }),
  rules: async (ctx) => {
    const [ports, carriers, lanes, currencies] = await Promise.all([portsOf(ctx, 'ox'), knownCarriers(ctx), tradeLanesOf(ctx, 'ox'), knownCurrencies(ctx)]);
    return (rows): RowProblem[] => [
      ...unknownCodes(rows, 'carriercode', carriers, 'freight.unknown.carrier'),
      ...unknownCodes(rows, 'carriertradelane', lanes, 'freight.unknown.tradeLane'),
      ...(['portofloadingcode', 'portoftranshipped', 'portoftranshipped2', 'finaldestination'] as const)
        .flatMap((field) => unknownCodes(rows, field, ports, 'freight.unknown.port')),
      ...unknownCodes(rows, 'currencycode', currencies, 'freight.unknown.currency'),
    ];
  },
  describe: (r) => `${r.carriercode} ${r.portofloadingcode} → ${r.finaldestination} ${r.etddate}`,
  details: writeSurcharges,
  // A rate goes with its surcharges.
  remove: async (ctx, ids) => {
    await ctx.db.transaction(async (tx) => {
      await tx.delete(surcharge).where(inArray(surcharge.fclrateid, ids));
      await tx.delete(seaRate).where(inArray(seaRate.fclrateid, ids));
    });
  },
});
