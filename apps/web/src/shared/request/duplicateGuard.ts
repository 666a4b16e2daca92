/** Back-office.md §8/§9: the same POST/PUT to the same url within 1000 ms is refused. */
export const duplicateWindowMs = 1000;
/** Bodies above this many bytes are not compared. */
export const duplicateSizeLimit = 5 * 1024 * 1024;

interface Submission {
  url: string;
  body: string;
  time: number;
}

function comparableBody(data: unknown): string | undefined {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  if (data instanceof FormData || data instanceof Blob || data instanceof ArrayBuffer) return undefined;
  return JSON.stringify(data);
}

/** Returns a check that answers true when a submission repeats the last accepted one inside the window. */
export function createDuplicateGuard(now: () => number = Date.now): (url: string, data: unknown) => boolean {
  let last: Submission | undefined;
  return (url, data) => {
    if (url.includes('yhApi')) return false;
    const body = comparableBody(data);
    if (body === undefined || new TextEncoder().encode(body).length > duplicateSizeLimit) return false;
    const time = now();
    if (last && last.url === url && last.body === body && time - last.time < duplicateWindowMs) return true;
    last = { url, body, time };
    return false;
  };
}
