import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app: the portal at / and the back office at /admin/. */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(webDist)) {
    app.log.warn({ webDist }, 'web app not built; run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    // The build writes .br and .gz copies of every text file: sent as they are, chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/admin', (_req, reply) => reply.redirect('/admin/'));
}
