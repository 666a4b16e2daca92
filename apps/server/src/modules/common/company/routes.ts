import type { RouteModule } from '../../../platform/module';
import { okData } from '../../../platform/reply';

/** The provider's company from the configuration (name and address in every language, phone, e-mail), for the web apps' footers. */
export const companyRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/company', { config: { access: { public: true } } }, async (req) => okData(req, ctx.config.company));
};
