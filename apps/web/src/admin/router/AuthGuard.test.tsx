import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../shared/request/errors';
import { sessionApi, type InfoReply } from '../session/api';
import { clearSession, sessionStore } from '../session/sessionStore';
import { renderRoutes, setupTestI18n } from '../testing';
import { tagsStore } from '../layout/tags-view/tagsStore';
import { adminRoutes } from './router';
import type { RouterVo } from './routerVo';

vi.mock('../session/api', () => ({
  sessionApi: { captcha: vi.fn(), login: vi.fn(), info: vi.fn(), routers: vi.fn(), logout: vi.fn() },
}));

const api = vi.mocked(sessionApi);

const info: InfoReply = {
  code: 200,
  user: { userId: 1, userName: 'admin', nickName: '管理员' },
  roles: ['admin'],
  permissions: ['tool:gen:list', 'tool:gen:edit', 'monitor:job:list'],
};

const menu: RouterVo[] = [
  {
    name: 'Tool',
    path: '/tool',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '系统工具', icon: 'tool', noCache: false, link: null },
    children: [
      { name: 'Gen', path: 'gen', hidden: false, component: 'tool/gen/index', meta: { title: '代码生成', icon: 'code', noCache: false, link: null } },
      { name: 'Build', path: 'build', hidden: false, component: 'tool/build/index', meta: { title: '表单构建', icon: 'build', noCache: false, link: null } },
    ],
  },
];

beforeAll(async () => {
  await setupTestI18n();
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

beforeEach(() => {
  clearSession();
  tagsStore.set({ views: [] });
  vi.resetAllMocks();
  api.captcha.mockResolvedValue({ code: 200, captchaEnabled: false, registerEnabled: false });
  api.info.mockResolvedValue(info);
  api.routers.mockResolvedValue({ code: 200, data: menu });
});

const signedIn = () => sessionStore.set({ token: 'token-1' });

describe('route guard', () => {
  it('sends a visitor without a token to the login page, remembering the full path', async () => {
    const { router } = renderRoutes(adminRoutes, '/tool/gen?tableName=a');
    expect(await screen.findByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/tool/gen?tableName=a');
  });

  it('sends a signed-in person away from the login page', async () => {
    signedIn();
    const { router } = renderRoutes(adminRoutes, '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('欢迎回来，管理员！')).toBeInTheDocument();
  });

  it('loads the session and menus once, then shows the page in the layout', async () => {
    signedIn();
    renderRoutes(adminRoutes, '/tool/build');
    // A screen without a page of its own shows what the person may do in its section.
    const card = (await screen.findByText('您的操作权限')).closest('.ant-card') as HTMLElement;
    expect(within(card).queryByText('monitor:job:list')).not.toBeInTheDocument();
    const breadcrumb = document.querySelector('.app-breadcrumb') as HTMLElement;
    expect(within(breadcrumb).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['首页', '系统工具', '表单构建']);
    const tabs = screen.getByRole('navigation', { name: '已访问页面' });
    expect(within(tabs).getByText('首页')).toBeInTheDocument();
    expect(within(tabs).getByText('表单构建')).toBeInTheDocument();
    expect(api.info).toHaveBeenCalledTimes(1);
    expect(api.routers).toHaveBeenCalledTimes(1);
  });

  it('shows the frame with a busy page area while the session loads, and no page before it is loaded', async () => {
    let answer: (reply: InfoReply) => void = () => {};
    api.info.mockReturnValue(new Promise<InfoReply>((resolve) => (answer = resolve)));
    signedIn();
    renderRoutes(adminRoutes, '/tool/build');
    await waitFor(() => expect(document.querySelector('.app-main .page-loading')).not.toBeNull());
    expect(document.querySelector('.app-wrapper')).toHaveAttribute('aria-busy', 'true');
    // The main landmark, where the skip link puts focus, comes with the layout, so that focus is not lost.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(document.querySelector('.sidebar-container')).toBeEmptyDOMElement();
    expect(screen.queryByText('您的操作权限')).not.toBeInTheDocument();

    answer(info);
    expect(await screen.findByText('您的操作权限')).toBeInTheDocument();
    expect(screen.getByRole('main').closest('.app-wrapper')).not.toHaveAttribute('aria-busy');
    expect(within(document.querySelector('.sidebar-container') as HTMLElement).getByText('代码生成')).toBeInTheDocument();
  });

  it('gives a person without roles the default role', async () => {
    api.info.mockResolvedValue({ ...info, roles: [] });
    signedIn();
    renderRoutes(adminRoutes, '/');
    expect(await screen.findByText('ROLE_DEFAULT')).toBeInTheDocument();
  });

  it('signs out and shows the error when the session cannot be loaded', async () => {
    api.info.mockRejectedValue(new RequestError('boom', { notified: false }));
    signedIn();
    const { router } = renderRoutes(adminRoutes, '/tool/gen');
    expect(await screen.findByText('boom')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.get().token).toBeUndefined();
    expect(await screen.findByRole('button', { name: '登 录' })).toBeInTheDocument();
  });

  it('opens the home page at /home and /index, RuoYi\'s names for it', async () => {
    signedIn();
    for (const path of ['/home', '/index']) {
      const { router, unmount } = renderRoutes(adminRoutes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByText('欢迎回来，管理员！')).toBeInTheDocument();
      unmount();
    }
  });

  it('shows the 404 page for a path outside the menu', async () => {
    signedIn();
    const { router } = renderRoutes(adminRoutes, '/system/nowhere');
    expect(await screen.findByText('404错误!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('opens a section entry from the sidebar and closes its tab back to the last one', async () => {
    signedIn();
    const { router } = renderRoutes(adminRoutes, '/tool/build');
    await screen.findByText('您的操作权限');
    await userEvent.click(within(document.querySelector('.sidebar-container') as HTMLElement).getByText('代码生成'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/gen'));
    // The page's code has arrived (nothing of it is left to render after the test).
    await waitFor(() => expect(document.querySelector('.page-loading')).toBeNull());
    const tabs = screen.getByRole('navigation', { name: '已访问页面' });
    const genTab = (await within(tabs).findByText('代码生成')).closest('.ant-tag') as HTMLElement;
    await userEvent.click(within(genTab).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tool/build'));
    // The overview is drawn again before the test ends, so no render is left to run after the page is gone.
    await screen.findByText('您的操作权限');
  });
});
