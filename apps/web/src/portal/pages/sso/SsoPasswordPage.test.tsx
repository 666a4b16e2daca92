import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalRoutes } from '../../routes';
import { browser } from '../../session/browser';
import type { FakeRoutes } from '../../testing/fakeServer';
import { customerUser, portalServer, renderRoutes } from '../../testing/renderPortal';

const path = '/sso/password?return=%2Fxjlb';

function open(routes: FakeRoutes = {}) {
  const server = portalServer({
    routes: {
      'GET /sso/account': () => ({ code: 200, data: { userName: 'li.wei', nickName: 'Li Wei' } }),
      'PUT /sso/account/password': () => ({ code: 200, msg: '操作成功' }),
      ...routes,
    },
  });
  const router = renderRoutes(portalRoutes, { path, user: customerUser, server });
  return { server, router };
}

async function fill(oldPassword: string, newPassword: string, confirmPassword: string) {
  await userEvent.type(await screen.findByLabelText('旧密码'), oldPassword);
  await userEvent.type(screen.getByLabelText('新密码'), newPassword);
  await userEvent.type(screen.getByLabelText('确认新密码'), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
}

afterEach(() => vi.restoreAllMocks());

describe('sign-on service password page', () => {
  it('checks the fields with the shared PasswordChange rules', async () => {
    const { server } = open();
    expect(await screen.findByText('账号：li.wei')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('旧密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('新密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('确认密码不能为空')).toBeInTheDocument();

    await fill('old-Pass1!', 'weak', 'other');
    expect(await screen.findAllByText('密码须为 6 到 20 位，包含字母、数字和特殊字符')).not.toHaveLength(0);
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(server.callsTo('PUT /sso/account/password')).toHaveLength(0);
  });

  it('changes the password and goes back where the user was', async () => {
    const { server, router } = open();
    await fill('old-Pass1!', 'New-Pass2!', 'New-Pass2!');
    expect(await screen.findByText('密码已修改，下次登录请使用新密码。')).toBeInTheDocument();
    const [change] = server.callsTo('PUT /sso/account/password');
    expect(change!.body).toEqual({ oldPassword: 'old-Pass1!', newPassword: 'New-Pass2!', confirmPassword: 'New-Pass2!' });
    expect(change!.headers.Authorization).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: /返\s?回/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/xjlb'));
  });

  it('shows what the service says when it refuses', async () => {
    open({ 'PUT /sso/account/password': () => ({ code: 500, msg: '修改密码失败，旧密码错误' }) });
    await fill('wrong-Pass1!', 'New-Pass2!', 'New-Pass2!');
    expect(await screen.findByText('修改密码失败，旧密码错误')).toBeInTheDocument();
  });

  it('without a session at the service says so and offers sign-in that comes back here', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    open({ 'GET /sso/account': () => ({ code: 401, msg: '认证失败' }) });
    expect(await screen.findByText(/您尚未在统一登录服务中登录/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('portal.signIn')!)).toMatchObject({ redirect: '/sso/password?return=%2Fxjlb' });
  });

  it('also says so when the session at the service ends before saving', async () => {
    open({ 'PUT /sso/account/password': () => ({ code: 401, msg: '认证失败' }) });
    await fill('old-Pass1!', 'New-Pass2!', 'New-Pass2!');
    expect(await screen.findByText(/您尚未在统一登录服务中登录/)).toBeInTheDocument();
  });
});
