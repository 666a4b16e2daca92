import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../shared/request/errors';
import { renderPage, setupTestI18n } from '../../../testing';
import { roleApi, type Role } from './api';
import { DataScopeDialog } from './DataScopeDialog';

vi.mock('./api', () => ({ roleApi: { get: vi.fn(), deptTree: vi.fn(), dataScope: vi.fn() } }));

const role: Role = {
  roleId: 2, roleName: '普通角色', roleKey: 'common', roleSort: 2, dataScope: '1', menuCheckStrictly: true, deptCheckStrictly: true,
  status: '0', remark: null, createTime: '2026-01-01T00:00:00Z', version: 6,
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(roleApi.deptTree).mockResolvedValue({ depts: [{ id: 100, label: '寰宇运价' }], checkedKeys: [] });
  vi.mocked(roleApi.dataScope).mockResolvedValue({ code: 200 });
});

describe('role data scope dialog', () => {
  it('sends the version it was read at; when someone else saved the role first it says so and reloads the stored scope', async () => {
    const onSaved = vi.fn();
    renderPage(<DataScopeDialog role={role} onClose={vi.fn()} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('全部数据权限')).toBeInTheDocument());
    vi.mocked(roleApi.dataScope).mockRejectedValueOnce(new RequestError('该记录已被他人修改，请重新加载后再修改', { code: 409 }));
    vi.mocked(roleApi.get).mockResolvedValue({ ...role, dataScope: '5', version: 7 });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(roleApi.dataScope).toHaveBeenLastCalledWith({ roleId: 2, version: 6, dataScope: '1', deptCheckStrictly: true, deptIds: [] });
    await userEvent.click(await within(dialog).findByRole('button', { name: '重新加载' }));
    expect(await within(dialog).findByText('仅本人数据权限')).toBeInTheDocument();
    expect(within(dialog).queryByText(/该记录在您打开后已被他人修改/)).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(roleApi.dataScope).toHaveBeenLastCalledWith({ roleId: 2, version: 7, dataScope: '5', deptCheckStrictly: true, deptIds: [] }));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('keeps the departments above the ones a linked tree is given: a save that changes nothing saves what was held', async () => {
    // The server hands a linked tree only the departments holding no other held one (RuoYi's checkedKeys).
    vi.mocked(roleApi.deptTree).mockResolvedValue({
      depts: [{ id: 100, label: '寰宇运价', children: [{ id: 101, label: '上海总部', children: [{ id: 103, label: '运价部门' }, { id: 104, label: '财务部门' }] }, { id: 102, label: '西安分公司' }] }],
      checkedKeys: [103],
    });
    renderPage(<DataScopeDialog role={{ ...role, dataScope: '2' }} onClose={vi.fn()} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('寰宇运价')).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(roleApi.dataScope).toHaveBeenCalledTimes(1));
    expect(vi.mocked(roleApi.dataScope).mock.calls[0]![0].deptIds.sort()).toEqual([100, 101, 103]);
  });
});
