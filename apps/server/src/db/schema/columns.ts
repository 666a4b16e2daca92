import { bigint, char, integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who changed a row and when, and how many times. */
export const changeColumns = () => ({
  createBy: varchar({ length: 64 }).notNull().default(''),
  createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updateBy: varchar({ length: 64 }).notNull().default(''),
  updateTime: timestamp({ withTimezone: true, mode: 'date' }),
  /**
   * Raised by a database trigger on every update of the row (imports, status switches and jobs included). An edit
   * sends back the version it was read at and is saved only over that version (platform/edits.ts): a timestamp
   * would not do, as two saves in one millisecond share one.
   */
  version: integer().notNull().default(0),
});

/** Columns every maintained table carries: who changed it and when, and a staff remark. */
export const auditColumns = () => ({
  ...changeColumns(),
  remark: varchar({ length: 500 }),
});

export const id = () => bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const ref = () => bigint({ mode: 'number' });
/** '0' normal, '1' disabled (dictionary sys_normal_disable). */
export const statusColumn = () => char({ length: 1 }).notNull().default('0');
/** '0' present, '2' deleted: rows are kept so their history stays readable. */
export const delFlagColumn = () => char({ length: 1 }).notNull().default('0');
