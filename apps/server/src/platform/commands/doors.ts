import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * What a route that is not a GET, or a GET that changes something, does, declared beside its path: the command it
 * calls (`freight:port:add`), or why it writes no record itself (`reads` for an export, a template or a preview sent by
 * POST, or a download that removes its temporary file; `session` for signing in and out and the short-lived keys of
 * the session's kind: a captcha, a session's permissions read again, a one-time link taken; `gateway` for a portal
 * gateway route, which hands each call to the registered gateway command its key names).
 */
export type DoorWithoutCommand = 'reads' | 'session' | 'gateway';

export interface RouteDoor {
  command?: string;
  writes?: DoorWithoutCommand;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The domain command the route calls (every change of a record goes through one). */
    command?: string;
    /** Why a route that is not a GET (or a GET that changes something) calls no command. */
    writes?: DoorWithoutCommand;
  }
  interface FastifyInstance {
    /** Every route and what it declared of its door (what the route-table test walks). */
    doors: () => { method: string; url: string; door: RouteDoor }[];
  }
}

/** The commands run while serving the current request. */
const ran = new AsyncLocalStorage<Set<string>>();

/** Records that a command ran, so the route declaring it can be held to it. */
export function commandRan(name: string): void {
  ran.getStore()?.add(name);
}

/**
 * Keeps the table of routes and their doors, and holds a route to the command it declares: a route that answers
 * success without having run its command is a defect (a write that skipped the rules), so it answers an error.
 */
export function registerCommandDoors(app: FastifyInstance): void {
  const table: { method: string; url: string; door: RouteDoor }[] = [];
  app.decorate('doors', () => table);
  app.addHook('onRoute', (route) => {
    const door: RouteDoor = { ...(route.config?.command ? { command: route.config.command } : {}), ...(route.config?.writes ? { writes: route.config.writes } : {}) };
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, door });
  });
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.routeOptions.config?.command) ran.run(new Set(), done);
    else done();
  });
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const command = req.routeOptions.config?.command;
    const succeeded = typeof payload === 'object' && payload !== null && (payload as { code?: unknown }).code === 200;
    if (command && succeeded && !ran.getStore()?.has(command)) throw new Error(`route ${req.method} ${req.routeOptions.url} answered success without its command ${command}`);
    return payload;
  });
}
