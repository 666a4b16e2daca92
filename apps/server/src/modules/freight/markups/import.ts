import { MarkupBody, type MarkupMethod, type ShipmentKind } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { statusCodes, yesNoCodes, type Codes } from '../../../platform/excel/cellCodes';
import type { ImportSpec } from '../../../platform/excel/import';
import type { HeaderKey } from '../../../platform/excel/workbook';
import { markupCommands } from './commands';

/** Kinds and methods of a rule: by code or by their names on the screens. */
const shipmentKindCodes: Codes = { labels: { sea: 'markup.kind.sea', 'rail-lcl': 'markup.kind.rail-lcl', 'rail-fcl': 'markup.kind.rail-fcl' } satisfies Record<ShipmentKind, HeaderKey> };
const methodCodes: Codes = { labels: { percent: 'markup.method.percent', amount: 'markup.method.amount' } satisfies Record<MarkupMethod, HeaderKey> };

/** The columns of the markup template, export and import, in order. */
export const markupColumns = [
  { header: 'markup.customerId', field: 'customerId' },
  { header: 'markup.customergroup', field: 'customergroup' },
  { header: 'markup.kind', field: 'kind', holds: shipmentKindCodes },
  { header: 'markup.tradelanecode', field: 'tradelanecode' },
  { header: 'markup.portofloadingcode', field: 'portofloadingcode' },
  { header: 'markup.destinationcode', field: 'destinationcode' },
  { header: 'markup.carriercode', field: 'carriercode' },
  { header: 'markup.boxtype', field: 'boxtype' },
  { header: 'markup.validfrom', field: 'validfrom', holds: 'day' },
  { header: 'markup.validto', field: 'validto', holds: 'day' },
  { header: 'markup.method', field: 'method', holds: methodCodes },
  { header: 'markup.value', field: 'value', holds: 'money' },
  { header: 'markup.currencycode', field: 'currencycode' },
  { header: 'markup.minimum', field: 'minimum', holds: 'money' },
  { header: 'markup.maximum', field: 'maximum', holds: 'money' },
  { header: 'markup.additional', field: 'additional', holds: yesNoCodes },
  { header: 'common.status', field: 'status', holds: statusCodes },
  { header: 'markup.remark', field: 'remark' },
  { header: 'markup.overridereason', field: 'overridereason' },
] as const;

/**
 * Markup rules. A row is the rule its id names (the first column of an export), else the rule of the same audience,
 * scope, start and stacking; other rows are added. The markup commands check each row as the dialog's save.
 */
export function markupImport(ctx: AppContext): ImportSpec<MarkupBody> {
  return { db: ctx.db, ctx, name: 'markup', sheet: 'markup.sheet', columns: markupColumns, idHeader: 'markup.markupId', schema: MarkupBody, commands: markupCommands };
}
