import { gatewayAction, registerGatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { inquiryFclList, inquiryList, seaInquiryList } from './command';

/**
 * The customer's inquiry lists: `POST /yhApi/inquiryList` (rail LCL), `POST /yhApi/inquiryFclList`
 * (full container) and the callYhApi command `inquirylist` (sea history).
 */
export const inquiryListRoutes: RouteModule = (ctx) => async (app) => {
  gatewayAction(app, ctx, 'inquiryList', inquiryList);
  gatewayAction(app, ctx, 'inquiryFclList', inquiryFclList);
  registerGatewayCommand('inquirylist', seaInquiryList);
};
