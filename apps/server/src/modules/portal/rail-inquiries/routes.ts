import { gatewayAction, registerGatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { holidaysCommand, inquiryFcl, railwayInquiry, truckrate } from './commands';

/**
 * Rail smart inquiries: `POST /yhApi/truckrate`, `POST /yhApi/railwayInquiry` (LCL calculate and
 * authorize), `POST /yhApi/inquiryFcl` (full-container quote) and the gateway command `holidays`.
 */
export const railInquiryRoutes: RouteModule = (ctx) => async (app) => {
  gatewayAction(app, ctx, 'truckrate', truckrate);
  gatewayAction(app, ctx, 'railwayInquiry', railwayInquiry);
  gatewayAction(app, ctx, 'inquiryFcl', inquiryFcl);
  registerGatewayCommand('holidays', holidaysCommand);
};
