import { gatewayAction, registerGatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { callYhImport, seaquotation } from './command';

/** Sea smart inquiries: `POST /yhApi/callYhImport` (create) and the gateway command `seaquotation` (read back, quoted or not). */
export const seaInquiryRoutes: RouteModule = (ctx) => async (app) => {
  gatewayAction(app, ctx, 'callYhImport', callYhImport);
  registerGatewayCommand('seaquotation', seaquotation);
};
