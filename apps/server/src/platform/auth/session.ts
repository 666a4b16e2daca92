import { randomUUID } from 'node:crypto';
import type { KvStore } from '../kv/index';

/** Who is signed in, kept server-side so a session can be listed and revoked at once. */
export interface LoginSession {
  sessionId: string;
  kind: 'admin' | 'portal';
  userId: number;
  userName: string;
  userType: string;
  deptName: string;
  roles: string[];
  permissions: string[];
  ipaddr: string;
  browser: string;
  os: string;
  loginTime: number;
  /** The access marker the roles and permissions were loaded under (see accessVersion.ts). */
  accessVersion?: string;
  /** The password must be replaced before anything else is allowed (one-time, reset by an administrator, or too old). */
  passwordExpired?: boolean;
  /** Set with `passwordExpired` when the reason is the password's age (sys.account.passwordValidateDays). */
  passwordAged?: boolean;
}

const key = (sessionId: string) => `session:${sessionId}`;

export class SessionStore {
  constructor(private kv: KvStore, private ttlSeconds: number) {}

  async create(fields: Omit<LoginSession, 'sessionId' | 'loginTime'>): Promise<LoginSession> {
    const session: LoginSession = { ...fields, sessionId: randomUUID(), loginTime: Date.now() };
    await this.kv.set(key(session.sessionId), JSON.stringify(session), this.ttlSeconds);
    return session;
  }

  async get(sessionId: string): Promise<LoginSession | null> {
    const raw = await this.kv.get(key(sessionId));
    return raw ? (JSON.parse(raw) as LoginSession) : null;
  }

  /** Sliding expiry: activity keeps the session alive; refreshed once a third of its life has passed. */
  async touch(sessionId: string): Promise<void> {
    const left = await this.kv.ttl(key(sessionId));
    if (left > 0 && left < (this.ttlSeconds * 2) / 3) await this.kv.expire(key(sessionId), this.ttlSeconds);
  }

  async update(session: LoginSession): Promise<void> {
    const left = await this.kv.ttl(key(session.sessionId));
    if (left > 0) await this.kv.set(key(session.sessionId), JSON.stringify(session), left);
  }

  async remove(sessionId: string): Promise<void> {
    await this.kv.del(key(sessionId));
  }

  /** Ends every session of one account at once, but the one `except` names (the account's own password change). */
  async removeAllOf(userId: number, except?: string): Promise<void> {
    for (const session of await this.list()) if (session.userId === userId && session.sessionId !== except) await this.remove(session.sessionId);
  }

  async list(): Promise<LoginSession[]> {
    const keys = await this.kv.keys('session:');
    const sessions = await Promise.all(keys.map((k) => this.get(k.slice('session:'.length))));
    return sessions.filter((s): s is LoginSession => s !== null);
  }
}
