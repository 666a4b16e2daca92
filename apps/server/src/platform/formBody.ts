import type { FastifyInstance } from 'fastify';

/** Form-encoded bodies (the export calls post their filters this way) become plain objects of strings. */
export function registerFormBody(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
