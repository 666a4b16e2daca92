import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cardLayoutQuery } from '../device/useCardLayout';
import RailwayPage from '../pages/railway/RailwayPage';
import { gatewayOk } from '../testing/fakeServer';
import { lclRate } from '../testing/rates';
import { customerUser, portalServer, renderScreen } from '../testing/renderPortal';

const path = '/railway?pol=CNXIY&pod=RUMOW';

/** A phone: the card layout's media query matches (test/setup.ts answers every other query with false). */
function onPhone() {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...desktop(query), matches: query === cardLayoutQuery || desktop(query).matches }));
}

describe('rate lists below the mobile breakpoint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show each rate as a card with its route, ETD, price and buttons instead of a table', async () => {
    onPhone();
    const server = portalServer({
      user: customerUser,
      routes: { 'POST /yhApi/callYhApiRailway': () => gatewayOk({ rows: [lclRate({ XC__remark: '<b>含提货</b>' })] }) },
    });
    renderScreen(<RailwayPage />, { path, server, user: customerUser });

    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('西安')).toBeInTheDocument();
    expect(within(card).getByText('莫斯科')).toBeInTheDocument();
    expect(within(card).getByText('2026.05.03')).toBeInTheDocument();
    expect(within(card).getByText('USD 85 / CBM')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '智能询价' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '详情' })).toBeInTheDocument();
    // Cards keep to the facts a customer decides by: the remark waits in the detail dialog.
    expect(card).not.toHaveTextContent('含提货');
  });

  it('keep the table from the breakpoint up', async () => {
    const server = portalServer({ user: customerUser, routes: { 'POST /yhApi/callYhApiRailway': () => gatewayOk({ rows: [lclRate()] }) } });
    renderScreen(<RailwayPage />, { path, server, user: customerUser });

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
