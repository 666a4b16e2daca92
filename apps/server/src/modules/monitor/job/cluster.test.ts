import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedEngines, sharedEnginesAvailable, type Instance } from '../../../../test/sharedEngines';

/**
 * Two real server processes on one PostgreSQL and one Redis, both running the scheduler: every
 * firing of a job is claimed once (one firing row) and logged once (issue 8). Runs with the PostgreSQL suite when a Redis is there too.
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

  it('runs and logs each firing of an every-second job exactly once', async () => {
    const [a, b] = instances as [Instance, Instance];
    const token = (await call(a.base, '/login', undefined, 'POST', { username: 'admin', password: 'admin123' })).token as string;
    const jobName = `cluster ${randomUUID().slice(0, 6)}`;
    // Every second needs the schedule rule's minimum lowered to one second.
    const { rows: [minimum] } = (await call(a.base, '/system/config/list?configKey=sys.job.minIntervalSeconds', token)) as unknown as { rows: object[] };
    expect((await call(a.base, '/system/config', token, 'PUT', { ...minimum, configValue: '1' })).code).toBe(200);
    const added = await call(a.base, '/monitor/job', token, 'POST', {
      jobName, invokeTarget: "ryTask.ryParams('cluster')", cronExpression: '* * * * * ?', misfirePolicy: '3', concurrent: '0', status: '0',
    });
    expect(added.code).toBe(200);
    await sleep(6000);
    const { rows } = (await call(b.base, `/monitor/job/list?jobName=${encodeURIComponent(jobName)}`, token)) as unknown as { rows: { jobId: number }[] };
    expect((await call(b.base, '/monitor/job/changeStatus', token, 'PUT', { jobId: rows[0]!.jobId, status: '1' })).code).toBe(200);
    await sleep(2000);

    const db = new pg.Client({ connectionString: engines.databaseUrl });
    await db.connect();
    try {
      const logs = await db.query<{ n: string }>('select count(*) as n from sys_job_log where job_id = $1 and status = $2', [rows[0]!.jobId, '0']);
      const claims = await db.query<{ n: string }>('select count(*) as n from sys_job_firing where job_id = $1', [rows[0]!.jobId]);
      expect(Number(claims.rows[0]!.n)).toBeGreaterThanOrEqual(3);
      expect(Number(logs.rows[0]!.n)).toBe(Number(claims.rows[0]!.n));
    } finally {
      await db.end();
    }
  }, 60_000);
});
