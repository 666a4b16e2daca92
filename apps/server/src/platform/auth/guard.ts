import type { FastifyInstance } from 'fastify';
import { hasPermission, hasRole } from '@freight/domain';
import { AppError, forbidden, unauthorized } from '../errors';
import type { Db } from '../../db/client';
import type { KvStore } from '../kv/index';
import { currentAccessVersion } from './accessVersion';
import type { LoginSession, SessionStore } from './session';
import { bearerToken, type TokenIssuer } from './token';

/**
 * How a route is protected. Back-office routes need a staff session by default;
 * `permission` or `role` narrow it; `public` routes need nothing; `gateway` routes check their own envelope.
 */
export interface RouteAccess {
  public?: boolean;
  gateway?: boolean;
  permission?: string;
  role?: string;
  /** Reachable while a one-time password still has to be replaced. */
  passwordChange?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session: LoginSession | null;
  }
}

/** Reads who the user is and what they may do now; the roles and permissions the session holds are reloaded when they changed. */
export type AccessLoader = (db: Db, userId: number) => Promise<{ roles: string[]; permissions: string[] } | null>;

export function registerAccessGuard(app: FastifyInstance, tokens: TokenIssuer, sessions: SessionStore, kv: KvStore, db: Db, loadAccess: AccessLoader) {
  const current = async (session: LoginSession, version: string): Promise<LoginSession | null> => {
    if (session.accessVersion === version) return session;
    const access = await loadAccess(db, session.userId);
    if (!access) {
      await sessions.remove(session.sessionId);
      return null;
    }
    const fresh = { ...session, roles: access.roles, permissions: access.permissions, accessVersion: version };
    await sessions.update(fresh);
    return fresh;
  };

  app.decorateRequest('session', null);
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access ?? {};
    if (access.public || access.gateway || !req.routeOptions.url?.startsWith('/api')) return;
    const token = bearerToken(req.headers.authorization);
    const claims = token ? await tokens.read(token) : null;
    if (claims?.kind !== 'admin') throw unauthorized();
    // One round trip to the shared store for the session, the access marker and the sliding expiry: touching a
    // session that is then refused changes nothing (EXPIRE never brings back a removed key).
    const [stored, version] = await Promise.all([sessions.get(claims.sid), currentAccessVersion(kv), sessions.touch(claims.sid)]);
    const session = stored?.kind === 'admin' ? await current(stored, version) : null;
    if (!session) throw unauthorized();
    req.session = session;
    if (session.passwordExpired && !access.passwordChange) throw new AppError(session.passwordAged ? 'password.aged' : 'password.expired', {}, 601);
    if (access.permission && !hasPermission(session.permissions, access.permission) && !session.roles.includes('admin')) throw forbidden();
    if (access.role && !hasRole(session.roles, access.role)) throw forbidden();
  });
}
