import type { AppContext } from '../../../platform/context';
import { configValue } from '../../system/config/values';

/** Days a quote stays valid (parameter freight.quote.validDays): 7 when missing or not a whole number from 1 to 365. */
export async function quoteValidDays(ctx: AppContext): Promise<number> {
  const days = Number(await configValue(ctx, 'freight.quote.validDays'));
  return Number.isInteger(days) && days >= 1 && days <= 365 ? days : 7;
}

/** Days before its last valid day that the customer is reminded of an open quote. */
export const reminderDays = 3;
