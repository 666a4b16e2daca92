import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { NewTable } from './createTable';
import { tableDdl } from './tableDdl';

/**
 * The role generator DDL runs as: it cannot sign in and holds no grant but CREATE on the public schema, where
 * generated tables live (so PostgreSQL names their keys and sequences clear of what is there). Even DDL that
 * went wrong could read or change nothing of the application.
 */
export const ddlRole = 'freight_gen';
/** Generated tables are small: anything slower is stuck (waiting on a lock) and is given up. */
const statementTimeout = '5s';

/** The SQLSTATE of a failed statement, whichever driver reports it. */
const sqlState = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
/** Another instance created it first (duplicate_object, unique_violation). */
const createdMeanwhile = (error: unknown) => ['42710', '23505'].includes(sqlState(error) ?? '');

async function runOnce(db: Db, statement: string): Promise<void> {
  try {
    await db.execute(sql.raw(statement));
  } catch (error) {
    if (createdMeanwhile(error)) return;
    if (sqlState(error) === '42501') throw new AppError('gen.sql.role', { role: ddlRole }, 500, { cause: error });
    throw error;
  }
}

/** Sets the role up on first use; a database account that may not do so is told what its administrator must do. */
async function ensureDdlRole(db: Db): Promise<void> {
  const [role] = (await db.execute<{ exists: boolean }>(sql`select exists (select 1 from pg_roles where rolname = ${ddlRole}) as exists`)).rows;
  if (!role?.exists) await runOnce(db, `create role ${ddlRole} nologin`);
  const [granted] = (await db.execute<{ member: boolean; creates: boolean }>(sql`select pg_has_role(current_user, ${ddlRole}, 'MEMBER') as member,
    has_schema_privilege(${ddlRole}, 'public', 'CREATE') as creates`)).rows;
  if (!granted?.member) await runOnce(db, `grant ${ddlRole} to current_user`);
  if (!granted?.creates) await runOnce(db, `grant usage, create on schema public to ${ddlRole}`);
}

/**
 * Creates the tables in one transaction with a statement timeout: the DDL written from the model runs as the
 * generator's role, the application then takes the tables over, and `then` (the import) runs in the same
 * transaction, so a failure anywhere leaves no table behind.
 */
export async function createTablesAsDdlRole(db: Db, tables: NewTable[], then: (tx: Tx) => Promise<void>): Promise<void> {
  await ensureDdlRole(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = '${statementTimeout}'`));
    await tx.execute(sql.raw(`set local role ${ddlRole}`));
    for (const statement of tables.flatMap((table) => tableDdl(table))) await tx.execute(sql.raw(statement));
    await tx.execute(sql.raw('set local role none'));
    // With the table go its key and sequences.
    for (const { name } of tables) await tx.execute(sql.raw(`alter table public."${name}" owner to current_user`));
    await then(tx);
  });
}
