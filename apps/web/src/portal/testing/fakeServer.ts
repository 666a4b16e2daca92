import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { decodeContent, type Envelope, type EnvelopeContent } from '@freight/domain';
import { http } from '../../shared/gateway/http';

/** One request the portal made, as the fake server saw it. */
export interface FakeRequest {
  method: string;
  /** The path under /api, e.g. '/yhApi/callYhApi'. */
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** For signed gateway calls: the envelope and the command inside it. */
  envelope?: Envelope;
  command?: EnvelopeContent;
  config: InternalAxiosRequestConfig;
}

/** Answers a request with a reply body (HTTP 200), or throws (an AxiosError stands for a transport failure). */
export type FakeHandler = (request: FakeRequest) => unknown;

/**
 * Routes are keyed 'METHOD /path', and for callYhApi commands also 'POST /yhApi/callYhApi <key>'.
 * An unknown route answers HTTP 404.
 */
export type FakeRoutes = Record<string, FakeHandler>;

export const gatewayOk = (data: unknown) => ({ code: 200, msg: '操作成功', status: 'ok', content: { data } });
export const gatewayFail = (code: number, msg?: string) => ({ code, msg, status: 'error' });

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'sign' in body && 'content' in body;
}

/** Answers the portal's axios calls in memory; every request is kept in `calls`. */
export function fakeServer(routes: FakeRoutes = {}) {
  const calls: FakeRequest[] = [];
  const table: FakeRoutes = { ...routes };

  const adapter: AxiosAdapter = async (config) => {
    const body = parse(config.data);
    const envelope = isEnvelope(body) ? body : undefined;
    const command = envelope ? (decodeContent(envelope.content) as EnvelopeContent) : undefined;
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const headers = Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)]));
    const request: FakeRequest = { method, url, body, headers, envelope, command, config };
    calls.push(request);
    const handler = (command?.key && table[`${method} ${url} ${command.key}`]) || table[`${method} ${url}`];
    const response: AxiosResponse = handler
      ? { data: await handler(request), status: 200, statusText: 'OK', headers: {}, config }
      : { data: '', status: 404, statusText: 'Not Found', headers: {}, config };
    if (response.status !== 200) {
      throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;

  return {
    calls,
    /** Adds or replaces a route. */
    on(key: string, handler: FakeHandler) {
      table[key] = handler;
    },
    /** The requests to one route ('POST /yhApi/logout', or with a callYhApi command key). */
    callsTo(key: string) {
      return calls.filter((call) => `${call.method} ${call.url}` === key || `${call.method} ${call.url} ${call.command?.key ?? ''}` === key);
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;
