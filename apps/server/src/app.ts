import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccessGuard } from './platform/auth/guard';
import { registerCommandDoors } from './platform/commands/doors';
import { SessionStore } from './platform/auth/session';
import { TokenIssuer } from './platform/auth/token';
import { CaptchaService } from './platform/captcha';
import type { AppContext } from './platform/context';
import { registerErrorHandler } from './platform/errorHandler';
import { registerFormBody } from './platform/formBody';
import { registerRequestLanguage } from './platform/i18n';
import type { KvStore } from './platform/kv/index';
import type { RouteModule } from './platform/module';
import { registerForeground } from './platform/foreground';
import { registerOperationLog } from './platform/operationLog';
import { registerWellFormedText } from './platform/wellFormedText';
import { registerWebApp } from './platform/webApp';
import { registerSecurityHeaders } from './platform/securityHeaders';
import { clientErrorHandler } from './platform/clientErrors';
import { registerApiDocs } from './platform/apiDocs';
import { registerBackOfficeTime } from './platform/backOfficeTime';
import { boundCaches } from './platform/cacheBounds';
import { healthRoutes } from './modules/common/health/routes';
import { companyRoutes } from './modules/common/company/routes';
import { loginRoutes } from './modules/system/login/routes';
import { currentStaffAccess } from './modules/system/login/access';
import { onlineRoutes } from './modules/monitor/online/routes';
import { profileRoutes } from './modules/system/profile/routes';
import { ssoRoutes } from './modules/sso/routes';
import { portalAccountRoutes } from './modules/portal/account/routes';
import { gatewayRoutes } from './modules/portal/gateway/routes';
import { exchangeRoutes } from './modules/portal/exchange/routes';
import { portsRoutes } from './modules/portal/ports/routes';
import { railRatesRoutes } from './modules/portal/rail-rates/routes';
import { seaRatesRoutes } from './modules/portal/sea-rates/routes';
import { rateDetailRoutes } from './modules/portal/rate-detail/routes';
import { seaInquiryRoutes } from './modules/portal/sea-inquiries/routes';
import { inquiryListRoutes } from './modules/portal/inquiry-lists/routes';
import { railInquiryRoutes } from './modules/portal/rail-inquiries/routes';
import { postRoutes } from './modules/system/post/routes';
import { deptRoutes } from './modules/system/dept/routes';
import { dictTypeRoutes } from './modules/system/dict/typeRoutes';
import { dictDataRoutes } from './modules/system/dict/dataRoutes';
import { configRoutes } from './modules/system/config/routes';
import { userRoutes } from './modules/system/user/routes';
import { roleRoutes } from './modules/system/role/routes';
import { menuRoutes } from './modules/system/menu/routes';
import { fileRoutes } from './modules/common/files/routes';
import { logRoutes } from './modules/monitor/operlog/routes';
import { noticeRoutes } from './modules/system/notice/routes';
import { LocalFileStorage } from './platform/storage/index';
import { inquiryDeskRoutes } from './modules/freight/inquiry-desk/routes';
import { quoteRoutes } from './modules/freight/quotes/routes';
import { quoteRoutes as portalQuoteRoutes } from './modules/portal/quotes/routes';
import { dashboardRoutes } from './modules/freight/dashboard/routes';
import { freightPortRoutes } from './modules/freight/ports/routes';
import { freightTradeLaneRoutes } from './modules/freight/trade-lanes/routes';
import { freightCarrierRoutes } from './modules/freight/carriers/routes';
import { freightMarkupRoutes } from './modules/freight/markups/routes';
import { freightTruckRateRoutes } from './modules/freight/truck-rates/routes';
import { freightHolidayRoutes } from './modules/freight/holidays/routes';
import { freightExchangeRateRoutes } from './modules/freight/exchange-rates/routes';
import { freightCustomerRoutes } from './modules/freight/customers/routes';
import { freightCustomerUserRoutes } from './modules/freight/customers/userRoutes';
import { freightSeaRateRoutes } from './modules/freight/sea-rates/routes';
import { freightRailLclRateRoutes } from './modules/freight/rail-lcl-rates/routes';
import { freightRailFclRateRoutes } from './modules/freight/rail-fcl-rates/routes';
import { carrierSheetRoutes } from './modules/freight/carrier-sheets/routes';
import { genRoutes } from './modules/tool/gen/routes';
import { jobRoutes } from './modules/monitor/job/routes';
import { jobLogRoutes } from './modules/monitor/job-log/routes';
import { serverMonitorRoutes } from './modules/monitor/server/routes';
import { cacheMonitorRoutes } from './modules/monitor/cache/routes';
import { mailLogRoutes } from './modules/monitor/mail/routes';

