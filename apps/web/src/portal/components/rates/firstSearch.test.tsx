import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setGatewayFeedback } from '../../../shared/gateway/client';
import RailwayPage from '../../pages/railway/RailwayPage';
import { gatewayFail, gatewayOk } from '../../testing/fakeServer';
import { lclRate } from '../../testing/rates';
import { portalServer, renderScreen, seedBrowser } from '../../testing/renderPortal';
import { startFirstRateSearch } from './firstSearch';

const query = 'pol=CNXIY&polLabel=%E8%A5%BF%E5%AE%89&pod=RUMOW&podLabel=%E8%8E%AB%E6%96%AF%E7%A7%91&isAnonymous=true';
const railway = 'POST /yhApi/callYhApiRailway';
const rate = lclRate({ price: [{ salesprice: '***' as const, currencycode: 'USD', unit: 'CBM' }] });

describe('a shared link\'s rates, asked for by the entry while the page code loads', () => {
  it('the rail LCL list shows the early search\'s rates and does not ask again', async () => {
    seedBrowser();
    const server = portalServer({ routes: { [railway]: () => gatewayOk({ rows: [rate] }) } });
    startFirstRateSearch('/railway', new URLSearchParams(query), true, 'zh_CN');
    await waitFor(() => expect(server.callsTo(railway)).toHaveLength(1));
    renderScreen(<RailwayPage />, { path: `/railway?${query}`, server });
    expect(await screen.findByText('USD *** / CBM')).toBeInTheDocument();
    expect(server.callsTo(railway)).toHaveLength(1);
    expect(server.callsTo(railway)[0]!.command?.data).toMatchObject({ portofloadingcode: 'CNXIY', finaldestinationcode: 'RUMOW', loadingtype: 'LCL', isAnonymous: true });
  });

  it('a search for other criteria, another list or another language is not taken: the page asks for its own', async () => {
    seedBrowser();
    const server = portalServer({ routes: { [railway]: () => gatewayOk({ rows: [rate] }) } });
    startFirstRateSearch('/railway', new URLSearchParams(query.replace('RUMOW', 'RULED')), true, 'zh_CN');
    startFirstRateSearch('/tlzxyj', new URLSearchParams(query), true, 'zh_CN');
    startFirstRateSearch('/railway', new URLSearchParams(query), true, 'en_US');
    await waitFor(() => expect(server.callsTo(railway)).toHaveLength(3));
    renderScreen(<RailwayPage />, { path: `/railway?${query}`, server });
    expect(await screen.findByText('USD *** / CBM')).toBeInTheDocument();
    expect(server.callsTo(railway)).toHaveLength(4);
  });

  it('no search without a complete route, nor for pages that are no rail list', () => {
    const server = portalServer();
    startFirstRateSearch('/railway', new URLSearchParams('pol=CNXIY'), true, 'zh_CN');
    startFirstRateSearch('/home', new URLSearchParams(query), true, 'zh_CN');
    expect(server.callsTo(railway)).toHaveLength(0);
  });

  it('an early failure shows nothing; the page asks again, and a failure then is shown', async () => {
    seedBrowser();
    const feedback = { error: vi.fn<(text: string) => void>(), warning: vi.fn(), notifyError: vi.fn() };
    const removeFeedback = setGatewayFeedback(feedback);
    const server = portalServer({ routes: { [railway]: () => gatewayFail(500, '运价暂不可用') } });
    startFirstRateSearch('/railway', new URLSearchParams(query), true, 'zh_CN');
    await waitFor(() => expect(server.callsTo(railway)).toHaveLength(1));
    expect(feedback.error).not.toHaveBeenCalled();
    removeFeedback();

    renderScreen(<RailwayPage />, { path: `/railway?${query}`, server });
    await waitFor(() => expect(server.callsTo(railway)).toHaveLength(2));
    expect(await screen.findByText('运价暂不可用')).toBeInTheDocument();
  });
});
