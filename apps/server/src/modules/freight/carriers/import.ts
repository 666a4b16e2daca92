import { CarrierBody } from '@freight/domain';
import { carrier } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { carrierFields } from './service';

/** The columns of the carrier template, export and import, in order (logos are uploaded in the dialog). */
export const carrierColumns = [
  { header: 'carrier.carriercode', field: 'carriercode' },
  { header: 'carrier.carriername', field: 'carriername' },
  { header: 'carrier.localname', field: 'localname' },
  { header: 'carrier.contactnumber', field: 'contactnumber' },
  { header: 'common.status', field: 'status' },
] as const;

/** Carriers by code: a row with a known code is that carrier (an update keeps its logo), others are added. */
export function carrierImport(ctx: AppContext): ImportSpec<CarrierBody> {
  return {
    db: ctx.db,
    name: 'carrier',
    sheet: 'carrier.sheet',
    columns: carrierColumns,
    schema: CarrierBody,
    store: tableStore({ table: carrier, id: 'carrierId', key: ['carriercode'], values: carrierFields }),
  };
}
