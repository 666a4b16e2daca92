import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysJob, sysJobLog } from '../../../db/schema/index';
import { Scheduler } from '../../../platform/scheduler/scheduler';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { databaseLedger } from './ledger';
import { runJob } from './runner';
import type { Job } from './service';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('scheduled firings on two instances over one database and one shared store', () => {
  it('runs and logs each firing once', async () => {
    // Paused for the app's own scheduler; the two simulated instances below fire it.
    const [job] = await t.ctx.db.insert(sysJob).values({
      jobName: 'two instances', invokeTarget: "ryTask.ryParams('x')", cronExpression: '0/5 * * * * ?', status: '1', concurrent: '1',
    }).returning();
    let now = new Date('2030-06-01T08:00:00.200Z');
    const jobs = async () => [{ ...job!, status: '0' }];
    const instance = () => new Scheduler<Job>({ ledger: databaseLedger(t.ctx.db), jobs, clock: () => now, onError: (e) => { throw e; }, fire: (j) => runJob(t.ctx, j) });
    const [a, b] = [instance(), instance()];
    const tickBoth = async (iso: string) => {
      now = new Date(iso);
      await Promise.all([a.tick(), b.tick()]);
      await Promise.all([a.idle(), b.idle()]);
    };
    await tickBoth('2030-06-01T08:00:00.200Z');
    for (const second of [3, 5.1, 7, 10.2, 12, 15.3]) await tickBoth(new Date(Date.parse('2030-06-01T08:00:00Z') + second * 1000).toISOString());

    const logs = await t.ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, job!.jobId));
    expect(logs).toHaveLength(3); // 08:00:05, :10, :15
    expect(logs.every((l) => l.status === '0' && l.jobMessage!.includes('ryParams: x'))).toBe(true);
  });

  it('remembers where the schedule stood across a restart, so missed firings follow the misfire policy', async () => {
    const [job] = await t.ctx.db.insert(sysJob).values({
      jobName: 'after a restart', invokeTarget: 'ryTask.ryNoParams', cronExpression: '0 * * * * ?', status: '1', concurrent: '0', misfirePolicy: '1',
    }).returning();
    let now = new Date('2031-03-01T09:00:30.000Z');
    const instance = () => new Scheduler<Job>({ ledger: databaseLedger(t.ctx.db), jobs: async () => [{ ...job!, status: '0' }], clock: () => now, onError: (e) => { throw e; }, fire: (j) => runJob(t.ctx, j) });
    const before = instance();
    await before.tick();
    // The server is down for three minutes; a new process (a new scheduler) resumes ticking.
    now = new Date('2031-03-01T09:03:10.000Z');
    const after = instance();
    await after.tick();
    await after.idle();
    const logs = await t.ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, job!.jobId));
    expect(logs).toHaveLength(3); // 09:01, 09:02 (missed, fired now by policy 1) and 09:03
  });
});
