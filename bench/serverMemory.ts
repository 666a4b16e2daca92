import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

/** How a peak was read: the kernel's high-water mark of the server process, or samples taken meanwhile. */
export type PeakSource = 'VmHWM' | 'ps samples' | 'monitor samples';

export interface PeakMemory<T> { result: T; peakRssMb: number; idleRssMb: number; peakFrom: PeakSource }

export async function staffToken(base: string): Promise<string> {
  const reply = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
  return ((await reply.json()) as { token: string }).token;
}

interface Monitored { pid: number; rssMb: number; heap: { total: number; used: number } }

/** The server's process id, resident memory and V8 heap in MB, from the server monitor (RuoYi's `jvm` part holds Node's facts). */
async function monitor(base: string, token: string): Promise<Monitored | undefined> {
  const reply = await fetch(`${base}/api/monitor/server`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  const body = (await reply?.json().catch(() => undefined)) as { data?: { jvm?: { pid: number; rss: number; total: number; used: number } } } | undefined;
  const jvm = body?.data?.jvm;
  return jvm && { pid: jvm.pid, rssMb: jvm.rss, heap: { total: jvm.total, used: jvm.used } };
}

/** The server's resident memory in MB from the kernel (same machine only); undefined elsewhere. */
function processMemory(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** The server's V8 heap now, in MB (from the server monitor): what the resident memory holds for JavaScript. */
export const v8HeapMb = async (base: string, token: string) => (await monitor(base, token))?.heap;

/** The process's resident memory now in MB, from the kernel (same machine only); undefined elsewhere. */
export const residentMb = (pid: number) => processMemory(pid, 'VmRSS');

/** Restarts the kernel's high-water mark at the current size, so the peak is the work's, not the start's (seeding). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function psRss(pid: number): number | undefined {
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024 || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` against a running server and reads the server's peak resident memory meanwhile: the
 * kernel's high-water mark when the server runs on this machine, else samples every 100 ms (ps, or
 * the server monitor call when the server is elsewhere).
 */
export async function serverPeakMemory<T>(base: string, token: string, work: () => Promise<T>): Promise<PeakMemory<T>> {
  const server = await monitor(base, token);
  const local = server && processMemory(server.pid, 'VmRSS') !== undefined && resetPeak(server.pid);
  const current = async () => (server ? (local ? processMemory(server.pid, 'VmRSS') : psRss(server.pid)) ?? ((await monitor(base, token))?.rssMb ?? 0) : 0);
  const idleRssMb = await current();
  let sampledMb = idleRssMb;
  const sample = async () => { sampledMb = Math.max(sampledMb, await current()); };
  const sampler = setInterval(() => void sample(), 100);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  await sample();
  const hwm = server && local ? processMemory(server.pid, 'VmHWM') : undefined;
  return { result, peakRssMb: hwm ?? sampledMb, idleRssMb, peakFrom: hwm !== undefined ? 'VmHWM' : local === false ? 'ps samples' : 'monitor samples' };
}
