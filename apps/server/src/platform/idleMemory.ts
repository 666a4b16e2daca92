import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * When the server gives memory back. V8 sizes its heap by how fast a load allocates and keeps it after the load:
 * the wide book's searches left the server at 260–320 MB, of which one collection that compacts the heap gives back
 * 50–80 MB (docs/performance.md). V8 runs such a collection itself some seconds after a load, but not every time:
 * in three runs of ten it kept 302–307 MB.
 */
export interface IdleRelease {
  /** Quiet time after the last request before memory is given back. */
  quietMs: number;
  /** Growth of the resident memory since the last release that is worth a collection. */
  grownBytes: number;
  /** The least time between two releases: the collection blocks the process for about a tenth of a second. */
  everyMs: number;
}

export const idleRelease: IdleRelease = { quietMs: 2000, grownBytes: 32 * 1024 * 1024, everyMs: 10_000 };

/**
 * V8's collection that gives back all it can (the one it runs before it would run out of memory): it compacts
 * the heap and returns free pages. Taken from a context of its own, so `gc` is never a global of the app.
 */
export function memoryReducingCollection(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  setFlagsFromString('--no-expose-gc');
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/** Counts the requests in flight and, asked every second (`tick`), collects once the server is quiet after work that grew it. */
export class IdleMemory {
  private active = 0;
  private lastActive: number;
  private lastRelease = Number.NEGATIVE_INFINITY;
  private residentAfter: number;

  constructor(
    private readonly release: IdleRelease,
    private readonly resident: () => number,
    private readonly collect: () => void,
    now: number,
  ) {
    this.lastActive = now;
    this.residentAfter = resident();
  }

  begin(now: number): void {
    this.active += 1;
    this.lastActive = now;
  }

  end(now: number): void {
    this.active -= 1;
    this.lastActive = now;
  }

  /** The resident memory before and after, when it collected now; else undefined. */
  tick(now: number): { before: number; after: number } | undefined {
    const { quietMs, grownBytes, everyMs } = this.release;
    if (this.active > 0 || now - this.lastActive < quietMs || now - this.lastRelease < everyMs) return undefined;
    const before = this.resident();
    if (before - this.residentAfter < grownBytes) return undefined;
    this.collect();
    this.lastRelease = now;
    this.residentAfter = this.resident();
    return { before, after: this.residentAfter };
  }
}

/** Gives memory back when `server` goes quiet after a load; returns the stop. */
export function releaseMemoryWhenIdle(server: Server, released: (mb: { before: number; after: number }) => void): () => void {
  const idle = new IdleMemory(idleRelease, () => process.memoryUsage.rss(), memoryReducingCollection(), Date.now());
  server.on('request', (_request, response) => {
    idle.begin(Date.now());
    // 'close' comes for every response, sent or cut off.
    response.once('close', () => idle.end(Date.now()));
  });
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  const timer = setInterval(() => {
    const done = idle.tick(Date.now());
    if (done) released({ before: mb(done.before), after: mb(done.after) });
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
