import { z } from 'zod';

/** Characters a registered password may not contain (back-office.md §5). */
export const forbiddenPasswordChars = /[<>"'\\|]/;
/** Letters, digits and a special character, 6 to 20 long (back-office.md §5, password change). */
export const strongPassword = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{6,20}$/;

export const LoginBody = z.object({
  username: z.string({ error: 'login.username.required' }).trim().min(1, { error: 'login.username.required' }).max(64),
  password: z.string({ error: 'login.password.required' }).min(1, { error: 'login.password.required' }).max(128),
  code: z.string().max(16).optional(),
  uuid: z.string().max(64).optional(),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z
  .object({
    username: z.string({ error: 'login.username.required' }).trim().min(1, { error: 'login.username.required' })
      .min(2, { error: 'register.username.length' }).max(20, { error: 'register.username.length' }),
    password: z.string({ error: 'login.password.required' }).min(1, { error: 'login.password.required' })
      .min(5, { error: 'register.password.length' }).max(20, { error: 'register.password.length' })
      .refine((p) => !forbiddenPasswordChars.test(p), { error: 'register.password.chars' }),
    confirmPassword: z.string({ error: 'register.confirm.required' }).min(1, { error: 'register.confirm.required' }),
    code: z.string().max(16).optional(),
    uuid: z.string().max(64).optional(),
  })
  .refine((f) => f.password === f.confirmPassword, { error: 'register.confirm.mismatch', path: ['confirmPassword'] });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const PasswordChange = z
  .object({
    oldPassword: z.string({ error: 'password.old.required' }).min(1, { error: 'password.old.required' }),
    newPassword: z.string({ error: 'password.new.required' }).min(1, { error: 'password.new.required' })
      .regex(strongPassword, { error: 'password.new.rule' }),
    confirmPassword: z.string({ error: 'password.confirm.required' }).min(1, { error: 'password.confirm.required' }),
  })
  .refine((f) => f.newPassword === f.confirmPassword, { error: 'password.confirm.mismatch', path: ['confirmPassword'] });
export type PasswordChange = z.infer<typeof PasswordChange>;

export interface CaptchaReply {
  captchaEnabled: boolean;
  registerEnabled: boolean;
  img?: string;
  uuid?: string;
}
