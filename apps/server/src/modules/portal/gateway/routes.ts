import { findGatewayCommand, gatewayOk, gatewayRoute, issuePortalCredentials, newAnonymousId } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { RateLimiter } from '../../../platform/rateLimit';

/** Anonymous credentials one address may take per minute, so nobody can flood the session store. */
const anonymousPerMinute = 60;

/** The portal gateway (design.md §5, docs/api.md): anonymous credentials, and callYhApi dispatching on `content.key`. */
export const gatewayRoutes: RouteModule = (ctx) => async (app) => {
  const anonymousLimit = new RateLimiter(ctx.kv, 'portal_anonymous', anonymousPerMinute, 60);

  app.post('/yhApi/callYhAnonymousApiAccount', { config: { access: { gateway: true }, writes: 'session' } }, async (req) => {
    if (!(await anonymousLimit.allow(req.ip))) throw Object.assign(new Error('too many'), { statusCode: 429 });
    const anonymousId = newAnonymousId();
    const credentials = await issuePortalCredentials(ctx, { usercode: anonymousId, isAnonymous: true });
    return gatewayOk(req, { ...credentials, anonymousId });
  });

  gatewayRoute(app, ctx, 'callYhApi', ({ content }) => findGatewayCommand(content.key));
};
