import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The longest background work waits for the calls it gives way to, so that it still moves on a server never idle. */
export const giveWayMs = 20;

/**
 * A call served longer than this (a download streaming to a slow client) is not waited for: waiting would only slow
 * the background work, 20 ms a piece, for as long as the download lasts, and the call is not one a person waits on.
 */
export const longCallMs = 200;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The calls a server is serving, so that long work on its thread (an import reading and checking a hundred thousand
 * rows) runs between them rather than inside them: a call takes several turns of the event loop (session, query,
 * reply), and a piece of background work landing in each turn made a 3 ms list call wait 13 ms (bench importLatency).
 */
export class Foreground {
  /** Each call being served: since when, and the background work waiting for its end. */
  private readonly serving = new Map<FastifyRequest, { since: number; waiting: Set<() => void> }>();

  begin(req: FastifyRequest): void {
    this.serving.set(req, { since: Date.now(), waiting: new Set() });
  }

  end(req: FastifyRequest): void {
    const call = this.serving.get(req);
    this.serving.delete(req);
    for (const resume of call?.waiting ?? []) resume();
  }

  /** `req` is background work itself (an import): it gives way, and nothing waits for it. */
  inBackground(req: FastifyRequest): void {
    this.end(req);
  }

  /**
   * Resolves once the calls being served now have ended and `atLeastMs` have passed, or after `giveWayMs`; at once
   * (after a turn of the event loop, so that waiting input is read) when there are no calls. Calls that arrive
   * meanwhile, and calls served longer than `longCallMs`, are not waited for.
   */
  giveWay(atLeastMs = 0): Promise<void> {
    const since = Date.now() - longCallMs;
    const calls = [...this.serving.values()].filter((call) => call.since > since).map((call) => call.waiting);
    if (calls.length === 0) return nextTurn();
    return new Promise<void>((resolve) => {
      let left = calls.length + 1;
      const done = () => {
        clearTimeout(timer);
        clearTimeout(share);
        for (const waiting of calls) waiting.delete(one);
        resolve();
      };
      const one = () => { if (--left === 0) done(); };
      const timer = setTimeout(done, giveWayMs);
      const share = setTimeout(one, atLeastMs);
      for (const waiting of calls) waiting.add(one);
    });
  }

  /**
   * The pauses of one piece of background work: while calls are being served, each pause also lasts as long as the
   * piece before it ran (its own thread time and the database's), so that the work takes at most half the time then.
   * Giving way between pieces alone was not enough on two cores: the import's reading thread, its database backend
   * and its garbage kept the processor from the calls (bench importLatency: the list's p95 2.5× its own, 1.7× paced).
   */
  pacer(): () => Promise<void> {
    let resumedAt = Date.now();
    return async () => {
      await this.giveWay(Math.min(giveWayMs, Date.now() - resumedAt));
      resumedAt = Date.now();
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    foreground: Foreground;
  }
}

/** Counts every call from its arrival to its reply (or the caller's leaving). */
export function registerForeground(app: FastifyInstance): void {
  const foreground = new Foreground();
  app.decorate('foreground', foreground);
  app.addHook('onRequest', (req, _reply, done) => { foreground.begin(req); done(); });
  app.addHook('onResponse', (req, _reply, done) => { foreground.end(req); done(); });
  app.addHook('onRequestAbort', (req, done) => { foreground.end(req); done(); });
}
