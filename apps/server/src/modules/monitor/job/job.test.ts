import { edited, JobBody, parseInvokeTarget, zonedInstant } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysConfig, sysJob, sysJobLog } from '../../../db/schema/index';
import { builtInJobs } from '../../../db/seed/index';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient, staffWith } from '../../../../test/api';
import type { Actor } from '../../../platform/commands/actor';
import { jobLogCommands } from '../job-log/commands';
import { jobCommands } from './commands';
import { addJob as addJobCommand, updateJob as updateJobCommand } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let english: Awaited<ReturnType<typeof staffClient>>;
let reader: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  english = await staffClient(t, 'admin', 'en');
  reader = await staffWith(t, 'reader', ['monitor:job:list', 'monitor:job:query']);
});
afterAll(async () => { await t.close(); });

/** Never due while the tests run, so only "run once" starts these jobs. */
const farFuture = '0 0 3 1 1 ? 2099';
const job = (over: Record<string, unknown> = {}) => ({ jobName: 'test job', jobGroup: 'DEFAULT', invokeTarget: 'ryTask.ryNoParams', cronExpression: farFuture, ...over });
const jobCount = () => t.ctx.db.$count(sysJob);

async function addJob(over: Record<string, unknown>) {
  expect(await admin.post('/monitor/job', job(over))).toMatchObject({ code: 200 });
  const list = await admin.get(`/monitor/job/list?jobName=${encodeURIComponent(String(over.jobName))}`);
  return list.rows[0] as { jobId: number; jobName: string; jobGroup: string; invokeTarget: string };
}
const logsOf = async (jobName: string) => (await admin.get(`/monitor/jobLog/list?jobName=${encodeURIComponent(jobName)}&pageSize=50`)).rows as {
  jobLogId: number; jobId: number; status: string; jobMessage: string; exceptionInfo: string | null; durationMs: number; invokeTarget: string;
}[];

