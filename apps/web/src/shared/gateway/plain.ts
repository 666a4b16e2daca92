import i18n from 'i18next';
import { RequestError, transportMessage } from '../request/errors';
import { http } from './http';

/** The plain JSON replies of the sign-on settings and the sign-on service's pages: `{ code, msg, data? }`. */
export interface PlainReply<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
}

/**
 * Plain JSON calls: no envelope, no bearer token, the interface language in Accept-Language. They resolve to
 * the reply whatever its code, so a page can say what went wrong in its own words; a transport failure
 * (network, timeout, HTTP status) rejects with its text and shows nothing.
 */
async function plain<R extends PlainReply>(run: () => Promise<R>): Promise<R> {
  try {
    const reply = await run();
    if (typeof reply?.code !== 'number') throw new RequestError(i18n.t('messages:http.default'), { notified: false });
    return reply;
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(transportMessage(error), { notified: false, cause: error });
  }
}

export const plainJson = {
  get: <R extends PlainReply = PlainReply>(url: string) => plain<R>(() => http.get<R>(url)),
  post: <R extends PlainReply = PlainReply>(url: string, body?: unknown) => plain<R>(() => http.post<R>(url, body)),
  put: <R extends PlainReply = PlainReply>(url: string, body?: unknown) => plain<R>(() => http.put<R>(url, body)),
};
