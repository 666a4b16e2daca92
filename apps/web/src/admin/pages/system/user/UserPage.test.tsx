import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '../../../components/useDict';
import { sessionStore } from '../../../session/sessionStore';
import { renderRoutes, setupTestI18n } from '../../../testing';
import { userApi, userImportApi, type User } from './api';
import AuthRolePage from './authRole/index';
import UserPage from './index';

const statuses: DictOption[] = [
  { value: '0', label: '正常', listClass: 'primary', cssClass: '' },
  { value: '1', label: '停用', listClass: 'danger', cssClass: '' },
];
vi.mock('../../../components/useDict', () => ({ useDict: (type: string) => ({ [type]: statuses }), clearDict: vi.fn() }));
vi.mock('./api', () => ({
  userApi: {
    list: vi.fn(), get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn(), deptTree: vi.fn(), roles: vi.fn(), posts: vi.fn(),
    resetPwd: vi.fn(), changeStatus: vi.fn(), authRole: vi.fn(), saveAuthRole: vi.fn(),
  },
  userImportApi: { template: vi.fn(), upload: vi.fn() },
}));

const user = (userId: number, userName: string, deptName: string): User => ({
  userId, userName, nickName: `${userName}-nick`, deptId: 100 + userId, deptName, email: '', phonenumber: '15888888888', sex: '0', status: '0', remark: null, createTime: '2026-11-20T08:00:00Z',
});
const users = [user(1, 'admin', '研发部门'), user(2, 'ry', '运价部门')];
const list = vi.mocked(userApi.list);
const roles = [
  { roleId: 1, roleName: '超级管理员', roleKey: 'admin', roleSort: 1, status: '0', createTime: '2026-11-20T08:00:00Z', flag: false },
  { roleId: 2, roleName: '普通角色', roleKey: 'common', roleSort: 2, status: '0', createTime: '2026-11-20T08:00:00Z', flag: true },
];

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  list.mockImplementation(async (params) => {
    const rows = users.filter((u) => !params.deptId || u.deptId === params.deptId);
    return { code: 200, rows, total: rows.length };
  });
  vi.mocked(userApi.deptTree).mockResolvedValue([{ id: 100, label: '寰宇运价', children: [{ id: 101, label: '研发部门' }, { id: 102, label: '运价部门' }] }]);
  vi.mocked(userApi.roles).mockResolvedValue(roles);
  vi.mocked(userApi.posts).mockResolvedValue([{ postId: 1, postName: '董事长', status: '0' }]);
  vi.mocked(userApi.get).mockImplementation(async (id) => ({ ...users.find((u) => u.userId === id)!, postIds: [], roleIds: [2] }));
  vi.mocked(userApi.authRole).mockResolvedValue({ user: users[1]!, roles });
  for (const call of [userApi.add, userApi.update, userApi.remove, userApi.changeStatus, userApi.resetPwd, userApi.saveAuthRole]) vi.mocked(call).mockResolvedValue({ code: 200 });
});

const renderUsers = () => renderRoutes([
  { path: '/system/user', element: <UserPage /> },
  { path: '/system/user-auth/role/:userId', element: <AuthRolePage /> },
  { path: '/404', element: <p>not found</p> },
], '/system/user');

