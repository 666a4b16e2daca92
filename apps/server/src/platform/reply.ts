import type { FastifyRequest } from 'fastify';

/** Back-office reply shapes: `{ code, msg, ...extra }` and the paged `{ code, msg, rows, total }`. */
export function ok<T extends object>(req: FastifyRequest, extra?: T) {
  return { code: 200 as const, msg: req.t('operation.success'), ...(extra ?? ({} as T)) };
}

export function okData<T>(req: FastifyRequest, data: T) {
  return ok(req, { data });
}

export function table<T>(req: FastifyRequest, rows: T[], total: number) {
  return ok(req, { rows, total });
}
