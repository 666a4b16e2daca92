import { MarkupBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { markupCommands } from './commands';

/** The columns of the markup template, export and import, in order. */
export const markupColumns = [
  { header: 'markup.customerId', field: 'customerId' },
  { header: 'markup.customergroup', field: 'customergroup' },
  { header: 'markup.kind', field: 'kind' },
  { header: 'markup.tradelanecode', field: 'tradelanecode' },
  { header: 'markup.portofloadingcode', field: 'portofloadingcode' },
  { header: 'markup.destinationcode', field: 'destinationcode' },
  { header: 'markup.carriercode', field: 'carriercode' },
  { header: 'markup.boxtype', field: 'boxtype' },
  { header: 'markup.validfrom', field: 'validfrom' },
  { header: 'markup.validto', field: 'validto' },
  { header: 'markup.method', field: 'method' },
  { header: 'markup.value', field: 'value' },
  { header: 'markup.currencycode', field: 'currencycode' },
  { header: 'markup.minimum', field: 'minimum' },
  { header: 'markup.maximum', field: 'maximum' },
  { header: 'markup.additional', field: 'additional' },
  { header: 'common.status', field: 'status' },
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
