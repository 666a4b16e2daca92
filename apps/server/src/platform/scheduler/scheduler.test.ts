import { describe, expect, it } from 'vitest';
import { firingsToRun, Scheduler, type FiringLedger, type ScheduledJob } from './scheduler';
import { isValidCron, nextFirings } from './cron';

const at = (iso: string) => new Date(iso);

/** A ledger in memory, shared by the schedulers of one test as the database is by real instances. */
function memoryLedger(): FiringLedger {
  const checked = new Map<number, Date>();
  const claims = new Set<string>();
  return {
    async checkpoint(jobIds, now) {
      const before = new Map(jobIds.flatMap((id) => (checked.has(id) ? [[id, checked.get(id)!] as const] : [])));
      for (const id of jobIds) checked.set(id, now);
      return before;
    },
    async claim(jobId, fireTime) {
      const key = `${jobId}@${fireTime.getTime()}`;
      if (claims.has(key)) return false;
      claims.add(key);
      return true;
    },
    async forget(jobId) { checked.delete(jobId); },
  };
}

/** Schedulers ticking by hand on an injected clock, recording which instance ran which firing and which jobs it refused. */
function cluster(jobs: ScheduledJob[], instances: number, minIntervalSeconds = 1) {
  const ledger = memoryLedger();
  let now = at('2030-01-01T00:00:00.500Z');
  const fired: { instance: number; jobId: number; fireTime: string }[] = [];
  const refused: { instance: number; jobId: number; min: number }[] = [];
  const schedulers = Array.from({ length: instances }, (_, instance) => new Scheduler({
    ledger, jobs: async () => jobs, clock: () => now, onError: (e) => { throw e; }, minIntervalSeconds: async () => minIntervalSeconds,
    onRefused: (job, min) => { refused.push({ instance, jobId: job.jobId, min }); },
    fire: async (job, fireTime) => { fired.push({ instance, jobId: job.jobId, fireTime: fireTime.toISOString() }); },
  }));
  return {
    fired, refused, schedulers,
    advanceTo: async (iso: string) => {
      now = at(iso);
      // Both instances tick at the same moment, interleaved.
      await Promise.all(schedulers.map((s) => s.tick()));
      await Promise.all(schedulers.map((s) => s.idle()));
    },
  };
}

describe('cron expressions (Quartz style)', () => {
  it('accepts seconds-first expressions with ?, 0/10, L, W and #; refuses the rest', () => {
    for (const ok of ['0/10 * * * * ?', '0 0 2 * * ?', '0 15 10 ? * 6L', '0 0 12 ? * MON#2', '0 0 12 LW * ?', '0 0 0 1 1 ? 2030']) expect(isValidCron(ok), ok).toBe(true);
    for (const bad of ['* * * * *', '0 0 25 * * ?', '0 61 * * * ?', 'rm -rf /', '', '0 0 0 32 * ?']) expect(isValidCron(bad), bad).toBe(false);
    expect(nextFirings('0 0/15 * * * ?', at('2030-01-01T00:07:00Z'), 3).map((d) => d.toISOString()))
      .toEqual(['2030-01-01T00:15:00.000Z', '2030-01-01T00:30:00.000Z', '2030-01-01T00:45:00.000Z']);
  });
});

