import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed/index';
import { generateRates } from './generate';
import { generatePeople, randomUserListQuery } from './generatePeople';
import { combined, load, type LoadResult } from './load';
import { PortalClient } from '../apps/server/scripts/portalClient';
import { builtServerArgs, startProcess, stopProcess } from '../apps/server/scripts/instances';
import { measureFirstLoad } from './firstLoad';
import { firstVisitBudget, measureFirstVisit, slowCpu, slowLink, type FirstVisit } from './firstVisit';
import { browserBudget, measureBrowserPages, type MeasuredPage } from './browserPages';
import { benchExport, exportBudget, type ExportResult } from './exportMemory';
import { benchRateImport, rateImportBudget, removeImportedRates, type RateImportResult } from './rateImport';
import { benchImportLatency, importLatencyBudget, type ImportLatencyResult } from './importLatency';
import { residentMb, serverPeakMemory, staffToken, v8HeapMb } from './serverMemory';
import { loadBareSql, randomRailSearch, randomSeaSearch, searchSpace, type SearchSpace } from './mixedSearch';

/**
 * `npm run bench`: builds a PostgreSQL database at production scale with our own generator, starts the
 * server in its own process, loads the key calls from this process, measures the same load against a
 * bare Fastify reply of the same size (the ceiling here), the first load and the first visit in headless
 * Chromium, a large streamed export and the sea-rate workbook import with the server's peak memory, and
 * the start time on an existing embedded database, and prints every figure beside its budget.
 * `BENCH_ONLY=firstVisit npm run bench` measures the first visit alone, on an embedded database with the demo data;
 * `BENCH_ONLY=browser` the pages in the browser alone (Lighthouse), on the same, and with `BENCH_BROWSER_AGAINST` naming
 * another web build's dist folder, that build's pages beside this one's, loaded in turns;
 * `BENCH_ONLY=calls` the repeated calls and `BENCH_ONLY=mixed` the mixed searches alone, on the bench database.
 * `BENCH_BOOK=wide` (`npm run wide -w bench`, `npm run wide:mixed -w bench`) does the same on a forwarder's wide book.
 */
/**
 * BENCH_BOOK=wide: a forwarder's book instead of the demo's few deep lanes, 3,000 sea lanes (BENCH_SEA_LANES) with 40
 * rates in force each (BENCH_IN_FORCE) among 1,200,000, in a database of its own.
 */
