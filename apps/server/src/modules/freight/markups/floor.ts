import type { FastifyRequest } from 'fastify';
import { belowFloor, hasPermission, type MarkupBody } from '@freight/domain';
import { sysOperLog } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { BusinessType } from '../../../platform/operationLog';
import { configValue } from '../../system/config/values';

/** The parameter holding the lowest margin a rule may give, in % of buy (0 when unset or not a number). */
export const floorKey = 'freight.markup.floorPercent';
export const overridePermission = 'freight:markup:override';

export async function floorPercent(ctx: AppContext): Promise<number> {
  const value = Number((await configValue(ctx, floorKey))?.trim() || Number.NaN);
  return Number.isFinite(value) ? value : 0;
}

export const mayOverride = (req: FastifyRequest) =>
  hasPermission(req.session!.permissions, overridePermission) || req.session!.roles.includes('admin');

/**
 * A rule below the floor margin is refused unless the caller may override the floor and gives a reason. Answers
 * the rule as it is saved: its reason kept only when it overrides the floor.
 */
export async function checkFloor(ctx: AppContext, req: FastifyRequest, body: MarkupBody): Promise<{ body: MarkupBody; overridden: number | null }> {
  const floor = await floorPercent(ctx);
  if (!belowFloor(body, floor)) return { body: { ...body, overridereason: '' }, overridden: null };
  if (!mayOverride(req)) throw new AppError('markup.floor.below', { floor });
  if (!body.overridereason) throw new AppError('markup.floor.reason');
  return { body, overridden: floor };
}

/** The override in the operation log, as its own entry naming the rule, the floor and the reason. */
export async function logOverride(ctx: AppContext, req: FastifyRequest, markupId: number, body: MarkupBody, floor: number): Promise<void> {
  await ctx.db.insert(sysOperLog).values({
    title: '加价规则-低于最低毛利',
    businessType: BusinessType.other,
    method: (req.routeOptions.url ?? '').slice(0, 200),
    requestMethod: req.method,
    operName: req.session!.userName.slice(0, 50),
    deptName: req.session!.deptName.slice(0, 50),
    operUrl: req.url.split('?')[0]!.slice(0, 255),
    operIp: req.ip.slice(0, 128),
    operParam: JSON.stringify({ markupId, method: body.method, value: body.value, floorPercent: floor, reason: body.overridereason }).slice(0, 2000),
  });
}
