import { decodeContent, type Envelope, type EnvelopeContent } from '@freight/domain';
import { setPortalFetch } from '../../shared/gateway/http';
import { jsonReply, sentHeaders } from '../../shared/request/testing';
import type { Fetch } from '../../shared/request/transport';

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
  /** What the portal handed to fetch. */
  config: RequestInit;
}

/** Answers a request with a reply body (HTTP 200, as JSON), or throws (standing for a lost connection). */
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

/** Answers the portal's calls in memory; every request is kept in `calls`. */
export function fakeServer(routes: FakeRoutes = {}) {
  const calls: FakeRequest[] = [];
  const table: FakeRoutes = { ...routes };

  const fetch: Fetch = async (address, config) => {
    const body = parse(config.body);
    const envelope = isEnvelope(body) ? body : undefined;
    const command = envelope ? (decodeContent(envelope.content) as EnvelopeContent) : undefined;
    const method = config.method ?? 'GET';
    const url = address.replace(/^\/api/, '');
    const request: FakeRequest = { method, url, body, headers: sentHeaders(config), envelope, command, config };
    calls.push(request);
    const handler = (command?.key && table[`${method} ${url} ${command.key}`]) || table[`${method} ${url}`];
    if (!handler) return new Response('', { status: 404, statusText: 'Not Found' });
    return jsonReply(await handler(request));
  };
  setPortalFetch(fetch);

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
