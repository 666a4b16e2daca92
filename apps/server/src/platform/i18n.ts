import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, negotiateLanguage, translate, type Language, type MessageKey } from '@freight/domain';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t(key: MessageKey, params?: Record<string, unknown>): string;
  }
}

function requestLanguage(req: FastifyRequest): Language {
  return negotiateLanguage(req.cookies?.language, req.headers['accept-language']);
}

/** Every request knows its caller's language, so every message goes back in it. */
export function registerRequestLanguage(app: FastifyInstance) {
  app.decorateRequest('language', 'zh_CN');
  app.decorateRequest('t', function (this: FastifyRequest, key: MessageKey, params?: Record<string, unknown>) {
    return translate(messages, this.language, key, params);
  });
  app.addHook('onRequest', async (req) => {
    req.language = requestLanguage(req);
  });
}
