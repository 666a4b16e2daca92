import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sysOperLog } from '../db/schema/index';

/** Business types of the operation log (dictionary sys_oper_type). */
export const BusinessType = { other: 0, add: 1, edit: 2, remove: 3, grant: 4, export: 5, import: 6, forceLogout: 7, generate: 8, clean: 9 } as const;
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType];

/**
 * What a route tells the operation log: the module title (the screen, as RuoYi's `@Log(title)`) and the kind of
 * change. Every change route under the logged areas declares it; a route of any method that declares it is logged
 * (a GET that regenerates code or re-reads a table changes things too).
 */
export interface OperationLogConfig {
  title: string;
  businessType: BusinessType;
}

/** A route whose calls are logged, as the log will name them. */
export interface LoggedRoute extends OperationLogConfig {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    log?: OperationLogConfig;
  }
  interface FastifyRequest {
    operationReply?: string;
  }
  interface FastifyInstance {
    /** Every registered route the operation log writes, with its title and business type. */
    loggedRoutes(): LoggedRoute[];
  }
}

const loggedPaths = /^\/api\/(system|monitor|tool|freight)\//;
const typeByMethod: Record<string, BusinessType> = { POST: BusinessType.add, PUT: BusinessType.edit, DELETE: BusinessType.remove };
const limit = 2000;
export const redacted = '******';

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** A copy with the value of every field whose name contains "password" replaced. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, /password/i.test(key) ? redacted : redact(inner)]));
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);

function requestParameters(req: FastifyRequest): string {
  const parts = { params: req.params, query: req.query, body: req.body };
  const present = Object.fromEntries(Object.entries(parts).filter(([, value]) => !isEmpty(value)));
  return JSON.stringify(redact(present)).slice(0, limit);
}

function outcome(req: FastifyRequest, reply: FastifyReply): { ok: boolean; msg: string } {
  if (!reply.raw.writableEnded) return { ok: false, msg: req.t('reply.incomplete') };
  if (req.operationReply === undefined) return { ok: reply.statusCode < 400, msg: '' };
  try {
    const body = JSON.parse(req.operationReply) as { code?: number; msg?: string };
    const ok = reply.statusCode < 400 && (body.code === undefined || body.code === 200);
    return { ok, msg: ok ? '' : String(body.msg ?? '') };
  } catch {
    return { ok: reply.statusCode < 400, msg: '' };
  }
}

/**
 * Writes sys_oper_log for every change (POST, PUT, DELETE under /api/system, /api/monitor, /api/tool, /api/freight)
 * and every other route declaring `config.log`, by a signed-in person: who, module title and business type from the
 * route's `config.log` (read once, when the route is registered), method, address,
 * IP, parameters with passwords redacted, result, error message and duration. Written after the reply has
 * gone (or was cut off), so the log never slows or breaks the operation.
 */
export function registerOperationLog(app: FastifyInstance, db: Db) {
  const routes = new Map<string, LoggedRoute>();
  app.decorate('loggedRoutes', () => [...routes.values()]);
  app.addHook('onRoute', (route) => {
    const declared = route.config?.log;
    for (const method of [route.method].flat()) {
      const change = method in typeByMethod && loggedPaths.test(route.url);
      if (!change && !(declared && method !== 'HEAD')) continue;
      routes.set(routeKey(method, route.url), { method, url: route.url, title: declared?.title ?? '', businessType: declared?.businessType ?? typeByMethod[method]! });
    }
  });
  const loggedRoute = (req: FastifyRequest) => routes.get(routeKey(req.method, req.routeOptions.url ?? ''));

  app.addHook('onSend', async (req, _reply, payload) => {
    if (loggedRoute(req) && typeof payload === 'string') req.operationReply = payload;
    return payload;
  });

  const write = async (req: FastifyRequest, reply: FastifyReply, ip: string) => {
    const route = loggedRoute(req);
    if (!route || !req.session) return;
    const result = outcome(req, reply);
    try {
      await db.insert(sysOperLog).values({
        title: route.title.slice(0, 50),
        businessType: route.businessType,
        method: (req.routeOptions.url ?? '').slice(0, 200),
        requestMethod: req.method,
        operName: req.session.userName.slice(0, 50),
        deptName: req.session.deptName.slice(0, 50),
        operUrl: req.url.split('?')[0]!.slice(0, 255),
        operIp: ip.slice(0, 128),
        operParam: requestParameters(req),
        jsonResult: (req.operationReply ?? '').slice(0, limit),
        status: result.ok ? '0' : '1',
        errorMsg: result.msg.slice(0, limit),
        costTime: Math.round(reply.elapsedTime),
      });
    } catch (error) {
      req.log.error({ err: error }, 'operation log not written');
    }
  };
  app.addHook('onResponse', async (req, reply) => {
    if (reply.raw.writableEnded) await write(req, reply, req.ip);
  });
  // A reply cut off before its end (an export failing after its file began) does not reliably reach onResponse:
  // it is logged, as failed, when its connection closes.
  app.addHook('onRequest', async (req, reply) => {
    if (!loggedRoute(req)) return;
    // Read now: a closed connection no longer knows its address.
    const ip = req.ip;
    reply.raw.once('close', () => {
      if (!reply.raw.writableEnded) void write(req, reply, ip);
    });
  });
}
