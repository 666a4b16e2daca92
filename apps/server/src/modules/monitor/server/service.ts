import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import type { AppContext } from '../../../platform/context';
import { database, store } from './probes';

/** A share in percent with two decimals, as RuoYi's Arith rounds it. */
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const inMb = (bytes: number) => round2(bytes / 1024 ** 2);
const inGb = (bytes: number) => round2(bytes / 1024 ** 3);

/** CPU use over a short sample, as shares of all cores' time: user (`used`), system, waiting (Node cannot tell: 0) and idle. */
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
    cpuNum: os.cpus().length, total, sys: percent(after.sys - before.sys, total), used: percent(after.user - before.user, total), wait: 0,
    free: percent(after.idle - before.idle, total), model: os.cpus()[0]?.model ?? '', loadAverage: os.loadavg(),
  };
}

/** The host's memory in GB. */
function mem() {
  const total = os.totalmem();
  const free = os.freemem();
  return { total: inGb(total), used: inGb(total - free), free: inGb(free), usage: percent(total - free, total) };
}

/** Whole days, hours and minutes, as RuoYi writes a run time (`3天2小时5分钟`). */
const spanOf = (seconds: number) => ({ d: Math.floor(seconds / 86400), h: Math.floor((seconds % 86400) / 3600), m: Math.floor((seconds % 3600) / 60) });

/** Where RuoYi shows the JVM: the Node process, its heap in MB, and beside them its id, resident memory and uptime. */
function jvm(runTime: (span: ReturnType<typeof spanOf>) => string) {
  const { heapTotal, heapUsed, rss } = process.memoryUsage();
  const uptimeSeconds = Math.round(process.uptime());
  return {
    total: inMb(heapTotal), max: inMb(v8.getHeapStatistics().heap_size_limit), free: inMb(heapTotal - heapUsed), used: inMb(heapUsed),
    usage: percent(heapUsed, heapTotal), name: 'Node.js', version: process.version, home: process.execPath,
    startTime: new Date(Date.now() - process.uptime() * 1000), runTime: runTime(spanOf(uptimeSeconds)), inputArgs: `[${process.execArgv.join(', ')}]`,
    pid: process.pid, rss: inMb(rss), uptimeSeconds,
  };
}

/** The host's first outward IPv4 address; the loopback when it has none (as RuoYi's IpUtils answers). */
function hostIp() {
  const outward = Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal);
  return outward?.address ?? '127.0.0.1';
}

function sys() {
  return { computerName: os.hostname(), computerIp: hostIp(), userDir: process.cwd(), osName: `${os.type()} ${os.release()}`, osArch: os.arch(), uptimeSeconds: Math.round(os.uptime()) };
}

/** A size as RuoYi's Server writes a disk's (`12.5 GB`, `300 MB`, `10.2 MB`, `512 B`). */
function fileSize(bytes: number): string {
  const [kb, mb, gb] = [1024, 1024 ** 2, 1024 ** 3];
  if (bytes >= gb) return `${(bytes / gb).toFixed(1)} GB`;
  if (bytes >= mb) return bytes / mb > 100 ? `${(bytes / mb).toFixed(0)} MB` : `${(bytes / mb).toFixed(1)} MB`;
  if (bytes >= kb) return bytes / kb > 100 ? `${(bytes / kb).toFixed(0)} KB` : `${(bytes / kb).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** File system kinds by the magic number statfs answers on Linux. */
const fileSystems: Record<number, string> = {
  0xef53: 'ext4', 0x58465342: 'xfs', 0x9123683e: 'btrfs', 0x01021994: 'tmpfs', 0x794c7630: 'overlay', 0x6969: 'nfs', 0x2fc12fc1: 'zfs', 0xf2f52010: 'f2fs',
};

/** The disks holding the data folder (DATA_DIR) and the root: where the product writes, not every mount of the host. */
async function sysFiles(ctx: AppContext) {
  const found = [];
  for (const [dirName, typeName] of new Map([[ctx.config.dataDir, 'DATA_DIR'], ['/', '/']])) {
    try {
      const s = await statfs(dirName);
      const total = s.blocks * s.bsize;
      const free = s.bavail * s.bsize;
      found.push({
        dirName, sysTypeName: fileSystems[s.type] ?? `0x${s.type.toString(16)}`, typeName,
        total: fileSize(total), free: fileSize(free), used: fileSize(total - free), usage: percent(total - free, total),
      });
    } catch {
      // The data folder may not exist yet (tests); the root always does.
    }
  }
  return found;
}

/**
 * Everything the server monitor shows, in RuoYi's Server shape (cpu, mem, jvm, sys, sysFiles) with Node's facts where
 * it has the JVM's, and beside them the database and the shared store.
 */
export async function serverStatus(ctx: AppContext, runTime: (span: { d: number; h: number; m: number }) => string) {
  return { cpu: await cpu(), mem: mem(), jvm: jvm(runTime), sys: sys(), sysFiles: await sysFiles(ctx), database: await database(ctx), store: await store(ctx) };
}
