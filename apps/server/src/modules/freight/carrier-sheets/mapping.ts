import { asc, eq, sql } from 'drizzle-orm';
import type { CarrierSheetMapping } from '@freight/domain';
import { carrier, carrierSheetMapping } from '../../../db/schema/index';
import { staffCommand } from '../../../platform/commands/command';
import type { AppContext } from '../../../platform/context';
import { getCarrier } from '../carriers/service';

/** The carriers whose sheets staff may import, and whether a mapping of their sheets is saved (the screen offers it). */
export async function sheetCarriers(ctx: AppContext) {
  const rows = await ctx.db.select({ carrierId: carrier.carrierId, carriercode: carrier.carriercode, carriername: carrier.carriername, mapping: carrierSheetMapping.mappingId })
    .from(carrier).leftJoin(carrierSheetMapping, eq(carrierSheetMapping.carrierId, carrier.carrierId)).orderBy(asc(carrier.carriercode));
  return rows.map(({ mapping, ...c }) => ({ ...c, mapped: mapping !== null }));
}

/** The mapping saved for a carrier's sheets, or null before its first. */
export async function savedMapping(ctx: AppContext, carrierId: number): Promise<CarrierSheetMapping | null> {
  const [found] = await ctx.db.select().from(carrierSheetMapping).where(eq(carrierSheetMapping.carrierId, carrierId));
  if (!found) return null;
  const { sheet, headerRow, columns, constants, surcharges } = found;
  return { carrierId, sheet, headerRow, columns, constants, surcharges };
}

/** Keeps a carrier's mapping (one per carrier, the last saved wins), to be offered for its next sheet. */
async function saveMapping(ctx: AppContext, by: string, mapping: CarrierSheetMapping): Promise<void> {
  await getCarrier(ctx, mapping.carrierId);
  const { carrierId, sheet, headerRow, columns, constants, surcharges } = mapping;
  await ctx.db.insert(carrierSheetMapping).values({ carrierId, sheet, headerRow, columns, constants, surcharges, createBy: by })
    .onConflictDoUpdate({
      target: carrierSheetMapping.carrierId,
      set: { sheet, headerRow, columns, constants, surcharges, updateBy: by, updateTime: sql`now()` },
    });
}

/** Saving a carrier's mapping is part of importing its sheets: it needs the sea-rate import permission. */
export const carrierSheetCommands = {
  save: staffCommand('freight:carrierSheet:save', (ctx, actor, mapping: CarrierSheetMapping) => saveMapping(ctx, actor.userName, mapping), 'freight:seaRate:import'),
};
