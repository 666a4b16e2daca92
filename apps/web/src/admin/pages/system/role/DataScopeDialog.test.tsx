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
});
