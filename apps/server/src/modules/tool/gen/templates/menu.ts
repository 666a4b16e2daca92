import type { GenModel } from './model';

const buttons = [['查询', 'query'], ['新增', 'add'], ['修改', 'edit'], ['删除', 'remove']] as const;

/** `sql/<business>Menu.sql`: the menu entry and its buttons, carrying the permission strings the routes check. */
export function menuFile(model: GenModel): string {
  const name = model.functionName;
  const parent = model.parentMenuId ?? "(select menu_id from sys_menu where parent_id = 0 and path = 'tool')";
  const rows = buttons.map(([label, action], i) => `('${name}${label}', ${i + 1}, '${model.permissionPrefix}:${action}')`).join(',\n  ');
  return `-- ${name} menu under parent menu ${model.parentMenuId ?? 'tool'}; the screen is apps/web/src/admin/pages/${model.moduleName}/${model.businessName}/index.tsx.
with menu as (
  insert into sys_menu (menu_name, parent_id, order_num, path, component, menu_type, visible, status, perms, icon, create_by, remark)
  values ('${name}', ${parent}, 1, '${model.businessName}', '${model.moduleName}/${model.businessName}/index', 'C', '0', '0',
    '${model.permissionPrefix}:list', '#', '${model.author.replace(/'/g, "''")}', '${name}菜单')
  returning menu_id
)
insert into sys_menu (menu_name, parent_id, order_num, path, menu_type, visible, status, perms, icon, create_by)
select button.name, menu.menu_id, button.num, '', 'F', '0', '0', button.perms, '#', '${model.author.replace(/'/g, "''")}'
from menu, (values
  ${rows}
) as button(name, num, perms);
`;
}
