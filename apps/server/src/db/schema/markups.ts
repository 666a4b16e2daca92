import { bigint, char, date, index, integer, jsonb, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, id, ref, statusColumn } from './columns';

const figure = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/**
 * A markup rule: what is added to the buy price of a kind of shipment for a customer, a customer group or everyone
 * (neither), narrowed by the lane fields that are not ''. Precedence and the sell price are domain rules (markups.ts).
 */
export const markupRule = pgTable('markup_rule', {
  markupId: id(),
  customerId: ref(),
  customergroup: varchar({ length: 30 }).notNull().default(''),
  /** 'sea', 'rail-lcl' or 'rail-fcl'. */
  kind: varchar({ length: 10 }).notNull(),
  tradelanecode: varchar({ length: 20 }).notNull().default(''),
  portofloadingcode: varchar({ length: 10 }).notNull().default(''),
  destinationcode: varchar({ length: 10 }).notNull().default(''),
  carriercode: varchar({ length: 20 }).notNull().default(''),
  boxtype: varchar({ length: 10 }).notNull().default(''),
  validfrom: date({ mode: 'string' }).notNull(),
  validto: date({ mode: 'string' }).notNull(),
  /** 'percent' of buy or 'amount' per unit. */
  method: varchar({ length: 10 }).notNull(),
  value: figure().notNull(),
  currencycode: char({ length: 3 }).notNull().default('USD'),
  minimum: figure(),
  maximum: figure(),
  /** 'Y' stacks on the rule that wins. */
  additional: char({ length: 1 }).notNull().default('N'),
  /** Why a rule below the floor margin was saved. */
  overridereason: varchar({ length: 500 }).notNull().default(''),
  status: statusColumn(),
  ...auditColumns(),
}, (t) => [
  index().on(t.kind, t.portofloadingcode, t.destinationcode),
  index().on(t.customerId),
  index().on(t.customergroup),
  index().on(t.carriercode),
  // The natural key an import finds a stored rule by: its audience, scope, start and whether it stacks.
  index('markup_rule_natural_key').on(
    t.kind, t.customerId, t.customergroup, t.portofloadingcode, t.destinationcode, t.tradelanecode, t.carriercode, t.boxtype, t.validfrom, t.additional,
  ),
]);

/** Every change of a rule as a trigger wrote it: who, when, the row before and after (null when added or deleted). */
export const markupRuleHistory = pgTable('markup_rule_history', {
  historyId: id(),
  markupId: bigint({ mode: 'number' }).notNull(),
  /** The rule's version after the change (before it for a deletion). */
  version: integer().notNull(),
  /** 'I' added, 'U' changed, 'D' deleted. */
  action: char({ length: 1 }).notNull(),
  changedBy: varchar({ length: 64 }).notNull().default(''),
  changedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  before: jsonb().$type<Record<string, unknown>>(),
  after: jsonb().$type<Record<string, unknown>>(),
}, (t) => [index().on(t.markupId, t.historyId)]);

/**
 * One row counting changes to what customer pricing reads (rules, customers' groups, exchange rates): statement
 * triggers raise it in the writing transaction, and cached search replies are keyed by it beside the rates version.
 */
export const markupsVersion = pgTable('markups_version', {
  id: integer().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
