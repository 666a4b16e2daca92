import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../session/api';
import { sessionStore } from '../session/sessionStore';
import { renderPage, setupTestI18n } from '../testing';
import { PasswordExpiredDialog } from './PasswordExpiredDialog';

vi.mock('../session/api', () => ({ sessionApi: { changePassword: vi.fn() } }));
const api = vi.mocked(sessionApi);

beforeAll(setupTestI18n);
beforeEach(() => {
  api.changePassword.mockReset();
  sessionStore.set({ passwordExpired: true, passwordAged: false });
});

describe('one-time password', () => {
  it('blocks the back office until a password that follows the rule is saved', async () => {
    api.changePassword.mockResolvedValue({ code: 200, msg: '操作成功' });
    renderPage(<PasswordExpiredDialog />);
    expect(await screen.findByText('请修改初始密码')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('旧密码'), 'Old#1234');
    await userEvent.type(screen.getByLabelText('新密码'), 'abcdefg');
    await userEvent.type(screen.getByLabelText('确认密码'), 'abcdefg');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('密码须为 6 到 20 位，包含字母、数字和特殊字符')).toBeInTheDocument();
    expect(api.changePassword).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('新密码'));
    await userEvent.type(screen.getByLabelText('新密码'), 'Harbor#2026');
    await userEvent.clear(screen.getByLabelText('确认密码'));
    await userEvent.type(screen.getByLabelText('确认密码'), 'Harbor#2026');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.changePassword).toHaveBeenCalledWith({ oldPassword: 'Old#1234', newPassword: 'Harbor#2026', confirmPassword: 'Harbor#2026' }));
    await waitFor(() => expect(sessionStore.get().passwordExpired).toBe(false));
  });
});

describe('password too old', () => {
  it('says the password has expired, and lifts the block once a new one is saved', async () => {
    sessionStore.set({ passwordExpired: true, passwordAged: true });
    api.changePassword.mockResolvedValue({ code: 200, msg: '操作成功' });
    renderPage(<PasswordExpiredDialog />);
    expect(await screen.findByText('请修改过期密码')).toBeInTheDocument();
    expect(screen.getByText('您的密码已超过有效期，修改后才能继续使用系统。')).toBeInTheDocument();
    expect(screen.queryByText('请修改初始密码')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('旧密码'), 'admin123');
    await userEvent.type(screen.getByLabelText('新密码'), 'Harbor#2026');
    await userEvent.type(screen.getByLabelText('确认密码'), 'Harbor#2026');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(sessionStore.get()).toMatchObject({ passwordExpired: false, passwordAged: false }));
  });
});
