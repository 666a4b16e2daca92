import { char, date, index, numeric, pgTable } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

/** One currency's rate from a date on (portal.md §3); the latest effective record of a pair applies. */
export const exchangeRate = pgTable('exchange_rate', {
  exchangeRateId: id(),
  srccurrency: char({ length: 3 }).notNull(),
  destcurrency: char({ length: 3 }).notNull(),
  /** Units of destcurrency for one unit of srccurrency. */
  exchangerate: numeric({ precision: 18, scale: 6, mode: 'number' }).notNull(),
  fromdate: date({ mode: 'string' }).notNull(),
  ...auditColumns(),
}, (t) => [index().on(t.srccurrency, t.destcurrency, t.fromdate.desc().nullsFirst())]);
