import type { AuthRoleBody, Edited, RegisterBody, UserBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { staffCommand } from '../../../platform/commands/command';
import { commandRan } from '../../../platform/commands/doors';
import { AppError } from '../../../platform/errors';
import { captchaEnabled, registerEnabled } from '../config/values';
import type { ImportOptions } from '../../../platform/excel/import';
import { importUsers } from './import';
import { addUser, changeStatus, registerUser, removeUsers, resetPassword, saveAuthRoles, updateUser } from './service';

const add = staffCommand('system:user:add', (ctx, actor, body: UserBody) => addUser(ctx, body, actor));
const edit = staffCommand('system:user:edit', (ctx, actor, body: Edited<UserBody>) => updateUser(ctx, body, actor));

/** What an import row calls: the dialog's own commands, so a file meets the dialog's rules row by row. */
export type UserDialog = { add: typeof add; edit: typeof edit };

/**
 * Signing oneself up from the sign-in page: nobody is signed in, so no permission is asked; the registration
 * setting opens it, the captcha comes next, then the rules of every new user (the dialog's, through `registerUser`).
 */
async function register(ctx: AppContext, body: RegisterBody): Promise<void> {
  if (!(await registerEnabled(ctx))) throw new AppError('register.disabled');
  if (await captchaEnabled(ctx)) await ctx.captcha.check(body.uuid, body.code);
  await registerUser(ctx, body.username, body.password);
  commandRan('system:user:register');
}

/** Staff users are added, edited, deleted, reset, switched, given roles, imported and signed up here only, whatever the door. */
export const userCommands = {
  add,
  edit,
  remove: staffCommand('system:user:remove', (ctx, actor, userIds: number[]) => removeUsers(ctx, userIds, actor)),
  /** `callerSession` is the caller's own session, kept when they reset their own password. */
  resetPwd: staffCommand('system:user:resetPwd', (ctx, actor, userId: number, password: string, callerSession: string) =>
    resetPassword(ctx, userId, password, actor, callerSession)),
  changeStatus: staffCommand('system:user:changeStatus', (ctx, actor, userId: number, status: '0' | '1') => changeStatus(ctx, userId, status, actor), 'system:user:edit'),
  authRole: staffCommand('system:user:authRole', (ctx, actor, body: AuthRoleBody) => saveAuthRoles(ctx, body, actor), 'system:user:edit'),
  import: staffCommand('system:user:import', (ctx, actor, file: Buffer, options: Pick<ImportOptions, 'updateSupport' | 'pause'>) =>
    importUsers(ctx, file, options, actor, { add, edit })),
  register,
};
