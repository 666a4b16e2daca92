import { gatewayAction, registerGatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { fclRate, surcharges } from './command';

/** Sea rates: `POST /yhApi/fclRate` (search) and the gateway command `surcharges`. */
export const seaRatesRoutes: RouteModule = (ctx) => async (app) => {
  gatewayAction(app, ctx, 'fclRate', fclRate);
  registerGatewayCommand('surcharges', surcharges);
};
