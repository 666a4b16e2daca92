import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Envelope } from './envelope';

/**
 * Building and signing the portal gateway's envelope (design.md §5, docs/api.md). Pure and isomorphic:
 * the browser signs with it and the server checks with the same code; free of the validation schemas,
 * so the portal's first load does not carry them.
 */

/** The portal's application id, carried in every command. */
export const portalAppId = '10001';
/** Largest base64 content accepted: the whole request body is limited to 5 MiB. */
export const maxContentLength = 5 * 1024 * 1024;
/** Standard base64 with padding, nothing else (no whitespace, no URL-safe alphabet). */
export const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export type SignedFields = Pick<Envelope, 'usercode' | 'timestamp' | 'noncestr' | 'action' | 'content'>;

/** K: SHA-512 applied 10 times; round 1 hashes the apiSecret, each later round the previous round's lowercase hex. */
export function signingKey(apiSecret: string): string {
  let digest = apiSecret;
  for (let round = 0; round < 10; round++) digest = bytesToHex(sha512(utf8ToBytes(digest)));
  return digest;
}

/**
 * Lowercase hex HMAC-SHA512 over usercode, timestamp, noncestr, action and content joined by "\n".
 * The HMAC key is the UTF-8 bytes of K's 128-character hex string (not the 64 bytes it spells).
 */
export function signEnvelope(key: string, fields: SignedFields): string {
  return bytesToHex(hmac(sha512, utf8ToBytes(key), utf8ToBytes(signedMessage(fields))));
}

/** What the HMAC covers: usercode, timestamp, noncestr, action and content joined by "\n". */
export function signedMessage(fields: SignedFields): string {
  return [fields.usercode, String(fields.timestamp), fields.noncestr, fields.action, fields.content].join('\n');
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Base64 of the UTF-8 JSON of a value. */
export function encodeContent(value: unknown): string {
  return bytesToBase64(utf8ToBytes(JSON.stringify(value)));
}

/** One decoder serves every call: a fatal decoder keeps nothing between whole decodes. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The value inside base64 UTF-8 JSON; throws on bad base64, bad UTF-8 or bad JSON. `toBytes` turns base64 that
 * passed the pattern into bytes: the portable decoder by default, a native one where the platform has it (the
 * server's Buffer takes a third of the time).
 */
export function decodeContent(base64: string, toBytes: (base64: string) => Uint8Array = base64ToBytes): unknown {
  if (!base64Pattern.test(base64)) throw new Error('content is not base64');
  return JSON.parse(utf8.decode(toBytes(base64))) as unknown;
}

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Uniformly random [A-Za-z0-9] characters from the platform's secure random source. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 248 = 4 x 62: dropping larger bytes keeps every character equally likely.
      if (byte < 248 && out.length < length) out += alphanumerics[byte % 62];
    }
  }
  return out;
}

export const newNonce = () => randomAlphanumeric(32);

export interface EnvelopeRequest {
  usercode: string;
  isAnonymous: boolean;
  apiSecret: string;
  action: string;
  command: { id?: string | number; key?: string; url?: string; data?: unknown };
  /** Epoch milliseconds; defaults to the current time. */
  now?: number;
  nonce?: string;
}

/** A browser signs every call with the one secret it holds: its key is derived once, not on each call. */
let lastDerived: { apiSecret: string; key: string } | undefined;

function derivedKey(apiSecret: string): string {
  if (lastDerived?.apiSecret !== apiSecret) lastDerived = { apiSecret, key: signingKey(apiSecret) };
  return lastDerived.key;
}

/** The complete signed request body of a gateway call. */
export function buildEnvelope({ usercode, isAnonymous, apiSecret, action, command, now = Date.now(), nonce = newNonce() }: EnvelopeRequest): Envelope {
  const content = encodeContent({ id: command.id, usercode, key: command.key, url: command.url, appid: portalAppId, data: command.data });
  const fields = { usercode, timestamp: Math.floor(now / 1000), noncestr: nonce, action, content };
  return { ...fields, isAnonymous, sign: signEnvelope(derivedKey(apiSecret), fields) };
}
