import type { FastifyInstance } from 'fastify';
import { malformedTextPath } from '@freight/domain';
import { AppError } from './errors';

/** The dotted path, under `root`, of the first text in `value` holding a lone UTF-16 surrogate; undefined when there is none. */
export function malformedTextField(value: unknown, root = ''): string | undefined {
  const path = malformedTextPath(value);
  return path && ([root, ...path].filter((part) => part !== '').join('.') || 'body');
}

/**
 * Refuses a JSON body holding a lone UTF-16 surrogate (issue 14), naming the field, before any schema or
 * service sees it: stored, such text would silently turn into U+FFFD. Gateway calls check their decoded
 * content themselves (the envelope is only a signed wrapper), so they reply in the gateway's shape.
 */
export function registerWellFormedText(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config?.access?.gateway) return;
    const field = malformedTextField(req.body);
    if (field) throw new AppError('request.text.unpaired', { field }, 400);
  });
}
