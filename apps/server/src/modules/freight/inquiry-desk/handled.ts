import { inArray } from 'drizzle-orm';
import type { HandledBody } from '@freight/domain';
import { fclInquiry, railLclInquiry } from '../../../db/schema/index';
import type { Actor } from '../../../platform/commands/actor';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';

/** Marks rail inquiries (LCL or full container) handled or open again; an unknown id changes none of them. */
export async function markHandled(ctx: AppContext, staff: Pick<Actor, 'userName'>, mode: 'rail' | 'fcl', body: HandledBody): Promise<void> {
  const table = mode === 'rail' ? railLclInquiry : fclInquiry;
  await ctx.db.transaction(async (tx) => {
    const changed = await tx.update(table).set({ handled: body.handled, updateBy: staff.userName, updateTime: new Date() })
      .where(inArray(table.inquiryId, body.inquiryIds)).returning({ inquiryId: table.inquiryId });
    if (changed.length !== new Set(body.inquiryIds).size) throw new AppError('http.404', {}, 404);
  });
}
