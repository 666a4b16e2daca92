import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { defaultLanguage, messages, translate, type MessageKey } from '@freight/domain';
import type { Config } from '../config';
import { securityHeaders, securityOptions } from './securityHeaders';

/** What Node's HTTP parser refused, by its error code: the status and the message that says so. */
function refusal(code: string | undefined): { status: number; key: MessageKey } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'request.timeout' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'request.headersTooLarge' };
  return { status: 400, key: 'request.badHttp' };
}

/**
 * Answers a request that Node's own HTTP parser refused before Fastify saw it (malformed, headers too large, too
 * slow) as every other reply: with the security headers and a `{code, msg}` body, in the default language, as
 * the request's own headers could not be read.
 */
export function clientErrorHandler(config: Config) {
  const headers = securityHeaders(securityOptions(config)).set.map(([name, value]) => `${name}: ${value}`);
  return (error: Error & { code?: string }, socket: Duplex) => {
    // A connection reset leaves nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    const { status, key } = refusal(error.code);
    const body = JSON.stringify({ code: status, msg: translate(messages, defaultLanguage, key) });
    const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...headers, 'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  };
}
