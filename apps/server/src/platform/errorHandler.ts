import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type MessageKey } from '@freight/domain';
import { AppError } from './errors';
import { isDependencyDown } from './unavailable';

const isMessageKey = (s: string): s is MessageKey => s in messages;

/** The freight field rules say what is wrong, not where (an import names the column beside them): a reply adds the field. */
const saysOnlyWhy = (key: MessageKey) => key.startsWith('freight.');

/** Names the first invalid field and why, in the caller's language. */
function validationMessage(req: FastifyRequest, issues: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[]): string {
  const issue = issues[0]!;
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  if (issue.message && isMessageKey(issue.message)) {
    return saysOnlyWhy(issue.message) ? req.t('request.invalid', { field, reason: req.t(issue.message) }) : req.t(issue.message);
  }
  const missing = issue.keyword === 'invalid_type' && /undefined/.test(issue.message ?? '');
  return req.t('request.invalid', { field, reason: req.t(missing ? 'field.required' : 'field.invalid') });
}

/**
 * Business outcomes and bad input are HTTP 200 with `code` and a translated `msg` (design.md §4);
 * HTTP statuses are kept for transport failures: malformed or oversized bodies, too many requests, crashes.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.cause) req.log.warn({ err: error.cause, outcome: error.key }, 'request refused');
      return reply.send({ code: error.replyCode, msg: req.t(error.key, error.params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) return reply.send({ code: 400, msg: validationMessage(req, error.validation) });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ code: 413, msg: req.t('request.tooLarge') });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ code: 400, msg: req.t('request.malformed') });
    }
    if (error.statusCode === 429) return reply.code(429).send({ code: 429, msg: req.t('request.tooMany') });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ code: error.statusCode, msg: error.message });
    }
    if (isDependencyDown(error)) {
      req.log.warn({ err: error }, 'dependency unavailable');
      return reply.code(503).send({ code: 503, msg: req.t('service.unavailable') });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 500, msg: req.t('http.default') });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ code: 404, msg: req.t('route.notFound', { path: req.url.split('?')[0] }) });
  });
}
