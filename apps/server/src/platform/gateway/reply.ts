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
 * `bytes` in memory of their own. Node hands out small buffers as slices of a shared 64 KB block and zlib its output as
 * a slice of a 64 KB chunk; a kept slice keeps its whole block alive, so a cache of 3 KB replies held 64 KB each
 * beyond the bytes its bound counts (the wide book's load left the server at 410 MB against its budget of 300).
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** A text's UTF-8 bytes in memory of their own (see ownBytes). */
export function ownText(text: string): Buffer {
  const own = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  own.write(text);
  return own;
}

/**
 * Reply data already encoded as JSON, sent without encoding it again. The whole reply body is kept
 * gzip-compressed per message text (one per language), made on first use: a cached reply is written
 * straight to the socket, compressed once however often it is sent. The plain body is put together
 * for each caller that does not take gzip (browsers all do), so a kept reply holds its data and one
 * compressed body, not a second copy of the data.
 */
export class SerializedData {
  private bodies = new Map<string, { gzip: Buffer; compact?: boolean }>();

  readonly data: Buffer;

  /** `data`: the reply data as UTF-8 JSON; a reply may be kept, so it holds them in memory of its own. */
  constructor(data: Buffer) {
    this.data = ownBytes(data);
  }

  static of(value: unknown): SerializedData {
    return new SerializedData(ownText(JSON.stringify(value)));
  }

  /** Bytes held: the data and the compressed bodies made so far (a cache's bound counts them). */
  get bytes(): number {
    let held = this.data.length;
    for (const body of this.bodies.values()) held += body.gzip.length;
    return held;
  }

  private plain(msg: string): Buffer {
    return Buffer.concat([Buffer.from(`{"code":200,"msg":${JSON.stringify(msg)},"status":"ok","content":{"data":`), this.data, replyEnd]);
  }

  body(msg: string, gzip = false): Buffer {
    if (!gzip) return this.plain(msg);
    // Most searches differ, so most replies are compressed once and sent once: the fastest level costs a third of the
    // default's time on the main thread, for about a quarter more bytes. A reply asked for again is worth the smaller
    // body: it is compressed once more at the default level and sent so from then on.
    const body = this.bodies.get(msg);
    if (!body) {
      const made = ownBytes(gzipSync(this.plain(msg), { level: constants.Z_BEST_SPEED }));
      this.bodies.set(msg, { gzip: made });
      return made;
    }
    if (!body.compact) {
      body.gzip = ownBytes(gzipSync(this.plain(msg)));
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