describe('scheduled jobs', () => {
  it('comes with the built-in tasks as paused jobs whose targets pass the registry', async () => {
    const seeded = await admin.get('/monitor/job/list?jobGroup=SYSTEM');
    expect(seeded.rows.map((j: { invokeTarget: string }) => j.invokeTarget)).toEqual(['freight.expireRates()', 'freight.expireQuotes()', 'logs.purge(90)', 'cache.refresh()']);
    const all = (await admin.get('/monitor/job/list?pageSize=50')).rows as { invokeTarget: string; status: string }[];
    expect(all.filter((j) => j.status === '1').length).toBeGreaterThanOrEqual(6);
    for (const { invokeTarget } of all) expect(parseInvokeTarget(invokeTarget).ok, invokeTarget).toBe(true);
  });

  it('refuses every kind of hostile or unknown invoke target when saved, and writes nothing', async () => {
    const before = await jobCount();
    const refused: [string, string][] = [
      ["java.lang.Runtime.getRuntime().exec('id')", 'job.target.syntax'],
      ['com.ruoyi.quartz.task.RyTask.ryNoParams()', 'job.target.syntax'],
      ['ryTask.ryNoParams.constructor', 'job.target.syntax'],
      ["ryTask.ryParams(require('child_process'))", 'job.target.syntax'],
      ['ryTask.ryParams(ryTask.ryNoParams())', 'job.target.syntax'],
      ["ryTask.ryParams('a' + 'b')", 'job.target.syntax'],
      ['ryTask.ryNoParams(); process.exit(1)', 'job.target.syntax'],
      ['../../etc/passwd', 'job.target.syntax'],
      ['/bin/sh -c id', 'job.target.syntax'],
      ['rmi://evil.example/Exploit', 'job.target.syntax'],
      ['http://evil.example/x', 'job.target.syntax'],
      ['ryTask.ryParams(`id`)', 'job.target.syntax'],
      ['__proto__.polluted()', 'job.target.unknown'],
      ['process.exit()', 'job.target.unknown'],
      ['ryTask.missing', 'job.target.unknown'],
      ["logs.purge('90')", 'job.target.args'],
      ['logs.purge(0)', 'job.target.args'],
      // Accepted before, then failed at every run: no date lies that many days back.
      ['logs.purge(99999999999)', 'job.target.args'],
      ['logs.purge(36501)', 'job.target.args'],
      ['ryTask.ryParams()', 'job.target.args'],
    ];
    const texts = {
      'job.target.syntax': '调用目标格式不正确：只允许 名称.方法 或 名称.方法(参数)，参数只能是字符串、数字或布尔值',
      'job.target.unknown': '调用目标不是已登记的任务',
      'job.target.args': '调用目标的参数个数、类型或取值范围与任务不符',
    } as Record<string, string>;
    for (const [invokeTarget, key] of refused) {
      expect(await admin.post('/monitor/job', job({ invokeTarget })), invokeTarget).toEqual({ code: 400, msg: texts[key] });
    }
    expect(await english.post('/monitor/job', job({ invokeTarget: 'ryTask.missing' }))).toEqual({ code: 400, msg: 'The invoke target names no registered task' });
    // Refused by its shape: bad input (400); refused by the scheduler's own checks: RuoYi's error (500).
    expect(await admin.post('/monitor/job', job({ cronExpression: '0 0 25 * * ?' }))).toEqual({ code: 500, msg: 'Cron执行表达式不正确' });
    expect(await admin.post('/monitor/job', job({ cronExpression: 'rm -rf /' }))).toEqual({ code: 400, msg: 'Cron执行表达式不正确' });
    expect(await admin.post('/monitor/job', job({ misfirePolicy: '9' }))).toEqual({ code: 400, msg: '执行策略不正确' });
    expect(await jobCount()).toBe(before);
  });

  it('checks the target and its arguments in the service itself, on add, edit and resume, whoever calls it', async () => {
    const before = await jobCount();
    const body = { jobName: 'past the route', jobGroup: 'DEFAULT', invokeTarget: 'logs.purge(99999999999)', cronExpression: farFuture, misfirePolicy: '3', concurrent: '1', status: '1' } as const;
    await expect(addJobCommand(t.ctx, body, 'admin')).rejects.toMatchObject({ key: 'job.target.args', replyCode: 500 });
    await expect(addJobCommand(t.ctx, { ...body, invokeTarget: 'process.exit(1)' }, 'admin')).rejects.toMatchObject({ key: 'job.target.unknown' });
    expect(await jobCount()).toBe(before);

    const saved = await addJob({ jobName: 'resumed on a bad target', status: '1' });
    const read = (await admin.get(`/monitor/job/${saved.jobId}`)).data;
    await expect(updateJobCommand(t.ctx, { ...read, invokeTarget: 'logs.purge(0)' }, 'admin')).rejects.toMatchObject({ key: 'job.target.args' });
    await t.ctx.db.execute(sql`update sys_job set invoke_target = 'logs.purge(99999999999)' where job_id = ${saved.jobId}`);
    expect(await english.put('/monitor/job/changeStatus', { jobId: saved.jobId, status: '0' }))
      .toEqual({ code: 500, msg: 'The arguments do not match the task (number, kind or range)' });
    expect((await admin.get(`/monitor/job/${saved.jobId}`)).data.status).toBe('1');
  });

  it('adds, reads, edits, pauses, exports and deletes a job; previews the next five firings', async () => {
    const added = await addJob({ jobName: 'crud job', invokeTarget: "ryTask.ryParams('ry')", misfirePolicy: '2', concurrent: '0', remark: 'r' });
    const read = await admin.get(`/monitor/job/${added.jobId}`);
    expect(read.data).toMatchObject({ jobName: 'crud job', invokeTarget: "ryTask.ryParams('ry')", misfirePolicy: '2', concurrent: '0', status: '0', createBy: 'admin' });
    expect(await admin.put('/monitor/job', { ...read.data, invokeTarget: 'logs.purge(90)' })).toMatchObject({ code: 200 });
    expect(await admin.put('/monitor/job', { ...read.data, invokeTarget: 'a.b.c' })).toMatchObject({ code: 400 });
    expect((await admin.get(`/monitor/job/${added.jobId}`)).data.invokeTarget).toBe('logs.purge(90)');
    expect(await admin.put('/monitor/job/changeStatus', { jobId: added.jobId, status: '1' })).toMatchObject({ code: 200 });
    expect((await admin.get('/monitor/job/list?status=1&jobName=crud')).rows.map((r: { jobId: number }) => r.jobId)).toEqual([added.jobId]);

    const next = await admin.get(`/monitor/job/cronNext?cronExpression=${encodeURIComponent('0 0/30 * * * ?')}`);
    expect(next.data).toHaveLength(5);
    expect(next.data[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:(00|30):00$/);
    const times = (next.data as string[]).map((s) => zonedInstant(s, 'Asia/Shanghai')!);
    expect(times.every((d) => d.getSeconds() === 0 && d.getMinutes() % 30 === 0)).toBe(true);
    expect(times[1]!.getTime() - times[0]!.getTime()).toBe(30 * 60 * 1000);
    expect((await admin.get('/monitor/job/cronNext?cronExpression=0%200%2025%20*%20*%20%3F')).code).toBe(500);

    const rows = await readWorkbook(await admin.exportFile('/monitor/job/export', { jobName: 'crud' }));
    expect(rows[0]).toContain('任务名称');
    expect(rows.slice(1).map((r) => r[1])).toEqual(['crud job']);
    expect(rows[1]).toEqual(expect.arrayContaining(['执行一次', '允许', '暂停']));

    expect(await admin.del(`/monitor/job/${added.jobId}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`/monitor/job/${added.jobId}`)).code).toBe(404);
  });

  it('logs every manual run: message, status, duration, and the error detail when it fails', async () => {
    const good = await addJob({ jobName: 'run ok', invokeTarget: "ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)" });
    expect(await admin.put('/monitor/job/run', { jobId: good.jobId, jobGroup: 'DEFAULT' })).toMatchObject({ code: 200 });
    const [ok] = await logsOf('run ok');
    expect(ok).toMatchObject({ jobId: good.jobId, status: '0', exceptionInfo: null, invokeTarget: good.invokeTarget });
    expect(ok!.jobMessage).toContain('ryMultipleParams: ry, true, 2000, 316.5, 100');
    expect(ok!.durationMs).toBeGreaterThanOrEqual(0);

    // No registered task fails with the arguments the registry lets through, so the row is changed behind the
    // screens to one it refuses: the run checks the target again, fails, and logs why.
    const bad = await addJob({ jobName: 'run bad', invokeTarget: 'logs.purge(30)' });
    await t.ctx.db.execute(sql`update sys_job set invoke_target = 'logs.purge(0)' where job_id = ${bad.jobId}`);
    await admin.put('/monitor/job/run', { jobId: bad.jobId });
    const [failed] = await logsOf('run bad');
    expect(failed).toMatchObject({ status: '1', jobMessage: 'logs.purge(0) 执行失败' });
    expect(failed!.exceptionInfo).toContain('调用目标的参数个数、类型或取值范围与任务不符');

    // A row changed behind the screens still cannot run anything outside the registry.
    await t.ctx.db.execute(sql`update sys_job set invoke_target = 'process.exit(1)' where job_id = ${bad.jobId}`);
    await admin.put('/monitor/job/run', { jobId: bad.jobId });
    expect((await logsOf('run bad'))[0]).toMatchObject({ status: '1', exceptionInfo: expect.stringContaining('调用目标不是已登记的任务') });
  });

  it('skips (and logs) a run of a non-concurrent job while another run is under way; concurrent jobs overlap', async () => {
    const single = await addJob({ jobName: 'single', concurrent: '1' });
    await t.kv.set(`job:running:${single.jobId}`, 'elsewhere', 60);
    await admin.put('/monitor/job/run', { jobId: single.jobId });
    expect((await logsOf('single'))[0]).toMatchObject({ status: '1', jobMessage: expect.stringContaining('上一次执行尚未结束') });
    await t.kv.del(`job:running:${single.jobId}`);
    await admin.put('/monitor/job/run', { jobId: single.jobId });
    expect((await logsOf('single'))[0]).toMatchObject({ status: '0' });
    expect(await t.kv.get(`job:running:${single.jobId}`)).toBeNull();

    const overlapping = await addJob({ jobName: 'overlapping', concurrent: '0' });
    await t.kv.set(`job:running:${overlapping.jobId}`, 'elsewhere', 60);
    await admin.put('/monitor/job/run', { jobId: overlapping.jobId });
    expect((await logsOf('overlapping'))[0]).toMatchObject({ status: '0' });
  });

  it('runs the built-in tasks: expire rates, purge old logs, refresh caches', async () => {
    const activeExpired = () => t.ctx.db.execute(sql`select
      (select count(*) from rail_lcl_rate where status = '0' and expireddate < current_date) +
      (select count(*) from rail_fcl_rate where status = '0' and expireddate < current_date) +
      (select count(*) from sea_rate where status = '0' and expireddate < current_date) as n`);
    await t.ctx.db.execute(sql`update sea_rate set expireddate = current_date - 1 where fclrateid = (select min(fclrateid) from sea_rate)`);
    const expire = await addJob({ jobName: 'expire rates', invokeTarget: 'freight.expireRates()' });
    await admin.put('/monitor/job/run', { jobId: expire.jobId });
    expect((await logsOf('expire rates'))[0]).toMatchObject({ status: '0', jobMessage: expect.stringContaining('expired rail_lcl_rate=') });
    expect(Number((await activeExpired()).rows[0]!.n)).toBe(0);

    await t.ctx.db.execute(sql`insert into sys_oper_log (title, oper_time) values ('old', now() - interval '100 days'), ('recent', now())`);
    await t.ctx.db.insert(sysJobLog).values({ jobName: 'ancient', jobGroup: 'DEFAULT', invokeTarget: 'x.y', createTime: new Date(Date.now() - 100 * 86_400_000) });
    const purge = await addJob({ jobName: 'purge logs', invokeTarget: 'logs.purge(90)' });
    await admin.put('/monitor/job/run', { jobId: purge.jobId });
    expect((await logsOf('purge logs'))[0]).toMatchObject({ status: '0', jobMessage: expect.stringContaining('joblog=1') });
    const titles = (await t.ctx.db.execute(sql`select title from sys_oper_log where title in ('old', 'recent')`)).rows.map((r) => r.title);
    expect(titles).toEqual(['recent']);

    await t.kv.set('sys_dict:sys_yes_no:zh_CN', '[]', 60);
    await t.kv.set('sys_config:sys.index.skinName', 'x', 60);
    const refresh = await addJob({ jobName: 'refresh caches', invokeTarget: 'cache.refresh' });
    await admin.put('/monitor/job/run', { jobId: refresh.jobId });
    expect(await t.kv.get('sys_dict:sys_yes_no:zh_CN')).toBeNull();
    expect(await t.kv.get('sys_config:sys.index.skinName')).toBeNull();
  });

  it('refuses changes to jobs without the permission (the reader may only read)', async () => {
    expect((await reader.get('/monitor/job/list')).code).toBe(200);
    expect((await reader.get('/monitor/jobLog/list')).code).toBe(200);
    expect(await reader.post('/monitor/job', job())).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await reader.put('/monitor/job', { ...job(), jobId: 1 })).code).toBe(403);
    expect((await reader.put('/monitor/job/changeStatus', { jobId: 1, status: '0' })).code).toBe(403);
    expect((await reader.put('/monitor/job/run', { jobId: 1 })).code).toBe(403);
    expect((await reader.del('/monitor/job/1')).code).toBe(403);
    expect((await reader.del('/monitor/jobLog/clean')).code).toBe(403);
    expect((await reader.del('/monitor/jobLog/1')).code).toBe(403);
    expect((await reader.exportFile('/monitor/jobLog/export')).json().code).toBe(403);
  });
});

describe('schedule rule: no job fires more often than sys.job.minIntervalSeconds, and every job fires again', () => {
  const tooFrequent = (min: number) => ({ code: 500, msg: `Cron执行表达式触发过于频繁：两次执行的间隔不能少于 ${min} 秒` });
  const never = { code: 500, msg: 'Cron执行表达式今后不会再触发（例如年份已过去），请修改' };
  const cronNext = (cron: string) => admin.get(`/monitor/job/cronNext?cronExpression=${encodeURIComponent(cron)}`);
  const minInterval = async (configValue: string) => {
    const [row] = (await admin.get('/system/config/list?configKey=sys.job.minIntervalSeconds')).rows;
    expect(await admin.put('/system/config', { ...row, configValue })).toMatchObject({ code: 200 });
  };
  const cronOf = async (jobId: number) => (await admin.get(`/monitor/job/${jobId}`)).data as { cronExpression: string; status: string };

  it('refuses an every-second cron on add and in the preview, in the caller language, and stores nothing', async () => {
    const before = await jobCount();
    expect(await admin.post('/monitor/job', job({ jobName: 'every second', cronExpression: '* * * * * ?' }))).toEqual(tooFrequent(60));
    expect(await admin.post('/monitor/job', job({ jobName: 'every 30 s', cronExpression: '0/30 * * * * ?' }))).toEqual(tooFrequent(60));
    expect(await english.post('/monitor/job', job({ cronExpression: '* * * * * ?' })))
      .toEqual({ code: 500, msg: 'The cron expression fires too often: runs must be at least 60 seconds apart' });
    const russian = await staffClient(t, 'admin', 'ru');
    expect((await russian.post('/monitor/job', job({ cronExpression: '* * * * * ?' }))).msg).toBe('Cron-выражение срабатывает слишком часто: между запусками должно быть не меньше 60 с');
    expect(await cronNext('* * * * * ?')).toEqual(tooFrequent(60));
    expect(await jobCount()).toBe(before);
    expect((await cronNext('0 * * * * ?')).data).toHaveLength(5);
  });

  it('refuses a cron that fires only in the past or never, on add and in the preview', async () => {
    const before = await jobCount();
    expect(await admin.post('/monitor/job', job({ jobName: 'last year', cronExpression: '0 0 0 1 1 ? 2020' }))).toEqual(never);
    expect(await admin.post('/monitor/job', job({ jobName: '30 February', cronExpression: '0 0 0 30 2 ?' }))).toEqual(never);
    expect((await english.post('/monitor/job', job({ cronExpression: '0 0 0 1 1 ? 2020' }))).msg).toBe('The cron expression never fires again (for example, its year is in the past)');
    expect(await cronNext('0 0 0 1 1 ? 2020')).toEqual(never);
    expect(await jobCount()).toBe(before);
  });

  it('refuses the rule on edit and on resume; pausing is always allowed', async () => {
    const added = await addJob({ jobName: 'rule on edit' });
    const read = (await admin.get(`/monitor/job/${added.jobId}`)).data;
    expect(await admin.put('/monitor/job', { ...read, cronExpression: '0/5 * * * * ?' })).toEqual(tooFrequent(60));
    expect(await admin.put('/monitor/job', { ...read, cronExpression: '0 0 0 1 1 ? 2020' })).toEqual(never);
    expect((await cronOf(added.jobId)).cronExpression).toBe(farFuture);

    // A paused job whose cron was saved before the rule (or changed behind the screens) stays paused.
    expect(await admin.put('/monitor/job/changeStatus', { jobId: added.jobId, status: '1' })).toMatchObject({ code: 200 });
    await t.ctx.db.update(sysJob).set({ cronExpression: '* * * * * ?' }).where(sql`job_id = ${added.jobId}`);
    expect(await admin.put('/monitor/job/changeStatus', { jobId: added.jobId, status: '0' })).toEqual(tooFrequent(60));
    expect((await cronOf(added.jobId)).status).toBe('1');
    await t.ctx.db.update(sysJob).set({ cronExpression: '0 0 0 1 1 ? 2020' }).where(sql`job_id = ${added.jobId}`);
    expect(await admin.put('/monitor/job/changeStatus', { jobId: added.jobId, status: '0' })).toEqual(never);
    expect((await cronOf(added.jobId)).status).toBe('1');
  });

  it('lets every seeded job keep to the rule', async () => {
    for (const { cronExpression } of builtInJobs) expect((await cronNext(cronExpression)).code, cronExpression).toBe(200);
  });

  it('takes the minimum from the parameter, never below 10 seconds, and 60 seconds when the parameter is absent or not a whole number', async () => {
    await minInterval('15');
    expect((await cronNext('0/15 * * * * ?')).data).toHaveLength(5);
    expect(await cronNext('0/10 * * * * ?')).toEqual(tooFrequent(15));
    for (const low of ['5', '1']) {
      await minInterval(low);
      expect(await cronNext('0/5 * * * * ?')).toEqual(tooFrequent(10));
      expect(await admin.post('/monitor/job', job({ cronExpression: '* * * * * ?' }))).toEqual(tooFrequent(10));
    }
    expect(await admin.post('/monitor/job', job({ jobName: 'every 10 s', cronExpression: '0/10 * * * * ?', status: '1' }))).toMatchObject({ code: 200 });

    await minInterval('soon');
    expect(await cronNext('0/5 * * * * ?')).toEqual(tooFrequent(60));

    await t.ctx.db.delete(sysConfig).where(sql`config_key = 'sys.job.minIntervalSeconds'`);
    expect(await admin.del('/system/config/refreshCache')).toMatchObject({ code: 200 });
    expect(await cronNext('0/30 * * * * ?')).toEqual(tooFrequent(60));
    expect((await cronNext('0 * * * * ?')).code).toBe(200);
  });
});

describe('job log', () => {
  it('filters by name, group, status and date; exports as log_{timestamp}.xlsx; deletes selected and cleans all', async () => {
    const logged = await addJob({ jobName: 'log screen', jobGroup: 'SYSTEM' });
    await admin.put('/monitor/job/run', { jobId: logged.jobId });
    await admin.put('/monitor/job/run', { jobId: logged.jobId });
    const list = await admin.get('/monitor/jobLog/list?jobName=log%20screen&jobGroup=SYSTEM&status=0');
    expect(list.total).toBe(2);
    expect(list.rows[0].jobLogId).toBeGreaterThan(list.rows[1].jobLogId);
    expect((await admin.get('/monitor/jobLog/list?jobName=log%20screen&status=1')).total).toBe(0);
    expect((await admin.get('/monitor/jobLog/list?jobName=log%20screen&params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).total).toBe(0);
    expect((await admin.get('/monitor/jobLog/list?status=&jobGroup=')).code).toBe(200);

    const file = await admin.exportFile('/monitor/jobLog/export', { jobName: 'log screen' });
    expect(String(file.headers['content-disposition'])).toMatch(/filename="log_\d+\.xlsx"/);
    const rows = await readWorkbook(file);
    expect(rows[0]).toContain('日志信息');
    expect(rows.slice(1).map((r) => r[2])).toEqual(['系统', '系统']);

    expect(await admin.del(`/monitor/jobLog/${list.rows[0].jobLogId}`)).toMatchObject({ code: 200 });
    expect((await admin.get('/monitor/jobLog/list?jobName=log%20screen')).total).toBe(1);
    expect(await admin.del('/monitor/jobLog/clean')).toMatchObject({ code: 200 });
    expect((await admin.get('/monitor/jobLog/list')).total).toBe(0);
  });
});

describe('the job and job log commands', () => {
  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const clerk: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['monitor:job:list', 'monitor:job:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    const saved = await addJob({ jobName: 'past the door', status: '1' });
    await admin.put('/monitor/job/run', { jobId: saved.jobId });
    const read = (await admin.get(`/monitor/job/${saved.jobId}`)).data;
    const jobs = await jobCount();
    const logs = await logsOf('past the door');
    await expect(jobCommands.add(t.ctx, clerk, JobBody.parse(job()))).rejects.toMatchObject({ replyCode: 403 });
    await expect(jobCommands.edit(t.ctx, clerk, edited(JobBody).parse({ ...read, jobName: 'renamed' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(jobCommands.changeStatus(t.ctx, clerk, saved.jobId, '0')).rejects.toMatchObject({ replyCode: 403 });
    await expect(jobCommands.run(t.ctx, clerk, saved.jobId)).rejects.toMatchObject({ replyCode: 403 });
    await expect(jobCommands.remove(t.ctx, clerk, [saved.jobId])).rejects.toMatchObject({ replyCode: 403 });
    await expect(jobLogCommands.remove(t.ctx, clerk, logs.map((l) => l.jobLogId))).rejects.toMatchObject({ replyCode: 403 });
    await expect(jobLogCommands.clean(t.ctx, clerk)).rejects.toMatchObject({ replyCode: 403 });
    expect((await admin.get(`/monitor/job/${saved.jobId}`)).data).toEqual(read);
    expect(await jobCount()).toBe(jobs);
    expect(await logsOf('past the door')).toEqual(logs);
  });
});
