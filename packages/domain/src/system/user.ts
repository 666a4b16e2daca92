import { z } from 'zod';
import { identifier } from '../text';
import { mailAddressText } from '../mailAddress';
import { isMainlandPhone, numberFromText } from '../validators';
import { forbiddenPasswordChars } from './auth';
import { DateRangeQuery, filterText, PageQuery, remark, requiredText, Status } from './list';

export const UserFilter = DateRangeQuery.extend({
  userName: filterText(30),
  phonenumber: filterText(11),
  status: Status.optional(),
  /** The department and all departments below it. */
  deptId: numberFromText(z.number().int().positive().optional()),
});
export type UserFilter = z.infer<typeof UserFilter>;
export const UserQuery = PageQuery.extend(UserFilter.shape);
export type UserQuery = z.infer<typeof UserQuery>;

/** A password as the register rule of back-office.md §5 wants it: 5 to 20 characters, none of < > " ' \ |. */
export const UserPassword = z.string({ error: 'user.password.required' }).min(1, { error: 'user.password.required' })
  .min(5, { error: 'register.password.length' }).max(20, { error: 'register.password.length' })
  .refine((p) => !forbiddenPasswordChars.test(p), { error: 'register.password.chars' });

/** A staff user as the add / edit dialog sends it; `userId` present means update (the password is set on add only). */
export const UserBody = z.object({
  userId: z.number().int().positive().optional(),
  deptId: z.number().int().positive().nullish(),
  userName: identifier(20, { required: 'user.userName.required', tooLong: 'register.username.length' }).min(2, { error: 'register.username.length' }),
  nickName: requiredText(30, 'user.nickName.required', 'user.nickName.length'),
  password: UserPassword.optional(),
  phonenumber: z.string().trim().refine((s) => s === '' || isMainlandPhone(s), { error: 'field.phone' }).nullish(),
  email: mailAddressText(50).nullish(),
  sex: z.enum(['0', '1', '2'], { error: 'user.sex.invalid' }).default('0'),
  status: Status.default('0'),
  postIds: z.array(z.number().int().positive()).max(100).default([]),
  roleIds: z.array(z.number().int().positive()).max(100).default([]),
  remark,
});
export type UserBody = z.infer<typeof UserBody>;

export const ResetPasswordBody = z.object({ userId: z.number().int().positive(), password: UserPassword });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const UserStatusBody = z.object({ userId: z.number().int().positive(), status: Status });
export type UserStatusBody = z.infer<typeof UserStatusBody>;

/** Comma-joined ids in a body or query (`roleIds=1,2`); empty means none. */
export const IdCsv = z.union([z.string(), z.array(z.number())]).transform((v, ctx) => {
  const parts = Array.isArray(v) ? v.map(String) : v.split(',').map((s) => s.trim()).filter(Boolean);
  if (parts.length > 500 || parts.some((p) => !/^\d{1,18}$/.test(p))) {
    ctx.addIssue({ code: 'custom', message: 'field.invalid' });
    return z.NEVER;
  }
  return parts.map(Number);
});

export const AuthRoleBody = z.object({ userId: numberFromText(z.number().int().positive()), roleIds: IdCsv.default([]) });
export type AuthRoleBody = z.infer<typeof AuthRoleBody>;
