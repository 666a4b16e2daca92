import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';

async function timed<T>(work: () => Promise<T>): Promise<{ ok: boolean; ms: number; value?: T; error?: string }> {
  const started = Date.now();
  try {
    const value = await work();
    return { ok: true, ms: Date.now() - started, value };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The database: reachable, how fast, which version. */
export async function database(ctx: AppContext) {
  const probe = await timed(async () => ((await ctx.db.execute(sql`select version() as version`)).rows[0] as { version: string }).version);
  return { kind: ctx.database.kind, ok: probe.ok, pingMs: probe.ms, version: probe.value ?? '', error: probe.error };
}

/** The shared store: Redis when configured (several instances), else the in-process map. */
export async function store(ctx: AppContext) {
  const key = `monitor:ping:${crypto.randomUUID()}`;
  const probe = await timed(async () => {
    await ctx.kv.set(key, '1', 10);
    const back = await ctx.kv.get(key);
    await ctx.kv.del(key);
    if (back !== '1') throw new Error('read back failed');
    return (await ctx.kv.keys('')).length;
  });
  return { kind: ctx.config.redisUrl ? 'redis' : 'memory', ok: probe.ok, pingMs: probe.ms, keys: probe.value ?? 0, error: probe.error };
}
