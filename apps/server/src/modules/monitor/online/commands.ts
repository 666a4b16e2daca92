import { staffCommand } from '../../../platform/commands/command';
import { checkSessionInScope } from './service';

/** Staff sign others out here only, and only sessions of users in their data scope. */
export const onlineCommands = {
  forceLogout: staffCommand('monitor:online:forceLogout', async (ctx, actor, sessionId: string) => {
    await checkSessionInScope(ctx.db, actor, await ctx.sessions.get(sessionId));
    await ctx.sessions.remove(sessionId);
  }),
};
