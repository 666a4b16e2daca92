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

/** A Content-Disposition that downloads under `name`, whatever characters it holds (RFC 6266 / 5987 encoding). */
export const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
