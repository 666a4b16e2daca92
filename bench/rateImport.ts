import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { serverPeakMemory, staffToken, type PeakSource } from './serverMemory';

/**
 * The sea-rate import at scale (issue 7): builds a 100,000-row workbook with the streaming writer,
 * uploads it to a running server's import call as the screen does, and measures the seconds until the
 * reply and the server's peak memory meanwhile. Budget: at most 60 s and under 500 MB.
 *
 * As a function: `await benchRateImport({ base: 'http://127.0.0.1:8282' })` (a token of a person with
 * `freight:seaRate:import` and `monitor:server:list` may be given, else admin signs in).
 * From the shell: `BENCH_BASE=http://127.0.0.1:8282 node --import tsx bench/rateImport.ts`.
 * The imported rates stay (remark 'bench import'): run it after the search benchmarks.
 */

export interface RateImportResult {
  rows: number;
  fileMb: number;
  imported: number;
  seconds: number;
  peakRssMb: number;
  /** The server's resident memory just before the upload. */
  idleRssMb: number;
  /** How the peak was read: the kernel's high-water mark of the server process, or samples. */
  peakFrom: PeakSource;
  met: boolean;
}

export const rateImportBudget = { seconds: 60, peakRssMb: 500 };

const headers = ['船公司', '起运港', '中转港1', '中转港2', '目的港', '航线', '有舱位(Y/N)', '直达/中转(D/T)', '航程(天)', '航程说明', '开船日期', '币种',
  '20GP', '40GP', '40HC', '45HC', '40NOR', '生效日期', '失效日期', '备注', '英文备注', '俄文备注', '联系电话', '状态'];
/** Seeded carriers, loading ports and destinations with their sea lanes (present in every database the seed built). */
const carriers = ['COSU', 'MSCU', 'MAEU', 'CMDU', 'HLCU', 'ONEY', 'EGLV', 'YMLU', 'ZIMU', 'HDMU'];
const loadingPorts = ['CNSHA', 'CNNGB', 'CNSZX', 'CNTAO', 'CNTXG', 'CNXMN'];
const destinations = [['NLRTM', 'EUR'], ['DEHAM', 'EUR'], ['BEANR', 'EUR'], ['GBFXT', 'EUR'], ['USLAX', 'USWC'], ['USLGB', 'USWC'], ['SGSIN', 'SEA'],
  ['MYPKG', 'SEA'], ['KRPUS', 'KJ'], ['JPTYO', 'KJ'], ['AEJEA', 'MEG'], ['SAJED', 'RSEA'], ['INNSA', 'ISC'], ['LKCMB', 'ISC'], ['BRSSZ', 'SAEC']] as const;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes the workbook row by row to `file` (the streaming writer never holds the sheet). Each row is its own sailing
 * (carrier, lane and ETD, the import's natural key) within its validity, as the rules ask: 900 carrier lanes sail
 * daily from next week, so 100,000 rows depart within four months of a 200-day validity.
 */
export async function writeRateWorkbook(file: string, rows: number): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet('import');
  sheet.addRow(headers).commit();
  const perDay = carriers.length * loadingPorts.length * destinations.length;
  for (let i = 0; i < rows; i++) {
    const sailing = i % perDay;
    const pol = loadingPorts[sailing % loadingPorts.length]!;
    const [fnd, lane] = destinations[Math.floor(sailing / loadingPorts.length) % destinations.length]!;
    const carrier = carriers[Math.floor(sailing / (loadingPorts.length * destinations.length))]!;
    const price20 = 900 + (i % 1900);
    sheet.addRow([carrier, pol, '', '', fnd, lane, 'Y', 'D', 20 + (i % 20), '', day(7 + Math.floor(i / perDay)), 'USD',
      price20, price20 + 700, price20 + 760, '', '', day(0), day(200), importRemark, '', '', '', '0']).commit();
  }
  sheet.commit();
  await book.commit();
}

/** The remark every imported row carries: how the bench finds its own rows again. */
const importRemark = 'bench import';

/**
 * Takes the imported rates out of the bench database, vacuums them away and refreshes the planner's statistics: left in, they put
 * 25,000 more sailings on each of four lanes for the next run's searches, measured against statistics without them.
 */
export async function removeImportedRates(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('delete from sea_rate where remark = $1', [importRemark]);
    if (rowCount) await client.query('vacuum analyze sea_rate');
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Uploads a rate workbook to the sea-rate import as the screen does; the reply. */
export async function uploadRateWorkbook(base: string, token: string, file: string): Promise<{ code: number; msg: string; data?: { imported: number } }> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)]), 'sea_rates.xlsx');
  const reply = await fetch(`${base}/api/freight/seaRate/importData`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return (await reply.json()) as { code: number; msg: string; data?: { imported: number } };
}

export async function benchRateImport(options: { base: string; token?: string; rows?: number }): Promise<RateImportResult> {
  const rows = options.rows ?? 100_000;
  const token = options.token ?? await staffToken(options.base);
  const folder = mkdtempSync(join(tmpdir(), 'rate-import-'));
  const file = join(folder, 'sea_rates.xlsx');
  try {
    await writeRateWorkbook(file, rows);
    const started = performance.now();
    const measured = await serverPeakMemory(options.base, token, () => uploadRateWorkbook(options.base, token, file));
    const seconds = (performance.now() - started) / 1000;
    const body = measured.result;
    if (body.code !== 200) throw new Error(`import refused: ${body.msg}`);
    return {
      rows, fileMb: statSync(file).size / 1048576, imported: body.data?.imported ?? 0, seconds,
      peakRssMb: measured.peakRssMb, idleRssMb: measured.idleRssMb, peakFrom: measured.peakFrom,
      met: seconds <= rateImportBudget.seconds && measured.peakRssMb < rateImportBudget.peakRssMb,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchRateImport({ base: process.env.BENCH_BASE ?? 'http://127.0.0.1:8080', rows: Number(process.env.BENCH_IMPORT_ROWS ?? 100_000) });
  console.log(`sea-rate import, ${result.rows} rows (${result.fileMb.toFixed(1)} MB): ${result.seconds.toFixed(1)} s, server peak ${result.peakRssMb.toFixed(0)} MB (${result.peakFrom}, ${result.idleRssMb.toFixed(0)} MB before);`
    + ` budget <= ${rateImportBudget.seconds} s, < ${rateImportBudget.peakRssMb} MB: ${result.met ? 'met' : 'NOT met'}`);
}
