import { TruckRateBody } from '@freight/domain';
import { truckRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { unknownCodes, type ImportSpec } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { knownCurrencies } from '../sea-rates/references';
import { knownPorts, truckRateFields } from './service';

/** The columns of the truck-rate template, export and import, in order. */
export const truckRateColumns = [
  { header: 'truckRate.toarea', field: 'toarea' },
  { header: 'truckRate.portcode', field: 'portcode' },
  { header: 'truckRate.pricecbm', field: 'pricecbm' },
  { header: 'truckRate.pricehc', field: 'pricehc' },
  { header: 'truckRate.currencycode', field: 'currencycode' },
  { header: 'common.status', field: 'status' },
] as const;

/** Truck rates by region and station: a known pair is that truck rate, others are added. Stations must exist. */
export function truckRateImport(ctx: AppContext): ImportSpec<TruckRateBody> {
  return {
    db: ctx.db,
    name: 'truck_rate',
    sheet: 'truckRate.sheet',
    columns: truckRateColumns,
    schema: TruckRateBody,
    checker: async () => {
      const [ports, currencies] = [await knownPorts(ctx), await knownCurrencies(ctx)];
      return (rows) => [
        ...unknownCodes(rows, 'portcode', ports, 'freight.unknown.port'),
        ...unknownCodes(rows, 'currencycode', currencies, 'freight.unknown.currency'),
      ];
    },
    store: tableStore({ table: truckRate, id: 'truckRateId', key: ['toarea', 'portcode'], values: truckRateFields }),
  };
}
