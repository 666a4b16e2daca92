import { TruckRateBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { statusCodes } from '../../../platform/excel/cellCodes';
import type { ImportSpec } from '../../../platform/excel/import';
import { truckRateCommands } from './commands';

/** The columns of the truck-rate template, export and import, in order. */
export const truckRateColumns = [
  { header: 'truckRate.toarea', field: 'toarea' },
  { header: 'truckRate.portcode', field: 'portcode' },
  { header: 'truckRate.pricecbm', field: 'pricecbm', holds: 'money' },
  { header: 'truckRate.pricehc', field: 'pricehc', holds: 'money' },
  { header: 'truckRate.currencycode', field: 'currencycode' },
  { header: 'common.status', field: 'status', holds: statusCodes },
] as const;

/** Truck rates by id or by region and station: a row naming a stored rate updates it, others are added (the truck-rate commands). */
export function truckRateImport(ctx: AppContext): ImportSpec<TruckRateBody> {
  return {
    db: ctx.db, ctx, name: 'truck_rate', sheet: 'truckRate.sheet', columns: truckRateColumns, schema: TruckRateBody,
    idHeader: 'truckRate.truckRateId', commands: truckRateCommands,
  };
}
