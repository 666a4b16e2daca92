import type { RouteModule } from '../../../platform/module';
import { within } from '../../../platform/unavailable';

/** How long readiness waits for each dependency. */
const readyTimeoutMs = 1500;

/** Liveness, and readiness that proves the database and the shared store answer. */
export const healthRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/health', { config: { access: { public: true } } }, async () => ({ status: 'ok' }));

  app.get('/ready', { config: { access: { public: true } } }, async (req, reply) => {
    const [database, store] = await Promise.allSettled([
      within(readyTimeoutMs, 'database', ctx.database.ping()),
      within(readyTimeoutMs, 'redis', ctx.kv.get('ready')),
    ]);
    if (database.status === 'fulfilled' && store.status === 'fulfilled') return { status: 'ready', database: ctx.database.kind };
    const down = [database.status === 'rejected' ? 'database' : null, store.status === 'rejected' ? 'store' : null].filter(Boolean);
    return reply.code(503).send({ code: 503, status: 'unavailable', unavailable: down, msg: req.t('service.unavailable') });
  });
};
