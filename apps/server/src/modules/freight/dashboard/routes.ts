import { PriceHistoryQuery } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { okData } from '../../../platform/reply';
import { dashboardSummary, priceHistory } from './service';

const access = { access: { permission: 'freight:dashboard:view' } };

/** The back-office home dashboard (issue 7): the summary widgets, and a lane's price history on demand. */
export const dashboardRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/freight/dashboard/summary', { config: access }, async (req) => okData(req, await dashboardSummary(ctx)));

  app.get('/freight/dashboard/price-history', { config: access, schema: { querystring: PriceHistoryQuery } },
    async (req) => okData(req, await priceHistory(ctx, req.query)));
};
