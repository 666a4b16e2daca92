import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openPostgres, type Database } from '../src/db/client';
import { createPglite, openPglite } from '../src/db/embedded';
import { MemoryKvStore } from '../src/platform/kv/memory';
import type { KvStore } from '../src/platform/kv/index';

/** A fresh copy of the seeded template: PGlite by default, PostgreSQL when the suite runs there. */
async function cloneTemplate(reach?: (url: URL) => void): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `freight_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    reach?.(target);
    // On a machine the suite keeps busy a query can wait longer than production's fast-failing connect timeout for
    // one of its four connections; only a test that reaches the database through a proxy it cuts keeps that timeout.
    const database = await openPostgres(target.toString(), { poolSize: 4, ...(reach ? {} : { connectTimeoutMs: 20_000 }) });
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const tar = readFileSync(inject('pgliteTemplate'));
  const client = await createPglite({ loadDataDir: new Blob([tar]) });
  return { database: await openPglite(client), drop: async () => {} };
}

export interface TestApp extends Awaited<ReturnType<typeof buildApp>> {
  kv: KvStore;
  close(): Promise<void>;
}

/** `reachDatabase` may point the PostgreSQL connection elsewhere (through a proxy a test can cut). */
export async function createTestApp(env: Record<string, string> = {}, kv: KvStore = new MemoryKvStore(), reachDatabase?: (url: URL) => void): Promise<TestApp> {
  const { database, drop } = await cloneTemplate(reachDatabase);
  const config: Config = {
    ...loadConfig({ DATA_DIR: '/tmp/freight-test-unused', TOKEN_SECRET: randomUUID() + randomUUID(), LOGIN_RATE_LIMIT: '1000', ...env }),
    webDist: env.WEB_DIST ?? '/nonexistent',
  };
  // Errors only: a request that fails unexpectedly says why in the test output.
  const built = await buildApp({ config, database, kv, logger: { level: 'error' } });
  await built.app.ready();
  return {
    ...built,
    kv,
    close: async () => {
      await built.app.close();
      await database.close();
      await drop();
    },
  };
}

/** Signs in through the real captcha: the answer is read from the shared store, as only a test may. */
export async function signIn(t: TestApp, username: string, password: string, remoteAddress = '127.0.0.1') {
  const captcha = (await t.app.inject({ method: 'GET', url: '/api/captchaImage' })).json();
  const code = captcha.captchaEnabled ? await t.kv.get(`captcha:${captcha.uuid}`) : undefined;
  const reply = await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password, code, uuid: captcha.uuid } });
  return reply.json() as { code: number; msg: string; token?: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