/** Every feature's routes, mounted under /api. */
const routeModules: RouteModule[] = [healthRoutes, loginRoutes, onlineRoutes, profileRoutes, ssoRoutes, gatewayRoutes, exchangeRoutes, portalAccountRoutes,
  portsRoutes, railRatesRoutes, seaRatesRoutes, rateDetailRoutes];
routeModules.push(seaInquiryRoutes);
routeModules.push(inquiryListRoutes);
routeModules.push(railInquiryRoutes);
routeModules.push(portalQuoteRoutes);
routeModules.push(companyRoutes);
/** The back-office system screens (posts, departments, dictionaries, parameters). */
const systemRouteModules: RouteModule[] = [postRoutes, deptRoutes, dictTypeRoutes, dictDataRoutes, configRoutes];
systemRouteModules.push(userRoutes);
systemRouteModules.push(roleRoutes, menuRoutes);
/** The inquiry desk and the dashboard of the back-office home. */
systemRouteModules.push(inquiryDeskRoutes, quoteRoutes, dashboardRoutes);
/** The freight reference data screens (ports, lanes, carriers, truck rates, holidays, exchange rates, customers). */
systemRouteModules.push(freightPortRoutes, freightTradeLaneRoutes, freightCarrierRoutes, freightTruckRateRoutes, freightHolidayRoutes,
  freightExchangeRateRoutes, freightCustomerRoutes, freightCustomerUserRoutes);
/** The rate maintenance screens (sea FCL with surcharges, rail LCL with prices, rail FCL). */
systemRouteModules.push(freightSeaRateRoutes, freightRailLclRateRoutes, freightRailFclRateRoutes);
/** A carrier's own rate sheet, imported by its mapping as sea rates. */
systemRouteModules.push(carrierSheetRoutes);
/** Customer pricing: the markup rules. */
systemRouteModules.push(freightMarkupRoutes);
/** The code generator. */
systemRouteModules.push(genRoutes);

/** Scheduled jobs (their scheduler starts and stops with the app), the job log, the server and cache monitors, the mail log (and its sender). */
systemRouteModules.push(jobRoutes, jobLogRoutes, serverMonitorRoutes, cacheMonitorRoutes, mailLogRoutes);

/** Spec limit for one request body: 5 MiB. */
export const bodyLimit = 5 * 1024 * 1024;

export interface BuildOptions {
  config: Config;
  database: Database;
  kv: KvStore;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, kv, logger }: BuildOptions) {
  boundCaches(config.caches);
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    clientErrorHandler: clientErrorHandler(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = new SessionStore(kv, config.sessionMinutes * 60);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    kv,
    sessions,
    tokens: new TokenIssuer(config.tokenSecret),
    captcha: new CaptchaService(kv),
    storage: new LocalFileStorage(`${config.dataDir}/uploads`),
  };

  await app.register(fastifyCookie);
  registerForeground(app);
  registerSecurityHeaders(app, config);
  registerRequestLanguage(app);
  registerErrorHandler(app);
  registerAccessGuard(app, ctx.tokens, sessions, kv, ctx.db, currentStaffAccess);
  registerCommandDoors(app);
  registerWellFormedText(app);
  registerOperationLog(app, ctx.db);
  registerFormBody(app);
  registerBackOfficeTime(app, config.timeZone);
  await registerApiDocs(app);

  await app.register(async (api) => {
    for (const routes of routeModules) await api.register(routes(ctx));
    for (const routes of systemRouteModules) await api.register(routes(ctx));
    await api.register(fileRoutes(ctx));
    await api.register(logRoutes(ctx));
    await api.register(noticeRoutes(ctx));
  }, { prefix: '/api' });

  await registerWebApp(app, config.webDist);
  return { app, ctx };
}
