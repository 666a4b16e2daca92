import { registerGatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { invoicetrans } from './command';

/** The portal's exchange rates: the gateway command `invoicetrans`. */
export const exchangeRoutes: RouteModule = () => async () => {
  registerGatewayCommand('invoicetrans', invoicetrans);
};
