import { ne } from 'drizzle-orm';
import { belowFloor, MarkupBody } from '@freight/domain';
import { customer, markupRule } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec, RowProblem } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { floorPercent } from './floor';
import { markupFields } from './service';

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
] as const;

/**
 * Markup rules. A row is the rule its id names (the first column of an export), else the rule of the same audience,
 * scope, start and stacking; other rows are added. Customers must exist. A rule below the floor margin is refused
 * (the floor is overridden one rule at a time in the dialog, with a reason for the operation log), unless the row is
 * a rule saved so and keeps its figure.
 */
export function markupImport(ctx: AppContext): ImportSpec<MarkupBody> {
  return {
    db: ctx.db,
    name: 'markup',
    sheet: 'markup.sheet',
    columns: markupColumns,
    idHeader: 'markup.markupId',
    schema: MarkupBody,
    checker: async () => {
      const floor = await floorPercent(ctx);
      const customers = new Set((await ctx.db.select({ id: customer.customerId }).from(customer)).map((c) => c.id));
      // A rule saved below the floor by an override keeps it while an import leaves its figure as it is.
      const overridden = new Map((await ctx.db.select({ id: markupRule.markupId, method: markupRule.method, value: markupRule.value }).from(markupRule)
        .where(ne(markupRule.overridereason, ''))).map((r) => [r.id, `${r.method}:${Number(r.value)}`]));
      const keepsOverride = (id: number | undefined, record: MarkupBody) => id !== undefined && overridden.get(id) === `${record.method}:${record.value}`;
      return (rows): RowProblem[] => rows.flatMap(({ row, record, id }): RowProblem[] => [
        ...(record.customerId !== null && !customers.has(record.customerId) ? [{ row, field: 'customerId', reason: 'markup.customer.unknown' as const }] : []),
        ...(belowFloor(record, floor) && !keepsOverride(id, record) ? [{ row, field: 'value', reason: 'markup.floor.below' as const, params: { floor } }] : []),
      ]);
    },
    store: tableStore({
      table: markupRule, id: 'markupId', values: markupFields,
      key: ['kind', 'customerId', 'customergroup', 'portofloadingcode', 'destinationcode', 'tradelanecode', 'carriercode', 'boxtype', 'validfrom', 'additional'],
    }),
  };
}
