import { languageTags } from '@freight/domain';
import { currentLanguage } from '../i18n';
import { createHttp, type HttpOptions, type Method } from '../request/http';
import type { Fetch } from '../request/transport';

/** Portal calls wait at most 60 s (portal.md §7, §9). */
export const gatewayTimeoutMs = 60_000;

let network: Fetch = (url, init) => fetch(url, init);

/** Replaces the network under the portal's calls; tests answer them in memory. */
export function setPortalFetch(next: Fetch): void {
  network = next;
}

const send = createHttp({ baseURL: '/api', timeout: gatewayTimeoutMs, fetch: (url, init) => network(url, init) });

function sendInLanguage<T>(method: Method, url: string, data: unknown, options: HttpOptions = {}): Promise<T> {
  const headers = { ...options.headers, 'Accept-Language': languageTags[currentLanguage()] };
  return send(method, url, data, { ...options, headers }) as Promise<T>;
}

/**
 * The portal's calls: JSON under /api, 60 s timeout, the interface language in Accept-Language; each resolves
 * to the reply body. They carry no token of their own; the gateway client adds the bearer token to signed calls.
 */
export const http = {
  get: <T>(url: string, options?: HttpOptions) => sendInLanguage<T>('GET', url, undefined, options),
  post: <T>(url: string, data?: unknown, options?: HttpOptions) => sendInLanguage<T>('POST', url, data, options),
  put: <T>(url: string, data?: unknown, options?: HttpOptions) => sendInLanguage<T>('PUT', url, data, options),
};
