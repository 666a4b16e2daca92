import { CarrierBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { statusCodes } from '../../../platform/excel/cellCodes';
import type { ImportSpec } from '../../../platform/excel/import';
import { carrierCommands } from './commands';

/** The columns of the carrier template, export and import, in order (logos are uploaded in the dialog). */
export const carrierColumns = [
  { header: 'carrier.carriercode', field: 'carriercode' },
  { header: 'carrier.carriername', field: 'carriername' },
  { header: 'carrier.localname', field: 'localname' },
  { header: 'carrier.contactnumber', field: 'contactnumber' },
  { header: 'common.status', field: 'status', holds: statusCodes },
] as const;

/** Carriers by id or code: a row naming a stored carrier updates it (keeping its logo), others are added (the carrier commands). */
export function carrierImport(ctx: AppContext): ImportSpec<CarrierBody> {
  return { db: ctx.db, ctx, name: 'carrier', sheet: 'carrier.sheet', columns: carrierColumns, schema: CarrierBody, idHeader: 'carrier.carrierId', commands: carrierCommands };
}
