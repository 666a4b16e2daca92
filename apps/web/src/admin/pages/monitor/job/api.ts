import type { JobBody } from '@freight/domain';
import type { DataReply, Reply, TableReply } from '../../../../shared/request/reply';
import { crudApi, exportFileName, type ListParams } from '../../../components/list';
import { http } from '../../../request';

export interface Job {
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: string;
  concurrent: string;
  status: string;
  remark: string | null;
  createTime: string;
}

export interface JobLog {
  jobLogId: number;
  jobId: number | null;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  jobMessage: string | null;
  status: string;
  exceptionInfo: string | null;
  durationMs: number | null;
  createTime: string;
}

/** Scheduled jobs: the resource calls plus status, run once and the cron preview. */
export const jobApi = {
  ...crudApi<Job, JobBody>('/monitor/job', 'job'),
  changeStatus: (jobId: number, status: string) => http.put<Reply>('/monitor/job/changeStatus', { jobId, status }),
  run: (jobId: number, jobGroup: string) => http.put<Reply>('/monitor/job/run', { jobId, jobGroup }),
  /** The next five firing times of a cron expression (ISO strings). */
  nextFirings: async (cronExpression: string) => (await http.get<DataReply<string[]>>('/monitor/job/cronNext', { params: { cronExpression } })).data,
};

/** The job log: list, delete selected, clean all, export as log_{timestamp}.xlsx. */
export const jobLogApi = {
  list: (params: ListParams) => http.get<TableReply<JobLog>>('/monitor/jobLog/list', { params }),
  remove: (ids: readonly number[]) => http.delete<Reply>(`/monitor/jobLog/${ids.join(',')}`),
  clean: () => http.delete<Reply>('/monitor/jobLog/clean'),
  exportFile: (params: ListParams) => http.download('/monitor/jobLog/export', params, exportFileName('log')),
};
