import { z } from 'zod';
import { mailAddressText } from '../mailAddress';
import { isMainlandPhone } from '../validators';
import { filterText, optionalText, Status, requiredText } from './list';
import { commaJoined } from './sortOrder';

export const DeptQuery = z.object({
  deptName: filterText(30),
  status: Status.optional(),
});
export type DeptQuery = z.infer<typeof DeptQuery>;

/** A department as the add / edit dialog sends it; `deptId` present means update. */
export const DeptBody = z.object({
  deptId: z.number().int().positive().optional(),
  parentId: z.number({ error: 'dept.parent.required' }).int().min(0, { error: 'dept.parent.required' }),
  deptName: requiredText(30, 'dept.name.required', 'dept.name.length'),
  orderNum: z.number({ error: 'dept.order.required' }).int().min(0, { error: 'field.sort.min' }),
  leader: optionalText(20, 'dept.leader.length'),
  phone: z.string().trim().refine((s) => s === '' || isMainlandPhone(s), { error: 'field.phone' }).nullish(),
  email: mailAddressText(50).nullish(),
  status: Status.default('0'),
  // Only the top department has no parent (0), and it is edited, never added.
}).refine((d) => d.parentId > 0 || d.deptId !== undefined, { error: 'dept.parent.required', path: ['parentId'] });
export type DeptBody = z.infer<typeof DeptBody>;

/** The departments whose order changed on the department screen and their new orders, pair by pair (RuoYi-Vue3's "save order"). */
export const DeptSortBody = z.object({
  deptIds: commaJoined(z.number().int().positive()),
  orderNums: commaJoined(DeptBody.shape.orderNum),
}).refine((b) => b.deptIds.length === b.orderNums.length, { error: 'field.invalid', path: ['orderNums'] });
export type DeptSortBody = z.infer<typeof DeptSortBody>;
