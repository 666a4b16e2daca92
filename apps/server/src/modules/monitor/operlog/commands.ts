import { unlockAccount } from '../../../platform/auth/credentials';
import { staffCommand } from '../../../platform/commands/command';
import { cleanLoginLogs, cleanOperLogs, removeLoginLogs, removeOperLogs } from './service';

/** Operation log entries are deleted by staff here only; cleaning all needs the deletion permission. */
export const operLogCommands = {
  remove: staffCommand('monitor:operlog:remove', (ctx, _actor, operIds: number[]) => removeOperLogs(ctx, operIds)),
  clean: staffCommand('monitor:operlog:clean', (ctx) => cleanOperLogs(ctx), 'monitor:operlog:remove'),
};

/** Login log entries are deleted, and locked account names unlocked, by staff here only. */
export const loginLogCommands = {
  remove: staffCommand('monitor:logininfor:remove', (ctx, _actor, infoIds: number[]) => removeLoginLogs(ctx, infoIds)),
  clean: staffCommand('monitor:logininfor:clean', (ctx) => cleanLoginLogs(ctx), 'monitor:logininfor:remove'),
  unlock: staffCommand('monitor:logininfor:unlock', (ctx, _actor, userName: string) => unlockAccount(ctx.kv, userName)),
};
