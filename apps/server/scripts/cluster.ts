import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { builtServerArgs, startProcess, stopProcess } from './instances';

/**
 * `npm run cluster`: two instances of the server on one PostgreSQL and one Redis, on ports 8080 and
 * 8081 (CLUSTER_PORTS), sharing the uploads folder; put a load balancer in front of them, or use
 * either address. docs/operations.md explains the same for N machines.
 */
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freight_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = (process.env.CLUSTER_PORTS ?? '8080,8081').split(',').map(Number);
const dataDir = resolve(process.env.DATA_DIR ?? 'data/cluster');

async function ensureDatabase() {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

async function main() {
  await ensureDatabase();
  mkdirSync(dataDir, { recursive: true });
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, DATA_DIR: dataDir, DEMO: process.env.DEMO ?? 'true' };
  // Started together on purpose: they take turns on the migrations and the seeding.
  const instances = await Promise.all(ports.map((port) => startProcess(builtServerArgs, {
    ...env, PORT: String(port), PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  }, `http://127.0.0.1:${port}/api/ready`, 'inherit')));
  console.log(`\n${ports.map((port) => `instance on http://localhost:${port}/ (back office /admin/)`).join('\n')}\nPostgreSQL ${new URL(databaseUrl).host}, Redis ${new URL(redisUrl).host}, uploads in ${dataDir}\n`);
  const stop = async () => {
    await Promise.all(instances.map(({ child }) => stopProcess(child)));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
