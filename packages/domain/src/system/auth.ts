import * as z from 'zod/mini';
import { identifierChecks, textChecks } from '../text';

/** Characters a registered password may not contain (back-office.md §5). */
export const forbiddenPasswordChars = /[<>"'\\|]/;
/** Letters, digits and a special character, 6 to 20 long (back-office.md §5, password change). */
export const strongPassword = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d\s]).{6,20}$/;

// The sign-in schemas use zod's mini API: the back office's sign-in page is the first thing it loads, and
// mini leaves out the parts of zod these checks do not use.
const required = (key: string) => z.string({ error: key }).check(z.minLength(1, { error: key }));
const optionalText = (max: number) => z.optional(z.string().check(...textChecks(max, 'field.invalid')));

export const LoginBody = z.object({
  username: z.string({ error: 'login.username.required' }).check(...textChecks(64, 'field.invalid'), z.minLength(1, { error: 'login.username.required' })),
  password: required('login.password.required').check(z.maxLength(128)),
  code: optionalText(16),
  uuid: optionalText(64),
  rememberMe: z.optional(z.boolean()),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z
  .object({
    username: z.string({ error: 'login.username.required' }).check(
      ...identifierChecks(20, 'register.username.length'),
      z.minLength(1, { error: 'login.username.required' }),
      z.minLength(2, { error: 'register.username.length' }),
    ),
    password: required('login.password.required').check(
      z.minLength(5, { error: 'register.password.length' }),
      z.maxLength(20, { error: 'register.password.length' }),
      z.refine((p) => !forbiddenPasswordChars.test(p), { error: 'register.password.chars' }),
    ),
    confirmPassword: required('register.confirm.required'),
    code: optionalText(16),
    uuid: optionalText(64),
  })
  .check(z.refine((f) => f.password === f.confirmPassword, { error: 'register.confirm.mismatch', path: ['confirmPassword'] }));
export type RegisterBody = z.infer<typeof RegisterBody>;

/** The lock screen's password (RuoYi-Vue3's `unlockScreen`). */
export const UnlockBody = z.object({ password: required('unlock.password.required').check(z.maxLength(128)) });
export type UnlockBody = z.infer<typeof UnlockBody>;

/** One's own new password. RuoYi-Vue3 checks the confirmation in the browser and sends none; one that is sent must match. */
export const PasswordChange = z
  .object({
    oldPassword: required('password.old.required'),
    newPassword: required('password.new.required').check(z.regex(strongPassword, { error: 'password.new.rule' })),
    confirmPassword: z.optional(required('password.confirm.required')),
  })
  .check(z.refine((f) => f.confirmPassword === undefined || f.newPassword === f.confirmPassword, { error: 'password.confirm.mismatch', path: ['confirmPassword'] }));
export type PasswordChange = z.infer<typeof PasswordChange>;

export interface CaptchaReply {
  captchaEnabled: boolean;
  registerEnabled: boolean;
  img?: string;
  uuid?: string;
}
