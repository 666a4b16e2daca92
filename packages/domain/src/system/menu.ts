import { z } from 'zod';
import { filterText, optionalText, requiredText, Status } from './list';
import { commaJoined } from './sortOrder';

export const MenuQuery = z.object({
  menuName: filterText(50),
  status: Status.optional(),
});
export type MenuQuery = z.infer<typeof MenuQuery>;

const flag = (error: string) => z.enum(['0', '1'], { error });

/** A menu entry as the add / edit dialog sends it; `menuId` present means update. */
export const MenuBody = z.object({
  menuId: z.number().int().positive().optional(),
  parentId: z.number({ error: 'menu.parent.required' }).int().min(0, { error: 'menu.parent.required' }),
  menuType: z.enum(['M', 'C', 'F'], { error: 'menu.type.invalid' }),
  menuName: requiredText(50, 'menu.name.required', 'menu.name.length'),
  menuNameEn: optionalText(80, 'menu.nameEn.length'),
  menuNameRu: optionalText(80, 'menu.nameRu.length'),
  orderNum: z.number({ error: 'menu.order.required' }).int().min(0, { error: 'field.sort.min' }),
  icon: optionalText(100, 'menu.icon.length'),
  path: optionalText(200, 'menu.path.length'),
  component: optionalText(255, 'menu.component.length'),
  query: optionalText(255, 'menu.query.length'),
  routeName: optionalText(50, 'menu.routeName.length'),
  isFrame: flag('menu.flag.invalid').default('1'),
  isCache: flag('menu.flag.invalid').default('0'),
  visible: flag('menu.flag.invalid').default('0'),
  status: Status.default('0'),
  perms: optionalText(100, 'menu.perms.length'),
}).refine((m) => m.menuType === 'F' || Boolean(m.path), { error: 'menu.path.required', path: ['path'] });
export type MenuBody = z.infer<typeof MenuBody>;

/** The menus whose order changed on the menu screen and their new orders, pair by pair (RuoYi-Vue3's "save order"). */
export const MenuSortBody = z.object({
  menuIds: commaJoined(z.number().int().positive()),
  orderNums: commaJoined(MenuBody.shape.orderNum),
}).refine((b) => b.menuIds.length === b.orderNums.length, { error: 'field.invalid', path: ['orderNums'] });
export type MenuSortBody = z.infer<typeof MenuSortBody>;
