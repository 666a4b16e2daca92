import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gatewayOk, type FakeRequest } from '../../testing/fakeServer';
import { lclRate, port } from '../../testing/rates';
import { portalServer, renderScreen } from '../../testing/renderPortal';
import FarePage from './FarePage';

const moduleOf = (request: FakeRequest) => (request.command?.data as { moduletype: string }).moduletype;

describe('rate overview (/fare)', () => {
  it('shows the featured rail routes with their lowest price and the hot destinations of every lane', async () => {
    const server = portalServer({
      routes: {
        'POST /yhApi/callZxyjYhApi': () =>
          gatewayOk({
            lcl: [lclRate({ price: [{ salesprice: 120, currencycode: 'USD', unit: 'CBM' }] }), lclRate({ price: [{ salesprice: 85, currencycode: 'USD', unit: 'CBM' }] })],
            fcl: [],
          }),
        'POST /yhApi/callYhApi tradelane': (request) =>
          gatewayOk({ rows: [moduleOf(request) === 'ox' ? { tradelanecode: 'EUS', tradelanename: '欧地线', moduletype: 'ox' } : { tradelanecode: 'EUR', tradelanename: '中欧班列', moduletype: 'rt' }] }),
        'POST /yhApi/callYhApi hotports': (request) =>
          gatewayOk({ rows: moduleOf(request) === 'ox' ? [port('DEHAM', { zh: '汉堡', en: 'Hamburg' }, { moduletype: 'ox' })] : [port('PLWAW', { zh: '华沙', en: 'Warsaw' })] }),
      },
    });
    const router = renderScreen(<FarePage />, { path: '/fare', server });

    expect(await screen.findByText('西安 → 莫斯科')).toBeInTheDocument();
    expect(screen.getByText('USD 85 / CBM')).toBeInTheDocument();
    expect(screen.getByText(/2 个班次/)).toBeInTheDocument();
    expect(await screen.findByText('欧地线')).toBeInTheDocument();
    expect(await screen.findByText('中欧班列')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: '汉堡 (DEHAM)' }));
    expect(router.state.location.pathname).toBe('/hyzxyj');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ pod: 'DEHAM', podLabel: '汉堡 (DEHAM)' });
  });

  it('opens all rates of a featured route', async () => {
    const server = portalServer({
      routes: {
        'POST /yhApi/callZxyjYhApi': () => gatewayOk({ lcl: [lclRate()], fcl: [] }),
        'POST /yhApi/callYhApi tradelane': () => gatewayOk({ rows: [] }),
      },
    });
    const router = renderScreen(<FarePage />, { path: '/fare', server });
    const route = (await screen.findByText('西安 → 莫斯科')).closest('li')!;
    await userEvent.click(within(route).getByRole('link', { name: '查看运价' }));
    expect(router.state.location.pathname).toBe('/railway');
    expect(new URLSearchParams(router.state.location.search).get('pod')).toBe('RUMOW');
  });

  it('keeps the place of the routes and destinations while they load, then shows them there', async () => {
    let answer!: () => void;
    const arrived = new Promise<void>((resolve) => { answer = resolve; });
    const server = portalServer({
      routes: {
        'POST /yhApi/callZxyjYhApi': async () => { await arrived; return gatewayOk({ lcl: [lclRate()], fcl: [] }); },
        'POST /yhApi/callYhApi tradelane': async () => { await arrived; return gatewayOk({ rows: [] }); },
      },
    });
    renderScreen(<FarePage />, { path: '/fare', server });
    const container = document.body;
    await screen.findByText('铁路拼箱');
    expect(container.querySelector('.ant-spin')).toBeNull();
    const hidden = [...container.querySelectorAll('[aria-hidden="true"]')];
    expect(hidden.flatMap((list) => [...list.querySelectorAll('li')])).toHaveLength(12);
    expect(hidden.filter((lanes) => lanes.querySelector('.ant-tag'))).toHaveLength(2);
    answer();
    expect(await screen.findByText('西安 → 莫斯科')).toBeInTheDocument();
    expect(container.querySelector('.fare-placeholder')).toBeNull();
  });
});
