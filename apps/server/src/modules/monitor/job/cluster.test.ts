import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedEngines, sharedEnginesAvailable, type Instance } from '../../../../test/sharedEngines';
import type { RunRecord } from './lease';

/**
 * Two real server processes on one PostgreSQL and one Redis, both running the scheduler: every
 * firing of a job is claimed once (one firing row) and logged once (issue 8), no job fires more often than the
 * minimum, and a run whose instance is killed is logged as failed while the job goes on firing (issues 10 and 19).
 * Runs with the PostgreSQL suite when a Redis is there too.
 */
describe.runIf(sharedEnginesAvailable)('scheduled jobs on two instances sharing PostgreSQL and Redis', () => {
  const engines = new SharedEngines();
  const instances: Instance[] = [];
  const call = async (base: string, path: string, token: string | undefined, method = 'GET', body?: object) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (body) headers['content-type'] = 'application/json';
    const reply = await fetch(`${base}/api${path}`, { method, headers, body: body && JSON.stringify(body) });
    return (await reply.json()) as Record<string, unknown> & { code: number };
  };

  beforeAll(async () => {
    instances.push(...(await engines.open(2, { CAPTCHA_ENABLED: 'false' })));
  }, 120_000);

  afterAll(() => engines.close(), 60_000);

  const signIn = async (at: Instance) => (await call(at.base, '/login', undefined, 'POST', { username: 'admin', password: 'admin123' })).token as string;
  const addJob = async (at: Instance, token: string, job: object) => {
    const jobName = `cluster ${randomUUID().slice(0, 6)}`;
    expect((await call(at.base, '/monitor/job', token, 'POST', { jobName, misfirePolicy: '3', status: '0', ...job })).code).toBe(200);
    const { rows } = (await call(at.base, `/monitor/job/list?jobName=${encodeURIComponent(jobName)}`, token)) as unknown as { rows: { jobId: number }[] };
    return rows[0]!.jobId;
  };
  const count = async (db: pg.Client, sql: string, params: unknown[]) => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);

  it('runs and logs each firing exactly once, and never fires a row written straight into the table every second', async () => {
    const [a, b] = instances as [Instance, Instance];
    const token = await signIn(a);
    // The parameter at one second still leaves the floor of ten.
    const { rows: [minimum] } = (await call(a.base, '/system/config/list?configKey=sys.job.minIntervalSeconds', token)) as unknown as { rows: object[] };
    expect((await call(a.base, '/system/config', token, 'PUT', { ...minimum, configValue: '1' })).code).toBe(200);
    expect((await call(a.base, '/monitor/job', token, 'POST', { jobName: 'every second', invokeTarget: 'ryTask.ryNoParams', cronExpression: '* * * * * ?' })).code).toBe(500);
    const jobId = await addJob(a, token, { invokeTarget: "ryTask.ryParams('cluster')", cronExpression: '0/10 * * * * ?', concurrent: '0' });

    const db = new pg.Client({ connectionString: engines.databaseUrl });
    await db.connect();
    try {
      const { rows: [forced] } = await db.query<{ job_id: string }>(`insert into sys_job (job_name, invoke_target, cron_expression, status, concurrent)
        values ('forced every second', 'ryTask.ryNoParams', '* * * * * ?', '0', '0') returning job_id`);
      // Every instance reloads its jobs at once, as after a change through the service.
      await engines.redis.set(`${engines.prefix}job:version`, randomUUID());
      const firings = (id: unknown) => count(db, 'select count(*) as n from sys_job_firing where job_id = $1', [id]);
      await expect.poll(() => firings(jobId), { timeout: 40_000, interval: 1000 }).toBeGreaterThanOrEqual(2);
      expect((await call(b.base, '/monitor/job/changeStatus', token, 'PUT', { jobId, status: '1' })).code).toBe(200);
      await sleep(2000);
      const logs = await count(db, 'select count(*) as n from sys_job_log where job_id = $1 and status = $2', [jobId, '0']);
      expect(logs).toBe(await firings(jobId));
      expect(await firings(forced!.job_id)).toBe(0);
      expect(await count(db, 'select count(*) as n from sys_job_log where job_id = $1', [forced!.job_id])).toBe(0);
      await db.query(`update sys_job set status = '1' where job_id = $1`, [forced!.job_id]);
    } finally {
      await db.end();
    }
  }, 90_000);

  /** The record of a run of the job under way, with the instance running it, as only a test may read it from Redis. */
  const runUnderWay = async (jobId: number): Promise<RunRecord | undefined> => {
    const keys = await engines.redis.keys(`${engines.prefix}job:running:run:*`);
    const records = keys.length ? await engines.redis.mget(...keys) : [];
    return records.flatMap((r) => (r ? [JSON.parse(r) as RunRecord] : [])).find((r) => r.jobId === jobId);
  };

  it('logs as failed a run whose instance is killed mid-run, and runs the job normally at a next firing', async () => {
    const token = await signIn(instances[0]!);
    // Holding this lock keeps logs.purge inside its run (it deletes from sys_logininfor), long enough to kill its instance.
    const locker = new pg.Client({ connectionString: engines.databaseUrl });
    await locker.connect();
    let victim: Instance | undefined;
    let jobId: number;
    try {
      await locker.query('begin');
      await locker.query('lock table sys_logininfor in access exclusive mode');
      jobId = await addJob(instances[0]!, token, { invokeTarget: 'logs.purge(90)', cronExpression: '0/10 * * * * ?', concurrent: '1' });
      await expect.poll(() => runUnderWay(jobId), { timeout: 30_000, interval: 500 }).toBeDefined();
      const run = (await runUnderWay(jobId))!;
      victim = instances.find((i) => run.instance.endsWith(`:${i.child.pid}`));
      expect(victim).toBeDefined();
      const exited = once(victim!.child, 'exit');
      victim!.child.kill('SIGKILL');
      await exited;
    } finally {
      await locker.query('rollback');
      await locker.end();
    }

    const db = new pg.Client({ connectionString: engines.databaseUrl });
    await db.connect();
    try {
      const logs = async () => (await db.query<{ id: string; status: string; message: string }>(
        'select job_log_id as id, status, job_message as message from sys_job_log where job_id = $1 order by job_log_id', [jobId])).rows;
      const lostThenRan = async () => {
        const rows = await logs();
        const lost = rows.findIndex((r) => r.message.includes('执行中断'));
        return lost >= 0 && rows.slice(lost + 1).some((r) => r.status === '0');
      };
      // The lease lapses within 15 s of the kill, the survivor's sweep logs the run within 5 s more, and the next firing runs.
      await expect.poll(lostThenRan, { timeout: 60_000, interval: 1000 }).toBe(true);
      const lost = (await logs()).filter((r) => r.message.includes('执行中断'));
      expect(lost).toHaveLength(1);
      expect(lost[0]).toMatchObject({ status: '1', message: expect.stringContaining(`:${victim!.child.pid}`) });
    } finally {
      await db.end();
    }
  }, 120_000);
});
