import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { openPostgres, type Database } from './client';

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = join(config.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const { openPglite } = await import('./embedded');
  return openPglite(dir);
}
