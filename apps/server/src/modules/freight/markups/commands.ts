import { inArray, sql } from 'drizzle-orm';
import { belowFloor, type Edited, type MarkupBody } from '@freight/domain';
import { markupRule, sysOperLog } from '../../../db/schema/index';
import { may } from '../../../platform/commands/actor';
import { recordCommands, type Change } from '../../../platform/commands/recordCommands';
import { unknownCodes, type RowProblem } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { BusinessType } from '../../../platform/operationLog';
import { knownCurrencies } from '../sea-rates/references';
import { floorPercent, overridePermission } from './floor';
import { allCustomers, markupFields } from './service';

/**
 * A rule below the floor keeps the override it was saved with while its figure and scope stay as they are; any other
 * rule below the floor needs the override permission and a reason (the dialog's field).
 */
const keepsOverride = ({ record, stored }: Change<MarkupBody>) =>
  stored !== undefined && stored.overridereason !== '' && stored.method === record.method && Number(stored.value) === record.value;

/** A rule overriding the floor anew: its reason was given now, not kept from the stored rule. */
const newOverride = (change: Change<MarkupBody>) => change.record.overridereason !== '' && !keepsOverride(change);

/**
 * Markup rules, from the dialog and the import alike: customers must exist, a currency must have an exchange rate,
 * what a rule is for (its customer, group and kind) never changes once saved, and a rule below the floor margin needs
 * the override permission and a reason.
 */
export const markupCommands = recordCommands<MarkupBody, Edited<MarkupBody> | MarkupBody>({
  entity: 'freight:markup',
  store: tableStore({
    table: markupRule, id: 'markupId', values: markupFields,
    key: ['kind', 'customerId', 'customergroup', 'portofloadingcode', 'destinationcode', 'tradelanecode', 'carriercode', 'boxtype', 'validfrom', 'additional'],
  }),
  owner: ['customerId', 'customergroup', 'kind'],
  rules: async (ctx, actor) => {
    const [floor, customers, currencies] = await Promise.all([floorPercent(ctx), allCustomers(ctx), knownCurrencies(ctx)]);
    const mayOverride = may(actor, overridePermission);
    return (changes) => unknownCodes(changes, 'currencycode', currencies, 'currency.noExchangeRate').concat(changes.flatMap((change): RowProblem[] => {
      const { row, record } = change;
      const unknownCustomer: RowProblem[] = record.customerId !== null && !customers.has(record.customerId)
        ? [{ row, field: 'customerId', reason: 'markup.customer.unknown' }] : [];
      if (!belowFloor(record, floor) || keepsOverride(change)) return unknownCustomer;
      if (!mayOverride) return [...unknownCustomer, { row, field: 'value', reason: 'markup.floor.below', params: { floor } }];
      return record.overridereason ? unknownCustomer : [...unknownCustomer, { row, field: 'overridereason', reason: 'markup.floor.reason' }];
    }));
  },
  settle: async (ctx) => {
    const floor = await floorPercent(ctx);
    return (record) => (belowFloor(record, floor) ? record : { ...record, overridereason: '' });
  },
  describe: (r) => `${r.kind} ${r.portofloadingcode || '*'}-${r.destinationcode || '*'} ${r.validfrom}`,
  saved: async (ctx, tx, actor, written, ids) => {
    const overrides = written.flatMap((change, i) => (newOverride(change) ? [{ change, markupId: ids[i]! }] : []));
    if (overrides.length === 0) return;
    const floor = await floorPercent(ctx);
    await tx.insert(sysOperLog).values(overrides.map(({ change: { record }, markupId }) => ({
      title: '加价规则-低于最低毛利',
      businessType: BusinessType.other,
      method: actor.request.route.slice(0, 200),
      requestMethod: actor.request.method,
      operName: actor.userName.slice(0, 50),
      deptName: actor.deptName.slice(0, 50),
      operUrl: actor.request.url.slice(0, 255),
      operIp: actor.request.ip.slice(0, 128),
      operParam: JSON.stringify({ markupId, method: record.method, value: record.value, floorPercent: floor, reason: record.overridereason }).slice(0, 2000),
    })));
  },
  remove: async (ctx, ids, actor) => {
    // The history trigger reads who deletes from the transaction's `freight.actor`.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('freight.actor', ${actor.userName}, true)`);
      await tx.delete(markupRule).where(inArray(markupRule.markupId, ids));
    });
  },
});
