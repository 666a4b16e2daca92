import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '../../../../components/useDict';
import { sessionStore } from '../../../../session/sessionStore';
import { renderRoutes, setupTestI18n } from '../../../../testing';
import { roleApi, type AuthUser } from '../api';
import AuthUserPage from './index';

const statuses: DictOption[] = [
  { value: '0', label: '正常', listClass: 'primary', cssClass: '' },
  { value: '1', label: '停用', listClass: 'danger', cssClass: '' },
];
vi.mock('../../../../components/useDict', () => ({ useDict: (type: string) => ({ [type]: statuses }), clearDict: vi.fn() }));
vi.mock('../api', () => ({
  roleApi: { allocatedList: vi.fn(), unallocatedList: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn(), selectAll: vi.fn() },
}));

const person = (userId: number, userName: string): AuthUser => ({
  userId, userName, nickName: `${userName}-nick`, email: `${userName}@example.com`, phonenumber: `1580000000${userId}`, status: '0', createTime: '2026-11-20T08:00:00Z',
});
const allocated = vi.mocked(roleApi.allocatedList);
const unallocated = vi.mocked(roleApi.unallocatedList);

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  allocated.mockResolvedValue({ code: 200, rows: [person(2, 'ry'), person(3, 'zhang')], total: 2 });
  unallocated.mockResolvedValue({ code: 200, rows: [person(4, 'li'), person(5, 'wang')], total: 2 });
  for (const call of [roleApi.cancel, roleApi.cancelAll, roleApi.selectAll]) vi.mocked(call).mockResolvedValue({ code: 200, msg: '操作成功' });
});

const renderPage = (roleId = '2') => renderRoutes([
  { path: '/system/role-auth/user/:roleId', element: <AuthUserPage /> },
  { path: '/system/role', element: <p>roles</p> },
  { path: '/404', element: <p>not found</p> },
], `/system/role-auth/user/${roleId}`);

describe('role authorised users page', () => {
  it('lists the users of the role with the spec columns and filters by user name and phone', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('ry-nick')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['用户名称', '用户昵称', '邮箱', '手机号码', '状态', '创建时间']));
    expect(allocated).toHaveBeenLastCalledWith({ roleId: 2, pageNum: 1, pageSize: 10 });
    await userEvent.type(screen.getAllByRole('textbox')[0]!, 'ry{Enter}');
    await waitFor(() => expect(allocated).toHaveBeenLastCalledWith(expect.objectContaining({ roleId: 2, userName: 'ry', pageNum: 1 })));
  });

  it('cancels one user after confirmation', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    await within(table).findByText('ry-nick');
    await userEvent.click(within(table).getAllByRole('button', { name: /取消授权/ })[0]!);
    expect(await screen.findByText('确认要取消该用户"ry"角色吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(roleApi.cancel).toHaveBeenCalledWith(2, 2));
    expect(await screen.findByText('取消授权成功')).toBeInTheDocument();
  });

  it('cancels the selected users after asking', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    await within(table).findByText('ry-nick');
    const batch = screen.getByRole('button', { name: /批量取消授权/ });
    expect(batch).toBeDisabled();
    const boxes = within(table).getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await userEvent.click(batch);
    expect(await screen.findByText('是否取消选中用户授权数据项？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(roleApi.cancelAll).toHaveBeenCalledWith(2, [2, 3]));
  });

  it('adds users from the unallocated list, asking for a choice first', async () => {
    renderPage();
    await within(await screen.findByRole('table')).findByText('ry-nick');
    await userEvent.click(screen.getByRole('button', { name: /添加用户/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('li-nick')).toBeInTheDocument();
    expect(unallocated).toHaveBeenLastCalledWith({ roleId: 2, pageNum: 1, pageSize: 10 });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请选择要分配的用户')).toBeInTheDocument();
    expect(roleApi.selectAll).not.toHaveBeenCalled();
    await userEvent.click(within(within(dialog).getByRole('table')).getAllByRole('checkbox')[2]!);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(roleApi.selectAll).toHaveBeenCalledWith(2, [5]));
    await waitFor(() => expect(allocated.mock.calls.length).toBeGreaterThan(1));
  });

  it('closes back to the role list, and sends a bad role id to 404', async () => {
    const { router } = renderPage();
    await within(await screen.findByRole('table')).findByText('ry-nick');
    await userEvent.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/role'));
    const bad = renderPage('x1');
    await waitFor(() => expect(bad.router.state.location.pathname).toBe('/404'));
  });
});
