import type { FastifyRequest } from 'fastify';
import type { Page } from './list/page';

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

/** A page of a list as `{ code, msg, rows, total }`. */
export function pageTable<T>(req: FastifyRequest, page: Page<T>) {
  return table(req, page.rows, page.total);
}
