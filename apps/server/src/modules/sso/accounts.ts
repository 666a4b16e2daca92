import { and, eq } from 'drizzle-orm';
import { languageFromId, languageTags } from '@freight/domain';
import type { Db } from '../../db/client';
import { customer, sysUser } from '../../db/schema/index';

/**
 * The language a user signs in with (portal.md §4): a choice made on the sign-on service first;
 * else the customer's language id for customers (type C) and the user's own for staff.
 */
export function effectiveLanguageId(user: { userType: string; languageId: number; preferredLanguageId: number | null }, customerLanguageId?: number | null) {
  if (user.preferredLanguageId) return user.preferredLanguageId;
  return user.userType === 'C' && customerLanguageId ? customerLanguageId : user.languageId;
}

export interface SsoAccount {
  user: typeof sysUser.$inferSelect;
  customer: typeof customer.$inferSelect | null;
}

export async function loadAccount(db: Db, userId: number): Promise<SsoAccount | null> {
  if (!Number.isSafeInteger(userId)) return null;
  const [row] = await db
    .select({ user: sysUser, customer })
    .from(sysUser)
    .leftJoin(customer, eq(customer.customerId, sysUser.customerId))
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'), eq(sysUser.status, '0')));
  // A user of a disabled company is as good as disabled.
  return row && (row.customer?.status ?? '0') === '0' ? row : null;
}

/** The claims the sign-on service releases for the `profile` scope. */
export function accountClaims({ user, customer: company }: SsoAccount) {
  const languageId = effectiveLanguageId(user, company?.languageId);
  return {
    sub: String(user.userId),
    name: user.nickName,
    preferred_username: user.userName,
    email: user.email || undefined,
    locale: languageTags[languageFromId(languageId)],
    usertype: user.userType,
    language_id: languageId,
    customer_id: company?.customerId,
    customer_local_name: company?.customerLocalName,
    customer_local_code: company?.customerLocalCode,
    customer_english_name: company?.customerEnglishName,
    customer_english_code: company?.customerEnglishCode,
  };
}

export const customClaims = ['usertype', 'language_id', 'customer_id', 'customer_local_name', 'customer_local_code', 'customer_english_name', 'customer_english_code'];
