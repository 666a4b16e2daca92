import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../shared/i18n';
import { renderScreen } from '../testing/renderPortal';
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
    const nav = screen.getByRole('menu', { name: '主导航' });
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

  it('shows a dash until exchange rates are known', () => {
    renderScreen(<PortalHeader />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('shows the USD and RUB rates from the session', () => {
    renderScreen(<PortalHeader />, { session: { exchangeRates: { usd: 0.13889, rub: 12.67341 } } });
    expect(screen.getByText('USD 0.1389 · RUB 12.6734')).toBeInTheDocument();
  });

  it('offers anonymous visitors a login link that comes back to the current page', () => {
    renderScreen(<PortalHeader />, { path: '/railway?pol=CNXIY' });
    expect(screen.getByRole('link', { name: /登录/ })).toHaveAttribute('href', '/login?redirect=%2Frailway%3Fpol%3DCNXIY');
  });

  it('logs a customer out only after confirmation', async () => {
    const router = renderScreen(<PortalHeader />, { path: '/xjlb', session: { token: 't-1', userName: 'Li Wei', exchangeRates: {} } });
    await userEvent.click(screen.getByRole('button', { name: /Li Wei/ }));
    expect(await screen.findByText('修改密码')).toBeInTheDocument();
    await userEvent.click(screen.getByText('退出登录'));
    const dialog = await screen.findByRole('dialog', { name: '确定注销并退出系统吗？' });
    expect(router.state.location.pathname).toBe('/xjlb');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: /登录/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Li Wei/ })).not.toBeInTheDocument();
  });

  it('folds the navigation into a drawer on mobile, with both dropdowns, closed again after navigating', async () => {
    setBodyWidth(600);
    const router = renderScreen(<PortalHeader />, { path: '/home' });
    expect(screen.queryByRole('menu', { name: '主导航' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('menu', { name: '主导航' });
    await userEvent.click(within(nav).getByText('铁路运输'));
    expect(await within(nav).findByRole('link', { name: '铁路拼箱运价' })).toHaveAttribute('href', '/railway');
    expect(within(nav).getByRole('link', { name: '铁路整箱询价' })).toHaveAttribute('href', '/tlzxyj');
    await userEvent.click(within(nav).getByText('询价列表'));
    expect(await within(nav).findByRole('link', { name: '铁路拼箱询价记录' })).toHaveAttribute('href', '/inquiryList');
    expect(within(nav).getByRole('link', { name: '整箱询价记录' })).toHaveAttribute('href', '/inquiryFclList');
    expect(within(nav).getByRole('link', { name: '海运询价历史' })).toHaveAttribute('href', '/xjlb');

    await userEvent.click(within(nav).getByRole('link', { name: '海运整箱询价' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hyzxyj'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
