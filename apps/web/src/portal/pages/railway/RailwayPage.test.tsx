import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { changeLanguage } from '../../../shared/i18n';
import { gatewayFail, gatewayOk, type FakeRequest } from '../../testing/fakeServer';
import { lclRate } from '../../testing/rates';
import { customerUser, portalServer, renderScreen } from '../../testing/renderPortal';
import RailwayPage from './RailwayPage';

const path = '/railway?pol=CNXIY&polLabel=%E8%A5%BF%E5%AE%89&pod=RUMOW&podLabel=%E8%8E%AB%E6%96%AF%E7%A7%91&isAnonymous=true';
const railway = 'POST /yhApi/callYhApiRailway';

/** The text of one column in each body row, in display order. */
function column(index: number) {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
}

const messages = () => document.querySelector('.ant-message');

describe('rail LCL rates (/railway)', () => {
  afterEach(() => changeLanguage('zh_CN'));

  it('searches on opening from today and shows a visitor every price as stars, with no smart-inquiry column', async () => {
    const server = portalServer({
      routes: { [railway]: () => gatewayOk({ rows: [lclRate({ price: [{ salesprice: '***' as const, currencycode: 'USD', unit: 'CBM' }], XC__remark: '<b>含提货</b><script>x()</script>' })] }) },
    });
    renderScreen(<RailwayPage />, { path, server });

    expect(await screen.findByText('USD *** / CBM')).toBeInTheDocument();
    expect(server.callsTo(railway)[0]!.command?.data).toEqual({
      portofloadingcode: 'CNXIY',
      finaldestinationcode: 'RUMOW',
      etddatefrom: dayjs().format('YYYY-MM-DD'),
      isAnonymous: true,
      loadingtype: 'LCL',
      maxrows: 100,
    });
    const row = screen.getAllByRole('row')[1]!;
    for (const text of ['西安', '阿拉山口', '莫斯科', '2026.05.03', '2026.05.01-2026.05.31', '18']) expect(within(row).getByText(text)).toBeInTheDocument();
    // The remark is a clamped line of the row, sanitised, with a button that opens all of it.
    expect(await within(row).findByText('含提货')).toBeInTheDocument();
    expect(row.querySelector('script')).toBeNull();
    expect(within(row).getByRole('button', { name: '查看完整备注' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '智能询价' })).not.toBeInTheDocument();
    expect(screen.getByText('登录后可查看价格并在线询价。')).toBeInTheDocument();
  });

  it('opened with an expired sign-in, says the customer is signed out and shows the search as a visitor on the same page', async () => {
    const server = portalServer({
      routes: {
        [railway]: (request) => (request.envelope?.usercode === customerUser.usercode
          ? { code: 401, msg: '登录状态已过期', status: 'error' }
          : gatewayOk({ rows: [lclRate({ price: [{ salesprice: '***' as const, currencycode: 'USD', unit: 'CBM' }] })] })),
      },
    });
    const router = renderScreen(<RailwayPage />, { path: path.replace('isAnonymous=true', 'isAnonymous=false'), server, user: customerUser });
    expect(await screen.findByText('USD *** / CBM')).toBeInTheDocument();
    await waitFor(() => expect(messages()).toHaveTextContent('登录已过期，您现在以访客身份浏览'));
    expect(router.state.location.pathname).toBe('/railway');
    expect(server.callsTo(railway).map((call) => call.command?.data)).toEqual([
      expect.objectContaining({ isAnonymous: false }), expect.objectContaining({ isAnonymous: true }),
    ]);
  });

  it('says so when the search finds nothing', async () => {
    const server = portalServer({ routes: { [railway]: () => gatewayOk({ rows: [] }) } });
    renderScreen(<RailwayPage />, { path, server });
    await waitFor(() => expect(messages()).toHaveTextContent('暂无数据'));
  });

  it('sorts locally through none, ascending and descending, and keeps the sort for a new search', async () => {
    const rows = [
      lclRate({ rwlclrateid: 1, XC__portofloadingcode: '西安', price: [{ salesprice: 120, currencycode: 'USD', unit: 'CBM' }] }),
      lclRate({ rwlclrateid: 2, XC__portofloadingcode: '重庆', portofloadingcode: 'CNCKG', price: [{ salesprice: 85, currencycode: 'USD', unit: 'CBM' }] }),
    ];
    const server = portalServer({ user: customerUser, routes: { [railway]: () => gatewayOk({ rows }) } });
    renderScreen(<RailwayPage />, { path, server, user: customerUser });
    await screen.findByText('USD 120 / CBM');
    expect(column(3)).toEqual(['USD 120 / CBM', 'USD 85 / CBM']);

    const freight = screen.getByRole('columnheader', { name: '运费' });
    await userEvent.click(freight);
    expect(column(3)).toEqual(['USD 85 / CBM', 'USD 120 / CBM']);
    expect(freight).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(freight);
    expect(column(3)).toEqual(['USD 120 / CBM', 'USD 85 / CBM']);
    expect(freight).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(freight);
    expect(freight).not.toHaveAttribute('aria-sort');

    await userEvent.click(freight);
    await userEvent.click(screen.getByRole('columnheader', { name: '发站' }));
    expect(freight).not.toHaveAttribute('aria-sort');
    expect(column(0)).toEqual(['重庆', '西安']);

    // Searching again loads again; the chosen sort applies to what arrives.
    await userEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(server.callsTo(railway)).toHaveLength(2));
    expect(column(0)).toEqual(['重庆', '西安']);
  });

  it('shows 10 rates a page and sorts all of them, not the page shown; a new sort starts again at the first page', async () => {
    // 25 rates whose prices come in no order: 1 to 25 USD.
    const rows = Array.from({ length: 25 }, (_, i) => lclRate({ rwlclrateid: i + 1, price: [{ salesprice: ((i * 7) % 25) + 1, currencycode: 'USD', unit: 'CBM' }] }));
    const server = portalServer({ user: customerUser, routes: { [railway]: () => gatewayOk({ rows }) } });
    renderScreen(<RailwayPage />, { path, server, user: customerUser });
    await screen.findByText('USD 1 / CBM');
    expect(column(3)).toHaveLength(10);

    const freight = screen.getByRole('columnheader', { name: '运费' });
    await userEvent.click(freight);
    expect(column(3)).toEqual(Array.from({ length: 10 }, (_, i) => `USD ${i + 1} / CBM`));
    // The pages are reached from the keyboard as well.
    screen.getByTitle('3').focus();
    await userEvent.keyboard('{Enter}');
    expect(column(3)).toEqual(['USD 21 / CBM', 'USD 22 / CBM', 'USD 23 / CBM', 'USD 24 / CBM', 'USD 25 / CBM']);

    await userEvent.click(freight);
    expect(column(3)).toEqual(Array.from({ length: 10 }, (_, i) => `USD ${25 - i} / CBM`));
    expect(screen.getByTitle('1')).toHaveClass('ant-pagination-item-active');
  });

  it('opens the details of a rate from the server', async () => {
    const server = portalServer({
      user: customerUser,
      routes: {
        [railway]: () => gatewayOk({ rows: [lclRate({ rwlclrateid: 42 })] }),
        'POST /yhApi/callYhApi ratedetail': () => gatewayOk(lclRate({ rwlclrateid: 42, XC__remark: '每周三发车' })),
      },
    });
    renderScreen(<RailwayPage />, { path, server, user: customerUser });
    await userEvent.click(await screen.findByRole('button', { name: /详\s?情/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('每周三发车')).toBeInTheDocument();
    expect(server.callsTo('POST /yhApi/callYhApi ratedetail')[0]!.command?.data).toEqual({ rwlclrateid: 42 });
  });

  it('loads again in the new language when the visitor switches, showing the names in it', async () => {
    const names = (request: FakeRequest) => (request.headers['Accept-Language'] === 'en-US' ? { XC__portofloadingcode: "Xi'an" } : { XC__portofloadingcode: '西安' });
    const server = portalServer({ routes: { [railway]: (request) => gatewayOk({ rows: [lclRate(names(request))] }) } });
    renderScreen(<RailwayPage />, { path, server });
    expect(await screen.findByRole('cell', { name: '西安' })).toBeInTheDocument();

    await act(() => changeLanguage('en_US'));
    expect(await screen.findByRole('cell', { name: "Xi'an" })).toBeInTheDocument();
    expect(server.callsTo(railway)).toHaveLength(2);
    expect(server.callsTo(railway)[1]!.headers['Accept-Language']).toBe('en-US');
    expect(screen.getByRole('columnheader', { name: 'Departure station' })).toBeInTheDocument();
  });

  it('shows the server message for a refused search and an empty list', async () => {
    const server = portalServer({ routes: { [railway]: () => gatewayFail(400, '命令参数错误：data.portofloadingcode') } });
    renderScreen(<RailwayPage />, { path, server });
    expect(await screen.findByText('命令参数错误：data.portofloadingcode')).toBeInTheDocument();
    expect(server.callsTo(railway)).toHaveLength(1);
  });
});
