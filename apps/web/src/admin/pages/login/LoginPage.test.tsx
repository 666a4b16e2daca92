import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../shared/request/errors';
import { sessionApi } from '../../session/api';
import { renderRoutes, setupTestI18n } from '../../testing';
import { GuestOnly } from '../../router/GuestOnly';
import { clearSession } from '../../session/sessionStore';
import LoginPage from './LoginPage';

vi.mock('../../session/api', () => ({ sessionApi: { captcha: vi.fn(), login: vi.fn() } }));

const captcha = vi.mocked(sessionApi.captcha);
const login = vi.mocked(sessionApi.login);
const captchaImage = 'R0lGODlhAQABAAAAACw=';

function clearCookies() {
  for (const name of document.cookie.split(/;\s*/).map((c) => c.split('=')[0]).filter(Boolean)) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <GuestOnly><LoginPage /></GuestOnly> },
      { path: '/register', element: <p>register page</p> },
      { path: '*', element: <p>landed</p> },
    ],
    path,
  );
}

beforeAll(setupTestI18n);
beforeEach(() => {
  clearSession();
  clearCookies();
  captcha.mockReset().mockResolvedValue({ code: 200, captchaEnabled: false, registerEnabled: false });
  login.mockReset();
});

describe('login page', () => {
  it('asks for the account and the password', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入您的账号')).toBeInTheDocument();
    expect(screen.getByText('请输入您的密码')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('shows no captcha and no register link when both are off', async () => {
    renderLogin();
    await waitFor(() => expect(captcha).toHaveBeenCalled());
    expect(screen.queryByPlaceholderText('验证码')).not.toBeInTheDocument();
    expect(screen.queryByText('立即注册')).not.toBeInTheDocument();
  });

  it('shows the captcha and requires its code when enabled, and a click loads a new one', async () => {
    captcha.mockResolvedValue({ code: 200, captchaEnabled: true, registerEnabled: true, img: captchaImage, uuid: 'u1' });
    renderLogin();
    const image = await screen.findByAltText('验证码图片');
    expect(image).toHaveAttribute('src', `data:image/gif;base64,${captchaImage}`);
    expect(screen.getByText('立即注册')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('账号'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'admin123');
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    await userEvent.click(image);
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(2));
  });

  it('submits on Enter with the captcha answer, shows the loading text, then follows the redirect', async () => {
    captcha.mockResolvedValue({ code: 200, captchaEnabled: true, registerEnabled: false, img: captchaImage, uuid: 'u1' });
    let finish: (reply: { code: number; token: string }) => void = () => {};
    login.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { router } = renderLogin(`/login?redirect=${encodeURIComponent('/system/user?deptId=1')}`);
    await screen.findByAltText('验证码图片');
    await userEvent.type(screen.getByPlaceholderText('账号'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('验证码'), '7');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'admin123{Enter}');
    await waitFor(() => expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'admin123', code: '7', uuid: 'u1' }));
    expect(screen.getByText('登 录 中...')).toBeInTheDocument();
    finish({ code: 200, token: 'token-1' });
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/system/user', search: '?deptId=1' });
    expect(document.cookie).toContain('Admin-Token=token-1');
  });

  it('on failure stops loading and loads a new captcha', async () => {
    captcha.mockResolvedValue({ code: 200, captchaEnabled: true, registerEnabled: false, img: captchaImage, uuid: 'u1' });
    login.mockRejectedValue(new RequestError('验证码错误', { code: 500 }));
    renderLogin();
    await screen.findByAltText('验证码图片');
    await userEvent.type(screen.getByPlaceholderText('账号'), 'admin');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'admin123');
    await userEvent.type(screen.getByPlaceholderText('验证码'), '9{Enter}');
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: '登 录' })).toBeInTheDocument();
  });

  it('remember me keeps the account name but never the password', async () => {
    login.mockResolvedValue({ code: 200, token: 't' });
    renderLogin();
    await userEvent.type(screen.getByPlaceholderText('账号'), 'operator');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'S3cret!pw');
    await userEvent.click(screen.getByRole('checkbox', { name: '记住我' }));
    await userEvent.click(screen.getByRole('button', { name: '登 录' }));
    await screen.findByText('landed');
    expect(document.cookie).toContain('username=operator');
    expect(document.cookie).toContain('rememberMe=true');
    expect(document.cookie).not.toContain('S3cret');
    expect(document.cookie).not.toMatch(/password/i);
  });

  it('fills in the remembered account name', async () => {
    document.cookie = 'username=operator; path=/';
    document.cookie = 'rememberMe=true; path=/';
    renderLogin();
    expect(screen.getByPlaceholderText('账号')).toHaveValue('operator');
    expect(screen.getByRole('checkbox', { name: '记住我' })).toBeChecked();
  });
});
