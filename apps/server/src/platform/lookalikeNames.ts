import unhomoglyph from 'unhomoglyph';
import { sysUser } from '../db/schema/index';
import type { Db } from '../db/client';

/**
 * The UTS #39 skeleton of a name: two names with one skeleton look alike (Cyrillic "а" and Latin "a", "rn" and
 * "m"). Decomposed, without default-ignorable characters, mapped by Unicode's confusables table, decomposed again.
 */
export const skeleton = (name: string) =>
  unhomoglyph(name.normalize('NFD').replace(/\p{Default_Ignorable_Code_Point}/gu, '')).normalize('NFD');

/**
 * The account name, staff or customer, kept or deleted, that `name` would be mistaken for; undefined when none.
 * Account names are few and added rarely, so they are compared in full rather than kept in a column.
 */
export async function lookalikeAccount(db: Db, name: string): Promise<string | undefined> {
  const wanted = skeleton(name);
  const names = await db.select({ userName: sysUser.userName }).from(sysUser);
  return names.find((account) => skeleton(account.userName) === wanted)?.userName;
}
