import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/request/errors';
import { sessionApi } from '../../session/api';
import { renderRoutes, setupTestI18n } from '../../testing';
import RegisterPage from './RegisterPage';

vi.mock('../../session/api', () => ({ sessionApi: { captcha: vi.fn(), register: vi.fn() } }));

const captcha = vi.mocked(sessionApi.captcha);
const register = vi.mocked(sessionApi.register);

const renderRegister = () =>
  renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/register',
  );

async function fill(username: string, password: string, confirm: string) {
  await userEvent.type(screen.getByPlaceholderText('账号'), username);
  await userEvent.type(screen.getByPlaceholderText('密码'), password);
  await userEvent.type(screen.getByPlaceholderText('确认密码'), confirm);
}

beforeAll(setupTestI18n);
beforeEach(() => {
  captcha.mockReset().mockResolvedValue({ code: 200, captchaEnabled: true, registerEnabled: true, img: 'R0lGODlhAQABAAAAACw=', uuid: 'u9' });
  register.mockReset();
});

describe('register page', () => {
  it('checks the shared register rules', async () => {
    renderRegister();
    await screen.findByAltText('验证码图片');
    await fill('a', 'abc<d', 'other');
    await userEvent.click(screen.getByRole('button', { name: '注 册' }));
    expect(await screen.findByText('用户账号长度必须介于 2 和 20 之间')).toBeInTheDocument();
    expect(await screen.findByText('不能包含非法字符：< > " \' \\ |')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers, shows the account name, then goes to the login page', async () => {
    register.mockResolvedValue({ code: 200, msg: 'ok' });
    renderRegister();
    await screen.findByAltText('验证码图片');
    await fill('bob', 'secret1', 'secret1');
    await userEvent.type(screen.getByPlaceholderText('验证码'), '4{Enter}');
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({ username: 'bob', password: 'secret1', confirmPassword: 'secret1', code: '4', uuid: 'u9' }),
    );
    expect(await screen.findByText('恭喜你，您的账号 bob 注册成功！')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('loads a new captcha when registration fails', async () => {
    register.mockRejectedValue(new RequestError('验证码错误', { code: 500 }));
    renderRegister();
    await screen.findByAltText('验证码图片');
    await fill('bob', 'secret1', 'secret1');
    await userEvent.type(screen.getByPlaceholderText('验证码'), '4{Enter}');
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: '注 册' })).toBeEnabled();
  });
});
