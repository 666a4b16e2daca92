import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The sign-on service's token-signing keys, generated once and shared by every instance. */
export const ssoKey = pgTable('sso_key', {
  kid: varchar({ length: 64 }).primaryKey(),
  jwk: text().notNull(),
  createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
