import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '../../components/useDict';
import { sessionStore } from '../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../testing';
import { logininforApi, onlineApi, operlogApi, type LoginLog, type OperLog } from './logApi';
import LogininforPage from './logininfor/index';
import OnlinePage from './online/index';
import OperlogPage from './operlog/index';

const dicts: Record<string, DictOption[]> = {
  sys_common_status: [{ value: '0', label: '成功', listClass: 'primary', cssClass: '' }, { value: '1', label: '失败', listClass: 'danger', cssClass: '' }],
  sys_oper_type: [{ value: '1', label: '新增', listClass: 'info', cssClass: '' }, { value: '9', label: '清空', listClass: 'danger', cssClass: '' }],
};
vi.mock('../../components/useDict', () => ({
  useDict: (...types: string[]) => Object.fromEntries(types.map((type) => [type, dicts[type] ?? []])), clearDict: vi.fn(),
}));
vi.mock('./logApi', () => ({
  operlogApi: { list: vi.fn(), remove: vi.fn(), clean: vi.fn(), exportFile: vi.fn() },
  logininforApi: { list: vi.fn(), remove: vi.fn(), clean: vi.fn(), exportFile: vi.fn(), unlock: vi.fn() },
  onlineApi: { list: vi.fn(), forceLogout: vi.fn() },
}));

const operation: OperLog = {
  operId: 7, title: '岗位管理', businessType: 1, method: 'POST /api/system/post', requestMethod: 'POST', operName: 'admin', deptName: '研发部门',
  operUrl: '/api/system/post', operIp: '127.0.0.1', operParam: '{"body":{"postCode":"ops"}}', jsonResult: '{"code":200}', status: 0, errorMsg: '',
  operTime: '2026-11-20T08:00:00Z', costTime: 12,
};
const login: LoginLog = { infoId: 3, userName: 'ry', ipaddr: '127.0.0.1', loginLocation: '', browser: 'Chrome', os: 'Linux', status: '1', msg: '用户不存在/密码错误', loginTime: '2026-11-20T08:00:00Z' };

/** Answers the confirmation that asks `question`. */
const confirm = async (question: string) => {
  const dialog = (await screen.findByText(question)).closest('.ant-modal') as HTMLElement;
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(operlogApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [operation], total: 1 });
  vi.mocked(operlogApi.clean).mockResolvedValue({ code: 200, msg: 'ok' });
  vi.mocked(logininforApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [login], total: 1 });
  vi.mocked(logininforApi.unlock).mockResolvedValue({ code: 200, msg: 'ok' });
  vi.mocked(onlineApi.list).mockResolvedValue({ code: 200, msg: 'ok', total: 1, rows: [
    { tokenId: '6f1c1d8e-1111-4111-8111-111111111111', userName: 'ry', deptName: '测试部门', ipaddr: '127.0.0.1', loginLocation: '', browser: 'Chrome', os: 'Linux', loginTime: Date.now() },
  ] });
  vi.mocked(onlineApi.forceLogout).mockResolvedValue({ code: 200, msg: 'ok' });
});

describe('operation log screen', () => {
  it('lists operations with their type, shows details and cleans after confirmation', async () => {
    renderPage(<OperlogPage />);
    expect(await screen.findByText('岗位管理')).toBeInTheDocument();
    expect(screen.getAllByText('新增').length).toBeGreaterThan(0);
    expect(screen.getByText('12毫秒')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /详细/ }));
    expect(await screen.findByText('操作日志详细')).toBeInTheDocument();
    expect(screen.getByText('{"body":{"postCode":"ops"}}')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    await confirm('是否确认清空所有操作日志数据项？');
    await waitFor(() => expect(operlogApi.clean).toHaveBeenCalled());
  });

  it('opens on the operations of the last 90 days, the end left open', async () => {
    renderPage(<OperlogPage />);
    expect(await screen.findByText('岗位管理')).toBeInTheDocument();
    expect(operlogApi.list).toHaveBeenCalledTimes(1);
    expect(operlogApi.list).toHaveBeenCalledWith({ params: { beginTime: dayjs().subtract(90, 'day').format('YYYY-MM-DD') }, pageNum: 1, pageSize: 10 });
  });

  it('hides delete, clean and export without the permissions', async () => {
    sessionStore.set({ roles: ['common'], permissions: ['monitor:operlog:list'] });
    renderPage(<OperlogPage />);
    expect(await screen.findByText('岗位管理')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /清\s*空/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});

describe('login log screen', () => {
  it('unlocks the selected account name after confirmation', async () => {
    renderPage(<LogininforPage />);
    expect(await screen.findByText('用户不存在/密码错误')).toBeInTheDocument();
    const unlock = screen.getByRole('button', { name: /解\s*锁/ });
    expect(unlock).toBeDisabled();
    await userEvent.click(screen.getAllByRole('checkbox')[1]!);
    await userEvent.click(unlock);
    await confirm('是否确认解锁用户"ry"数据项?');
    await waitFor(() => expect(logininforApi.unlock).toHaveBeenCalledWith('ry'));
    expect(await screen.findByText('用户ry解锁成功')).toBeInTheDocument();
  });
});

describe('login log details', () => {
  it('opens the details of one sign-in and deletes it after confirmation', async () => {
    vi.mocked(logininforApi.remove).mockResolvedValue({ code: 200, msg: 'ok' });
    renderPage(<LogininforPage />);
    expect(await screen.findByText('用户不存在/密码错误')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /详细/ }));
    const dialog = (await screen.findByText('登录日志详细')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('Chrome')).toBeInTheDocument();
    expect(within(dialog).getByText('用户不存在/密码错误')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const row = (await screen.findAllByText('用户不存在/密码错误'))[0]!.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await confirm('是否确认删除访问编号为"3"的数据项？');
    await waitFor(() => expect(logininforApi.remove).toHaveBeenCalledWith([3]));
  });

  it('hides details without the query permission', async () => {
    sessionStore.set({ roles: ['common'], permissions: ['monitor:logininfor:list'] });
    renderPage(<LogininforPage />);
    expect(await screen.findByText('用户不存在/密码错误')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /详细/ })).toBeNull();
  });
});

describe('online users screen', () => {
  it('forces a logout after confirmation', async () => {
    renderPage(<OnlinePage />);
    expect(await screen.findByText('测试部门')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /强退/ }));
    await confirm('是否确认强退名称为"ry"的用户？');
    await waitFor(() => expect(onlineApi.forceLogout).toHaveBeenCalledWith('6f1c1d8e-1111-4111-8111-111111111111'));
  });
});