const wide = process.env.BENCH_BOOK === 'wide';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${wide ? 'freight_bench_wide' : 'freight_bench'}`;
const seaLanes = Number(process.env.BENCH_SEA_LANES ?? (wide ? 3000 : 0)) || undefined;
const inForce = Number(process.env.BENCH_IN_FORCE ?? (wide ? 40 : 100));
const seaRates = Number(process.env.BENCH_SEA_RATES ?? (wide ? 1_200_000 : 1_000_000));
const railRates = Number(process.env.BENCH_RAIL_RATES ?? 200_000);
const users = Number(process.env.BENCH_USERS ?? 100_000);
const inquiries = Number(process.env.BENCH_INQUIRIES ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUp = 2;
/** Turns the product and the bare reply take within a call's `seconds`. */
const rounds = 3;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 8282);
const base = `http://127.0.0.1:${port}`;
const serverEnv = { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000', NODE_ENV: '' };

/** With BENCH_REUSE=1 an existing bench database of the asked size is kept: building it is most of the run. */
async function existingScale(): Promise<boolean> {
  if (process.env.BENCH_REUSE !== '1') return false;
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows: [found] } = await client.query<{ sea: string; users: string; lanes: string }>(`select (select count(*) from sea_rate) as sea, (select count(*) from sys_user) as users,
      (select count(*) from port where create_by = 'bench') as lanes`);
    // A wide book's ports are the generator's: a deep database is not reused for a wide book, nor the other way.
    const wideAsked = seaLanes !== undefined;
    return Number(found!.sea) >= seaRates && Number(found!.users) >= users && (Number(found!.lanes) > 0) === wideAsked;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function buildDatabase() {
  if (await existingScale()) {
    const removed = await removeImportedRates(databaseUrl);
    console.log(`reusing the bench database${removed ? ` (without the ${removed.toLocaleString()} rates an earlier run imported)` : ''}`);
    return;
  }
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openPostgres(databaseUrl, { poolSize: 2 });
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  await generateRates(client, { seaRates, railRates, currentPerLane: inForce, seaLanes });
  await generatePeople(client, { users, inquiries });
  await client.end();
  console.log(`generated ${seaRates.toLocaleString()} sea (${book()}) and ${railRates.toLocaleString()} rail rates, ${users.toLocaleString()} users and ${inquiries.toLocaleString()} inquiries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const book = () => `${seaLanes ? `${seaLanes.toLocaleString()} lanes` : 'the demo lanes'}, about ${inForce} in force per lane`;

interface Row { call: string; figures: string[]; budget: string; met: boolean | null }

function print(title: string, head: string[], rows: Row[]) {
  const cells = rows.map((r) => [r.call, ...r.figures, r.budget, r.met === null ? '' : r.met ? 'met' : 'MISSED']);
  const all = [['', ...head, 'budget', ''], ...cells];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log(`\n${title}\n${line(all[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${cells.map(line).join('\n')}`);
}

const ms = (value: number) => value.toFixed(1);

interface Call { method?: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: () => string; query?: () => string }

const clockTicks = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time a process has taken so far, user and system, in µs; NaN where the kernel does not tell (not Linux). */
function cpuMicros(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / clockTicks) * 1e6;
  } catch {
    return NaN;
  }
}

/** A load with the CPU time the serving process took meanwhile (its GC and I/O threads included). */
type ServedLoad = LoadResult & { cpuMicros: number };

async function loadServed(pid: number | undefined, ...args: Parameters<typeof load>): Promise<ServedLoad> {
  const before = cpuMicros(pid);
  const result = await load(...args);
  return { ...result, cpuMicros: cpuMicros(pid) - before };
}

const cpuPerReply = (rounds: ServedLoad[]) =>
  (rounds.reduce((sum, r) => sum + r.cpuMicros, 0) / Math.max(1, rounds.reduce((sum, r) => sum + r.total, 0))).toFixed(0);

/** Bodies to build before a load of `seconds` at the rate a warm-up reached, with room for a faster run. */
const bodiesFor = (warm: LoadResult, seconds: number) => Math.ceil(warm.requestsPerSecond * seconds * 1.5);

/**
 * A call under load, then the bare reply of its size under the same load: the bare server takes the very
 * requests the product does (method, headers, query and body), so the two differ only in what the server does.
 */
async function loadWithCeiling(server: number | undefined, name: string, call: Call, p95Budget: number, clients = connections): Promise<Row> {
  // Bytes on the wire: fetch unpacks a gzip reply, its content-length does not.
  const sample = await fetch(call.query ? `${call.url}?${call.query()}` : call.url, { method: call.method ?? 'POST', headers: call.headers, body: call.body?.() });
  const size = Number(sample.headers.get('content-length') ?? (await sample.arrayBuffer()).byteLength);
  // The product and the bare server take turns, in rounds after two seconds of warming each: the machine's speed
  // drifts over a run (other work, CPU boost), and a ratio of two figures taken half a minute apart drifted with it.
  const bareCall = { ...call, url: `http://127.0.0.1:${port + 1}/bare` };
  const bare = await startProcess(['--import', 'tsx', 'bench/bareServer.ts', String(port + 1), String(size)], {}, bareCall.url);
  const productRounds: ServedLoad[] = [];
  const bareRounds: ServedLoad[] = [];
  try {
    const warmProduct = await load(name, { connections: clients, seconds: warmUp, ...call });
    const warmBare = await load('bare', { connections: clients, seconds: warmUp, ...bareCall });
    for (let round = 0; round < rounds; round++) {
      productRounds.push(await loadServed(server, name, { connections: clients, seconds: seconds / rounds, ...call, prepared: bodiesFor(warmProduct, seconds / rounds) }));
      bareRounds.push(await loadServed(bare.child.pid, 'bare', { connections: clients, seconds: seconds / rounds, ...bareCall, prepared: bodiesFor(warmBare, seconds / rounds) }));
    }
  } finally {
    await stopProcess(bare.child);
  }
  const product = combined(productRounds);
  const ceiling = combined(bareRounds);
  const ratio = product.requestsPerSecond / ceiling.requestsPerSecond;
  return {
    call: `${name}, ${clients} conn. (${(size / 1024).toFixed(1)} KB)`,
    figures: [product.requestsPerSecond.toFixed(0), ms(product.p50), ms(product.p95), ms(product.p99), String(product.failures), cpuPerReply(productRounds),
      ceiling.requestsPerSecond.toFixed(0), cpuPerReply(bareRounds), `${(ratio * 100).toFixed(0)} %`],
    budget: p95Budget ? `p95 <= ${p95Budget} ms${clients === connections ? ', >= 25 % of bare' : ''}` : 'reference',
    met: p95Budget ? product.p95 <= p95Budget && (clients !== connections || ratio >= 0.25) && product.failures === 0 : null,
  };
}

async function measureCalls(server: number | undefined): Promise<Row[]> {
  const anonymous = await PortalClient.anonymous(base);
  const customer = await PortalClient.signIn(base, 'demo', 'demo123');
  const staff = { authorization: `Bearer ${await staffToken(base)}` };
  const today = new Date().toISOString().slice(0, 10);
  const railSearch = { portofloadingcode: 'CNCKG', finaldestinationcode: 'RUMOW', etddatefrom: today, isAnonymous: true, maxrows: 100 };
  const seaSearch = { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM', sailingdate: today, maxrows: 100 };
  const gateway = (client: PortalClient, action: string, data: unknown, key?: string): Call =>
    ({ url: `${base}/api/yhApi/${action}`, headers: client.headers(), body: () => client.body(action, data, key) });
  const login = JSON.stringify({ username: 'admin', password: 'admin123' });
  return [
    await loadWithCeiling(server, 'signed call, no query (invoicetrans)', gateway(anonymous, 'callYhApi', { maxrows: 1 }, 'invoicetrans'), 0),
    await loadWithCeiling(server, 'rail LCL search (anonymous)', gateway(anonymous, 'callYhApiRailway', railSearch), 50),
    await loadWithCeiling(server, 'sea FCL search (customer)', gateway(customer, 'fclRate', seaSearch), 50),
    await loadWithCeiling(server, 'rail LCL inquiry list, page 3 (customer)', gateway(customer, 'inquiryList', { page: 2, maxrows: 10 }), 50),
    await loadWithCeiling(server, 'sea inquiry history, filtered (customer)', gateway(customer, 'callYhApi', { page: 0, maxrows: 10, portofloadingcode: 'CNSHA' }, 'inquirylist'), 50),
    await loadWithCeiling(server, 'back-office user list, filtered', { method: 'GET', url: `${base}/api/system/user/list?pageNum=2&pageSize=10&status=0&userName=bench1`, headers: staff }, 50, 50),
    await loadWithCeiling(server, 'back-office user list, varied filters and pages', { method: 'GET', url: `${base}/api/system/user/list`, query: () => randomUserListQuery(users), headers: staff }, 0, 50),
    await loadWithCeiling(server, 'staff sign-in (argon2id)', { url: `${base}/api/login`, headers: { 'content-type': 'application/json' }, body: () => login }, 0, 10),
  ];
}

/** Wide book: the sea searches' p95 within 100 ms; the server's memory after the load within 300 MB. */
const mixedBudget = { seaP95Ms: wide ? 100 : 250, p95Ms: 250, ofBare: 0.5, seaReplyKb: 25, serverMb: 300 };
/**
 * The server's memory "after" is read this long after the load's end, whose last round (bare SQL) left the server quiet
 * for a few seconds more: V8 gives back the heap a load grew some seconds after it has no more to do (its memory reducer).
 */
const quietAfterLoadMs = 5000;

interface Table { title: string; head: string[]; rows: Row[] }

/** The mixed searches of one kind in turns with their bare SQL (the machine's speed drifts over a run), after warming both. */
async function mixedWithBareSql(kind: 'sea' | 'rail', name: string, call: Call, space: SearchSpace): Promise<{ product: LoadResult; bare: LoadResult }> {
  const warm = await load(name, { connections, seconds: warmUp, ...call });
  const productRounds: LoadResult[] = [];
  const bareRounds: LoadResult[] = [];
  for (let round = 0; round < rounds; round++) {
    productRounds.push(await load(name, { connections, seconds: seconds / rounds, ...call, prepared: bodiesFor(warm, seconds / rounds) }));
    bareRounds.push(await loadBareSql(kind, databaseUrl, space, connections, seconds / rounds));
  }
  return { product: combined(productRounds), bare: combined(bareRounds) };
}

/**
 * Varied searches (bench/mixedSearch.ts) beside the bare SQL of the same random searches at the same
 * concurrency, the wire size of a full sea reply, and the server's memory before, at its peak and after.
 */
async function measureMixedSearches(server: number | undefined): Promise<Table[]> {
  const space: SearchSpace = await searchSpace(databaseUrl);
  const anonymous = await PortalClient.anonymous(base);
  const customer = await PortalClient.signIn(base, 'demo', 'demo123');
  const staff = await staffToken(base);
  const heapBefore = await v8HeapMb(base, staff);
  const fullSea = { portofloadingcode: space.seaLanes[0]![0], finaldestinationcode: space.seaLanes[0]![1], maxrows: 100 };
  const sample = await fetch(`${base}/api/yhApi/fclRate`, { method: 'POST', headers: customer.headers(), body: customer.body('fclRate', fullSea) });
  const sampleRows = ((await sample.clone().json()) as { content: { data: { rows: unknown[] } } }).content.data.rows.length;
  const sampleKb = Number(sample.headers.get('content-length')) / 1024;
  const cases = [
    { name: 'mixed sea FCL searches (customer)', kind: 'sea' as const, client: customer, action: 'fclRate', data: () => randomSeaSearch(space) },
    { name: 'mixed rail LCL searches (anonymous)', kind: 'rail' as const, client: anonymous, action: 'callYhApiRailway', data: () => randomRailSearch(space, true) },
    { name: 'mixed rail LCL searches (customer)', kind: 'rail' as const, client: customer, action: 'callYhApiRailway', data: () => randomRailSearch(space, false) },
  ];
  const rows: Row[] = [];
  const { peakRssMb, idleRssMb } = await serverPeakMemory(base, staff, async () => {
    for (const c of cases) rows.push(await mixedRow(c, space));
  });
  rows.push({
    call: `a sea reply of ${sampleRows} rows on the wire (gzip)`, figures: ['', '', '', '', '', sampleKb.toFixed(1), '', '', ''],
    budget: `<= ${mixedBudget.seaReplyKb} KB`, met: sampleKb <= mixedBudget.seaReplyKb,
  });
  const memoryAtEnd = server === undefined ? undefined : residentMb(server);
  await new Promise((resolve) => setTimeout(resolve, quietAfterLoadMs));
  const memoryAfter = server === undefined ? undefined : residentMb(server);
  const heapAfter = await v8HeapMb(base, staff);
  const mb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);
  const heap = (value: { total: number; used: number } | undefined) => (value ? `${mb(value.used)} of ${mb(value.total)}` : 'n/a');
  return [
    { title: mixedTitle(), head: mixedHead, rows },
    { title: 'Server memory (resident, from the kernel) before the mixed searches, at its peak during them, at their end (the server\n'
      + `quiet for the last round of bare SQL) and ${quietAfterLoadMs / 1000} s later; of it, the V8 heap used of its size`,
      head: ['before', 'peak', 'at end', 'after', 'heap before', 'heap after'], rows: [{
      call: 'server process',
      figures: [mb(server === undefined ? undefined : idleRssMb), mb(server === undefined ? undefined : peakRssMb), mb(memoryAtEnd), mb(memoryAfter), heap(heapBefore), heap(heapAfter)],
      budget: `after <= ${mixedBudget.serverMb} MB`, met: memoryAfter === undefined ? null : memoryAfter <= mixedBudget.serverMb,
    }] },
  ];
}

interface MixedCase { name: string; kind: 'sea' | 'rail'; client: PortalClient; action: string; data: () => unknown }

/** One kind of mixed search beside its bare SQL, as a row of the table. */
async function mixedRow(c: MixedCase, space: SearchSpace): Promise<Row> {
  const call = { url: `${base}/api/yhApi/${c.action}`, headers: c.client.headers(), body: () => c.client.body(c.action, c.data()) };
  const { product, bare } = await mixedWithBareSql(c.kind, c.name, call, space);
  const ratio = product.requestsPerSecond / bare.requestsPerSecond;
  const p95Ms = c.kind === 'sea' ? mixedBudget.seaP95Ms : mixedBudget.p95Ms;
  return {
    call: `${c.name}, ${connections} conn.`,
    figures: [product.requestsPerSecond.toFixed(0), ms(product.p50), ms(product.p95), ms(product.p99), String(product.failures),
      (product.bytesPerReply / 1024).toFixed(1), bare.requestsPerSecond.toFixed(0), ms(bare.p95), `${(ratio * 100).toFixed(0)} %`],
    budget: `p95 <= ${p95Ms} ms, >= ${mixedBudget.ofBare * 100} % of bare SQL`,
    met: product.p95 <= p95Ms && ratio >= mixedBudget.ofBare && product.failures === 0,
  };
}

const mixedTitle = () => `Mixed searches on ${seaRates.toLocaleString()} sea rates (${book()}): a random lane, date, filters and sort on every call;\n`
  + `bare SQL = the same searches' SQL through a pg pool of the server's size; ${rounds} rounds each, taking turns`;
const mixedHead = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'KB/reply', 'SQL req/s', 'SQL p95', 'of SQL'];

const callsTitle = () => `Calls: ${seconds} s each, PostgreSQL with ${seaRates.toLocaleString()} sea and ${railRates.toLocaleString()} rail rates, ${users.toLocaleString()} users, ${inquiries.toLocaleString()} inquiries;\n`
  + 'bare = a bare Fastify reply of the same size to the same requests; CPU µs = the serving process\'s CPU time per reply';
const callsHead = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'CPU µs', 'bare req/s', 'bare CPU µs', 'of bare'];

/** One group of figures alone, on the bench database (BENCH_ONLY=calls or mixed). */
async function aloneOnBenchDatabase(measure: (server: number | undefined) => Promise<Table[]>) {
  await buildDatabase();
  const server = await startProcess(builtServerArgs, { ...serverEnv, DATABASE_URL: databaseUrl }, `${base}/api/ready`);
  try {
    for (const table of await measure(server.child.pid)) print(table.title, table.head, table.rows);
  } finally {
    await stopProcess(server.child);
  }
}

/** Seconds from spawning the server on an embedded database that already exists until it answers. */
async function embeddedStart(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
  const env = { ...serverEnv, DATABASE_URL: '', DATA_DIR: dataDir };
  try {
    await stopProcess((await startProcess(builtServerArgs, env, `${base}/api/ready`)).child);
    const again = await startProcess(builtServerArgs, env, `${base}/api/ready`);
    await stopProcess(again.child);
    return again.ms;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Beside the budgets over loopback; over a visitor's link and on a slowed processor for reference. */
function firstVisitRows(visit: FirstVisit, overLink: FirstVisit, slowed: FirstVisit): Row[] {
  const row = (call: string, { ms: took, jsFiles, jsKb }: FirstVisit[keyof FirstVisit], budget?: { ms: number; jsKb: number }): Row => ({
    call,
    figures: [`${took.toFixed(0)} ms`, String(jsFiles), `${jsKb.toFixed(0)} KB`],
    budget: budget ? `<= ${(budget.ms / 1000).toFixed(1)} s, <= ${budget.jsKb} KB` : 'reference',
    met: budget ? took <= budget.ms && jsKb <= budget.jsKb : null,
  });
  return [
    row('portal rate list by a shared link, to the first rate row', visit.portalRates, firstVisitBudget.portalRates),
    row('back office, to the sign-in form', visit.adminSignIn, firstVisitBudget.adminSignIn),
    row(`portal rate list, over ${slowLink.name}`, overLink.portalRates),
    row(`back office sign-in form, over ${slowLink.name}`, overLink.adminSignIn),
    row(`portal rate list, main thread slowed ${slowCpu}x`, slowed.portalRates),
    row(`back office sign-in form, main thread slowed ${slowCpu}x`, slowed.adminSignIn),
  ];
}

const firstVisitTitle = 'First visit in headless Chromium, cold cache (median of 3; JS as transferred, compressed)';
const firstVisitHead = ['shown after', 'JS files', 'JS'];

async function measureFirstVisits() {
  return firstVisitRows(await measureFirstVisit(base), await measureFirstVisit(base, { link: slowLink }), await measureFirstVisit(base, { cpuSlowdown: slowCpu }));
}

/**
 * Servers on fresh embedded databases with the demo data, one per web build (`undefined` is the working tree's, on the
 * bench's port; the next ones on the ports after it), for the work given their addresses; all stopped and removed after.
 */
async function onDemoServers<T>(webDists: readonly (string | undefined)[], work: (bases: string[]) => Promise<T>): Promise<T> {
  const dataDirs: string[] = [];
  const children: Parameters<typeof stopProcess>[0][] = [];
  try {
    for (const [at, webDist] of webDists.entries()) {
      const own = `http://127.0.0.1:${port + at}`;
      dataDirs.push(mkdtempSync(join(tmpdir(), 'freight-bench-')));
      const env = { ...serverEnv, PORT: String(port + at), PUBLIC_URL: own, DATABASE_URL: '', DATA_DIR: dataDirs[at]!, ...(webDist && { WEB_DIST: webDist }) };
      children.push((await startProcess(builtServerArgs, env, `${own}/api/ready`)).child);
    }
    return await work(webDists.map((_, at) => `http://127.0.0.1:${port + at}`));
  } finally {
    for (const child of children) await stopProcess(child);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The first visit alone, on a fresh embedded database with the demo data: no PostgreSQL, no generated rates. */
async function firstVisitOnly() {
  await onDemoServers([undefined], async () => print(firstVisitTitle, firstVisitHead, await measureFirstVisits()));
}

/** The demo's pages in Lighthouse, on a fresh embedded database with the demo data (the pages users open first). */
async function browserPageRows(): Promise<Row[]> {
  return onDemoServers([undefined], async (bases) => {
    const [pages] = await measureBrowserPages(bases) as [MeasuredPage[]];
    const rows: Row[] = pages.map((page) => ({
      call: page.name,
      figures: [`${page.tbtMs.toFixed(0)} ms`, page.cls.toFixed(3), `${(page.lcpMs / 1000).toFixed(2)} s`, String(page.accessibility), `${page.cssKb.toFixed(0)} KB`, String(page.apiCalls)],
      budget: `TBT <= ${browserBudget.tbtMs} ms, CLS <= ${browserBudget.cls}, LCP <= ${browserBudget.lcpMs / 1000} s, a11y ${browserBudget.accessibility}`,
      met: page.tbtMs <= browserBudget.tbtMs && page.cls <= browserBudget.cls && page.lcpMs <= browserBudget.lcpMs && page.accessibility >= browserBudget.accessibility,
    }));
    const home = pages.find((page) => page.name === 'portal home');
    const sea = pages.find((page) => page.name === 'sea list');
    if (home) rows.push({ call: 'first page (portal home): CSS, decoded', figures: ['', '', '', '', `${home.cssKb.toFixed(0)} KB`, ''], budget: `<= ${browserBudget.firstCssKb} KB`, met: home.cssKb <= browserBudget.firstCssKb });
    if (sea) rows.push({ call: 'sea list: API calls before the user acts', figures: ['', '', '', '', '', String(sea.apiCalls)], budget: `<= ${browserBudget.seaApiCalls}`, met: sea.apiCalls <= browserBudget.seaApiCalls });
    return rows;
  });
}

const browserTitle = 'Pages in headless Chromium by Lighthouse, cold, demo data: TBT and CLS at the desktop preset, LCP at the mobile preset\n'
  + '(4x CPU slowdown, no network throttling), accessibility score, CSS decoded, API calls until the network is quiet';
const browserHead = ['TBT', 'CLS', 'LCP mobile', 'a11y', 'CSS', 'API calls'];

const spread = (loads: number[], unit: (value: number) => string) => `${unit(Math.min(...loads))}–${unit(Math.max(...loads))}`;

/**
 * BENCH_BROWSER_AGAINST=<another web build's dist folder>: that build served beside the working tree's (each on a fresh
 * embedded database with the demo data), the pages loaded from each in turn, each build's medians and spread printed
 * one above the other: a change counts only if it moves the median by more than the loads spread.
 */
async function browserAgainstRows(against: string): Promise<Row[]> {
  return onDemoServers([undefined, against], async (bases) => {
    const [mine, theirs] = await measureBrowserPages(bases) as [MeasuredPage[], MeasuredPage[]];
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
    return mine.flatMap((page, at) => [[page, 'this build'], [theirs[at]!, against]] as const).map(([page, build]) => ({
      call: `${page.name}, ${build}`,
      figures: [ms(page.tbtMs), spread(page.tbtLoads, ms), seconds(page.lcpMs), spread(page.lcpLoads, seconds)],
      budget: `TBT <= ${browserBudget.tbtMs} ms, LCP <= ${browserBudget.lcpMs / 1000} s`,
      met: page.tbtMs <= browserBudget.tbtMs && page.lcpMs <= browserBudget.lcpMs,
    }));
  });
}

async function main() {
  execSync('npm run build', { stdio: 'inherit' });
  if (process.env.BENCH_ONLY === 'firstVisit') return firstVisitOnly();
  const against = process.env.BENCH_BROWSER_AGAINST;
  if (process.env.BENCH_ONLY === 'browser' && against) {
    return print('Two builds in turns, by Lighthouse, cold, demo data: TBT at the desktop preset, LCP at the mobile preset (medians, then every load\'s range)', ['TBT', 'loads', 'LCP mobile', 'loads'], await browserAgainstRows(against));
  }
  if (process.env.BENCH_ONLY === 'browser') return print(browserTitle, browserHead, await browserPageRows());
  if (process.env.BENCH_ONLY === 'mixed') return aloneOnBenchDatabase(measureMixedSearches);
  if (process.env.BENCH_ONLY === 'calls') return aloneOnBenchDatabase(async (server) => [{ title: callsTitle(), head: callsHead, rows: await measureCalls(server) }]);
  await buildDatabase();
  const server = await startProcess(builtServerArgs, { ...serverEnv, DATABASE_URL: databaseUrl }, `${base}/api/ready`);
  let searches: Row[];
  let mixed: Table[];
  let firstLoad: Awaited<ReturnType<typeof measureFirstLoad>>;
  let firstVisit: Row[];
  let exported: ExportResult;
  let imported: RateImportResult;
  let alongside: ImportLatencyResult;
  try {
    searches = await measureCalls(server.child.pid);
    mixed = await measureMixedSearches(server.child.pid);
    firstLoad = await measureFirstLoad(base);
    firstVisit = await measureFirstVisits();
  } finally {
    await stopProcess(server.child);
  }
  // The bulk work on a server of its own, so its memory is the work's and not what the load left behind.
  const bulkServer = await startProcess(builtServerArgs, { ...serverEnv, DATABASE_URL: databaseUrl }, `${base}/api/ready`);
  try {
    const token = await staffToken(base);
    exported = await benchExport(base, token);
    imported = await benchRateImport({ base, token, rows: Number(process.env.BENCH_IMPORT_ROWS ?? 100_000) });
    await removeImportedRates(databaseUrl);
    alongside = await benchImportLatency({ base, token, rows: Number(process.env.BENCH_IMPORT_ROWS ?? 100_000) });
    await removeImportedRates(databaseUrl);
  } finally {
    await stopProcess(bulkServer.child);
  }
  const startMs = await embeddedStart();
  const browser = await browserPageRows();
  print(callsTitle(), callsHead, searches);
  for (const table of mixed) print(table.title, table.head, table.rows);
  print('Pages and start', ['figure'], [
    { call: 'portal first load (gzip JS)', figures: [`${firstLoad.portalKb.toFixed(0)} KB`], budget: '<= 300 KB', met: firstLoad.portalKb <= 300 },
    { call: 'back office first load, sign-in to home (gzip JS)', figures: [`${firstLoad.adminKb.toFixed(0)} KB`], budget: '<= 450 KB', met: firstLoad.adminKb <= 450 },
    { call: 'portal home usable in headless Chromium', figures: [`${firstLoad.homeUsableMs.toFixed(0)} ms`], budget: '', met: null },
    { call: 'server start on an existing embedded database', figures: [`${(startMs / 1000).toFixed(2)} s`], budget: '< 3 s', met: startMs < 3000 },
  ]);
  print(firstVisitTitle, firstVisitHead, firstVisit);
  print(browserTitle, browserHead, browser);
  print('Bulk work (server peak memory from the kernel\'s high-water mark, or samples)', ['rows', 'MB', 'seconds', 'server peak', 'before'], [
    {
      call: 'inquiry desk export, quoted sea inquiries (streamed)',
      figures: [exported.rows.toLocaleString(), exported.fileMb.toFixed(1), exported.seconds.toFixed(1), `${exported.peakRssMb.toFixed(0)} MB (${exported.peakFrom})`, `${exported.idleRssMb.toFixed(0)} MB`],
      budget: `>= ${exportBudget.rows.toLocaleString()} rows, < ${exportBudget.peakRssMb} MB`, met: exported.met,
    },
    {
      call: 'sea-rate workbook import',
      figures: [imported.rows.toLocaleString(), imported.fileMb.toFixed(1), imported.seconds.toFixed(1), `${imported.peakRssMb.toFixed(0)} MB (${imported.peakFrom})`, `${imported.idleRssMb.toFixed(0)} MB`],
      budget: `<= ${rateImportBudget.seconds} s, < ${rateImportBudget.peakRssMb} MB`, met: imported.met,
    },
  ]);
  print('Other users during an import: back-office user list (4 clients) alone and during the sea-rate workbook import', ['rows', 'import s', 'list p95 alone', 'list p95 during', 'server peak'], [{
    call: 'user list while the largest legal workbook is imported',
    figures: [alongside.rows.toLocaleString(), alongside.seconds.toFixed(1), `${ms(alongside.aloneP95)} ms`, `${ms(alongside.duringP95)} ms (${alongside.duringCalls} calls)`, `${alongside.peakRssMb.toFixed(0)} MB (${alongside.peakFrom})`],
    budget: `p95 <= ${importLatencyBudget.p95Ratio}x alone, < ${importLatencyBudget.peakRssMb} MB`, met: alongside.met,
  }]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
