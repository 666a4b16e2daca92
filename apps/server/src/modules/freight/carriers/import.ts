import { CarrierBody } from '@freight/domain';
import { carrier } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, type ImportSpec } from '../../../platform/excel/import';
import { fromImportedRow } from '../../../platform/excel/importWrites';
import { carrierFields } from './service';

/** The columns of the carrier template, export and import, in order (logos are uploaded in the dialog). */
export const carrierColumns = [
  { header: 'carrier.carriercode', field: 'carriercode' },
  { header: 'carrier.carriername', field: 'carriername' },
  { header: 'carrier.localname', field: 'localname' },
  { header: 'carrier.contactnumber', field: 'contactnumber' },
  { header: 'common.status', field: 'status' },
] as const;

const updated = fromImportedRow(['carriername', 'localname', 'contactnumber', 'status', 'updateBy', 'updateTime']);

/** Carriers by code: a row with a known code replaces that carrier (keeping its logo), others are added. */
export function carrierImport(ctx: AppContext, by: string): ImportSpec<CarrierBody> {
  return {
    db: ctx.db,
    name: 'carrier',
    sheet: 'carrier.sheet',
    columns: carrierColumns,
    schema: CarrierBody,
    key: (c) => c.carriercode,
    keyField: 'carriercode',
    write: (tx, records) => inSlices(records, 500, (slice) => tx.insert(carrier)
      .values(slice.map((c) => ({ ...carrierFields(c), createBy: by, updateBy: by, updateTime: new Date() })))
      .onConflictDoUpdate({ target: carrier.carriercode, set: updated })),
  };
}
