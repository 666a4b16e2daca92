import { randomUUID } from 'node:crypto';
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

export class PortalSessionStore {
  constructor(private kv: KvStore) {}

  async create(fields: Omit<PortalSession, 'sessionId' | 'createdAt'>): Promise<PortalSession> {
    const session: PortalSession = { ...fields, sessionId: randomUUID(), createdAt: Date.now() };
    await this.kv.set(key(session.sessionId), JSON.stringify(session), ttlSeconds);
    return session;
  }

  async get(sessionId: string): Promise<PortalSession | null> {
    const raw = await this.kv.get(key(sessionId));
    return raw ? (JSON.parse(raw) as PortalSession) : null;
  }

  async touch(sessionId: string): Promise<void> {
    await this.kv.expire(key(sessionId), ttlSeconds);
  }

  async remove(sessionId: string): Promise<void> {
    await this.kv.del(key(sessionId));
  }
}