describe('user page', () => {
  it('lists users and filters by the department chosen in the tree', async () => {
    renderUsers();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('ry-nick')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('运价部门', { selector: '.ant-tree-title' }));
    await waitFor(() => expect(list.mock.calls.at(-1)![0]).toMatchObject({ deptId: 102, pageNum: 1 }));
    await waitFor(() => expect(within(table).queryByText('admin-nick')).not.toBeInTheDocument());
  });

  it('never offers to delete or disable the administrator', async () => {
    renderUsers();
    const table = await screen.findByRole('table');
    await within(table).findByText('ry-nick');
    expect(screen.getByRole('switch', { name: '状态 admin' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: '状态 ry' })).toBeEnabled();
    expect(within(table).getAllByRole('button', { name: /删除/ })).toHaveLength(1);
  });

  it('asks before disabling a user and calls changeStatus', async () => {
    renderUsers();
    await within(await screen.findByRole('table')).findByText('ry-nick');
    await userEvent.click(screen.getByRole('switch', { name: '状态 ry' }));
    expect(await screen.findByText('确认要"停用""ry"用户吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(userApi.changeStatus).toHaveBeenCalledWith(2, '1'));
  });

  it('checks the phone pattern and the password rule before adding', async () => {
    renderUsers();
    await within(await screen.findByRole('table')).findByText('ry-nick');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入用户昵称'), '李四');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入用户名称'), 'lisi');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入手机号码'), '12345');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入用户密码'), 'ab|cd');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(await within(dialog).findByText('不能包含非法字符：< > " \' \\ |')).toBeInTheDocument();
    expect(userApi.add).not.toHaveBeenCalled();
    await userEvent.clear(within(dialog).getByPlaceholderText('请输入手机号码'));
    await userEvent.type(within(dialog).getByPlaceholderText('请输入手机号码'), '13800000001');
    await userEvent.clear(within(dialog).getByPlaceholderText('请输入用户密码'));
    await userEvent.type(within(dialog).getByPlaceholderText('请输入用户密码'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(userApi.add).toHaveBeenCalledWith(expect.objectContaining({ userName: 'lisi', nickName: '李四', phonenumber: '13800000001', password: 'secret1', status: '0' })));
  });

  it('asks for the edit dialog options only when it first opens, and opens an edit with the stored user', async () => {
    renderUsers();
    await within(await screen.findByRole('table')).findByText('ry-nick');
    expect(userApi.posts).not.toHaveBeenCalled();
    expect(userApi.roles).not.toHaveBeenCalled();
    const row = screen.getByRole('row', { name: /ry-nick/ });
    await userEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByPlaceholderText('请输入用户昵称')).toHaveValue('ry-nick');
    await waitFor(() => expect(userApi.posts).toHaveBeenCalled());
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(userApi.update).toHaveBeenCalledWith(expect.objectContaining({ userId: 2, nickName: 'ry-nick', roleIds: [2] })));
  });

  it('says once that the password is required when adding', async () => {
    renderUsers();
    await within(await screen.findByRole('table')).findByText('ry-nick');
    await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入用户昵称'), '李四');
    await userEvent.type(within(dialog).getByPlaceholderText('请输入用户名称'), 'lisi');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('用户密码不能为空')).toBeInTheDocument();
    expect(within(dialog).getAllByText('用户密码不能为空')).toHaveLength(1);
    expect(userApi.add).not.toHaveBeenCalled();
  });

  it('opens the role assignment page, saves the ticked roles comma-joined and goes back', async () => {
    const { router } = renderUsers();
    await within(await screen.findByRole('table')).findByText('ry-nick');
    await userEvent.click(screen.getByRole('button', { name: /分配角色/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user-auth/role/2'));
    expect(await screen.findByText('普通角色')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '普通角色' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '超级管理员' }));
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(userApi.saveAuthRole).toHaveBeenCalledWith(2, [2, 1]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/user'));
  });

  it('imports an xlsx with "update existing data" and shows the per-row report', async () => {
    vi.mocked(userImportApi.upload).mockResolvedValue({
      code: 200, msg: '导入完成：新增 0 行，更新 0 行，无变化 0 行，拒绝 1 行', data: { imported: 0, added: 0, updated: 0, unchanged: 0, refused: 1 },
      errors: [{ row: 2, column: '邮箱', reason: '请输入正确的邮箱地址' }],
    });
    renderUsers();
    await within(await screen.findByRole('table')).findByText('ry-nick');
    await userEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('导入用户')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '下载模板' }));
    expect(userImportApi.template).toHaveBeenCalled();
    const file = new File(['x'], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '是否更新已经存在的数据' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    await waitFor(() => expect(userImportApi.upload).toHaveBeenCalledWith(file, { updateSupport: true }, expect.any(Function)));
    expect(await within(dialog).findByText('请输入正确的邮箱地址')).toBeInTheDocument();
  });

  it('sends a non-numeric user id to 404', async () => {
    const { router } = renderRoutes([
      { path: '/system/user-auth/role/:userId', element: <AuthRolePage /> },
      { path: '/404', element: <p>not found</p> },
    ], '/system/user-auth/role/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
