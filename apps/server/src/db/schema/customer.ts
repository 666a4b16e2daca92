import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, id, statusColumn } from './columns';

/** A customer company; its portal users are sys_user rows of type 'C' bound to it. */
export const customer = pgTable('customer', {
  customerId: id(),
  customerLocalName: varchar({ length: 200 }).notNull(),
  customerLocalCode: varchar({ length: 50 }).notNull(),
  customerEnglishName: varchar({ length: 200 }).notNull().default(''),
  customerEnglishCode: varchar({ length: 50 }).notNull().default(''),
  /** 2052 Chinese, 1033 English, 1049 Russian: the language its users get at sign-in. */
  languageId: integer().notNull().default(2052),
  contactPhone: varchar({ length: 30 }).notNull().default(''),
  contactEmail: varchar({ length: 100 }).notNull().default(''),
  /** The customer group its markup rules may name ('' none), e.g. KEY for key accounts. */
  customergroup: varchar({ length: 30 }).notNull().default(''),
  status: statusColumn(),
  ...auditColumns(),
}, (t) => [uniqueIndex().on(t.customerLocalCode), index().on(t.customerEnglishName)]);
