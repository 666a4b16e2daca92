import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { madeOnFirstUse } from '../cacheBounds';
import { decodeContent, Envelope, EnvelopeContent, signingKey, type MessageKey } from '@freight/domain';
import { sessionEnded } from '../auth/accountSessions';
import { bearerToken } from '../auth/token';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { malformedTextField } from '../wellFormedText';
import { issueField } from './data';
import { PortalSessionStore, type PortalSession } from './session';
import { envelopeSignature } from './signature';

/** How far a request's timestamp may be from the server clock, either way. */
export const clockSkewSeconds = 300;
/** How long a nonce stays spent for its user. */
export const nonceSeconds = 600;

/** A call whose envelope passed every check: who made it and the command it carries. */
export interface VerifiedCall {
  session: PortalSession;
  content: EnvelopeContent;
  envelope: Envelope;
}

/** Signing keys already derived (ten SHA-512 rounds each), by api secret; bounded so it cannot grow without end. */
const derivedKeys = madeOnFirstUse(({ signingKeys }) => new LRUCache<string, string>({ max: Math.max(1, signingKeys) }));

function keyOf(apiSecret: string): string {
  let key = derivedKeys().get(apiSecret);
  if (key === undefined) {
    key = signingKey(apiSecret);
    derivedKeys().set(apiSecret, key);
  }
  return key;
}

const nativeBytes = (base64: string) => Buffer.from(base64, 'base64');

const rejection = (key: MessageKey, replyCode: 400 | 401 | 403, params: Record<string, unknown> = {}) => new AppError(key, params, replyCode);

function readContent(base64: string): EnvelopeContent {
  let decoded: unknown;
  try {
    decoded = decodeContent(base64, nativeBytes);
  } catch {
    throw rejection('gateway.content', 400);
  }
  const malformed = malformedTextField(decoded, 'content');
  if (malformed) throw rejection(malformed.key, 400, { field: malformed.field });
  const parsed = EnvelopeContent.safeParse(decoded);
  if (!parsed.success) throw rejection('gateway.envelope', 400, { field: issueField(parsed.error, 'content') });
  return parsed.data;
}

async function sessionOf(ctx: AppContext, req: FastifyRequest): Promise<PortalSession> {
  const token = bearerToken(req.headers.authorization);
  const claims = token ? await ctx.tokens.read(token) : null;
  const store = new PortalSessionStore(ctx.kv);
  const session = claims?.kind === 'portal' ? await store.get(claims.sid) : null;
  if (!session) throw rejection('gateway.token', 401);
  if (session.userId !== undefined && await sessionEnded(ctx.kv, session.userId, session.accountEpoch)) {
    await store.remove(session.sessionId);
    throw rejection('gateway.token', 401);
  }
  return session;
}

/**
 * Every check of design.md §5 that only reads: shape, token and session, user, action, clock,
 * signature, content. Throws a gateway rejection at the first failure.
 */
export async function checkEnvelope(ctx: AppContext, req: FastifyRequest, action: string): Promise<VerifiedCall> {
  const parsed = Envelope.safeParse(req.body);
  if (!parsed.success) throw rejection('gateway.envelope', 400, { field: issueField(parsed.error) });
  const envelope = parsed.data;
  const session = await sessionOf(ctx, req);
  if (session.usercode !== envelope.usercode || session.isAnonymous !== envelope.isAnonymous) throw rejection('gateway.user', 401);
  if (envelope.action !== action) throw rejection('gateway.action', 400, { action });
  if (Math.abs(Math.floor(Date.now() / 1000) - envelope.timestamp) > clockSkewSeconds) throw rejection('gateway.timestamp', 400, { seconds: clockSkewSeconds });
  const expected = envelopeSignature(keyOf(session.apiSecret), envelope);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(envelope.sign))) throw rejection('gateway.signature', 400);
  const content = readContent(envelope.content);
  if (content.usercode !== envelope.usercode) throw rejection('gateway.contentUser', 400);
  return { session, content, envelope };
}

/** Spends the nonce (a replay within 600 s is refused) and keeps the session alive. The first write of a call. */
export async function acceptEnvelope(ctx: AppContext, { session, envelope }: VerifiedCall): Promise<void> {
  const [fresh] = await Promise.all([
    ctx.kv.spend(`nonce:${envelope.usercode}:${envelope.noncestr}`, nonceSeconds),
    new PortalSessionStore(ctx.kv).touch(session.sessionId),
  ]);
  if (!fresh) throw rejection('gateway.nonce', 400);
}

/** Checks a signed call and accepts it, for routes that reply in their own shape. */
export async function verifyEnvelope(ctx: AppContext, req: FastifyRequest, action: string): Promise<VerifiedCall> {
  const call = await checkEnvelope(ctx, req, action);
  await acceptEnvelope(ctx, call);
  return call;
}

/** Calls that need a signed-in customer refuse anonymous sessions. */
export function requireCustomer(session: PortalSession): void {
  if (session.isAnonymous) throw rejection('gateway.customerOnly', 403);
}
