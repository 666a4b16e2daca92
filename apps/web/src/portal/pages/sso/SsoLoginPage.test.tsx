import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { changeLanguage } from '../../../shared/i18n';
import { portalRoutes } from '../../routes';
import { browser } from '../../session/browser';
import type { FakeRoutes } from '../../testing/fakeServer';
import { portalServer, renderRoutes } from '../../testing/renderPortal';

const uid = 'Kx7Qp2Lm9Zt';
const captchaImage = 'R0lGODlhAQABAAAAACw=';
const base = `/sso/interaction/${uid}`;

function service(routes: FakeRoutes = {}, { captchaEnabled = true, uiLocales = 'en-US' } = {}) {
  let captchas = 0;
  return portalServer({
    routes: {
      [`GET ${base}/details`]: () => ({ code: 200, data: { uid, prompt: 'login', clientName: 'GlobalFreight portal', uiLocales, captchaEnabled } }),
      'GET /captchaImage': () => ({ code: 200, captchaEnabled: true, img: captchaImage, uuid: `captcha-${++captchas}` }),
      [`POST ${base}/login`]: () => ({ code: 200, msg: 'ok', data: { redirect: `http://localhost:3000/api/sso/auth/${uid}` } }),
      [`POST ${base}/abort`]: () => ({ code: 200, msg: 'ok', data: { redirect: 'http://localhost:3000/?error=access_denied&state=s' } }),
      ...routes,
    },
  });
}

async function open(server = service()) {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const router = renderRoutes(portalRoutes, { path: `/sso/login?uid=${uid}`, server });
  await screen.findByRole('heading', { name: 'Sign in to your account' });
  return { server, assign, router };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('zh_CN');
});

describe('sign-on service login page', () => {
  it('speaks the language the portal asked for and shows the captcha when enabled', async () => {
    await open();
    expect(i18n.language).toBe('en_US');
    expect(screen.getByText('to continue to GlobalFreight portal')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', `data:image/gif;base64,${captchaImage}`);
    expect(screen.getByLabelText('Captcha')).toBeInTheDocument();
  });

  it('checks the account, the password and the captcha code with the shared rules before posting', async () => {
    const { server } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(await screen.findByText('Please enter the captcha')).toBeInTheDocument();
    expect(server.callsTo(`POST ${base}/login`)).toHaveLength(0);
  });

  it('submits on Enter with the captcha answer and follows the redirect', async () => {
    const { server, assign } = await open();
    await screen.findByRole('img', { name: 'Captcha image' });
    await userEvent.type(screen.getByLabelText('Account'), 'li.wei');
    await userEvent.type(screen.getByLabelText('Password'), 'Pa55word!');
    await userEvent.type(screen.getByLabelText('Captcha'), '7{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`http://localhost:3000/api/sso/auth/${uid}`));
    const [login] = server.callsTo(`POST ${base}/login`);
    expect(login!.body).toEqual({ username: 'li.wei', password: 'Pa55word!', code: '7', uuid: 'captcha-1' });
    expect(login!.headers.Authorization).toBeUndefined();
    expect(login!.headers['Accept-Language']).toBe('en-US');
    expect(login!.envelope).toBeUndefined();
  });

  it('shows the server message on failure and loads a new captcha', async () => {
    const server = service({ [`POST ${base}/login`]: () => ({ code: 500, msg: 'User does not exist or the password is wrong' }) });
    const { assign } = await open(server);
    await screen.findByRole('img', { name: 'Captcha image' });
    await userEvent.type(screen.getByLabelText('Account'), 'li.wei');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.type(screen.getByLabelText('Captcha'), '7{Enter}');
    expect(await screen.findByText('User does not exist or the password is wrong')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET /captchaImage')).toHaveLength(2));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(assign).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Show another captcha' }));
    await waitFor(() => expect(server.callsTo('GET /captchaImage')).toHaveLength(3));
  });

  it('signs in without a captcha when the service has it switched off', async () => {
    const server = service({}, { captchaEnabled: false, uiLocales: 'zh-CN' });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderRoutes(portalRoutes, { path: `/sso/login?uid=${uid}`, server });
    await screen.findByRole('heading', { name: '账号登录' });
    expect(screen.queryByLabelText('验证码')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('账号'), 'li.wei');
    await userEvent.type(screen.getByLabelText('密码'), 'Pa55word!{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(server.callsTo(`POST ${base}/login`)[0]!.body).toEqual({ username: 'li.wei', password: 'Pa55word!' });
    expect(server.callsTo('GET /captchaImage')).toHaveLength(0);
  });

  it('cancels through the service and follows where it sends the browser', async () => {
    const { server, assign } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and go back' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/?error=access_denied&state=s'));
    expect(server.callsTo(`POST ${base}/abort`)).toHaveLength(1);
  });

  it('says an expired request has expired, with a link home', async () => {
    const server = service({ [`GET ${base}/details`]: () => ({ code: 404, msg: '登录请求已失效，请重新登录' }) });
    renderRoutes(portalRoutes, { path: `/sso/login?uid=${uid}`, server });
    expect(await screen.findByText('登录请求已失效')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('账号')).not.toBeInTheDocument();
  });
});
