import { and, asc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import { superRole, type Language } from '@freight/domain';
import type { Db } from '../../../db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '../../../db/schema/index';
import type { LoginSession } from '../../../platform/auth/session';
import { menuTitle } from './routers';

export interface TreeOption {
  id: number;
  label: string;
  disabled?: boolean;
  children?: TreeOption[];
}

/**
 * Builds `{ id, label, children }` nodes from rows with an id and a parent id, keeping the rows' order; a row whose
 * parent is not among them becomes a root. `disabled` marks nodes that cannot be picked.
 */
export function treeOptions<R>(
  rows: readonly R[], id: (r: R) => number, parentId: (r: R) => number, label: (r: R) => string, disabled?: (r: R) => boolean,
): TreeOption[] {
  const nodes = new Map<number, TreeOption & { parent: number }>(rows.map((r) => [id(r), { id: id(r), label: label(r), parent: parentId(r), ...(disabled ? { disabled: disabled(r) } : {}) }]));
  const roots: (TreeOption & { parent?: number })[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parent);
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const strip = ({ parent: _parent, children, ...n }: TreeOption & { parent?: number }): TreeOption => ({ ...n, ...(children ? { children: children.map(strip) } : {}) });
  return roots.map(strip);
}

/** The menus a person may hand out: all for the super administrator, else those of their own roles. */
async function grantableMenus(db: Db, session: Pick<LoginSession, 'userId' | 'roles'>, language: Language): Promise<TreeOption[]> {
  const order = [asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId)];
  const own: SQL | undefined = session.roles.includes(superRole) ? undefined
    : inArray(sysMenu.menuId, db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu)
      .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRoleMenu.roleId)).where(eq(sysUserRole.userId, session.userId)));
  const rows = await db.select().from(sysMenu).where(and(own)).orderBy(...order);
  return treeOptions(rows, (m) => m.menuId, (m) => m.parentId, (m) => menuTitle(m, language));
}

export const menuTreeselect = grantableMenus;

/**
 * The menus a role holds, as a tree of linked checkboxes is given them (RuoYi's selectMenuListByRoleId): when the
 * role's menus are linked (`menuCheckStrictly`), a menu holding another held menu is left out, as the tree derives
 * it from its children; parents first.
 */
async function checkedMenus(db: Db, roleId: number): Promise<number[]> {
  const [role] = await db.select({ linked: sysRole.menuCheckStrictly }).from(sysRole).where(eq(sysRole.roleId, roleId));
  const held = db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  const heldParents = db.select({ id: sysMenu.parentId }).from(sysMenu).where(inArray(sysMenu.menuId, held));
  const rows = await db.select({ id: sysMenu.menuId }).from(sysMenu)
    .where(and(inArray(sysMenu.menuId, held), role?.linked ? notInArray(sysMenu.menuId, heldParents) : undefined))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
  return rows.map((r) => r.id);
}

/** The menu tree and the menus a role holds (`checkedKeys`). */
export async function roleMenuTreeselect(db: Db, roleId: number, session: Pick<LoginSession, 'userId' | 'roles'>, language: Language) {
  return { menus: await grantableMenus(db, session, language), checkedKeys: await checkedMenus(db, roleId) };
}
