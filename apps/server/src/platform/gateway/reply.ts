import { constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors';

/** Gateway replies (design.md §5): always HTTP 200, the outcome in `code` and `status`. */
export function gatewayOk<T>(req: FastifyRequest, data: T) {
  return { code: 200 as const, msg: req.t('operation.success'), status: 'ok' as const, content: { data } };
}

export function gatewayFailure(req: FastifyRequest, error: AppError) {
  const failure = { code: error.replyCode, msg: req.t(error.key, error.params), status: 'error' as const };
  return error.data === undefined ? failure : { ...failure, content: { data: error.data } };
}

const replyEnd = Buffer.from('}}');

/**
 * Reply data already encoded as JSON, sent without encoding it again. The whole reply body is kept
 * as bytes per message text (one per language), plain and gzip-compressed, each made on first use:
 * a cached reply is written straight to the socket, compressed once however often it is sent.
 */
export class SerializedData {
  private bodies = new Map<string, { plain: Buffer; gzip?: Buffer; compact?: boolean }>();

  /** `data`: the reply data as UTF-8 JSON. */
  constructor(readonly data: Buffer) {}

  static of(value: unknown): SerializedData {
    return new SerializedData(Buffer.from(JSON.stringify(value)));
  }

  body(msg: string, gzip = false): Buffer {
    let body = this.bodies.get(msg);
    if (!body) {
      body = { plain: Buffer.concat([Buffer.from(`{"code":200,"msg":${JSON.stringify(msg)},"status":"ok","content":{"data":`), this.data, replyEnd]) };
      this.bodies.set(msg, body);
    }
    if (!gzip) return body.plain;
    // Most searches differ, so most replies are compressed once and sent once: the fastest level costs a third of the
    // default's time on the main thread, for about a quarter more bytes. A reply asked for again is worth the smaller
    // body: it is compressed once more at the default level and sent so from then on.
    if (!body.gzip) {
      body.gzip = gzipSync(body.plain, { level: constants.Z_BEST_SPEED });
    } else if (!body.compact) {
      body.gzip = gzipSync(body.plain);
      body.compact = true;
    }
    return body.gzip;
  }
}

const acceptsGzip = (req: FastifyRequest) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/** Sends the success reply around data already encoded: the same bytes `gatewayOk` would give, gzip when the caller takes it. */
export function sendSerialized(req: FastifyRequest, reply: FastifyReply, data: SerializedData): FastifyReply {
  const gzip = acceptsGzip(req);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(data.body(req.t('operation.success'), gzip));
}
