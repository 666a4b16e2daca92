import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { madeOnFirstUse } from '../cacheBounds';
import type { KvStore } from '../kv/index';

/** A portal caller's server-side session: the secret its envelopes are signed with, and who it is. */
export interface PortalSession {
  sessionId: string;
  /** The customer's user code, or the anonymous id. */
  usercode: string;
  apiSecret: string;
  isAnonymous: boolean;
  userId?: number;
  customerId?: number;
  userType?: string;
  languageId?: number;
  /** The account's epoch when the session opened (accountSessions.ts): a later one ends the session. */
  accountEpoch?: string | null;
  createdAt: number;
}

/** A day without a call ends the session; every accepted call starts the day again. */
const ttlSeconds = 24 * 3600;
const key = (sessionId: string) => `portal_session:${sessionId}`;

/**
 * Sessions parsed before, with the stored text each was parsed from: every signed call reads its session, which is
 * only ever written whole, so the same text is parsed once. The stored text is still read on every call, so a
 * removed or rewritten session counts at once.
 */
const parsedSessions = madeOnFirstUse(({ sessions }) => new LRUCache<string, { raw: string; session: Readonly<PortalSession> }>({ max: Math.max(1, sessions) }));

function parsedSession(sessionId: string, raw: string): Readonly<PortalSession> {
  const known = parsedSessions().get(sessionId);
  if (known?.raw === raw) return known.session;
  const session = Object.freeze(JSON.parse(raw) as PortalSession);
  parsedSessions().set(sessionId, { raw, session });
  return session;
}

export class PortalSessionStore {
  constructor(private kv: KvStore) {}

  async create(fields: Omit<PortalSession, 'sessionId' | 'createdAt'>): Promise<PortalSession> {
    const session: PortalSession = { ...fields, sessionId: randomUUID(), createdAt: Date.now() };
    await this.kv.set(key(session.sessionId), JSON.stringify(session), ttlSeconds);
    return session;
  }

  async get(sessionId: string): Promise<Readonly<PortalSession> | null> {
    const raw = await this.kv.get(key(sessionId));
    return raw ? parsedSession(sessionId, raw) : null;
  }

  async touch(sessionId: string): Promise<void> {
    await this.kv.expire(key(sessionId), ttlSeconds);
  }

  async remove(sessionId: string): Promise<void> {
    parsedSessions().delete(sessionId);
    await this.kv.del(key(sessionId));
  }
}
