import type { RouteModule } from '../../../platform/module';

/** Liveness, and readiness that proves the database answers. */
export const healthRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/health', { config: { access: { public: true } } }, async () => ({ status: 'ok' }));

  app.get('/ready', { config: { access: { public: true } } }, async (req, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ready', database: ctx.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', msg: req.t('http.default') });
    }
  });
};
