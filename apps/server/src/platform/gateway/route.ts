import type { RouteDoor } from '../commands/doors';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { RouteModule } from '../module';
import type { GatewayCommand } from './commands';
import { gatewayFailure, gatewayOk, SerializedData, sendSerialized } from './reply';
import { acceptEnvelope, checkEnvelope, requireCustomer, type VerifiedCall } from './verify';

type ApiInstance = Parameters<ReturnType<RouteModule>>[0];

/**
 * `POST /yhApi/<action>` (or `path`) taking a signed envelope whose `action` is this one. `resolve` picks the command
 * from the checked call; unknown commands and anonymous callers of customer calls are refused before the
 * nonce is spent, so a refused call writes nothing. The route declares `door` (doors.ts): `gateway` when it picks the
 * command by the call's key.
 */
export function gatewayRoute(
  app: ApiInstance, ctx: AppContext, action: string, resolve: (call: VerifiedCall) => GatewayCommand, path = `/yhApi/${action}`,
  door: RouteDoor = { writes: 'gateway' },
): void {
  app.post(path, { config: { access: { gateway: true }, ...door } }, async (req, reply) => {
    try {
      const call = await checkEnvelope(ctx, req, action);
      const command = resolve(call);
      if (command.customerOnly) requireCustomer(call.session);
      await acceptEnvelope(ctx, call);
      const data = await command.handler(ctx, req, call);
      if (!(data instanceof SerializedData)) return gatewayOk(req, data);
      return sendSerialized(req, reply, data);
    } catch (error) {
      if (error instanceof AppError) return gatewayFailure(req, error);
      throw error;
    }
  });
}

/**
 * One envelope-checked call with its own path, `/yhApi/<action>` unless `path` says otherwise:
 * `gatewayAction(app, ctx, 'fclRate', { customerOnly: false, handler })`.
 */
export function gatewayAction(app: ApiInstance, ctx: AppContext, action: string, command: GatewayCommand, path?: string): void {
  gatewayRoute(app, ctx, action, () => command, path, command.door ?? {});
}
