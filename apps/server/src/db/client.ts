import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers expose the same query API; the node-postgres type names it. */
export type Db = NodePgDatabase<Schema>;
/** The handle of one transaction (`db.transaction((tx) => ...)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `work` while no other instance on the same database runs its own (migrations and first seeding at start). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Advisory lock key serialising instances that start together on one PostgreSQL. */
const startupLockKey = 7_310_001;

/** Connections per server process (the bench gives its bare SQL the same). */
export const serverPoolSize = 10;

/** A database that cannot be reached answers within the 2 s a caller waits for a 503 (platform/unavailable.ts). */
const connectTimeoutMs = 1500;

export interface PoolOptions {
  poolSize?: number;
  /** How long a query waits for a connection (a free one of the pool, or a new one) before failing. */
  connectTimeoutMs?: number;
}

export async function openPostgres(url: string, options: PoolOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? serverPoolSize, connectionTimeoutMillis: options.connectTimeoutMs ?? connectTimeoutMs });
  // An idle connection the server closes (restart, failover) must not bring the process down.
  pool.on('error', (error) => console.error('database connection lost:', error.message));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    exclusively: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [startupLockKey]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => { await pool.query('select 1'); },
    close: () => pool.end(),
  };
}
