import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { edited, MenuBody, superRole, type Edited, type Language, type MenuQuery, type MenuSortBody } from '@freight/domain';
import { sysMenu, sysRoleMenu, sysUserRole } from '../../../db/schema/index';
import type { LoginSession } from '../../../platform/auth/session';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { saveUnique } from '../../../platform/uniqueNames';
import { contains, equals } from '../../../platform/list/filters';
import { menuTitle, type MenuRow } from './routers';
import { raiseAccessVersion } from '../../../platform/auth/accessVersion';

/** Menus as a flat list (the screen builds the tree): all for the super administrator, else the caller's own; names in the caller's language. */
export async function listMenus(ctx: AppContext, query: MenuQuery, session: Pick<LoginSession, 'userId' | 'roles'>, language: Language) {
  const own = session.roles.includes(superRole) ? undefined
    : inArray(sysMenu.menuId, ctx.db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu)
      .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRoleMenu.roleId)).where(eq(sysUserRole.userId, session.userId)));
  const rows = await ctx.db.select().from(sysMenu)
    .where(and(own, contains(sysMenu.menuName, query.menuName), equals(sysMenu.status, query.status)))
    .orderBy(asc(sysMenu.parentId), asc(sysMenu.orderNum), asc(sysMenu.menuId));
  return rows.map((m) => ({ ...m, title: menuTitle(m, language) }));
}

export async function getMenu(ctx: AppContext, menuId: number): Promise<MenuRow> {
  const [menu] = await ctx.db.select().from(sysMenu).where(eq(sysMenu.menuId, menuId));
  if (!menu) throw new AppError('http.404', {}, 404);
  return menu;
}

const isHttp = (path: string | null | undefined) => /^https?:\/\//.test(path ?? '');

async function checkMenu(ctx: AppContext, body: MenuBody, action: 'add' | 'edit') {
  const name = body.menuName;
  const [clash] = await ctx.db.select({ id: sysMenu.menuId }).from(sysMenu)
    .where(and(eq(sysMenu.parentId, body.parentId), eq(sysMenu.menuName, name), body.menuId ? ne(sysMenu.menuId, body.menuId) : undefined)).limit(1);
  if (clash) throw new AppError(`menu.${action}.nameExists`, { name });
  if (body.isFrame === '0' && !isHttp(body.path)) throw new AppError(`menu.${action}.http`, { name });
  if (body.parentId !== 0) await getMenu(ctx, body.parentId);
}

const fields = (body: MenuBody) => ({
  parentId: body.parentId, menuType: body.menuType, menuName: body.menuName, menuNameEn: body.menuNameEn || null, menuNameRu: body.menuNameRu || null,
  orderNum: body.orderNum, icon: body.icon || '#', path: body.path ?? '', component: body.component || null, query: body.query || null,
  routeName: body.routeName ?? '', isFrame: body.isFrame, isCache: body.isCache, visible: body.visible, status: body.status, perms: body.perms ?? '',
});

export async function addMenu(ctx: AppContext, body: MenuBody, by: string): Promise<void> {
  await saveUnique(() => checkMenu(ctx, body, 'add'), () => ctx.db.insert(sysMenu).values({ ...fields(body), createBy: by }));
  await raiseAccessVersion(ctx.kv);
}

export async function updateMenu(ctx: AppContext, body: Edited<MenuBody>, by: string): Promise<void> {
  if (!body.menuId) throw new AppError('http.404', {}, 404);
  await getMenu(ctx, body.menuId);
  if (body.parentId === body.menuId) throw new AppError('menu.edit.parentSelf', { name: body.menuName });
  await saveUnique(() => checkMenu(ctx, body, 'edit'),
    () => saveEdit(ctx.db, sysMenu, eq(sysMenu.menuId, body.menuId!), body.version, { ...fields(body), updateBy: by, updateTime: new Date() }));
  await raiseAccessVersion(ctx.kv);
}

/**
 * RuoYi-Vue3's "save order" as edits: each menu as it is now with its new order, through the edit dialog's schema,
 * at the version just read (the order is all the screen changes; the rest of the menu stays as it is now).
 */
export async function menuOrderEdits(ctx: AppContext, { menuIds, orderNums }: MenuSortBody): Promise<Edited<MenuBody>[]> {
  return Promise.all(menuIds.map(async (menuId, i) => edited(MenuBody).parse({ ...(await getMenu(ctx, menuId)), orderNum: orderNums[i] })));
}

/** Deletes a menu without sub-menus that no role holds; either refusal is a warning (601), as RuoYi answers it. */
export async function removeMenu(ctx: AppContext, menuId: number): Promise<void> {
  await getMenu(ctx, menuId);
  const [child] = await ctx.db.select({ id: sysMenu.menuId }).from(sysMenu).where(eq(sysMenu.parentId, menuId)).limit(1);
  if (child) throw new AppError('menu.delete.children', {}, 601);
  const [held] = await ctx.db.select({ id: sysRoleMenu.roleId }).from(sysRoleMenu).where(eq(sysRoleMenu.menuId, menuId)).limit(1);
  if (held) throw new AppError('menu.delete.assigned', {}, 601);
  await ctx.db.delete(sysMenu).where(eq(sysMenu.menuId, menuId));
  await raiseAccessVersion(ctx.kv);
}
