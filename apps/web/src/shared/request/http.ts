import { serializeParams, type ParamValue } from './params';
import { fetchTransport, uploadTransport, type Fetch } from './transport';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What one call may set beside its url and body. */
export interface HttpOptions {
  /** Query values, written as the back office expects them (see params.ts). */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Milliseconds before the call gives up, instead of the client's own limit. */
  timeout?: number;
  /** 'blob' resolves to the body as sent (files); otherwise JSON is parsed and any other text returned as it is. */
  responseType?: 'json' | 'blob';
  /** Reports the uploaded share, 0 to 100 (the import dialog's progress bar). */
  onUploadProgress?: (percent: number) => void;
}

export interface HttpSettings {
  /** Prefix of every url, e.g. '/api'. */
  baseURL: string;
  timeout: number;
  /** Replaces the network; tests answer calls in memory. */
  fetch?: Fetch;
}

/** Sends one call and resolves to its reply body; a failure before any reply rejects with a TransportError. */
export type Send = (method: Method, url: string, data?: unknown, options?: HttpOptions) => Promise<unknown>;

const jsonType = 'application/json;charset=utf-8';

function withParams(url: string, params: HttpOptions['params']): string {
  const query = params ? serializeParams(params as Record<string, ParamValue>) : '';
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Strings (form-encoded downloads) and FormData go as they are; anything else as JSON. */
function encode(data: unknown): string | FormData | undefined {
  if (data === undefined || typeof data === 'string' || data instanceof FormData) return data;
  return JSON.stringify(data);
}

function headersFor(data: unknown, options: HttpOptions): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
  if (data !== undefined) headers['Content-Type'] = jsonType;
  Object.assign(headers, options.headers);
  // The browser writes the multipart boundary into Content-Type itself; a hand-set value would lose it.
  if (data instanceof FormData) delete headers['Content-Type'];
  return headers;
}

function parseReply(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The calls of one client: urls under `baseURL`, JSON bodies, one time limit unless a call sets its own. */
export function createHttp({ baseURL, timeout, fetch = (url, init) => globalThis.fetch(url, init) }: HttpSettings): Send {
  const viaFetch = fetchTransport(fetch);
  return async (method, url, data, options = {}) => {
    const transport = options.onUploadProgress ? uploadTransport(options.onUploadProgress) : viaFetch;
    const body = await transport({
      method,
      url: withParams(baseURL + url, options.params),
      headers: headersFor(data, options),
      body: encode(data),
      timeout: options.timeout ?? timeout,
      reply: options.responseType === 'blob' ? 'blob' : 'text',
    });
    return typeof body === 'string' ? parseReply(body) : body;
  };
}
