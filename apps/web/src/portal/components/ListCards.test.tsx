import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  afterEach(() => {
    vi.restoreAllMocks();
    // jsdom has no scrollIntoView; a test that gives it one takes it away again.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

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

  it('come 10 a page under a pager, and the next page is shown from the top of the list', async () => {
    onPhone();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const rows = Array.from({ length: 25 }, (_, i) => lclRate({ rwlclrateid: i + 1, price: [{ salesprice: i + 1, currencycode: 'USD', unit: 'CBM' }] }));
    const server = portalServer({ user: customerUser, routes: { 'POST /yhApi/callYhApiRailway': () => gatewayOk({ rows }) } });
    renderScreen(<RailwayPage />, { path, server, user: customerUser });

    await screen.findByText('USD 1 / CBM');
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('list-card'))).toHaveLength(10);
    screen.getByTitle('3').focus();
    await userEvent.keyboard('{Enter}');
    const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('list-card'));
    expect(cards.map((card) => within(card).getByText(/^USD \d+ \/ CBM$/).textContent)).toEqual(['USD 21 / CBM', 'USD 22 / CBM', 'USD 23 / CBM', 'USD 24 / CBM', 'USD 25 / CBM']);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('keep the table from the breakpoint up', async () => {
    const server = portalServer({ user: customerUser, routes: { 'POST /yhApi/callYhApiRailway': () => gatewayOk({ rows: [lclRate()] }) } });
    renderScreen(<RailwayPage />, { path, server, user: customerUser });

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
