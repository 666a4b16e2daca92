import { eq } from 'drizzle-orm';
import { sysConfig } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';

const cacheKey = (configKey: string) => `sys_config:${configKey}`;

/** A parameter's value, read through the shared cache (cleared when a parameter changes). */
export async function configValue(ctx: AppContext, configKey: string): Promise<string | null> {
  const cached = await ctx.kv.get(cacheKey(configKey));
  if (cached !== null) return cached;
  const [row] = await ctx.db.select({ value: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, configKey));
  if (!row) return null;
  await ctx.kv.set(cacheKey(configKey), row.value, 3600);
  return row.value;
}

export async function clearConfigCache(ctx: AppContext, configKey?: string) {
  const keys = configKey ? [cacheKey(configKey)] : await ctx.kv.keys('sys_config:');
  await ctx.kv.del(...keys);
}

export async function captchaEnabled(ctx: AppContext): Promise<boolean> {
  if (ctx.config.captchaDisabledByEnv) return false;
  return (await configValue(ctx, 'sys.account.captchaEnabled')) !== 'false';
}

export async function registerEnabled(ctx: AppContext): Promise<boolean> {
  return (await configValue(ctx, 'sys.account.registerUser')) === 'true';
}

/** RuoYi's password age: a password older than this many days must be replaced at the next sign-in; 0 (the default) is off. */
export async function passwordValidateDays(ctx: AppContext): Promise<number> {
  const days = Number(await configValue(ctx, 'sys.account.passwordValidateDays'));
  return Number.isSafeInteger(days) && days > 0 ? days : 0;
}

/** RuoYi's rule: a password set by an administrator must be replaced at the next sign-in while this is '1'. */
export async function initPasswordModify(ctx: AppContext): Promise<boolean> {
  return (await configValue(ctx, 'sys.account.initPasswordModify')) === '1';
}
