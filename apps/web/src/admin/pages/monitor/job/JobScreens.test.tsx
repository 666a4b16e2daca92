import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '../../../components/useDict';
import { sessionStore } from '../../../session/sessionStore';
import { renderRoutes, setupTestI18n } from '../../../testing';
import { jobApi, jobLogApi, type Job, type JobLog } from './api';
import JobPage from './index';
import JobLogPage from './log/index';

const dicts: Record<string, DictOption[]> = {
  sys_common_status: [{ value: '0', label: '成功', listClass: 'primary', cssClass: '' }, { value: '1', label: '失败', listClass: 'danger', cssClass: '' }],
  sys_job_group: [{ value: 'DEFAULT', label: '默认', listClass: '', cssClass: '' }, { value: 'SYSTEM', label: '系统', listClass: '', cssClass: '' }],
  sys_job_status: [{ value: '0', label: '正常', listClass: 'primary', cssClass: '' }, { value: '1', label: '暂停', listClass: 'danger', cssClass: '' }],
};
vi.mock('../../../components/useDict', () => ({
  useDict: (...types: string[]) => Object.fromEntries(types.map((type) => [type, dicts[type] ?? []])), clearDict: vi.fn(),
}));
vi.mock('./api', () => ({
  jobApi: { list: vi.fn(), get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn(), changeStatus: vi.fn(), run: vi.fn(), nextFirings: vi.fn() },
  jobLogApi: { list: vi.fn(), remove: vi.fn(), clean: vi.fn(), exportFile: vi.fn() },
}));

const job: Job = {
  jobId: 5, jobName: '清理日志', jobGroup: 'SYSTEM', invokeTarget: 'logs.purge(90)', cronExpression: '0 0 2 * * ?', misfirePolicy: '3',
  concurrent: '1', status: '0', remark: null, createTime: '2026-11-20T08:00:00Z',
};
const failed: JobLog = {
  jobLogId: 11, jobId: 5, jobName: '清理日志', jobGroup: 'SYSTEM', invokeTarget: 'logs.purge(90)', jobMessage: 'logs.purge(90) 执行失败',
  status: '1', exceptionInfo: 'Error: boom', durationMs: 3, createTime: '2026-11-20T08:00:00Z',
};
const confirm = async (question: string) => {
  const dialog = (await screen.findByText(question)).closest('.ant-modal') as HTMLElement;
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(jobApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [job], total: 1 });
  vi.mocked(jobApi.get).mockResolvedValue(job);
  vi.mocked(jobApi.run).mockResolvedValue({ code: 200, msg: 'ok' });
  vi.mocked(jobApi.changeStatus).mockResolvedValue({ code: 200, msg: 'ok' });
  vi.mocked(jobLogApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [failed], total: 1 });
  vi.mocked(jobLogApi.clean).mockResolvedValue({ code: 200, msg: 'ok' });
});

describe('job list', () => {
  it('runs a job once and pauses it after confirmation', async () => {
    renderRoutes([{ path: '/monitor/job', element: <JobPage /> }], '/monitor/job');
    expect(await screen.findByText('logs.purge(90)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /执行一次/ }));
    await confirm('确认要立即执行一次"清理日志"任务吗？');
    await waitFor(() => expect(jobApi.run).toHaveBeenCalledWith(5, 'SYSTEM'));
    await userEvent.click(screen.getByRole('switch', { name: '任务状态 清理日志' }));
    await confirm('确认要"停用""清理日志"任务吗？');
    await waitFor(() => expect(jobApi.changeStatus).toHaveBeenCalledWith(5, '1'));
  });
});

describe('job log', () => {
  it('prefills the job of the route, shows the failure detail and cleans after confirmation', async () => {
    renderRoutes([{ path: '/monitor/job-log/index/:jobId', element: <JobLogPage /> }], '/monitor/job-log/index/5');
    expect(await screen.findByDisplayValue('清理日志')).toBeInTheDocument();
    await waitFor(() => expect(jobLogApi.list).toHaveBeenCalledWith(expect.objectContaining({ jobName: '清理日志', jobGroup: 'SYSTEM', pageNum: 1, pageSize: 10 })));
    await userEvent.click(await screen.findByRole('button', { name: /详细/ }));
    expect(await screen.findByText('调度日志详细')).toBeInTheDocument();
    expect(screen.getByText('Error: boom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /清空/ }));
    await confirm('是否确认清空所有调度日志数据项？');
    await waitFor(() => expect(jobLogApi.clean).toHaveBeenCalled());
  });

  it('starts without filters for job 0', async () => {
    renderRoutes([{ path: '/monitor/job-log/index/:jobId', element: <JobLogPage /> }], '/monitor/job-log/index/0');
    await waitFor(() => expect(jobLogApi.list).toHaveBeenCalled());
    expect(jobApi.get).not.toHaveBeenCalled();
    expect(vi.mocked(jobLogApi.list).mock.calls[0]![0]).not.toHaveProperty('jobName', '清理日志');
  });
});
