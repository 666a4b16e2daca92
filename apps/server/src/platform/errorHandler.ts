import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type MessageKey } from '@freight/domain';
import { AppError } from './errors';
import { isDependencyDown } from './unavailable';
import { isUniqueViolation } from './uniqueNames';

const isMessageKey = (s: string): s is MessageKey => s in messages;

/** The freight and text field rules say what is wrong, not where (an import names the column beside them): a reply adds the field. */
const saysOnlyWhy = (key: MessageKey) => key.startsWith('freight.') || key.startsWith('text.');

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

/** Redis or the database is down: HTTP 503 in the caller's language, never a crash (platform/unavailable.ts). */
function replyUnavailable(req: FastifyRequest, reply: FastifyReply, error: Error) {
  req.log.warn({ err: error }, 'dependency unavailable');
  return reply.code(503).send({ code: 503, msg: req.t('service.unavailable') });
}

/**
 * Business outcomes and bad input are HTTP 200 with `code` and a translated `msg` (design.md §4);
 * HTTP statuses are kept for transport failures: malformed or oversized bodies, too many requests, crashes.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      // A refusal whose cause is an outage (a database refusing connections under "could not create the table") is the outage.
      if (isDependencyDown(error.cause)) return replyUnavailable(req, reply, error);
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
    // A unique index that no "already exists" check speaks for (an import racing an edit): the record exists, no crash.
    if (isUniqueViolation(error)) {
      req.log.warn({ err: error }, 'unique index refused a write');
      return reply.send({ code: 500, msg: req.t('record.exists') });
    }
    if (isDependencyDown(error)) return replyUnavailable(req, reply, error);
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 500, msg: req.t('http.default') });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ code: 404, msg: req.t('route.notFound', { path: req.url.split('?')[0] }) });
  });
}
