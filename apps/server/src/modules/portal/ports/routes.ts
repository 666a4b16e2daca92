import { registerGatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { hotports, portlookup, tradelane } from './command';

/** Ports and stations for the portal's pickers: the gateway commands `portlookup`, `hotports` and `tradelane`. */
export const portsRoutes: RouteModule = () => async () => {
  registerGatewayCommand('portlookup', portlookup);
  registerGatewayCommand('hotports', hotports);
  registerGatewayCommand('tradelane', tradelane);
};
