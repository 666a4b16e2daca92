import autocannon from 'autocannon';

/** `bytesPerReply`: the average reply on the wire, headers included (0 where nothing goes over HTTP). */
export interface LoadResult {
  name: string; requestsPerSecond: number; p50: number; p95: number; p99: number; failures: number; total: number; bytesPerReply: number;
  /** Every reply's time in ms, sorted: what `combined` pools. */
  latencies: number[];
}

const percentile = (sorted: number[], p: number) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/**
 * `body` called `count` times before the clock starts, then once per request when those run out. Signing a gateway
 * body takes the load generator about as long as the bare server takes to answer, and the generator shares the
 * machine's two cores with the server: signed while the clock runs, it held the product back by a tenth.
 */
function preparedBodies(body: () => string, count: number): () => string {
  const made = Array.from({ length: count }, body);
  let next = 0;
  return () => (next < made.length ? made[next++]! : body());
}

/**
 * Drives one call with `connections` concurrent clients for `seconds`, a freshly built body per request
 * (`prepared` of them built before the clock starts).
 */
export async function load(name: string, options: {
  url: string; connections: number; seconds: number; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: () => string; query?: () => string;
  prepared?: number;
}): Promise<LoadResult> {
  const body = options.body && preparedBodies(options.body, options.prepared ?? 0);
  const latencies: number[] = [];
  let failures = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    setupClient(client) {
      client.on('response', (status: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
        if (status !== 200) failures++;
      });
    },
    requests: [{
      method: options.method ?? 'POST',
      headers: options.headers,
      setupRequest: (request) => ({
        ...request,
        ...(body && { body: body() }),
        ...(options.query && { path: `${new URL(options.url).pathname}?${options.query()}` }),
      }),
    }],
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: failures + result.errors + result.timeouts,
    total: latencies.length,
    bytesPerReply: result.requests.total ? result.throughput.total / result.requests.total : 0,
    latencies,
  };
}

/** Rounds of one load (of equal length) as one: the mean rate, percentiles over every reply of every round. */
export function combined(rounds: LoadResult[]): LoadResult {
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const total = latencies.length;
  return {
    name: rounds[0]!.name,
    requestsPerSecond: rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: rounds.reduce((sum, r) => sum + r.failures, 0),
    total,
    bytesPerReply: rounds.reduce((sum, r) => sum + r.bytesPerReply * r.total, 0) / Math.max(1, total),
    latencies,
  };
}
