import { parentPort } from 'node:worker_threads';
import { loadPurifier, sanitizeSvg } from './sanitize';

/** The worker side of svgSanitizer.ts: one SVG at a time, answered in turn. */
parentPort?.on('message', ({ svg }: { svg: string }) => {
  sanitizeSvg(svg).then(
    (clean) => parentPort?.postMessage({ clean }),
    (error: unknown) => parentPort?.postMessage({ error: String(error) }),
  );
});

// Ready once DOMPurify has loaded: a picture's time is counted from then, not from the thread's start.
await loadPurifier();
parentPort?.postMessage({ ready: true });
