import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';

interface Pending {
  resolve: (clean: string | null) => void;
  reject: (error: Error) => void;
}

/**
 * SVG pictures are sanitised in a worker thread: DOMPurify on jsdom takes about a second per hundred
 * kilobytes of drawing, which must not stop every other request of the server meanwhile.
 */
let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function startWorker(): Worker {
  // From its sources (tests, `npm run dev`) the server runs through tsx and the thread needs it too; the
  // built server has the thread's bundle beside its own. Either way the thread gets a bounded heap of its own.
  const fromSources = import.meta.url.endsWith('.ts');
  const thread = new Worker(new URL(fromSources ? './svgSanitizerThread.ts' : './svgSanitizerThread.js', import.meta.url), {
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  thread.unref();
  thread.on('message', ({ id, clean, error }: { id: number; clean?: string | null; error?: string }) => {
    const request = pending.get(id);
    pending.delete(id);
    if (error !== undefined) request?.reject(new Error(error));
    else request?.resolve(clean ?? null);
  });
  const fail = (error: Error) => {
    if (worker === thread) worker = undefined;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`SVG sanitiser stopped (${code})`)));
  return thread;
}

/** The sanitised SVG picture (see `sanitizeSvg`), or null when the text is not one. */
export function sanitizeSvgPicture(svg: string): Promise<string | null> {
  worker ??= startWorker();
  const id = nextId++;
  const promise = new Promise<string | null>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage({ id, svg });
  return promise;
}

/** Served pictures by the hash of their stored bytes: each content is sanitised once, not on every request. */
const served = new LRUCache<string, string>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (svg) => Math.max(svg.length, 1) });

/** A stored SVG picture sanitised again on its way out (the file may have been changed behind the server's back). */
export async function sanitizeServedSvg(bytes: Buffer): Promise<string | null> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const known = served.get(hash);
  if (known !== undefined) return known || null;
  const clean = await sanitizeSvgPicture(bytes.toString('utf8'));
  served.set(hash, clean ?? '');
  return clean;
}
