import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';

export function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = join(config.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
