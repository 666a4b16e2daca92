import type { InquiryOwner, MessageKey } from '@freight/domain';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { VerifiedCall } from '../../../platform/gateway/index';
import { configValue } from '../../system/config/values';
import { parseInquiry } from './parse';
import { inquiryOwner } from './submission';

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

/** A customer's inquiry as sent: its payload checked by `schema`, then counted against the limits. */
export async function admitInquiry<S extends z.ZodType>(ctx: AppContext, call: VerifiedCall, schema: S): Promise<{ owner: InquiryOwner; data: z.output<S> }> {
  const data = parseInquiry(schema, call.content.data);
  const owner = inquiryOwner(call.session);
  await countInquiry(ctx, owner);
  return { owner, data };
}
