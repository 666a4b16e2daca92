import { eq, sql } from 'drizzle-orm';
import { bearer, type TestApp } from '../../../../test/harness';
import { sysUser } from '../../../db/schema/index';
import { issuePortalCredentials } from '../../../platform/gateway/index';
import { anonymousCredentials, callGateway, envelopeFor, type Credentials } from '../gateway/testing';

/** Test helpers for the rate and port calls: signed calls in a chosen language, and what the database holds. */

export interface Callers {
  anonymous: Credentials;
  customer: Credentials;
}

export async function callers(t: TestApp): Promise<Callers> {
  return {
    anonymous: await anonymousCredentials(t),
    customer: await issuePortalCredentials(t.ctx, { usercode: 'demo', isAnonymous: false, customerId: 1, userType: 'C' }),
  };
}

/** Portal credentials of a seeded customer user, as its sign-in would issue them. */
export async function customerCredentials(t: TestApp, userName: string): Promise<Credentials> {
  const [user] = await t.ctx.db.select({ userId: sysUser.userId, customerId: sysUser.customerId }).from(sysUser).where(eq(sysUser.userName, userName));
  return issuePortalCredentials(t.ctx, { usercode: userName, isAnonymous: false, userId: user!.userId, customerId: user!.customerId!, userType: 'C' });
}

const acceptLanguage = { zh_CN: 'zh-CN,zh;q=0.9', en_US: 'en-US,en;q=0.9', ru_Ru: 'ru-RU,ru;q=0.9' } as const;
export type TestLanguage = keyof typeof acceptLanguage;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are checked field by field in the tests
export type Reply = { code: number; msg: string; status: string; content?: { data: any } };

/** A call with its own path (`callYhApiRailway`, `fclRate`, ...). */
export async function callAction(t: TestApp, credentials: Credentials, action: string, data?: unknown, language: TestLanguage = 'zh_CN'): Promise<Reply> {
  const body = envelopeFor(credentials, { action, command: { url: `/yhApi/${action}`, data } });
  return callGateway(t, action, body, { ...bearer(credentials.token), 'accept-language': acceptLanguage[language] });
}

/** A callYhApi command named by `key`. */
export async function callCommand(t: TestApp, credentials: Credentials, key: string, data?: unknown, language: TestLanguage = 'zh_CN'): Promise<Reply> {
  const body = envelopeFor(credentials, { command: { key, url: '/yhApi/callYhApi', data } });
  return callGateway(t, 'callYhApi', body, { ...bearer(credentials.token), 'accept-language': acceptLanguage[language] });
}

const freightTables = ['port', 'trade_lane', 'carrier', 'rail_lcl_rate', 'rail_lcl_price', 'rail_fcl_rate', 'sea_rate', 'surcharge'];

/** Row count and a hash of every row of each freight table: equal before and after a call that wrote nothing. */
export async function freightFootprint(t: TestApp): Promise<Record<string, string>> {
  const footprint: Record<string, string> = {};
  for (const table of freightTables) {
    const result = await t.ctx.db.execute<{ n: number; hash: string }>(
      sql`select count(*)::int as n, coalesce(sum(hashtext(x::text)::bigint), 0)::text as hash from ${sql.identifier(table)} x`);
    footprint[table] = `${result.rows[0]!.n} ${result.rows[0]!.hash}`;
  }
  return footprint;
}

/** Today (UTC) moved by `days`, 'YYYY-MM-DD'. */
export const isoDay = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Every number anywhere in a value (a price field of a masked reply must hold none). */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}
