import { z } from 'zod';
import { edited, IdParam, MenuBody, MenuQuery, MenuSortBody } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData } from '../../../platform/reply';
import { menuCommands } from './commands';
import { getMenu, listMenus, menuOrderEdits } from './crud';
import { menuTreeselect, roleMenuTreeselect } from './tree';

const title = '菜单管理';
const menuIdParam = z.object({ menuId: IdParam });

/** Menus: the list, the permission trees the role dialog offers, read, add, edit, save order, delete (back-office.md §7). */
export const menuRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/system/menu/list', { config: { access: { permission: 'system:menu:list' } }, schema: { querystring: MenuQuery } },
    async (req) => okData(req, await listMenus(ctx, req.query, req.session!, req.language)));

  app.get('/system/menu/treeselect', async (req) => okData(req, await menuTreeselect(ctx.db, req.session!, req.language)));

  app.get('/system/menu/roleMenuTreeselect/:roleId', { config: { access: { permission: 'system:role:query' } }, schema: { params: z.object({ roleId: IdParam }) } },
    async (req) => ok(req, await roleMenuTreeselect(ctx.db, req.params.roleId, req.session!, req.language)));

  app.get('/system/menu/:menuId', { config: { access: { permission: 'system:menu:query' } }, schema: { params: menuIdParam } },
    async (req) => okData(req, await getMenu(ctx, req.params.menuId)));

  app.post('/system/menu', { config: { access: { permission: 'system:menu:add' }, command: 'system:menu:add', log: { title, businessType: BusinessType.add } }, schema: { body: MenuBody } },
    async (req) => {
      await menuCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/menu', { config: { access: { permission: 'system:menu:edit' }, command: 'system:menu:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(MenuBody) } },
    async (req) => {
      await menuCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  // RuoYi-Vue3's "save order": one edit per menu whose order changed, each through the edit command.
  app.put('/system/menu/updateSort', {
    config: { access: { permission: 'system:menu:edit' }, command: 'system:menu:edit', log: { title, businessType: BusinessType.edit } },
    schema: { body: MenuSortBody },
  }, async (req) => {
    const actor = actorOf(req);
    for (const edit of await menuOrderEdits(ctx, req.body)) await menuCommands.edit(ctx, actor, edit);
    return ok(req);
  });

  app.delete('/system/menu/:menuId', {
    config: { access: { permission: 'system:menu:remove' }, command: 'system:menu:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: menuIdParam },
  }, async (req) => {
    await menuCommands.remove(ctx, actorOf(req), req.params.menuId);
    return ok(req);
  });
};
