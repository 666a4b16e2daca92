import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors';

/** Gateway replies (design.md §5): always HTTP 200, the outcome in `code` and `status`. */
export function gatewayOk<T>(req: FastifyRequest, data: T) {
  return { code: 200 as const, msg: req.t('operation.success'), status: 'ok' as const, content: { data } };
}

export function gatewayFailure(req: FastifyRequest, error: AppError) {
  return { code: error.replyCode, msg: req.t(error.key, error.params), status: 'error' as const };
}
