import { RailFclRateImportRow } from '@freight/domain';
import { railFclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { railRateChecker, railRateColumns, railRateKey } from '../rail-lcl-rates/railRate';
import { railFclRateFields } from './service';

/** The columns of the rail FCL template, export and import: the rail columns, the two 40HQ prices and the pickup address. */
export const railFclRateColumns = [
  ...railRateColumns,
  { header: 'railFclRate.price20', field: 'price20' },
  { header: 'railFclRate.pricehc', field: 'pricehc' },
  { header: 'railFclRate.pickupctnaddress', field: 'pickupctnaddress' },
] as const;

/** Rail FCL rates, by id or by route and ETD (railRateKey); other rows are added. Stations and lanes must be rail ones. */
export function railFclRateImport(ctx: AppContext): ImportSpec<RailFclRateImportRow> {
  return {
    db: ctx.db,
    name: 'rail_fcl_rate',
    sheet: 'railFclRate.sheet',
    columns: railFclRateColumns,
    idHeader: 'railFclRate.rwrateid',
    schema: RailFclRateImportRow,
    checker: () => railRateChecker(ctx),
    store: tableStore({ table: railFclRate, id: 'rwrateid', key: railRateKey, values: railFclRateFields }),
  };
}
