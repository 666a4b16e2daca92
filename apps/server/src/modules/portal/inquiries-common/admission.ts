import type { InquiryOwner, MessageKey } from '@freight/domain';
import type { Db } from '../../../db/client';
import { customerCommand } from '../../../platform/commands/customerCommand';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { configValue } from '../../system/config/values';

/**
 * How many inquiries (sea, rail LCL and rail FCL together) one customer account may send: per minute and
 * per 24 hours, from the parameters when set (a whole number of 1 or more), else the defaults (issue 13).
 */
const inquiryLimits = [
  { configKey: 'freight.inquiry.perMinute', fallback: 20, seconds: 60, refusal: 'inquiry.tooMany.minute' },
  { configKey: 'freight.inquiry.perDay', fallback: 500, seconds: 86_400, refusal: 'inquiry.tooMany.day' },
] as const satisfies readonly { configKey: string; fallback: number; seconds: number; refusal: MessageKey }[];

function limitOf(value: string | null, fallback: number): number {
  const limit = Number(value?.trim() || Number.NaN);
  return Number.isSafeInteger(limit) && limit >= 1 ? limit : fallback;
}

/**
 * Counts one more inquiry of the caller's customer account and refuses it (429) past a limit. The counters
 * live in the shared store, so the limit holds across server instances; each window starts with its first inquiry.
 */
async function countInquiry(ctx: AppContext, owner: InquiryOwner): Promise<void> {
  for (const { configKey, fallback, seconds, refusal } of inquiryLimits) {
    const max = limitOf(await configValue(ctx, configKey), fallback);
    const count = await ctx.kv.incr(`inquiries:${seconds}:${owner.customerId}`, seconds);
    if (count > max) throw new AppError(refusal, { max }, 429);
  }
}

/**
 * The command that sends one kind of inquiry, whatever the door: only a customer company's account may (a staff
 * account on the portal has none, and the desk could not open its inquiry); the company is counted against the limits
 * (a refused inquiry is not written), then `submit` writes it as the caller's. The door has checked the payload.
 */
export function inquiryCommand<Data, Result>(name: string, submit: (db: Db, owner: InquiryOwner, usercode: string, data: Data) => Promise<Result>) {
  return customerCommand(name, async (ctx, actor, data: Data) => {
    if (actor.customerId === 0) throw new AppError('inquiry.staffAccount', {}, 403);
    const owner = { userId: actor.userId, customerId: actor.customerId };
    await countInquiry(ctx, owner);
    return submit(ctx.db, owner, actor.userName, data);
  });
}
