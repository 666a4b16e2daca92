import type { RouteModule } from '../../../platform/module';
import { okData } from '../../../platform/reply';
import { serverStatus } from './service';

/** The server monitor: CPU, memory, the Node process, disks, database and shared store. */
export const serverMonitorRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/monitor/server', { config: { access: { permission: 'monitor:server:list' } } },
    async (req) => okData(req, await serverStatus(ctx, (span) => req.t('monitor.runTime', span))));
};
