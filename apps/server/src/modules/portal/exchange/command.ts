import { z } from 'zod';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { latestRate, latestRates } from './service';

const InvoiceTransQuery = z.object({
  page: z.int().min(0).max(10_000).default(0),
  maxrows: z.int().min(1).max(100).default(100),
});

/** callYhApi `invoicetrans`: the exchange rates in force, newest first, and the CNY to USD and CNY to RUB rates (portal.md §3). */
export const invoicetrans: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, _req, { content }) => {
    const { page, maxrows } = parseCommandData(InvoiceTransQuery, content.data);
    const [rows, usd, rub] = await Promise.all([
      latestRates(ctx.db, page, maxrows),
      latestRate(ctx.db, 'CNY', 'USD'),
      latestRate(ctx.db, 'CNY', 'RUB'),
    ]);
    return { rows, usd, rub };
  },
};
