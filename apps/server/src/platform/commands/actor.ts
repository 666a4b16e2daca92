import type { FastifyRequest } from 'fastify';
import { hasPermission } from '@freight/domain';
import { AppError } from '../errors';

/**
 * Who asks for a change, as the guard loaded them on this request (roles and permissions from current data),
 * and where the request came from (for the operation log entries a command writes itself).
 */
export interface Actor {
  userId: number;
  userName: string;
  deptName: string;
  roles: string[];
  permissions: string[];
  request: { method: string; route: string; url: string; ip: string };
}

export function actorOf(req: FastifyRequest): Actor {
  const session = req.session;
  if (!session) throw new AppError('http.401', {}, 401);
  return {
    userId: session.userId,
    userName: session.userName,
    deptName: session.deptName,
    roles: session.roles,
    permissions: session.permissions,
    request: { method: req.method, route: req.routeOptions.url ?? '', url: req.url.split('?')[0]!, ip: req.ip },
  };
}

/** Whether the actor holds a permission (the administrator role holds every one). */
export const may = (actor: Pick<Actor, 'roles' | 'permissions'>, permission: string): boolean =>
  actor.roles.includes('admin') || hasPermission(actor.permissions, permission);

export function requirePermission(actor: Actor, permission: string): void {
  if (!may(actor, permission)) throw new AppError('http.403', {}, 403);
}
