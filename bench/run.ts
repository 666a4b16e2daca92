import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed/index';
import { generateRates } from './generate';
import { load, type LoadResult } from './load';
import { PortalClient } from './portalClient';

/**
 * `npm run bench`: builds a PostgreSQL database at production scale with our own generator, starts the
 * server in its own process, loads the portal searches from this process and prints the figures.
 */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freight_bench';
const seaRates = Number(process.env.BENCH_SEA_RATES ?? 1_000_000);
const railRates = Number(process.env.BENCH_RAIL_RATES ?? 200_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 8282);
const base = `http://127.0.0.1:${port}`;

async function buildDatabase() {
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openPostgres(databaseUrl, 2);
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  await generateRates(client, { seaRates, railRates, currentPerLane: 100 });
  await client.end();
  console.log(`generated ${seaRates.toLocaleString()} sea and ${railRates.toLocaleString()} rail rates in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function startServer() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000', NODE_ENV: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/api/ready`).then((r) => r.ok, () => false)) return server;
    await sleep(500);
  }
  server.kill();
  throw new Error('the server did not become ready');
}

function print(results: (LoadResult & { budget: string })[]) {
  const rows = results.map((r) => [r.name, r.requestsPerSecond.toFixed(0), r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1), String(r.failures), r.budget]);
  const head = ['call', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'budget (p95)'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}\n`);
}

async function main() {
  await buildDatabase();
  const server = await startServer();
  try {
    const anonymous = await PortalClient.anonymous(base);
    const customer = await PortalClient.signIn(base, 'demo', 'demo123');
    const today = new Date().toISOString().slice(0, 10);
    const railSearch = { portofloadingcode: 'CNCKG', finaldestinationcode: 'RUMOW', etddatefrom: today, isAnonymous: true, maxrows: 100 };
    const seaSearch = { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM', sailingdate: today, maxrows: 100 };
    const common = { connections, seconds };
    const results = [
      { ...(await load('signed call, no query (invoicetrans)', { ...common, url: `${base}/api/yhApi/callYhApi`, headers: anonymous.headers(), body: () => anonymous.body('callYhApi', { maxrows: 1 }, 'invoicetrans') })), budget: 'reference' },
      { ...(await load('rail LCL search (anonymous)', { ...common, url: `${base}/api/yhApi/callYhApiRailway`, headers: anonymous.headers(), body: () => anonymous.body('callYhApiRailway', railSearch) })), budget: '<= 100 ms' },
      { ...(await load('sea FCL search (customer)', { ...common, url: `${base}/api/yhApi/fclRate`, headers: customer.headers(), body: () => customer.body('fclRate', seaSearch) })), budget: '<= 100 ms' },
    ];
    print(results);
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
