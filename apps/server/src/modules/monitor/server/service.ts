import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : 0);

/** CPU use over a short sample: busy share of all cores' time. */
async function cpu() {
  const times = () => os.cpus().map((c) => c.times).reduce(
    (sum, t) => ({ user: sum.user + t.user, sys: sum.sys + t.sys, idle: sum.idle + t.idle, total: sum.total + t.user + t.nice + t.sys + t.idle + t.irq }),
    { user: 0, sys: 0, idle: 0, total: 0 },
  );
  const before = times();
  await sleep(200);
  const after = times();
  const total = after.total - before.total;
  return {
    cores: os.cpus().length, model: os.cpus()[0]?.model ?? '', loadAverage: os.loadavg(),
    user: percent(after.user - before.user, total), sys: percent(after.sys - before.sys, total), idle: percent(after.idle - before.idle, total),
  };
}

function memory() {
  const total = os.totalmem();
  const free = os.freemem();
  return { total, used: total - free, free, usage: percent(total - free, total) };
}

function node() {
  const usage = process.memoryUsage();
  return {
    version: process.version, pid: process.pid, uptimeSeconds: Math.round(process.uptime()), startTime: new Date(Date.now() - process.uptime() * 1000),
    rss: usage.rss, heapTotal: usage.heapTotal, heapUsed: usage.heapUsed, heapUsage: percent(usage.heapUsed, usage.heapTotal),
  };
}

function system() {
  return { hostName: os.hostname(), osName: `${os.type()} ${os.release()}`, osArch: os.arch(), uptimeSeconds: Math.round(os.uptime()) };
}

/** The disks holding the data folder and the root. */
async function disks(ctx: AppContext) {
  const found = [];
  for (const path of [...new Set([ctx.config.dataDir, '/'])]) {
    try {
      const s = await statfs(path);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      found.push({ path, total, free, used: total - free, usage: percent(total - free, total) });
    } catch {
      // The data folder may not exist yet (tests); the root always does.
    }
  }
  return found;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ok: boolean; ms: number; value?: T; error?: string }> {
  const started = Date.now();
  try {
    const value = await work();
    return { ok: true, ms: Date.now() - started, value };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) };
  }
}

async function database(ctx: AppContext) {
  const probe = await timed(async () => ((await ctx.db.execute(sql`select version() as version`)).rows[0] as { version: string }).version);
  return { kind: ctx.database.kind, ok: probe.ok, pingMs: probe.ms, version: probe.value ?? '', error: probe.error };
}

/** The shared store: Redis when configured (several instances), else the in-process map. */
async function store(ctx: AppContext) {
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

/** Everything the server monitor shows (monitor/server). */
export async function serverStatus(ctx: AppContext) {
  return { cpu: await cpu(), memory: memory(), node: node(), system: system(), disks: await disks(ctx), database: await database(ctx), store: await store(ctx) };
}
export type ServerStatus = Awaited<ReturnType<typeof serverStatus>>;
