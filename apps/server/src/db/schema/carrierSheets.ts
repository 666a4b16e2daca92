import type { CarrierSheetMapping } from '@freight/domain';
import { integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { changeColumns, id, ref } from './columns';

/** How a carrier's own rate sheet is read (packages/domain/src/freight/carrierSheets.ts): one per carrier, offered for its next sheet. */
export const carrierSheetMapping = pgTable('carrier_sheet_mapping', {
  mappingId: id(),
  carrierId: ref().notNull(),
  sheet: varchar({ length: 100 }).notNull(),
  headerRow: integer().notNull(),
  columns: jsonb().$type<CarrierSheetMapping['columns']>().notNull(),
  constants: jsonb().$type<CarrierSheetMapping['constants']>().notNull(),
  surcharges: jsonb().$type<CarrierSheetMapping['surcharges']>().notNull(),
  ...changeColumns(),
}, (t) => [uniqueIndex().on(t.carrierId)]);
