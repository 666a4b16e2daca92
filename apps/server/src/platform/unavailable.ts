/** A shared dependency (the database or Redis) cannot be reached: replied as HTTP 503, never as a crash or a sign-in failure. */
export class DependencyUnavailable extends Error {
  constructor(readonly dependency: 'database' | 'redis', options?: { cause?: unknown }) {
    super(`${dependency} unavailable`, options);
  }
}

/** Socket failures and PostgreSQL's "cannot connect now" / connection-exception classes. */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a pool that cannot connect in time and a dropped connection by message alone. */
const unreachableMessages = /timeout exceeded when trying to connect|Connection terminated/;

/** Whether an error, or any error it was caused by, says a dependency is down. */
export function isDependencyDown(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DependencyUnavailable) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08'))) return true;
    if (unreachableMessages.test(e.message)) return true;
  }
  return false;
}

/** Fails with DependencyUnavailable when `work` has not settled within `ms`. */
export async function within<T>(ms: number, dependency: DependencyUnavailable['dependency'], work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new DependencyUnavailable(dependency)), ms); });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
