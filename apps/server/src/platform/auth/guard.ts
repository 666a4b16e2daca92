import type { FastifyInstance } from 'fastify';
import { hasPermission, hasRole } from '@freight/domain';
import { AppError, forbidden, unauthorized } from '../errors';
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

export function registerAccessGuard(app: FastifyInstance, tokens: TokenIssuer, sessions: SessionStore) {
  app.decorateRequest('session', null);
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access ?? {};
    if (access.public || access.gateway || !req.routeOptions.url?.startsWith('/api')) return;
    const token = bearerToken(req.headers.authorization);
    const claims = token ? await tokens.read(token) : null;
    const session = claims?.kind === 'admin' ? await sessions.get(claims.sid) : null;
    if (!session || session.kind !== 'admin') throw unauthorized();
    await sessions.touch(session.sessionId);
    req.session = session;
    if (session.passwordExpired && !access.passwordChange) throw new AppError('password.expired', {}, 601);
    if (access.permission && !hasPermission(session.permissions, access.permission) && !session.roles.includes('admin')) throw forbidden();
    if (access.role && !hasRole(session.roles, access.role)) throw forbidden();
  });
}
