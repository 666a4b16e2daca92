import type { AppContext } from '../../../platform/context';
import { configValue } from '../../system/config/values';

/** The parameter holding the lowest margin a rule may give, in % of buy (0 when unset or not a number). */
export const floorKey = 'freight.markup.floorPercent';
export const overridePermission = 'freight:markup:override';

export async function floorPercent(ctx: AppContext): Promise<number> {
  const value = Number((await configValue(ctx, floorKey))?.trim() || Number.NaN);
  return Number.isFinite(value) ? value : 0;
}
