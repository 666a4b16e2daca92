import { createHash } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import { madeOnFirstUse } from './cacheBounds';
import { AppError } from './errors';
import { startThread } from './threads';

export const svgBounds = {
  /** The largest SVG picture sanitised: DOMPurify on jsdom takes about a second per hundred kilobytes of drawing. */
  maxKb: 512,
  /** Seconds one picture may take; past them its thread is stopped and a new one takes the next picture. */
  seconds: 10,
};

interface Job {
  svg: string;
  resolve: (clean: string | null) => void;
  reject: (error: Error) => void;
}

/**
 * SVG pictures are sanitised in a worker thread, one at a time, so that no picture stops every other request of the
 * server meanwhile; a picture that takes too long, or a thread that fails, costs that picture alone: the thread is
 * stopped and a new one takes the next picture.
 */
let thread: Worker | undefined;
let current: Job | undefined;
let readyThread: Worker | undefined;
let timer: NodeJS.Timeout | undefined;
const queue: Job[] = [];

/** Answers the picture in hand and sends the next; `failed`, the thread that could not answer, is stopped. */
function finish(answer: (job: Job) => void, failed?: Worker): void {
  clearTimeout(timer);
  const job = current;
  current = undefined;
  if (failed) {
    if (thread === failed) thread = undefined;
    void failed.terminate();
  }
  if (job) answer(job);
  sendNext();
}

function startSanitiser(): Worker {
  // A bounded heap of its own: a drawing that needs more ends the thread, not the server.
  const started = startThread('svgSanitizerThread', import.meta.url, { resourceLimits: { maxOldGenerationSizeMb: 512 } });
  started.unref();
  // A thread already replaced (it took too long) answers nothing more.
  started.on('message', ({ ready, clean, error }: { ready?: true; clean?: string | null; error?: string }) => {
    if (thread !== started) return;
    if (ready) {
      readyThread = started;
      startClock();
    } else finish((job) => (error === undefined ? job.resolve(clean ?? null) : job.reject(new Error(error))));
  });
  started.on('error', (error) => {
    if (thread === started) finish((job) => job.reject(error), started);
  });
  started.on('exit', (code) => {
    if (thread === started) finish((job) => job.reject(new Error(`SVG sanitiser stopped (${code})`)), started);
  });
  return started;
}

/** Times the picture in hand once its thread is ready (DOMPurify loaded). */
function startClock(): void {
  const busy = thread;
  if (!current || !busy || busy !== readyThread) return;
  const { seconds } = svgBounds;
  timer = setTimeout(() => finish((job) => job.reject(new AppError('upload.svg.time', { seconds })), busy), seconds * 1000);
}

function sendNext(): void {
  if (current || queue.length === 0) return;
  current = queue.shift()!;
  thread ??= startSanitiser();
  thread.postMessage({ svg: current.svg });
  startClock();
}

/** The sanitised SVG picture (see `sanitizeSvg`), or null when the text is not one; a picture past the bounds is refused. */
export function sanitizeSvgPicture(svg: string): Promise<string | null> {
  if (Buffer.byteLength(svg) > svgBounds.maxKb * 1024) return Promise.reject(new AppError('upload.svg.size', { max: svgBounds.maxKb }));
  return new Promise((resolve, reject) => {
    queue.push({ svg, resolve, reject });
    sendNext();
  });
}

/** Served pictures by the hash of their stored bytes: each content is sanitised once, not on every request. */
const served = madeOnFirstUse(({ svgBytes }) => new LRUCache<string, string>({ maxSize: Math.max(1, svgBytes), sizeCalculation: (svg) => Math.max(svg.length, 1) }));

/** A stored SVG picture sanitised again on its way out (the file may have been changed behind the server's back). */
export async function sanitizeServedSvg(bytes: Buffer): Promise<string | null> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const known = served().get(hash);
  if (known !== undefined) return known || null;
  const clean = await sanitizeSvgPicture(bytes.toString('utf8'));
  served().set(hash, clean ?? '');
  return clean;
}
