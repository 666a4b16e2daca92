import { parentPort } from 'node:worker_threads';
import { sanitizeSvg } from './sanitize';

/** The worker side of svgSanitizer.ts: one SVG at a time, answered by request id. */
parentPort?.on('message', ({ id, svg }: { id: number; svg: string }) => {
  sanitizeSvg(svg).then(
    (clean) => parentPort?.postMessage({ id, clean }),
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) }),
  );
});
