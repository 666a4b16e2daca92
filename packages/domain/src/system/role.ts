import { z } from 'zod';
import { numberFromText } from '../validators';
import { identifier } from '../text';
import { DateRangeQuery, filterText, PageQuery, remark, requiredText, Status } from './list';
import { IdCsv } from './user';

export const RoleFilter = DateRangeQuery.extend({
  roleName: filterText(30),
  roleKey: filterText(100),
  status: Status.optional(),
});
export type RoleFilter = z.infer<typeof RoleFilter>;
export const RoleQuery = PageQuery.extend(RoleFilter.shape);
export type RoleQuery = z.infer<typeof RoleQuery>;

/** Data scopes: 1 all, 2 custom departments, 3 own department, 4 department and below, 5 self only. */
export const DataScopeValue = z.enum(['1', '2', '3', '4', '5'], { error: 'role.dataScope.invalid' });

/** A role as the add / edit dialog sends it; `roleId` present means update. */
export const RoleBody = z.object({
  roleId: z.number().int().positive().optional(),
  roleName: requiredText(30, 'role.name.required', 'role.name.length'),
  roleKey: identifier(100, { required: 'role.key.required', tooLong: 'role.key.length' }),
  roleSort: z.number({ error: 'role.sort.required' }).int().min(0, { error: 'field.sort.min' }),
  status: Status.default('0'),
  menuCheckStrictly: z.boolean().default(true),
  menuIds: z.array(z.number().int().positive()).max(2000).default([]),
  remark,
});
export type RoleBody = z.infer<typeof RoleBody>;

export const RoleDataScopeBody = z.object({
  roleId: z.number().int().positive(),
  dataScope: DataScopeValue,
  deptCheckStrictly: z.boolean().default(true),
  deptIds: z.array(z.number().int().positive()).max(2000).default([]),
});
export type RoleDataScopeBody = z.infer<typeof RoleDataScopeBody>;

export const RoleStatusBody = z.object({ roleId: z.number().int().positive(), status: Status });
export type RoleStatusBody = z.infer<typeof RoleStatusBody>;

/** The users of a role (allocated) or those without it (unallocated): filters and pages. */
export const AuthUserQuery = PageQuery.extend({
  roleId: numberFromText(z.number().int().positive()),
  userName: filterText(30),
  phonenumber: filterText(11),
});
export type AuthUserQuery = z.infer<typeof AuthUserQuery>;

export const AuthUserCancelBody = z.object({ roleId: numberFromText(z.number().int().positive()), userId: numberFromText(z.number().int().positive()) });
export type AuthUserCancelBody = z.infer<typeof AuthUserCancelBody>;

/** `roleId` and `userIds` comma-joined (they arrive in the query string, as RuoYi sends them, or in the body). */
export const AuthUserBatch = z.object({ roleId: numberFromText(z.number().int().positive()), userIds: IdCsv });
export type AuthUserBatch = z.infer<typeof AuthUserBatch>;
