import { z } from 'zod';
import { todayUtc } from '@freight/domain';
import { keptReply, parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { markupsVersion } from '../rates-common/index';
import { latestRate, latestRates } from './service';

const InvoiceTransQuery = z.object({
  page: z.int().min(0).max(10_000).default(0),
  maxrows: z.int().min(1).max(100).default(100),
});

/**
 * callYhApi `invoicetrans`: the exchange rates in force, newest first, and the CNY to USD and CNY to RUB rates
 * (portal.md §3). Every portal first screen asks for them, so the reply is kept until an exchange rate changes
 * (every write raises the markups version) or the day turns (a rate entered ahead comes into force).
 */
export const invoicetrans: GatewayCommand = {
  customerOnly: false,
  handler: async (ctx, _req, { content }) => {
    const { page, maxrows } = parseCommandData(InvoiceTransQuery, content.data);
    const version = await markupsVersion(ctx.db);
    return keptReply(ctx.db, `invoicetrans\n${version}\n${todayUtc()}\n${page}\n${maxrows}`, async () => {
      const [rows, usd, rub] = await Promise.all([
        latestRates(ctx.db, page, maxrows),
        latestRate(ctx.db, 'CNY', 'USD'),
        latestRate(ctx.db, 'CNY', 'RUB'),
      ]);
      return { rows, usd, rub };
    });
  },
};
