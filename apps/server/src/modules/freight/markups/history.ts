import { desc, eq } from 'drizzle-orm';
import { markupRuleHistory } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';

/** Every change of a rule, the latest first: who, when, the version it made, the row before and after. */
export function markupHistory(ctx: AppContext, markupId: number) {
  return ctx.db.select().from(markupRuleHistory).where(eq(markupRuleHistory.markupId, markupId)).orderBy(desc(markupRuleHistory.historyId));
}
