import { registerGatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { ratedetail } from './command';

/** The rate detail dialog: the gateway command `ratedetail`. */
export const rateDetailRoutes: RouteModule = () => async () => {
  registerGatewayCommand('ratedetail', ratedetail);
};
