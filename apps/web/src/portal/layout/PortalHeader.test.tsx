import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../shared/i18n';
import { readCredentials } from '../../shared/gateway/credentials';
import { browser } from '../session/browser';
import { builtInSignOn, customerUser, portalServer, renderScreen } from '../testing/renderPortal';
import { PortalHeader } from './PortalHeader';

function setBodyWidth(width: number) {
  Object.defineProperty(document.body, 'clientWidth', { configurable: true, value: width });
}

async function chooseLanguage(label: string) {
  await userEvent.click(screen.getByRole('button', { name: /切换语言|Change language|Сменить язык/ }));
  await userEvent.click(await screen.findByText(label));
}

describe('portal header', () => {
  beforeEach(() => setBodyWidth(1280));
  afterEach(() => changeLanguage('zh_CN'));

  it('switches every label to the chosen language', async () => {
    renderScreen(<PortalHeader />);
    const nav = screen.getByRole('navigation', { name: '主导航' });
    for (const label of ['首页', '海运整箱询价', '铁路运输', '询价列表']) expect(within(nav).getByText(label)).toBeInTheDocument();

    await chooseLanguage('English');
    await waitFor(() => expect(within(nav).getByText('Home')).toBeInTheDocument());
    for (const label of ['Sea FCL quote', 'Rail', 'Inquiry lists']) expect(within(nav).getByText(label)).toBeInTheDocument();
    expect(within(nav).queryByText('首页')).not.toBeInTheDocument();
    expect(screen.getByText('Log in')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.cookie).toContain('language=en_US');

    await chooseLanguage('Русский');
    await waitFor(() => expect(within(nav).getByText('Главная')).toBeInTheDocument());
    expect(screen.getByText('Войти')).toBeInTheDocument();
  });

  it('opens the language menu and the navigation groups from the keyboard, and closes them with Escape', async () => {
    renderScreen(<PortalHeader />, { path: '/railway' });
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    const rail = within(nav).getByRole('button', { name: '铁路运输' });
    rail.focus();
    await userEvent.keyboard('{Enter}');
    expect(rail).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '铁路拼箱运价' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    expect(rail).toHaveAttribute('aria-expanded', 'false');
    expect(rail).toHaveFocus();

    // Named by the language it shows, then by what it does (WCAG 2.5.3).
    const language = screen.getByRole('button', { name: '简体中文, 切换语言' });
    language.focus();
    await userEvent.keyboard('{ArrowDown}');
    const chinese = await screen.findByRole('menuitemradio', { name: '简体中文' });
    expect(chinese).toHaveFocus();
    expect(chinese).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(language).toHaveFocus();
  });

  it('shows a dash until exchange rates are known', () => {
    renderScreen(<PortalHeader />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('shows the USD and RUB rates that invoicetrans answers, for anonymous visitors too', async () => {
    const server = portalServer({ rates: { usd: '0.13889', rub: 12.67341 } });
    renderScreen(<PortalHeader />, { server });
    expect(await screen.findByText('1 CNY = 0.1389 USD · 12.6734 RUB')).toBeInTheDocument();
    const [call] = server.callsTo('POST /yhApi/callYhApi invoicetrans');
    expect(call?.command?.data).toEqual({ maxrows: 100 });
    expect(call?.envelope?.isAnonymous).toBe(true);
  });

  it('says which currency the rates are for and the day they apply from, in each language', async () => {
    renderScreen(<PortalHeader />, { server: portalServer({ rates: { usd: 0.1404, rub: 11.41 } }) });
    expect(await screen.findByText('1 CNY = 0.1404 USD · 11.4100 RUB')).toBeInTheDocument();
    expect(screen.getByText('2025-01-01 起')).toBeInTheDocument();

    await chooseLanguage('English');
    expect(await screen.findByText('as of 2025-01-01')).toBeInTheDocument();
    expect(screen.getByText('Exchange rates')).toBeInTheDocument();
    await chooseLanguage('Русский');
    expect(await screen.findByText('на 2025-01-01')).toBeInTheDocument();
    expect(screen.getByText('1 CNY = 0.1404 USD · 11.4100 RUB')).toBeInTheDocument();
  });

  it('offers anonymous visitors a login link that comes back to the current page', () => {
    renderScreen(<PortalHeader />, { path: '/railway?pol=CNXIY' });
    expect(screen.getByRole('link', { name: /登录/ })).toHaveAttribute('href', '/login?redirect=%2Frailway%3Fpol%3DCNXIY');
  });

  it('logs a customer out only after confirmation: server session, credentials, then the sign-on service', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const server = portalServer();
    renderScreen(<PortalHeader />, { path: '/xjlb', user: customerUser, server });
    localStorage.setItem('portal.idToken', 'id-token-1');
    await userEvent.click(screen.getByRole('button', { name: /Li Wei/ }));
    expect(await screen.findByText('修改密码')).toBeInTheDocument();
    await userEvent.click(screen.getByText('退出登录'));
    const dialog = await screen.findByRole('dialog', { name: '确定注销并退出系统吗？' });
    expect(server.callsTo('POST /yhApi/logout')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [logout] = server.callsTo('POST /yhApi/logout');
    expect(logout?.headers.Authorization).toBe('Bearer customer-token');
    expect(logout?.envelope).toMatchObject({ action: 'logout', usercode: 'li.wei', isAnonymous: false });
    const target = new URL(assign.mock.calls[0]![0]);
    expect(target.origin + target.pathname).toBe('http://localhost:3000/api/sso/session/end');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      id_token_hint: 'id-token-1',
      post_logout_redirect_uri: 'http://localhost:3000/',
      client_id: 'portal',
    });
    expect(readCredentials()?.isAnonymous).not.toBe(false);
    expect(localStorage.getItem('portal.idToken')).toBeNull();
    expect(await screen.findByRole('link', { name: /登录/ })).toBeInTheDocument();
    assign.mockRestore();
  });

  it('links staff to the back office and customers to their inquiry list', async () => {
    renderScreen(<PortalHeader />, { user: { ...customerUser, usertype: 'U', name: 'Zhang Min' } });
    await userEvent.click(screen.getByRole('button', { name: /Zhang Min/ }));
    expect(await screen.findByRole('menuitem', { name: '工作台' })).toHaveAttribute('href', '/admin/');
    cleanup();
    renderScreen(<PortalHeader />, { user: customerUser });
    await userEvent.click(screen.getByRole('button', { name: /Li Wei/ }));
    expect(await screen.findByRole('menuitem', { name: '工作台' })).toHaveAttribute('href', '#/inquiryList');
  });

  it('opens the sign-on service password page when the service is built in', async () => {
    const router = renderScreen(<PortalHeader />, { path: '/xjlb?page=2', user: customerUser });
    await userEvent.click(screen.getByRole('button', { name: /Li Wei/ }));
    await userEvent.click(await screen.findByText('修改密码'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sso/password'));
    expect(router.state.location.search).toBe('?return=%2Fxjlb%3Fpage%3D2');
  });

  it('only explains password changes under a company sign-on, and switches the language in place', async () => {
    const server = portalServer({ signOn: { ...builtInSignOn, builtIn: false } });
    const router = renderScreen(<PortalHeader />, { path: '/xjlb', user: customerUser, server });
    await userEvent.click(screen.getByRole('button', { name: /Li Wei/ }));
    await userEvent.click(await screen.findByText('修改密码'));
    expect(await screen.findByText(/您的密码由公司统一登录服务管理/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/xjlb');
    await userEvent.click(await screen.findByRole('button', { name: /知道了/ }));
    await chooseLanguage('English');
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    expect(router.state.location.pathname).toBe('/xjlb');
  });

  it('switches a signed-in user of the built-in service through its language page', async () => {
    const server = portalServer();
    const router = renderScreen(<PortalHeader />, { path: '/xjlb?page=2', user: customerUser, server });
    await waitFor(() => expect(server.callsTo('GET /portal/signOn')).toHaveLength(1));
    await chooseLanguage('English');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sso/language'));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ lang: 'en_US', return: '/xjlb?page=2' });
  });

  it('folds the navigation into a drawer on mobile, with both dropdowns, closed again after navigating', async () => {
    setBodyWidth(600);
    const router = renderScreen(<PortalHeader />, { path: '/home' });
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer.closest('.ant-drawer')).toHaveClass('ant-drawer-open');
    const nav = within(drawer).getByRole('navigation', { name: '主导航' });
    await userEvent.click(within(nav).getByText('铁路运输'));
    expect(await within(nav).findByRole('link', { name: '铁路拼箱运价' })).toHaveAttribute('href', '/railway');
    expect(within(nav).getByRole('link', { name: '铁路整箱询价' })).toHaveAttribute('href', '/tlzxyj');
    await userEvent.click(within(nav).getByText('询价列表'));
    expect(await within(nav).findByRole('link', { name: '铁路拼箱询价记录' })).toHaveAttribute('href', '/inquiryList');
    expect(within(nav).getByRole('link', { name: '整箱询价记录' })).toHaveAttribute('href', '/inquiryFclList');
    expect(within(nav).getByRole('link', { name: '海运询价历史' })).toHaveAttribute('href', '/xjlb');

    await userEvent.click(within(nav).getByRole('link', { name: '海运整箱询价' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hyzxyj'));
    // Closed: Ant Design keeps the drawer's markup, hidden by its stylesheet, which component tests do not load.
    await waitFor(() => expect(drawer.closest('.ant-drawer')).not.toHaveClass('ant-drawer-open'));
  });
});
