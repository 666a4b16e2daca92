import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { portalRoutes } from './routes';
import type { PortalUser } from './session/userInfo';
import { gatewayOk } from './testing/fakeServer';
import { lclRate } from './testing/rates';
import { customerUser, portalServer, renderRoutes } from './testing/renderPortal';

async function landsOn(path: string, expected: string, user: PortalUser | null = customerUser) {
  const router = renderRoutes(portalRoutes, { path, user: user ?? undefined });
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(expected));
  return router;
}

describe('portal routes', () => {
  it('sends the empty path to /home and shows the home search', async () => {
    await landsOn('/', '/home');
    expect(await screen.findByRole('heading', { name: '铁路与海运运价查询' })).toBeInTheDocument();
  });

  it('sends /index to / (and so on to /home)', async () => {
    await landsOn('/index', '/home');
  });

  it('sends unknown paths to /404, which says so and links home', async () => {
    await landsOn('/no/such/page', '/404');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('forwards /redirect/<path> to /<path> keeping the query', async () => {
    await landsOn('/redirect/xjlb?y=1', '/xjlb?y=1');
    expect(await screen.findByRole('heading', { name: '海运询价历史' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor of a private page to /login with the original path', async () => {
    await landsOn('/redirect/hyzxyj?pol=CNSHA', '/login?redirect=%2Fhyzxyj%3Fpol%3DCNSHA', null);
    expect(await screen.findByRole('button', { name: /通过统一登录服务登录/ })).toBeInTheDocument();
  });

  it('keeps a rail quote for signed-in customers: a visitor from a quote mail signs in first', async () => {
    await landsOn('/railQuote/rail-fcl/12', '/login?redirect=%2FrailQuote%2Frail-fcl%2F12', null);
  });

  it('lets an anonymous visitor open the rail LCL rates, with the spec columns and an empty table', async () => {
    await landsOn('/railway', '/railway', null);
    for (const title of ['发站', '出境口岸', '到站', '运费', '发车日期', '截单时间', '截箱时间', '运行天数', '运价有效期', '备注', '操作']) {
      expect(await screen.findByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('请选择起止地点后查询运价')).toBeInTheDocument();
  });

  it('searches the route a signed-in customer opened the rail LCL rates with', async () => {
    const server = portalServer({ routes: { 'POST /yhApi/callYhApiRailway': () => gatewayOk({ rows: [lclRate()] }) } });
    const path = '/railway?pol=CNXIY&polLabel=Xian&pod=RUMOW&podLabel=Moscow';
    renderRoutes(portalRoutes, { path, user: customerUser, server });
    expect(await screen.findByTitle('Xian')).toBeInTheDocument();
    expect(screen.getByTitle('Moscow')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /yhApi/callYhApiRailway')).toHaveLength(1));
    expect(server.callsTo('POST /yhApi/callYhApiRailway')[0]!.command?.data).toMatchObject({
      portofloadingcode: 'CNXIY',
      finaldestinationcode: 'RUMOW',
      isAnonymous: false,
      loadingtype: 'LCL',
      maxrows: 100,
    });
    // Signed-in customers get the smart-inquiry button among each row's actions.
    expect(await screen.findByRole('button', { name: '智能询价' })).toBeInTheDocument();
  });

  it('sends a signed-in customer away from /login', async () => {
    await landsOn('/login', '/home');
  });

  it('shows the no-access page, whose back button goes home when asked not to go back', async () => {
    const router = await landsOn('/401?noGoBack=true', '/401?noGoBack=true');
    expect(await screen.findByText('您没有访问权限！')).toBeInTheDocument();
    // Ant Design spaces out two-character Chinese button labels (返 回).
    screen.getByRole('button', { name: /^返\s?回$/ }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
