import { sqlComment, sqlString } from './escape';
import type { GenModel } from './model';

const buttons = [['查询', 'query'], ['新增', 'add'], ['修改', 'edit'], ['删除', 'remove']] as const;

/** `sql/<business>Menu.sql`: the menu entry and its buttons, carrying the permission strings the routes check. */
export function menuFile(model: GenModel): string {
  const name = model.functionName;
  const author = sqlString(model.author);
  const permission = (action: string) => sqlString(`${model.permissionPrefix}:${action}`);
  const parent = model.parentMenuId ?? "(select menu_id from sys_menu where parent_id = 0 and path = 'tool')";
  const rows = buttons.map(([label, action], i) => `(${sqlString(`${name}${label}`)}, ${i + 1}, ${permission(action)})`).join(',\n  ');
  return `-- ${sqlComment(name)} menu under parent menu ${model.parentMenuId ?? 'tool'}; the screen is apps/web/src/admin/pages/${model.moduleName}/${model.businessName}/index.tsx.
with menu as (
  insert into sys_menu (menu_name, parent_id, order_num, path, component, menu_type, visible, status, perms, icon, create_by, remark)
  values (${sqlString(name)}, ${parent}, 1, ${sqlString(model.businessName)}, ${sqlString(`${model.moduleName}/${model.businessName}/index`)}, 'C', '0', '0',
    ${permission('list')}, '#', ${author}, ${sqlString(`${name}菜单`)})
  returning menu_id
)
insert into sys_menu (menu_name, parent_id, order_num, path, menu_type, visible, status, perms, icon, create_by)
select button.name, menu.menu_id, button.num, '', 'F', '0', '0', button.perms, '#', ${author}
from menu, (values
  ${rows}
) as button(name, num, perms);
`;
}
