import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { portalCatalogue } from '@freight/domain';
import { clearCredentials, saveCredentials } from '../../shared/gateway/credentials';
import { setupI18n } from '../../shared/i18nTesting';
import { PortalProviders } from '../providers/PortalProviders';
import type { SignOnConfig } from '../session/signOnConfig';
import type { PortalUser } from '../session/userInfo';
import { fakeServer, gatewayOk, type FakeRoutes, type FakeServer } from './fakeServer';

setupI18n({ portal: portalCatalogue }, 'zh_CN');

/** A signed-in customer whose language is Chinese. */
export const customerUser: PortalUser = {
  id: 7,
  usertype: 'C',
  usercode: 'li.wei',
  name: 'Li Wei',
  avatar: '',
  roles: ['customer'],
  permissions: [],
  languageid: 2052,
  customerlanguageid: 2052,
  customerlocalname: '西安丝路贸易有限公司',
  customerlocalcode: 'XASL',
  customerenglishname: "Xi'an Silk Road Trading Co., Ltd.",
  customerenglishcode: 'XASL',
  customercustomerid: 3,
  isAnonymous: false,
};

export const anonymousCredentials = { token: 'anon-token', apiSecret: 'anon-secret', usercode: 'anon_test', isAnonymous: true };
export const customerCredentials = { token: 'customer-token', apiSecret: 'customer-secret', usercode: customerUser.usercode, isAnonymous: false };

export const builtInSignOn: SignOnConfig = {
  authorizationEndpoint: 'http://localhost:3000/api/sso/auth',
  endSessionEndpoint: 'http://localhost:3000/api/sso/session/end',
  clientId: 'portal',
  scope: 'openid profile',
  builtIn: true,
};

interface PortalServerOptions {
  user?: PortalUser;
  rates?: { usd: number | string; rub: number | string };
  signOn?: SignOnConfig;
  routes?: FakeRoutes;
}

/** The server a portal screen talks to: anonymous credentials, exchange rates, the user's record, sign-on settings, logout. */
export function portalServer({ user = customerUser, rates, signOn = builtInSignOn, routes = {} }: PortalServerOptions = {}): FakeServer {
  const record = (rate: number | string | undefined, destcurrency: string) =>
    rate === undefined ? null : { srccurrency: 'CNY', destcurrency, exchangerate: rate, fromdate: '2025-01-01' };
  return fakeServer({
    'POST /yhApi/callYhAnonymousApiAccount': () => gatewayOk({ ...anonymousCredentials, anonymousId: anonymousCredentials.usercode }),
    'POST /yhApi/callYhApi invoicetrans': () => gatewayOk({ usd: record(rates?.usd, 'USD'), rub: record(rates?.rub, 'RUB'), rows: [] }),
    'POST /yhLogin': () => gatewayOk({ userInfo: user }),
    'POST /yhApi/refreshUserInfo': () => gatewayOk({ userInfo: user }),
    'POST /yhApi/logout': () => gatewayOk({ loggedOut: true }),
    'GET /portal/signOn': () => ({ code: 200, msg: '操作成功', data: signOn }),
    ...routes,
  });
}

interface RenderOptions {
  path?: string;
  /** Signed in as this user; anonymous when absent. */
  user?: PortalUser;
  /** The user's record is known already (default), or the route guard must load it. */
  userLoaded?: boolean;
  /** The fake server; a default portalServer for `user` when absent. */
  server?: FakeServer;
}

/** Forgets any earlier sign-in, then keeps the credentials of `user` or of an anonymous visitor. Other storage stays. */
export function seedBrowser(user?: PortalUser) {
  clearCredentials();
  localStorage.removeItem('portal.idToken');
  sessionStorage.removeItem('portal.signIn');
  saveCredentials(user ? { ...customerCredentials, usercode: user.usercode } : anonymousCredentials);
}

/** Renders portal routes in memory, inside the portal's providers; returns the router to read its location. */
export function renderRoutes(routes: RouteObject[], { path = '/', user, userLoaded = true, server }: RenderOptions = {}) {
  seedBrowser(user);
  if (!server) portalServer({ user });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <PortalProviders initialUser={userLoaded ? user : undefined}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return router;
}

/** Renders one screen at `path`, with a catch-all route so it can navigate anywhere. */
export function renderScreen(screen: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: screen }], options);
}
