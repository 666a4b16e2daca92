import { z } from 'zod';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, table } from '../../../platform/reply';
import { onlineCommands } from './commands';
import { sessionsInScope } from './service';

const OnlineQuery = z.object({
  ipaddr: z.string().max(128).optional(),
  userName: z.string().max(50).optional(),
  pageNum: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

/** Signed-in sessions of every instance (they live in the shared store), and forced logout; both only of users in the caller's data scope. */
export const onlineRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/monitor/online/list', { config: { access: { permission: 'monitor:online:list' } }, schema: { querystring: OnlineQuery } }, async (req) => {
    const { ipaddr, userName, pageNum, pageSize } = req.query;
    const sessions = (await sessionsInScope(ctx.db, req.session!, await ctx.sessions.list()))
      .filter((s) => (!ipaddr || s.ipaddr.includes(ipaddr)) && (!userName || s.userName.includes(userName)))
      .sort((a, b) => b.loginTime - a.loginTime);
    // RuoYi answers every session and its screen pages them itself; our screen asks for one page.
    const size = pageSize ?? 10;
    const first = ((pageNum ?? 1) - 1) * size;
    const page = pageNum === undefined && pageSize === undefined ? sessions : sessions.slice(first, first + size);
    const rows = page.map((s) => ({
      tokenId: s.sessionId, userName: s.userName, deptName: s.deptName, ipaddr: s.ipaddr,
      loginLocation: '', browser: s.browser, os: s.os, loginTime: s.loginTime, kind: s.kind,
    }));
    return table(req, rows, sessions.length);
  });

  app.delete('/monitor/online/:tokenId', {
    config: { access: { permission: 'monitor:online:forceLogout' }, command: 'monitor:online:forceLogout', log: { title: '在线用户', businessType: BusinessType.forceLogout } },
    schema: { params: z.object({ tokenId: z.string().uuid() }) },
  }, async (req) => {
    await onlineCommands.forceLogout(ctx, actorOf(req), req.params.tokenId);
    return ok(req);
  });
};
