import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { freePorts, startProcess, stopProcess } from '../scripts/instances';

/** Server processes share engines only on the PostgreSQL suite with a Redis beside it. */
export const sharedEnginesAvailable = process.env.TEST_DB === 'postgres' && !!process.env.TEST_REDIS_URL;

const serverMain = new URL('../src/main.ts', import.meta.url).pathname;

export interface Instance { base: string; child: ChildProcess; env: NodeJS.ProcessEnv }

/**
 * One PostgreSQL database cloned from the test template, one key prefix in Redis and one data folder, shared
 * by real server processes as instances behind a load balancer share them (docs/operations.md).
 */
export class SharedEngines {
  readonly prefix = `freight-${randomUUID().slice(0, 8)}:`;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'freight-engines-'));
  private readonly databaseName = `freight_engines_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  private admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  private readonly started: Instance[] = [];
  databaseUrl = '';
  redis!: Redis;

  /** The database and Redis, then `count` instances started together (they take turns on migrations and seeding). */
  async open(count: number, env: Record<string, string>): Promise<Instance[]> {
    await this.admin.connect();
    await this.admin.query(`CREATE DATABASE ${this.databaseName} TEMPLATE ${inject('postgresTemplate')}`);
    this.databaseUrl = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${this.databaseName}` }).toString();
    this.redis = new Redis(process.env.TEST_REDIS_URL!);
    return Promise.all((await freePorts(count)).map((port) => this.start(port, env)));
  }

  /** A server process on `port` over the shared engines. */
  async start(port: number, env: NodeJS.ProcessEnv): Promise<Instance> {
    const base = `http://127.0.0.1:${port}`;
    const full = {
      ...env, DATABASE_URL: this.databaseUrl, REDIS_URL: process.env.TEST_REDIS_URL, KV_PREFIX: this.prefix, DATA_DIR: this.dataDir,
      DEMO: 'true', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'error', WEB_DIST: '/nonexistent',
    };
    const { child } = await startProcess(['--import', 'tsx', serverMain], full, `${base}/api/ready`);
    const instance = { base, child, env: full };
    this.started.push(instance);
    return instance;
  }

  /** Stops every instance started here and removes the database, the keys and the folder. */
  async close(): Promise<void> {
    await Promise.all(this.started.map((i) => stopProcess(i.child)));
    const keys = await this.redis.keys(`${this.prefix}*`);
    if (keys.length) await this.redis.del(...keys);
    this.redis.disconnect();
    await this.admin.query(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`);
    await this.admin.end();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
