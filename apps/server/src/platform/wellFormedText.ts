import type { FastifyInstance } from 'fastify';
import { malformedText, type MessageKey } from '@freight/domain';
import { AppError } from './errors';

/**
 * The first text in `value` holding a NUL or a lone UTF-16 surrogate: its dotted path under `root` and the message
 * that says so; undefined when there is none.
 */
export function malformedTextField(value: unknown, root = ''): { field: string; key: MessageKey } | undefined {
  const found = malformedText(value);
  return found && {
    field: [root, ...found.path].filter((part) => part !== '').join('.') || 'body',
    key: found.fault === 'nul' ? 'request.text.nul' : 'request.text.unpaired',
  };
}

/**
 * Refuses a request whose body, query string or path holds a NUL or a lone UTF-16 surrogate (issues 7 and 14),
 * naming the field, before any schema or service sees it: PostgreSQL refuses NUL in text (a crash, not an answer),
 * and a stored lone surrogate silently turns into U+FFFD. Gateway calls check their decoded content themselves
 * (the envelope is only a signed wrapper), so they reply in the gateway's shape.
 */
export function registerWellFormedText(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.access?.gateway) return;
    const malformed = malformedTextField(req.body) ?? malformedTextField(req.query) ?? malformedTextField(req.params);
    if (malformed) throw new AppError(malformed.key, { field: malformed.field }, 400);
  });
}
