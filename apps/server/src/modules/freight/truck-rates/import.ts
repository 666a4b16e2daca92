import { TruckRateBody } from '@freight/domain';
import { truckRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, unknownCodes, type ImportSpec } from '../../../platform/excel/import';
import { fromImportedRow } from '../../../platform/excel/importWrites';
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

const updated = fromImportedRow(['pricecbm', 'pricehc', 'currencycode', 'status', 'updateBy', 'updateTime']);

/** Truck rates by region and station: a known pair is replaced, others are added. Stations must exist. */
export function truckRateImport(ctx: AppContext, by: string): ImportSpec<TruckRateBody> {
  return {
    db: ctx.db,
    name: 'truck_rate',
    sheet: 'truckRate.sheet',
    columns: truckRateColumns,
    schema: TruckRateBody,
    key: (r) => `${r.toarea} ${r.portcode}`,
    keyField: 'toarea',
    checker: async () => {
      const [ports, currencies] = [await knownPorts(ctx), await knownCurrencies(ctx)];
      return (rows) => [
        ...unknownCodes(rows, 'portcode', ports, 'freight.unknown.port'),
        ...unknownCodes(rows, 'currencycode', currencies, 'freight.unknown.currency'),
      ];
    },
    write: (tx, records) => inSlices(records, 500, (slice) => tx.insert(truckRate)
      .values(slice.map((r) => ({ ...truckRateFields(r), createBy: by, updateBy: by, updateTime: new Date() })))
      .onConflictDoUpdate({ target: [truckRate.toarea, truckRate.portcode], set: updated })),
  };
}
