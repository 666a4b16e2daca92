import { SeaRateImportRow } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { statusCodes, yesNoCodes, type Codes } from '../../../platform/excel/cellCodes';
import type { ImportSpec } from '../../../platform/excel/import';
import { seaRateCommands } from './commands';

/** Direct or transshipped: by code (D, T) or by name (直达, Transshipment ...). */
const transferCodes: Codes = { labels: { D: 'seaRate.transfer.D', T: 'seaRate.transfer.T' } };

/** The columns of the sea-rate template, export and import, in order. */
export const seaRateColumns = [
  { header: 'seaRate.carriercode', field: 'carriercode' },
  { header: 'seaRate.portofloadingcode', field: 'portofloadingcode' },
  { header: 'seaRate.portoftranshipped', field: 'portoftranshipped' },
  { header: 'seaRate.portoftranshipped2', field: 'portoftranshipped2' },
  { header: 'seaRate.finaldestination', field: 'finaldestination' },
  { header: 'seaRate.carriertradelane', field: 'carriertradelane' },
  { header: 'seaRate.space', field: 'space', holds: yesNoCodes },
  { header: 'seaRate.transferdirect', field: 'transferdirect', holds: transferCodes },
  { header: 'seaRate.transittime', field: 'transittime' },
  { header: 'seaRate.transittimeinfo', field: 'transittimeinfo' },
  { header: 'seaRate.etddate', field: 'etddate', holds: 'day' },
  { header: 'seaRate.currencycode', field: 'currencycode' },
  { header: 'seaRate.price20', field: 'price20', holds: 'money' },
  { header: 'seaRate.price40', field: 'price40', holds: 'money' },
  { header: 'seaRate.pricehc', field: 'pricehc', holds: 'money' },
  { header: 'seaRate.price45', field: 'price45', holds: 'money' },
  { header: 'seaRate.price40nor', field: 'price40nor', holds: 'money' },
  { header: 'seaRate.effectdate', field: 'effectdate', holds: 'day' },
  { header: 'seaRate.expireddate', field: 'expireddate', holds: 'day' },
  { header: 'seaRate.remark', field: 'remark' },
  { header: 'seaRate.englishremark', field: 'englishremark' },
  { header: 'seaRate.russianremark', field: 'russianremark' },
  { header: 'seaRate.contactnumber', field: 'contactnumber' },
  { header: 'common.status', field: 'status', holds: statusCodes },
] as const;

/**
 * Sea rates, rates only (surcharges are kept in the rate's dialog). A row is the rate its id names (the first column
 * of an export), else the rate of the same carrier, ports, ETD and lane; other rows are added (the sea-rate commands).
 */
export function seaRateImport(ctx: AppContext): ImportSpec<SeaRateImportRow> {
  return {
    db: ctx.db, ctx, name: 'sea_rate', sheet: 'seaRate.sheet', columns: seaRateColumns, schema: SeaRateImportRow,
    idHeader: 'seaRate.fclrateid', commands: seaRateCommands,
  };
}
