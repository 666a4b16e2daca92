import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedText } from '@freight/domain';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** Never due while the tests run, so only "run once" starts these jobs. */
const farFuture = '0 0 3 1 1 ? 2099';
/** SysJob as job/index.vue and detail.vue read it: every flag a string, the next firing a time. */
const Job = z.object({
  jobId: z.number(), jobName: z.string(), jobGroup: z.string(), invokeTarget: z.string(), cronExpression: z.string(),
  misfirePolicy: z.enum(['0', '1', '2', '3']), concurrent: z.enum(['0', '1']), status: z.enum(['0', '1']),
  createBy: z.string(), createTime: RuoyiTime, remark: z.string().nullable(), nextValidTime: RuoyiTime.nullable(),
}).loose();

/** The add dialog's form as `reset()` starts it, filled in. */
const newJob = (jobName: string, over: Record<string, unknown> = {}) => ({
  jobId: undefined, jobName, jobGroup: 'DEFAULT', invokeTarget: 'ryTask.ryNoParams', cronExpression: farFuture, misfirePolicy: '1', concurrent: '1', status: '0', ...over,
});
const listQuery = (over: Record<string, unknown> = {}) => ({ pageNum: 1, pageSize: 10, jobName: undefined, jobGroup: undefined, status: undefined, ...over });

async function addJob(jobName: string, over: Record<string, unknown> = {}) {
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/monitor/job', data: newJob(jobName, over) }));
  const { rows } = tableData(Job).parse(await admin.call({ method: 'GET', url: '/monitor/job/list', params: listQuery({ jobName }) }));
  return rows.find((r) => r.jobName === jobName)!;
}
const getJob = async (jobId: number) => ajaxData(Job).parse(await admin.call({ method: 'GET', url: `/monitor/job/${jobId}` })).data;

describe('monitor/job.js', () => {
  it('listJob', async () => {
    await addJob('contract list');
    const page = tableData(Job).parse(await admin.call({ method: 'GET', url: '/monitor/job/list', params: listQuery() }));
    expect(page.total).toBeGreaterThan(0);
    const paused = tableData(Job).parse(await admin.call({ method: 'GET', url: '/monitor/job/list', params: listQuery({ jobGroup: 'SYSTEM', status: '1' }) }));
    expect(paused.rows.length).toBeGreaterThan(0);
    expect(paused.rows.every((r) => r.jobGroup === 'SYSTEM' && r.status === '1')).toBe(true);
  });

  it('getJob', async () => {
    const { jobId } = await addJob('contract get');
    // detail.vue shows `parseTime(form.nextValidTime)`: the next firing of the cron (on the server's clock, shown in the deployment's zone).
    const nextValidTime = zonedText(new Date(2099, 0, 1, 3, 0, 0), t.ctx.config.timeZone);
    expect(await getJob(jobId)).toMatchObject({ jobId, jobName: 'contract get', createBy: 'admin', nextValidTime, misfirePolicy: '1' });
  });

  it('addJob', async () => {
    const job = await addJob('contract add', { invokeTarget: "ryTask.ryParams('ry')" });
    expect(job).toMatchObject({ invokeTarget: "ryTask.ryParams('ry')", status: '0', concurrent: '1' });
    // A cron of the right shape that never fires is refused as RuoYi refuses a bad one: an error with its message.
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/monitor/job', data: newJob('contract never', { cronExpression: '0 0 3 1 1 ? 2001' }) })).msg)
      .toContain('Cron执行表达式');
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/monitor/job', data: newJob('contract bad hour', { cronExpression: '0 0 25 * * ?' }) })).msg)
      .toBe('Cron执行表达式不正确');
  });

  it('updateJob', async () => {
    const { jobId } = await addJob('contract edit');
    // handleUpdate sends back the whole job getJob gave, with the dialog's changes.
    const form = { ...(await getJob(jobId)), jobName: 'contract edited', invokeTarget: "ryTask.ryParams('edited')", misfirePolicy: '3' };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/monitor/job', data: form }));
    expect(await getJob(jobId)).toMatchObject({ jobName: 'contract edited', invokeTarget: "ryTask.ryParams('edited')", misfirePolicy: '3', updateBy: 'admin' });
  });

  it('delJob', async () => {
    const one = await addJob('contract delete one');
    const two = await addJob('contract delete two');
    // The toolbar's delete sends the selected ids joined by commas.
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/monitor/job/${[one.jobId, two.jobId].join(',')}` }));
    const { total } = tableData(Job).parse(await admin.call({ method: 'GET', url: '/monitor/job/list', params: listQuery({ jobName: 'contract delete' }) }));
    expect(total).toBe(0);
  });

  it('changeJobStatus', async () => {
    const { jobId } = await addJob('contract status');
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/monitor/job/changeStatus', data: { jobId, status: '1' } }));
    expect((await getJob(jobId)).status).toBe('1');
    const reader = await staffWith(t, 'jobstatus_reader', ['monitor:job:list', 'monitor:job:query']);
    expect(await reader.put('/monitor/job/changeStatus', { jobId, status: '0' })).toMatchObject({ code: 403 });
    expect((await getJob(jobId)).status).toBe('1');
  });

  it('runJob', async () => {
    const { jobId, jobGroup } = await addJob('contract run', { invokeTarget: "ryTask.ryParams('ran')", status: '1' });
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/monitor/job/run', data: { jobId, jobGroup } }));
    const logs = await admin.call({ method: 'GET', url: '/monitor/jobLog/list', params: { pageNum: 1, pageSize: 10, jobName: 'contract run' } });
    expect(logs.rows).toEqual([expect.objectContaining({ jobName: 'contract run', status: '0', jobMessage: expect.stringContaining('ryParams: ran') })]);
  });
});
