import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysConfig, sysJob, sysJobLog } from '../../../db/schema/index';
import { clearConfigCache } from '../../system/config/values';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { guardKey, heartbeatMs, leaseSeconds } from './lease';
import { recordLostRuns, runJob } from './runner';
import { jobScheduler } from './schedule';
import type { Job } from './service';
import { tasks } from './tasks';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const fail = (e: unknown) => { throw e; };
/** One instance's scheduler of the jobs handed, on an injected clock. */
const instance = (jobs: () => Promise<Job[]>, clock: () => Date, onRefused: (job: Job, min: number) => void = fail) =>
  jobScheduler(t.ctx, { jobs, clock, onError: fail, onRefused });
const logsOf = (jobId: number) => t.ctx.db.select().from(sysJobLog).where(eq(sysJobLog.jobId, jobId)).orderBy(sysJobLog.jobLogId);

describe('scheduled firings on two instances over one database and one shared store', () => {
  it('runs and logs each firing once', async () => {
    // Paused for the app's own scheduler; the two simulated instances below fire it.
    const [job] = await t.ctx.db.insert(sysJob).values({
      jobName: 'two instances', invokeTarget: "ryTask.ryParams('x')", cronExpression: '0 * * * * ?', status: '1', concurrent: '1',
    }).returning();
    let now = new Date('2030-06-01T08:00:00.200Z');
    const jobs = async () => [{ ...job!, status: '0' }];
    const [a, b] = [instance(jobs, () => now), instance(jobs, () => now)];
    const tickBoth = async (iso: string) => {
      now = new Date(iso);
      await Promise.all([a.tick(), b.tick()]);
      await Promise.all([a.idle(), b.idle()]);
    };
    await tickBoth('2030-06-01T08:00:00.200Z');
    for (const second of [30, 60.1, 90, 120.2, 150, 180.3]) await tickBoth(new Date(Date.parse('2030-06-01T08:00:00Z') + second * 1000).toISOString());

    const logs = await logsOf(job!.jobId);
    expect(logs).toHaveLength(3); // 08:01, 08:02, 08:03
    expect(logs.every((l) => l.status === '0' && l.jobMessage!.includes('ryParams: x'))).toBe(true);
  });

  it('remembers where the schedule stood across a restart, so missed firings follow the misfire policy', async () => {
    const [job] = await t.ctx.db.insert(sysJob).values({
      jobName: 'after a restart', invokeTarget: 'ryTask.ryNoParams', cronExpression: '0 * * * * ?', status: '1', concurrent: '0', misfirePolicy: '1',
    }).returning();
    let now = new Date('2031-03-01T09:00:30.000Z');
    const jobs = async () => [{ ...job!, status: '0' }];
    const before = instance(jobs, () => now);
    await before.tick();
    // The server is down for three minutes; a new process (a new scheduler) resumes ticking.
    now = new Date('2031-03-01T09:03:10.000Z');
    const after = instance(jobs, () => now);
    await after.tick();
    await after.idle();
    const logs = await logsOf(job!.jobId);
    expect(logs).toHaveLength(3); // 09:01, 09:02 (missed, fired now by policy 1) and 09:03
  });
});

describe('the minimum interval, enforced by the scheduler itself', () => {
  it('does not fire a row written straight into the table with an every-second cron, even with the parameter at 1', async () => {
    await t.ctx.db.update(sysConfig).set({ configValue: '1' }).where(eq(sysConfig.configKey, 'sys.job.minIntervalSeconds'));
    await clearConfigCache(t.ctx);
    // Written past the service, which would refuse it; paused, so only the scheduler below sees it.
    const rows = await t.ctx.db.insert(sysJob).values([
      { jobName: 'behind the screens', invokeTarget: 'ryTask.ryNoParams', cronExpression: '* * * * * ?', status: '1', concurrent: '0' },
      { jobName: 'every ten seconds', invokeTarget: 'ryTask.ryNoParams', cronExpression: '0/10 * * * * ?', status: '1', concurrent: '0' },
    ]).returning();
    const [everySecond, everyTen] = rows;
    let now = new Date('2032-05-01T10:00:00.300Z');
    const refused: [number, number][] = [];
    const scheduler = instance(async () => rows.map((row) => ({ ...row, status: '0' })), () => now, (job, min) => refused.push([job.jobId, min]));
    for (let second = 0; second <= 20; second++) {
      now = new Date(Date.parse('2032-05-01T10:00:00.300Z') + second * 1000);
      await scheduler.tick();
    }
    await scheduler.idle();
    expect(await logsOf(everySecond!.jobId)).toHaveLength(0);
    expect(await logsOf(everyTen!.jobId)).toHaveLength(2); // 10:00:10 and 10:00:20
    expect(refused).toEqual([[everySecond!.jobId, 10]]);
  });
});

describe('a run whose instance dies', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const startHungRun = async (jobName: string) => {
    const [job] = await t.ctx.db.insert(sysJob).values({ jobName, invokeTarget: 'ryTask.ryNoParams', cronExpression: '0 * * * * ?', status: '1', concurrent: '1' }).returning();
    let finish = () => {};
    vi.spyOn(tasks, 'ryTask.ryNoParams').mockImplementationOnce(() => new Promise((resolve) => { finish = () => resolve('finished late'); }));
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const run = runJob(t.ctx, job!);
    await expect.poll(() => t.kv.get(guardKey(job!.jobId))).not.toBeNull();
    await expect.poll(() => vi.mocked(tasks['ryTask.ryNoParams']).mock.calls.length).toBe(1);
    return { job: job!, run, finish: () => finish() };
  };

  it('is recorded as failed once its lease lapses, and the job then runs normally', async () => {
    const { job } = await startHungRun('dies mid-run');
    // The instance stops: no more heartbeats. Three beats later its lease and guard have lapsed.
    vi.setSystemTime(Date.now() + 3 * heartbeatMs + 1000);
    expect(leaseSeconds * 1000).toBeLessThanOrEqual(3 * heartbeatMs);

    // Its next run goes ahead: the guard lapsed with the lease.
    await runJob(t.ctx, job);
    const ran = (await logsOf(job.jobId)).filter((l) => l.status === '0');
    expect(ran.map((l) => l.jobMessage)).toEqual([expect.stringContaining('ryNoParams: no parameters')]);
    // Any instance's sweep records the lost run, once.
    await recordLostRuns(t.ctx);
    await recordLostRuns(t.ctx);
    const lost = (await logsOf(job.jobId)).filter((l) => l.status === '1');
    expect(lost).toHaveLength(1);
    expect(lost[0]!.jobMessage).toMatch(/^ryTask\.ryNoParams 执行中断：运行它的实例 .+:\d+ 停止了心跳/);
    expect(lost[0]!.durationMs).toBeGreaterThanOrEqual(3 * heartbeatMs);
  });

  it('keeps its lease while its heartbeat goes on, however long it runs', async () => {
    const { job, run, finish } = await startHungRun('long but alive');
    await vi.advanceTimersByTimeAsync(20 * heartbeatMs);
    await recordLostRuns(t.ctx);
    await runJob(t.ctx, job);
    expect((await logsOf(job.jobId)).map((l) => l.jobMessage)).toEqual([expect.stringContaining('上一次执行尚未结束')]);
    finish();
    await run;
    expect((await logsOf(job.jobId)).map((l) => l.status)).toEqual(['1', '0']);
    expect(await t.kv.get(guardKey(job.jobId))).toBeNull();
    expect(await t.kv.keys('job:running:run:')).toEqual([]);
  });
});
