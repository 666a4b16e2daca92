import { gatewayAction } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { callYhApiRailway, callZxyjYhApi } from './command';

/** Rail rates: `POST /yhApi/callYhApiRailway` (search) and `POST /yhApi/callZxyjYhApi` (hot rates). */
export const railRatesRoutes: RouteModule = (ctx) => async (app) => {
  gatewayAction(app, ctx, 'callYhApiRailway', callYhApiRailway);
  gatewayAction(app, ctx, 'callZxyjYhApi', callZxyjYhApi);
};
