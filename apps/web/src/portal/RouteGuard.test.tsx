import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { readCredentials } from '../shared/gateway/credentials';
import { changeLanguage } from '../shared/i18n';
import { portalRoutes } from './routes';
import { browser } from './session/browser';
import { gatewayFail } from './testing/fakeServer';
import { customerUser, portalServer, renderRoutes } from './testing/renderPortal';

const location = (router: ReturnType<typeof renderRoutes>) => router.state.location.pathname + router.state.location.search;

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('zh_CN');
});

describe('route guard with the session', () => {
  it('loads the signed-in user record first (yhLogin), applies their language, then enters the route', async () => {
    const server = portalServer({ user: { ...customerUser, customerlanguageid: 1033 } });
    const router = renderRoutes(portalRoutes, { path: '/xjlb?page=2', user: customerUser, userLoaded: false, server });
    expect(await screen.findByRole('heading', { name: 'Sea inquiry history' })).toBeInTheDocument();
    expect(location(router)).toBe('/xjlb?page=2');
    const calls = server.callsTo('POST /yhLogin');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.envelope).toMatchObject({ action: 'yhLogin', usercode: 'li.wei', isAnonymous: false });
    expect(calls[0]!.headers.Authorization).toBe('Bearer customer-token');
    expect(i18n.language).toBe('en_US');
    expect(screen.getByRole('button', { name: /Li Wei/ })).toBeInTheDocument();
  });

  it('logs out, shows the error and goes to / when the user record cannot be loaded', async () => {
    const server = portalServer({ routes: { 'POST /yhLogin': () => gatewayFail(403, 'x') } });
    const router = renderRoutes(portalRoutes, { path: '/xjlb', user: customerUser, userLoaded: false, server });
    await waitFor(() => expect(location(router)).toBe('/home'));
    expect(await screen.findByText('当前操作没有权限')).toBeInTheDocument();
    expect(readCredentials()?.isAnonymous).not.toBe(false);
    expect(await screen.findByRole('link', { name: /登录/ })).toBeInTheDocument();
  });

  it('treats anonymous credentials as no sign-in: a private page goes to /login with the original path', async () => {
    const server = portalServer();
    const router = renderRoutes(portalRoutes, { path: '/inquiryFclList?page=1', server });
    await waitFor(() => expect(location(router)).toBe('/login?redirect=%2FinquiryFclList%3Fpage%3D1'));
    expect(server.callsTo('POST /yhLogin')).toHaveLength(0);
  });

  it('starts sign-in from the /login page with the remembered redirect', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderRoutes(portalRoutes, { path: '/login?redirect=%2FinquiryFclList' });
    await userEvent.click(await screen.findByRole('button', { name: /通过统一登录服务登录/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.pathname).toBe('/api/sso/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('ui_locales')).toBe('zh-CN');
    const attempt = JSON.parse(sessionStorage.getItem('portal.signIn')!) as { redirect: string; state: string };
    expect(attempt.redirect).toBe('/inquiryFclList');
    expect(url.searchParams.get('state')).toBe(attempt.state);
  });

  it('sends a visitor to /login when a call finds the session ended (code 401)', async () => {
    const server = portalServer({ routes: { 'POST /yhApi/callYhApi invoicetrans': () => gatewayFail(401, 'expired') } });
    const router = renderRoutes(portalRoutes, { path: '/xjlb', user: customerUser, server });
    await waitFor(() => expect(location(router)).toBe('/login?redirect=%2Fxjlb'));
    await waitFor(() => expect(readCredentials()?.isAnonymous).toBe(true));
  });
});