describe('scheduler', () => {
  it('runs each firing exactly once across two instances sharing the ledger', async () => {
    const c = cluster([{ jobId: 1, cronExpression: '0/2 * * * * ?', misfirePolicy: '3' }], 2);
    await c.advanceTo('2030-01-01T00:00:00.500Z'); // first sight: starts counting
    for (let s = 1; s <= 10; s++) await c.advanceTo(`2030-01-01T00:00:${String(s).padStart(2, '0')}.600Z`);
    expect(c.fired.map((f) => f.fireTime)).toEqual([2, 4, 6, 8, 10].map((s) => `2030-01-01T00:00:${String(s).padStart(2, '0')}.000Z`));
    // Both instances took part in the work; no firing ran twice.
    expect(new Set(c.fired.map((f) => f.fireTime)).size).toBe(c.fired.length);
  });

  it('handles missed firings by the misfire policy: 1 fires all, 2 fires once, 3 skips', async () => {
    const jobs = [
      { jobId: 1, cronExpression: '0 * * * * ?', misfirePolicy: '1' },
      { jobId: 2, cronExpression: '0 * * * * ?', misfirePolicy: '2' },
      { jobId: 3, cronExpression: '0 * * * * ?', misfirePolicy: '3' },
    ];
    const c = cluster(jobs, 2);
    await c.advanceTo('2030-01-01T00:00:00.500Z');
    // Every instance was down for five minutes; ticking resumes at 00:05:10.
    await c.advanceTo('2030-01-01T00:05:10.000Z');
    const byJob = (jobId: number) => c.fired.filter((f) => f.jobId === jobId).map((f) => f.fireTime.slice(11, 19));
    expect(byJob(1)).toEqual(['00:01:00', '00:02:00', '00:03:00', '00:04:00', '00:05:00']);
    expect(byJob(2)).toEqual(['00:04:00', '00:05:00']);
    expect(byJob(3)).toEqual(['00:05:00']);
  });

  it('never fires a job more often than the minimum interval, whatever cron its row holds', async () => {
    const jobs = [
      { jobId: 1, cronExpression: '* * * * * ?', misfirePolicy: '1' },
      { jobId: 2, cronExpression: '0/5 * * * * ?', misfirePolicy: '3' },
      { jobId: 3, cronExpression: '0/10 * * * * ?', misfirePolicy: '3' },
      { jobId: 4, cronExpression: '0,1 * * * * ?', misfirePolicy: '3' },
    ];
    const c = cluster(jobs, 2, 10);
    await c.advanceTo('2030-01-01T00:00:00.500Z');
    for (let s = 1; s <= 30; s++) await c.advanceTo(new Date(Date.parse('2030-01-01T00:00:00.600Z') + s * 1000).toISOString());
    expect(c.fired.map((f) => [f.jobId, f.fireTime.slice(11, 19)])).toEqual([[3, '00:00:10'], [3, '00:00:20'], [3, '00:00:30']]);
    // Each instance says once per job why it does not fire it.
    expect(c.refused.filter((r) => r.instance === 0)).toEqual([1, 2, 4].map((jobId) => ({ instance: 0, jobId, min: 10 })));
    expect(c.refused).toHaveLength(6);
  });

  it('counts a refused job\'s schedule as looked at, so allowing it later fires no backlog of misfires', async () => {
    let min = 10;
    const ledger = memoryLedger();
    let now = at('2030-01-01T00:00:00.500Z');
    const fired: string[] = [];
    const scheduler = new Scheduler({
      ledger, clock: () => now, onError: (e) => { throw e; }, onRefused: () => undefined, minIntervalSeconds: async () => min,
      jobs: async () => [{ jobId: 1, cronExpression: '* * * * * ?', misfirePolicy: '1' }],
      fire: async (_job, fireTime) => { fired.push(fireTime.toISOString().slice(11, 19)); },
    });
    for (const second of [0, 5, 10]) {
      now = new Date(Date.parse('2030-01-01T00:00:00.500Z') + second * 1000);
      await scheduler.tick();
    }
    min = 1;
    now = at('2030-01-01T00:00:12.500Z');
    await scheduler.tick();
    await scheduler.idle();
    expect(fired).toEqual(['00:00:11', '00:00:12']);
  });

  it('picks the firings to run from the due ones', () => {
    const now = at('2030-01-01T01:00:00Z');
    const due = [at('2030-01-01T00:58:00Z'), at('2030-01-01T00:58:30Z'), at('2030-01-01T00:59:30Z')];
    expect(firingsToRun('3', due, now, 60_000)).toEqual([due[2]]);
    expect(firingsToRun('2', due, now, 60_000)).toEqual([due[1], due[2]]);
    expect(firingsToRun('1', due, now, 60_000)).toEqual(due);
    expect(firingsToRun('2', [due[2]!], now, 60_000)).toEqual([due[2]]);
  });

  it('starts and stops its own tick loop, waiting for a run under way', async () => {
    let started = false;
    let finished = false;
    const scheduler = new Scheduler({
      ledger: memoryLedger(), onError: () => undefined, onRefused: () => undefined, minIntervalSeconds: async () => 1, tickMs: 20,
      jobs: async () => [{ jobId: 9, cronExpression: '* * * * * ?', misfirePolicy: '3' }],
      fire: async () => { started = true; await new Promise((r) => setTimeout(r, 50)); finished = true; },
    });
    scheduler.start();
    await expect.poll(() => started).toBe(true);
    await scheduler.stop();
    expect(finished).toBe(true);
  });
});
