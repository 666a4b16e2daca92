import type { Edited, MenuBody } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { addMenu, removeMenu, updateMenu } from './crud';

/** Menus (and the permissions they carry) are added, edited and deleted here only, whatever the door. */
export const menuCommands = {
  add: staffCommand('system:menu:add', (ctx, actor, body: MenuBody) => addMenu(ctx, body, actor.userName)),
  edit: staffCommand('system:menu:edit', (ctx, actor, body: Edited<MenuBody>) => updateMenu(ctx, body, actor.userName)),
  remove: staffCommand('system:menu:remove', (ctx, _actor, menuId: number) => removeMenu(ctx, menuId)),
};
