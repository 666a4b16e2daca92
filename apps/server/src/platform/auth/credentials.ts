import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { MessageKey } from '@freight/domain';
import { customer, sysDept, sysUser } from '../../db/schema/index';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { writeLoginLog } from '../loginLog';
import { hashPassword, verifyPassword } from '../password';
import type { KvStore } from '../kv/index';

export const maxPasswordAttempts = 5;
export const lockMinutes = 10;
/**
 * Failures are counted per account and client address, and only that pair is locked: wrong passwords sent from
 * elsewhere cannot lock the owner out. Across all addresses the account is only slowed down.
 */
const pairKey = (userName: string, ip: string) => `pwd_err_cnt:${encodeURIComponent(userName)}:${ip}`;
const accountKey = (userName: string) => `pwd_err_all:${encodeURIComponent(userName)}`;
/** Each failure past the pair limit, from anywhere, adds this much delay to the account's next attempts, up to the cap. */
const slowdownStepMs = 250;
const slowdownCapMs = 3000;

/** Lifts every lock and slowdown of an account (the login log's unlock). */
export async function unlockAccount(kv: KvStore, userName: string): Promise<void> {
  await kv.del(accountKey(userName), ...await kv.keys(`pwd_err_cnt:${encodeURIComponent(userName)}:`));
}

async function lockedError(kv: KvStore, key: string): Promise<AppError> {
  const seconds = await kv.ttl(key);
  return new AppError('login.locked', { count: maxPasswordAttempts, minutes: Math.max(1, Math.ceil((seconds > 0 ? seconds : lockMinutes * 60) / 60)) });
}

/** One argon2 hash to check unknown accounts against, so they take as long as known ones (no user-name probing by time). */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(randomUUID()));

/**
 * One password tried for an account from an address, under the lock-out every password check shares (sign-in, the
 * lock screen): 5 wrong ones lock the account at that address for 10 minutes, and slow it down everywhere. A missing
 * `hash` (no such account) fails like a wrong password, in the same time. Throws `failed` when it does not match.
 *
 * The attempt takes its place among the pair's 5 in the same atomic step that checks the lock, before the password is
 * checked: a parallel burst gets 5 passwords checked, not as many as read the count before the first failure landed.
 */
export async function checkPasswordAttempt(
  kv: KvStore, ip: string, userName: string, hash: string | undefined, password: string, failed: MessageKey = 'login.failed',
): Promise<void> {
  const accountFailures = Number((await kv.get(accountKey(userName))) ?? 0);
  if (accountFailures > maxPasswordAttempts) await sleep(Math.min((accountFailures - maxPasswordAttempts) * slowdownStepMs, slowdownCapMs));
  const pair = pairKey(userName, ip);
  const attempt = await kv.incrBelow(pair, maxPasswordAttempts, lockMinutes * 60);
  if (attempt === null) throw await lockedError(kv, pair);
  const matches = await verifyPassword(hash ?? await decoyHash(), password);
  if (!hash || !matches) {
    await kv.incr(accountKey(userName), lockMinutes * 60);
    if (attempt >= maxPasswordAttempts) throw await lockedError(kv, pair);
    throw new AppError(failed);
  }
  // The right password gives the pair its 5 attempts back.
  await kv.del(pair, accountKey(userName));
}

export interface Credentials { username: string; password: string; code?: string; uuid?: string }
export type AuthenticatedUser = typeof sysUser.$inferSelect & { deptName: string };

/**
 * One check for every sign-in (back office and sign-on service): captcha, the password under the lock-out
 * (`checkPasswordAttempt`), account status; every attempt is logged.
 */
export async function checkCredentials(
  ctx: AppContext,
  req: FastifyRequest,
  credentials: Credentials,
  { captcha, userTypes }: { captcha: boolean; userTypes: string[] },
): Promise<AuthenticatedUser> {
  const userName = credentials.username;
  try {
    if (captcha) await ctx.captcha.check(credentials.uuid, credentials.code);
    const [row] = await ctx.db
      .select({ user: sysUser, deptName: sysDept.deptName, companyStatus: customer.status })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .leftJoin(customer, eq(customer.customerId, sysUser.customerId))
      .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));

    // The attempt is taken after the account is read, so an outage of the database above costs none. The right
    // password gives the attempts back even for an account that is disabled; a missing account was refused there.
    const candidate = row && userTypes.includes(row.user.userType) ? row : undefined;
    await checkPasswordAttempt(ctx.kv, req.ip, userName, candidate?.user.password, credentials.password);
    const known = candidate!;
    // A customer's user signs in only while the company is enabled too.
    if (known.user.status !== '0' || (known.companyStatus ?? '0') !== '0') throw new AppError('login.disabled');
    await ctx.db.update(sysUser).set({ loginIp: req.ip, loginDate: new Date() }).where(eq(sysUser.userId, known.user.userId));
    await writeLoginLog(ctx.db, req, userName, true, req.t('login.success'));
    return { ...known.user, deptName: known.deptName ?? '' };
  } catch (error) {
    if (error instanceof AppError) await writeLoginLog(ctx.db, req, userName, false, req.t(error.key, error.params));
    throw error;
  }
}
