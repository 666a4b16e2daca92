import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { ssoKey } from '../../db/schema/index';

/** The token-signing keys: made on first start and kept in the database, so every instance signs alike. */
export async function signingKeys(db: Db): Promise<JWK[]> {
  const read = async () => (await db.select().from(ssoKey).orderBy(asc(ssoKey.createTime), asc(ssoKey.kid))).map((r) => JSON.parse(r.jwk) as JWK);
  const existing = await read();
  if (existing.length) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await db.insert(ssoKey).values({ kid: jwk.kid, jwk: JSON.stringify(jwk) }).onConflictDoNothing();
  return read();
}
