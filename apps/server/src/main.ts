import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDatabase } from './db/seed/index';
import { openKvStore } from './platform/kv/index';
import { buildApp } from './app';

/** read config -> open database -> migrate -> seed -> build app -> listen */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const kv = await openKvStore(config.redisUrl, config.kvPrefix);
  const { app } = await buildApp({ config, database, kv });
  const seeded = await seedDatabase(database.db, { demo: config.demo, log: app.log });

  await app.listen({ port: config.port, host: config.host });
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

  const stop = async () => {
    await app.close();
    await kv.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
