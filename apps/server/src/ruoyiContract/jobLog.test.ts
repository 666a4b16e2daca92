import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysJobLog as job/log.vue and its detail read it: status a string compared loosely (`form.status == 0`), times as text. */
const JobLog = z.object({
  jobLogId: z.number(), jobName: z.string(), jobGroup: z.string(), invokeTarget: z.string(), jobMessage: z.string().nullable(),
  status: z.enum(['0', '1']), exceptionInfo: z.string().nullable(), createTime: RuoyiTime, startTime: RuoyiTime, endTime: RuoyiTime,
}).loose();

/** A paused job run once (as the job screen's "run once"), leaving one log line per run. */
async function ranJob(jobName: string, invokeTarget = 'ryTask.ryNoParams', runs = 1) {
  await admin.call({ method: 'POST', url: '/monitor/job', data: { jobName, jobGroup: 'DEFAULT', invokeTarget, cronExpression: '0 0 3 1 1 ? 2099', misfirePolicy: '1', concurrent: '1', status: '1' } });
  const { rows } = await admin.call({ method: 'GET', url: '/monitor/job/list', params: { pageNum: 1, pageSize: 10, jobName } }) as { rows: { jobId: number; jobGroup: string }[] };
  for (let i = 0; i < runs; i++) await admin.call({ method: 'PUT', url: '/monitor/job/run', data: { jobId: rows[0]!.jobId, jobGroup: rows[0]!.jobGroup } });
}

/** log.vue's query: its own leftovers (`dictName`, `dictType`), the job's name and group when opened from a job, the date range under `params`. */
const logQuery = (over: Record<string, unknown> = {}) => ({ pageNum: 1, pageSize: 10, dictName: undefined, dictType: undefined, status: undefined, ...over });
const logsOf = async (jobName: string) => tableData(JobLog).parse(await admin.call({ method: 'GET', url: '/monitor/jobLog/list', params: logQuery({ jobName }) })).rows;

describe('monitor/jobLog.js', () => {
  it('listJobLog', async () => {
    await ranJob('contract log');
    const page = tableData(JobLog).parse(await admin.call({
      method: 'GET', url: '/monitor/jobLog/list',
      params: logQuery({ jobName: 'contract log', jobGroup: 'DEFAULT', status: '0', params: { beginTime: '2000-01-01', endTime: '2099-12-31' } }),
    }));
    expect(page.total).toBe(1);
    const [row] = page.rows;
    expect(row).toMatchObject({ jobName: 'contract log', status: '0', invokeTarget: 'ryTask.ryNoParams' });
    // The detail's duration is `endTime - startTime`; the run ends when it is logged.
    expect(row!.endTime).toBe(row!.createTime);
    expect(Date.parse(row!.endTime.replace(' ', 'T')) - Date.parse(row!.startTime.replace(' ', 'T'))).toBeGreaterThanOrEqual(0);
    const none = await admin.call({ method: 'GET', url: '/monitor/jobLog/list', params: logQuery({ jobName: 'contract log', params: { beginTime: '2001-01-01', endTime: '2001-12-31' } }) });
    expect(tableData(JobLog).parse(none).total).toBe(0);
  });

  it('delJobLog', async () => {
    await ranJob('contract log delete', 'ryTask.ryNoParams', 2);
    const ids = (await logsOf('contract log delete')).map((r) => r.jobLogId);
    expect(ids).toHaveLength(2);
    const reader = await staffWith(t, 'joblog_reader', ['monitor:job:list']);
    expect(await reader.del(`/monitor/jobLog/${ids.join(',')}`)).toMatchObject({ code: 403 });
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/monitor/jobLog/${ids.join(',')}` }));
    expect(await logsOf('contract log delete')).toEqual([]);
  });

  it('cleanJobLog', async () => {
    await ranJob('contract log clean');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/monitor/jobLog/clean' }));
    expect(tableData(JobLog).parse(await admin.call({ method: 'GET', url: '/monitor/jobLog/list', params: logQuery() })).total).toBe(0);
  });
});
