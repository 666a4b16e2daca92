import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDatabase } from './db/seed/index';
import { releaseMemoryWhenIdle } from './platform/idleMemory';
import { openKvStore } from './platform/kv/index';
import { buildApp } from './app';
import { readSeaLanesAhead } from './modules/portal/sea-rates/lanesReadAhead';

const stopTimeoutMs = 30_000;

/** read config -> open database -> migrate -> seed -> build app -> listen */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const kv = await openKvStore(config.redisUrl, config.kvPrefix, config.caches.storeKeys);
  // Instances starting together on one database take turns: the first migrates, makes the sign-on keys
  // and seeds; the others find it done.
  const { app, seeded } = await database.exclusively(async () => {
    await database.migrate();
    const built = await buildApp({ config, database, kv });
    return { app: built.app, seeded: await seedDatabase(database.db, { demo: config.demo, log: built.app.log }) };
  });

  if (config.lanesReadAheadSeconds > 0) {
    // Only a head start: a lane not read now is read at its first search.
    await readSeaLanesAhead(database.db, config.lanesReadAheadSeconds)
      .then((read) => app.log.info(read, 'open sea lanes read into memory'), (error: unknown) => app.log.warn({ err: error }, 'open sea lanes not read ahead'));
  }
  await app.listen({ port: config.port, host: config.host });
  releaseMemoryWhenIdle(app.server, (mb) => app.log.debug(mb, 'memory given back after a load (MB)'));
  const base = `http://localhost:${config.port}`;
  const lines = [
    `Portal:      ${base}/`,
    `Back office: ${base}/admin/`,
    `API docs:    ${base}/api/docs`,
    `Database:    ${database.kind === 'pglite' ? `embedded (${config.dataDir}/db)` : 'PostgreSQL'}`,
  ];
  if (config.demo) {
    lines.push('Demo accounts (demo mode only):');
    lines.push('  back office  admin / admin123 (all permissions), ry / admin123 (narrower role)');
    lines.push('  portal       demo / demo123 (Demo Trading Co., Chinese), demo2 / demo123 (Volga Logistics, Russian), demo3 / demo123 (Hanseatic Forwarding, English)');
    app.log.warn('Demo accounts with documented passwords exist: never expose this instance publicly.');
  }
  if (seeded.initialAdminPassword) {
    lines.push(`First start: user admin, one-time password ${seeded.initialAdminPassword} (must be changed at first sign-in)`);
  }
  console.log(`\n${lines.join('\n')}\n`);

  // Graceful stop: no new connections, the requests in flight and the job runs under way finish, then the
  // shared store and the database close. A stop that hangs is cut short so a supervisor is never kept waiting.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    setTimeout(() => {
      app.log.error(`not stopped after ${stopTimeoutMs} ms; exiting`);
      process.exit(1);
    }, stopTimeoutMs).unref();
    // Keep-alive connections that finish their request while the server closes would hold it open.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
      clearInterval(closeIdle);
      await kv.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'stop failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
