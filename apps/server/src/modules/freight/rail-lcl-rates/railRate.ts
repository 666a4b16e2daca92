import { and, type Column, type SQL } from 'drizzle-orm';
import { railRateSortColumns, zonedInstant, type RailFclRateImportRow, type RailRateFilter } from '@freight/domain';
import { railFclRate, railLclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { RecordRules } from '../../../platform/commands/recordCommands';
import { statusCodes, yesNoCodes } from '../../../platform/excel/cellCodes';
import { unknownCodes, type ImportColumn, type RowProblem } from '../../../platform/excel/import';
import { contains, equals } from '../../../platform/list/filters';
import { sailingWhere, type RateColumns } from '../rateList';
import { knownCurrencies, portsOf, tradeLanesOf } from '../sea-rates/references';

/** What rail LCL and FCL rates share: their filters, reference checks, stored columns and file columns. */

type RailTable = typeof railLclRate | typeof railFclRate;
type RailCodes = Pick<RailFclRateImportRow, 'portofloadingcode' | 'portofdischargecode' | 'finaldestinationcode' | 'tradelanecode' | 'currencycode'>;
type RailFields = Omit<RailFclRateImportRow, 'price20' | 'pricehc' | 'pickupctnaddress' | 'englishpickupctnaddress' | 'russianpickupctnaddress'>;

const stationFields = ['portofloadingcode', 'portofdischargecode', 'finaldestinationcode'] as const;

/** A rail table's departure and validity, for the rate lists' sailing filters and default order (rateList.ts). */
export const railSailingColumns = (table: RailTable): RateColumns => ({
  id: 'rwlclrateid' in table ? table.rwlclrateid : table.rwrateid, sailing: table.senddatetime, effectdate: table.effectdate, expireddate: table.expireddate,
});

/** The columns a rail list sorts by, by their names in `railRateSortColumns`. */
export const railSortColumns = (table: RailTable): Record<string, Column> => Object.fromEntries(railRateSortColumns.map((c) => [c, table[c]]));

export const railMatching = (table: RailTable, filter: RailRateFilter): SQL | undefined => and(
  equals(table.portofloadingcode, filter.portofloadingcode?.toUpperCase()),
  equals(table.finaldestinationcode, filter.finaldestinationcode?.toUpperCase()),
  contains(table.tradelanecode, filter.tradelanecode?.toUpperCase()),
  equals(table.status, filter.status),
  sailingWhere(railSailingColumns(table), filter),
);

/**
 * The rules of both rail rates, for every door: stations must be rail stations ('rt'), the lane a rail lane, and the
 * currencies known (the rate's, and those of the price entries a rail LCL rate's dialog gives).
 */
export async function railRateRules<R extends RailCodes & { prices?: readonly { currencycode: string }[] }>(ctx: AppContext): Promise<RecordRules<R>> {
  const [stations, lanes, currencies] = await Promise.all([portsOf(ctx, 'rt'), tradeLanesOf(ctx, 'rt'), knownCurrencies(ctx)]);
  return (rows) => [
    ...stationFields.flatMap((field) => unknownCodes(rows, field, stations, 'freight.unknown.port')),
    ...unknownCodes(rows, 'tradelanecode', lanes, 'freight.unknown.tradeLane'),
    ...unknownCodes(rows, 'currencycode', currencies, 'freight.unknown.currency'),
    ...rows.flatMap(({ row, record }) => (record.prices ?? []).filter((p) => !currencies.has(p.currencycode))
      .map((p): RowProblem => ({ row, field: 'prices', reason: 'freight.unknown.currency', params: { code: p.currencycode } }))),
  ];
}

/**
 * The natural key of a rail rate in an import: the train's route (stations, border crossing, lane) and its departure.
 * A row without an id is the stored rate with this key (backed by an index, migration 0018).
 */
export const railRateKey = ['portofloadingcode', 'finaldestinationcode', 'senddatetime', 'portofdischargecode', 'tradelanecode'] as const;

/**
 * Cut-offs come as staff write them, times on the clock of the deployment's zone (the domain cannot see it): the
 * record is saved with the instants they name there (the commands' `settle`).
 */
export const cutoffInstants = async (ctx: AppContext) => <R extends Pick<RailFields, 'blclosetime' | 'closingtime'>>(record: R): R => ({
  ...record,
  blclosetime: zonedInstant(record.blclosetime, ctx.config.timeZone)!.toISOString(),
  closingtime: zonedInstant(record.closingtime, ctx.config.timeZone)!.toISOString(),
});

/** The stored columns both rail rates share, from the dialog or an imported row (cut-offs as instants, `cutoffInstants`). */
export const railRateFields = (r: RailFields) => ({
  portofloadingcode: r.portofloadingcode, portofdischargecode: r.portofdischargecode, finaldestinationcode: r.finaldestinationcode,
  tradelanecode: r.tradelanecode, senddatetime: r.senddatetime, blclosetime: new Date(r.blclosetime), closingtime: new Date(r.closingtime),
  effectdate: r.effectdate, expireddate: r.expireddate, voyage: r.voyage, remark: r.remark, englishremark: r.englishremark,
  russianremark: r.russianremark, currencycode: r.currencycode, ishot: r.ishot, status: r.status,
});

/** The file columns both rail rates start with, in order (cut-off times on the deployment's clock). */
export const railRateColumns = [
  { header: 'railRate.portofloadingcode', field: 'portofloadingcode' },
  { header: 'railRate.portofdischargecode', field: 'portofdischargecode' },
  { header: 'railRate.finaldestinationcode', field: 'finaldestinationcode' },
  { header: 'railRate.tradelanecode', field: 'tradelanecode' },
  { header: 'railRate.senddatetime', field: 'senddatetime', holds: 'day' },
  { header: 'railRate.blclosetime', field: 'blclosetime', holds: 'dateTime' },
  { header: 'railRate.closingtime', field: 'closingtime', holds: 'dateTime' },
  { header: 'seaRate.effectdate', field: 'effectdate', holds: 'day' },
  { header: 'seaRate.expireddate', field: 'expireddate', holds: 'day' },
  { header: 'railRate.voyage', field: 'voyage' },
  { header: 'seaRate.currencycode', field: 'currencycode' },
  { header: 'railRate.ishot', field: 'ishot', holds: yesNoCodes },
  { header: 'seaRate.remark', field: 'remark' },
  { header: 'seaRate.englishremark', field: 'englishremark' },
  { header: 'seaRate.russianremark', field: 'russianremark' },
  { header: 'common.status', field: 'status', holds: statusCodes },
] as const satisfies readonly ImportColumn[];
