import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sysJobFiring, sysJobSchedule } from '../../../db/schema/index';
import type { FiringLedger } from '../../../platform/scheduler/scheduler';

/** Claims older than this are of no use to any instance and are cleared. */
const keepFiringsMs = 3_600_000;
const purgeEveryMs = 600_000;

/**
 * The scheduler's ledger in the database every instance shares: a firing is taken by the one
 * instance whose insert of (job, firing time) succeeds, and where each schedule stood outlives a
 * restart, so the misfire policy decides about firings missed while the server was down.
 */
export function databaseLedger(db: Db): FiringLedger {
  let purgedAt = 0;
  return {
    async checkpoint(jobIds, now) {
      const before = await db.select().from(sysJobSchedule).where(inArray(sysJobSchedule.jobId, jobIds));
      await db.insert(sysJobSchedule).values(jobIds.map((jobId) => ({ jobId, checkedAt: now })))
        .onConflictDoUpdate({ target: sysJobSchedule.jobId, set: { checkedAt: now } });
      if (now.getTime() - purgedAt > purgeEveryMs) {
        purgedAt = now.getTime();
        await db.delete(sysJobFiring).where(lt(sysJobFiring.fireTime, new Date(now.getTime() - keepFiringsMs)));
      }
      return new Map(before.map((row) => [row.jobId, row.checkedAt]));
    },
    async claim(jobId, fireTime) {
      const taken = await db.insert(sysJobFiring).values({ jobId, fireTime }).onConflictDoNothing().returning({ jobId: sysJobFiring.jobId });
      return taken.length === 1;
    },
    async forget(jobId) {
      await db.delete(sysJobSchedule).where(eq(sysJobSchedule.jobId, jobId));
    },
  };
}
