import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type Db } from './client';
import * as schema from './schema/index';

// Its own module: the embedded engine weighs some 40 MB, loaded only by servers and tests that use it.

/** An embedded PostgreSQL with the extensions the migrations use (trigram indexes for "contains" filters). */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** The embedded database: `dataDir` on disk, or an existing client (tests clone a template into memory). */
export async function openPglite(source: string | PGlite): Promise<Database> {
  const client = typeof source === 'string' ? await createPglite({ dataDir: source }) : source;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns an embedded database.
    exclusively: (work) => work(),
    ping: async () => { await client.query('select 1'); },
    close: () => client.close(),
  };
}
