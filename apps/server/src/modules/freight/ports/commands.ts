import { inArray } from 'drizzle-orm';
import type { PortBody } from '@freight/domain';
import { port } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { unknownCodes } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { knownTradeLanes, portFields } from './service';

/** Ports by mode and code, from the dialog and the import alike: lanes must exist. */
export const portCommands = recordCommands<PortBody>({
  entity: 'freight:port',
  store: tableStore({ table: port, id: 'portId', key: ['portcode', 'moduletype'], values: portFields }),
  rules: async (ctx) => {
    const lanes = await knownTradeLanes(ctx);
    return (rows) => unknownCodes(rows, 'tradelanecode', lanes, 'freight.unknown.tradeLane');
  },
  describe: (p) => p.portcode,
  remove: async (ctx, ids) => {
    await ctx.db.delete(port).where(inArray(port.portId, ids));
  },
});
