import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { ssoKey } from '../../db/schema/index';

const storedKeys = async (db: Pick<Db, 'select'>) =>
  (await db.select().from(ssoKey).orderBy(asc(ssoKey.createTime), asc(ssoKey.kid))).map((r) => JSON.parse(r.jwk) as JWK);

/**
 * The token-signing keys: made on first start and kept in the database, so every instance signs alike.
 * Instances starting together take turns, so only one key is ever made.
 */
export async function signingKeys(db: Db): Promise<JWK[]> {
  const existing = await storedKeys(db);
  if (existing.length) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const made = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('sso-signing-keys', 0))`);
    if (!(await storedKeys(tx)).length) await tx.insert(ssoKey).values({ kid: made.kid, jwk: JSON.stringify(made) });
    return storedKeys(tx);
  });
}
