import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { combined, load, type LoadResult } from './load';
import { removeImportedRates, uploadRateWorkbook, writeRateWorkbook } from './rateImport';
import { serverPeakMemory, staffToken, type PeakSource } from './serverMemory';

/**
 * Other users during an import (issue 11): the largest legal workbook (100,000 sea-rate rows) is imported while a
 * second client lists users; the list's p95 during the import is set beside its p95 alone, with the server's peak
 * memory. Budget: the list's p95 at most twice its p95 alone, the server under 500 MB.
 *
 * As a function: `await benchImportLatency({ base: 'http://127.0.0.1:8282' })`.
 * From the shell: `BENCH_BASE=http://127.0.0.1:8282 BENCH_DATABASE_URL=postgres://... node --import tsx bench/importLatency.ts`
 * (with a database URL the imported rates are taken out again).
 */

export interface ImportLatencyResult {
  rows: number;
  seconds: number;
  imported: number;
  aloneP95: number;
  duringP95: number;
  /** Replies the list got during the import. */
  duringCalls: number;
  peakRssMb: number;
  peakFrom: PeakSource;
  met: boolean;
}

export const importLatencyBudget = { p95Ratio: 2, peakRssMb: 500 };

/** Clients listing users, as a few people at their screens would. */
const listClients = 4;
const roundSeconds = 2;

export async function benchImportLatency(options: { base: string; token?: string; rows?: number }): Promise<ImportLatencyResult> {
  const rows = options.rows ?? 100_000;
  const token = options.token ?? await staffToken(options.base);
  const list = { method: 'GET' as const, url: `${options.base}/api/system/user/list?pageNum=1&pageSize=10&status=0`, headers: { authorization: `Bearer ${token}` }, connections: listClients };
  const folder = mkdtempSync(join(tmpdir(), 'import-latency-'));
  const file = join(folder, 'sea_rates.xlsx');
  try {
    await writeRateWorkbook(file, rows);
    await load('user list, warm-up', { ...list, seconds: roundSeconds });
    const alone = combined([await load('user list alone', { ...list, seconds: roundSeconds * 3 })]);
    let importing = true;
    const rounds: LoadResult[] = [];
    const started = performance.now();
    const measured = await serverPeakMemory(options.base, token, async () => {
      const listing = (async () => {
        while (importing) rounds.push(await load('user list during the import', { ...list, seconds: roundSeconds }));
      })();
      try {
        return await uploadRateWorkbook(options.base, token, file);
      } finally {
        importing = false;
        await listing;
      }
    });
    const seconds = (performance.now() - started) / 1000;
    if (measured.result.code !== 200) throw new Error(`import refused: ${measured.result.msg}`);
    const during = combined(rounds);
    return {
      rows, seconds, imported: measured.result.data?.imported ?? 0, aloneP95: alone.p95, duringP95: during.p95, duringCalls: during.total,
      peakRssMb: measured.peakRssMb, peakFrom: measured.peakFrom,
      met: during.p95 <= importLatencyBudget.p95Ratio * alone.p95 && measured.peakRssMb < importLatencyBudget.peakRssMb && during.failures === 0,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchImportLatency({ base: process.env.BENCH_BASE ?? 'http://127.0.0.1:8080', rows: Number(process.env.BENCH_IMPORT_ROWS ?? 100_000) });
  if (process.env.BENCH_DATABASE_URL) await removeImportedRates(process.env.BENCH_DATABASE_URL);
  console.log(`user list during a ${result.rows}-row import (${result.seconds.toFixed(1)} s, ${result.imported} imported): p95 ${result.duringP95.toFixed(1)} ms over ${result.duringCalls} calls`
    + ` vs ${result.aloneP95.toFixed(1)} ms alone; server peak ${result.peakRssMb.toFixed(0)} MB (${result.peakFrom});`
    + ` budget p95 <= ${importLatencyBudget.p95Ratio}x alone, < ${importLatencyBudget.peakRssMb} MB: ${result.met ? 'met' : 'NOT met'}`);
}
