import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gatewayOk } from '../../testing/fakeServer';
import { fclRate, lclRate } from '../../testing/rates';
import { portalServer, renderScreen } from '../../testing/renderPortal';
import HotRatesPage from './HotRatesPage';

const masked = { salesprice: '***' as const, currencycode: 'USD', unit: 'CBM' };

describe('featured rail rates (/zxyj)', () => {
  it('lists the LCL and FCL hot rates with masked prices for visitors, each linking to its route', async () => {
    const server = portalServer({
      routes: { 'POST /yhApi/callZxyjYhApi': () => gatewayOk({ lcl: [lclRate({ price: [masked] })], fcl: [fclRate({ price20: '***', pricehc: '***' })] }) },
    });
    const router = renderScreen(<HotRatesPage />, { path: '/zxyj', server });

    expect(await screen.findByText('USD *** / CBM')).toBeInTheDocument();
    expect(server.callsTo('POST /yhApi/callZxyjYhApi')[0]!.command?.data).toEqual({ maxrows: 20 });
    expect(screen.getByRole('tab', { name: '铁路拼箱 (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '铁路整箱 (1)' }));
    const fclPanel = screen.getByRole('tabpanel', { name: '铁路整箱 (1)' });
    expect(await within(fclPanel).findAllByText('USD ***')).toHaveLength(2);

    await userEvent.click(within(fclPanel).getByRole('link', { name: '查看该线路运价' }));
    expect(router.state.location.pathname).toBe('/tlzxyj');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toMatchObject({ pol: 'CNXIY', polLabel: '西安 (CNXIY)', pod: 'RUMOW', isAnonymous: 'true' });
  });

  it('offers the route search when no rate is featured', async () => {
    const server = portalServer({ routes: { 'POST /yhApi/callZxyjYhApi': () => gatewayOk({ lcl: [], fcl: [] }) } });
    renderScreen(<HotRatesPage />, { path: '/zxyj', server });
    expect(await screen.findByText('目前没有推荐的热门运价。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '按线路查询运价' })).toBeInTheDocument();
  });
});
