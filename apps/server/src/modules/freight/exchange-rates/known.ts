import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { knownCurrencies } from '../sea-rates/references';

/**
 * Refuses a price in a currency no exchange rate converts, when staff save it: otherwise the customer
 * would find it, as a price shown "***".
 */
export async function requireExchangeRates(ctx: AppContext, currencies: Iterable<string>): Promise<void> {
  const known = await knownCurrencies(ctx);
  const missing = [...currencies].find((code) => !known.has(code));
  if (missing) throw new AppError('currency.noExchangeRate', { code: missing });
}
