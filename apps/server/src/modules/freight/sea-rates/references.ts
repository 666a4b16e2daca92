import { eq } from 'drizzle-orm';
import type { ModuleType } from '@freight/domain';
import { exchangeRate, port, tradeLane } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';

/** Port codes of one mode: sea ports ('ox') for sea rates, rail stations ('rt') for rail rates. */
export async function portsOf(ctx: AppContext, mode: ModuleType): Promise<Set<string>> {
  return new Set((await ctx.db.select({ code: port.portcode }).from(port).where(eq(port.moduletype, mode))).map((p) => p.code));
}

/** Trade lane codes of one mode. */
export async function tradeLanesOf(ctx: AppContext, mode: ModuleType): Promise<Set<string>> {
  return new Set((await ctx.db.select({ code: tradeLane.tradelanecode }).from(tradeLane).where(eq(tradeLane.moduletype, mode))).map((l) => l.code));
}

/** Currencies the exchange rates know: a price in any other could not be converted (issue 12). */
export async function knownCurrencies(ctx: AppContext): Promise<Set<string>> {
  const pairs = await ctx.db.selectDistinct({ src: exchangeRate.srccurrency, dest: exchangeRate.destcurrency }).from(exchangeRate);
  return new Set(pairs.flatMap((pair) => [pair.src, pair.dest]));
}
