import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { customer, sysUser } from '../../../db/schema/index';
import { effectiveLanguageId } from '../../sso/accounts';

/** The yhUser record of portal.md §3: staff (type U) from the web user, others from their customer. */
export async function portalUserInfo(db: Db, userId: number) {
  const [row] = await db
    .select({ user: sysUser, customer })
    .from(sysUser)
    .leftJoin(customer, eq(customer.customerId, sysUser.customerId))
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0'), eq(sysUser.status, '0')));
  if (!row) return null;
  const { user, customer: company } = row;
  const languageId = effectiveLanguageId(user, company?.languageId);
  return {
    id: user.userId,
    name: user.nickName,
    avatar: user.avatar,
    usertype: user.userType,
    usercode: user.userName,
    languageid: user.userType === 'U' ? languageId : user.languageId,
    customerlanguageid: user.userType === 'C' ? languageId : (company?.languageId ?? null),
    customerlocalname: company?.customerLocalName ?? '',
    customerlocalcode: company?.customerLocalCode ?? '',
    customerenglishname: company?.customerEnglishName ?? '',
    customerenglishcode: company?.customerEnglishCode ?? '',
    customercustomerid: company?.customerId ?? null,
    roles: [user.userType === 'C' ? 'customer' : 'staff'],
    permissions: [] as string[],
    isAnonymous: false,
  };
}

export async function userByAccountName(db: Db, userName: string) {
  const [user] = await db.select().from(sysUser)
    .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0'), eq(sysUser.status, '0')));
  return user ?? null;
}
