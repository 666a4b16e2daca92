import { and, asc, eq, inArray } from 'drizzle-orm';
import { superRole } from '@freight/domain';
import { sysMenu, sysRoleMenu } from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import type { MenuRow } from './routers';

/** Directories and menus (no buttons) a user's roles allow, enabled only. */
export async function navigableMenus(db: Db, roles: string[], roleIds: number[]): Promise<MenuRow[]> {
  const navigable = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));
  if (roles.includes(superRole)) {
    return db.select().from(sysMenu).where(navigable).orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum));
  }
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ menu: sysMenu })
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
    .where(and(navigable, inArray(sysRoleMenu.roleId, roleIds)));
  return rows.map((r) => r.menu);
}
