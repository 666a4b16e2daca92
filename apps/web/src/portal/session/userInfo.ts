import { languageFromId, type Language } from '@freight/domain';

/** The signed-in user's record (portal.md §3, yhUser), as yhLogin and refreshUserInfo return it. */
export interface PortalUser {
  id?: number;
  /** 'U' staff, 'C' customer. */
  usertype: string;
  usercode: string;
  name: string;
  avatar?: string | null;
  roles: string[];
  permissions: string[];
  languageid?: number | string | null;
  customerlanguageid?: number | string | null;
  customerlocalname?: string | null;
  customerlocalcode?: string | null;
  customerenglishname?: string | null;
  customerenglishcode?: string | null;
  customercustomerid?: number | string | null;
  isAnonymous?: boolean;
}

/** Roles and permissions default to none, so "roles loaded" means only that the record arrived. */
export function normaliseUser(user: PortalUser): PortalUser {
  return { ...user, roles: user.roles ?? [], permissions: user.permissions ?? [] };
}

/** Portal.md §4: customers (type C) read the customer's language id, everyone else the user's; 2052, 1033, 1049, else Chinese. */
export function languageOfUser(user: Pick<PortalUser, 'usertype' | 'languageid' | 'customerlanguageid'>): Language {
  return languageFromId(user.usertype === 'C' ? user.customerlanguageid : user.languageid);
}

export const isStaff = (user: Pick<PortalUser, 'usertype'>): boolean => user.usertype === 'U';

/** Staff work in the back office; customers in their inquiry list. */
export function workbenchHref(user: Pick<PortalUser, 'usertype'>): string {
  return isStaff(user) ? '/admin/' : '#/inquiryList';
}
