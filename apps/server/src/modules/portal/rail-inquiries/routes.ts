import { gatewayAction, registerGatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { holidaysCommand, inquiryFcl, railwayInquiry, truckrate } from './commands';
import { railquotation } from './quotation';

/**
 * Rail smart inquiries: `POST /yhApi/truckrate`, `POST /yhApi/railwayInquiry` (LCL calculate and
 * authorize), `POST /yhApi/inquiryFcl` (full-container quote) and the gateway commands `holidays` and `railquotation`.
 */
export const railInquiryRoutes: RouteModule = (ctx) => async (app) => {
  gatewayAction(app, ctx, 'truckrate', truckrate);
  gatewayAction(app, ctx, 'railwayInquiry', railwayInquiry);
  gatewayAction(app, ctx, 'inquiryFcl', inquiryFcl);
  registerGatewayCommand('holidays', holidaysCommand);
  registerGatewayCommand('railquotation', railquotation);
};
