import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { SeaQuotation } from '../../api/seaInquiries';
import { gatewayFail, gatewayOk } from '../../testing/fakeServer';
import { customerUser, portalServer, renderRoutes } from '../../testing/renderPortal';
import QuotePage from './QuotePage';

const seaquotation = 'POST /yhApi/callYhApi seaquotation';
const quotedecision = 'POST /yhApi/callYhApi quotedecision';
const quotepdf = 'POST /yhApi/callYhApi quotepdf';

const unquoted: SeaQuotation = {
  inquiryId: 41, inquiryno: 'Q202605011200000041', version: 3, inquirydate: '2026-05-01', etddate: '2026-05-06', status: 'P', inquirer: '王经理',
  portofloadingcode: 'CNSHA', placeofdeliverycode: 'NLRTM', XC__portofloadingcode: '上海', XC__placeofdeliverycode: '鹿特丹',
  carriercode: 'COSU', carriername: '中远海运', vesselname: '', voyno: '', returnctnaddress: '', englishreturnctnaddress: '', russianreturnctnaddress: '', XC__returnctnaddress: '',
  gp20qty: 0, gp40qty: 2, hq40qty: 1, hq45qty: 0, nor40qty: 0,
  quotationuserid: null, quotername: '', englishquotername: '', russianquotername: '', XC__quotername: '', quoterphone: '', quoterfax: '', quotermail: '', quoterqq: '', quotedate: null, quoteremark: '', lines: [],
  quotestatus: 'pending', quotevaliduntil: null,
};

const quoted: SeaQuotation = {
  ...unquoted,
  quotationuserid: 3, quotername: '李明', XC__quotername: '李明', quoterphone: '021-68880000', quoterfax: '021-68880001', quotermail: 'li@example.com', quoterqq: '10001',
  quotedate: '2026-05-02', quoteremark: '一周内有效', quotestatus: 'quoted', quotevaliduntil: '2099-05-09',
  lines: [
    { containertype: '40GP', currencycode: 'USD', price: 2250, remark: '含 BAF' },
    { containertype: '40HC', currencycode: 'USD', price: 2310.5, remark: '' },
  ],
};

function showQuote(reply: unknown, id = '41') {
  const server = portalServer({ user: customerUser, routes: { [seaquotation]: () => reply } });
  renderRoutes([{ path: '/quote/:id', element: <QuotePage /> }, { path: '*', element: null }], { path: `/quote/${id}`, server, user: customerUser });
  return server;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh_CN');
});

describe('quote page (/quote/:id)', () => {
  it('shows the inquiry, the quoted price of each container type and who quoted, and prints', async () => {
    const server = showQuote(gatewayOk(quoted));
    expect(await screen.findByText('海运报价单')).toBeInTheDocument();
    expect(server.callsTo(seaquotation)[0]!.command?.data).toEqual({ inquiryId: 41 });
    for (const text of ['寰宇国际物流有限公司', '询价单号: Q202605011200000041', '上海 (CNSHA)', '鹿特丹 (NLRTM)', '中远海运', '40GP × 2, 40HC × 1',
      '李明', '021-68880000', '021-68880001', 'li@example.com', '10001', '2026-05-02', '一周内有效']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const row40hc = screen.getByRole('cell', { name: '40HC' }).closest('tr')!;
    expect(within(row40hc).getAllByText('USD 2,310.5')).toHaveLength(2);
    // Each line's amount for the boxes asked, and the total per currency, as the PDF gives them.
    expect(within(screen.getByRole('cell', { name: '40GP' }).closest('tr')!).getByText('USD 4,500')).toBeInTheDocument();
    expect(screen.getByTestId('quote-totals')).toHaveTextContent('USD 6,810.5');
    expect(within(screen.getByRole('cell', { name: '40GP' }).closest('tr')!).getByText('含 BAF')).toBeInTheDocument();
    expect(screen.queryByText('暂无报价')).not.toBeInTheDocument();

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: /打印 \/ 另存为 PDF/ }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('totals a quote in several currencies per currency', async () => {
    showQuote(gatewayOk({ ...quoted, lines: [quoted.lines[0], { ...quoted.lines[1], currencycode: 'EUR' }] }));
    const totals = await screen.findByTestId('quote-totals');
    expect([...totals.children].map((total) => total.textContent)).toEqual(['USD 4,500', 'EUR 2,310.5']);
  });

  it('accepts a valid quote after a confirmation and shows the new status', async () => {
    let status: SeaQuotation['quotestatus'] = 'quoted';
    const server = portalServer({
      user: customerUser,
      routes: {
        [seaquotation]: () => gatewayOk({ ...quoted, quotestatus: status }),
        [quotedecision]: () => {
          status = 'accepted';
          return gatewayOk({ inquiryType: 'sea', inquiryId: 41, quotestatus: 'accepted', quotevaliduntil: '2099-05-09' });
        },
      },
    });
    renderRoutes([{ path: '/quote/:id', element: <QuotePage /> }], { path: '/quote/41', server, user: customerUser });
    expect(await screen.findByText('有效期至 2099-05-09')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '接受报价' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '接受报价' }));
    expect(await screen.findByText('已接受')).toBeInTheDocument();
    expect(server.callsTo(quotedecision)[0]!.command?.data).toEqual({ inquiryType: 'sea', inquiryId: 41, decision: 'accept', version: 3 });
    expect(screen.queryByRole('button', { name: '接受报价' })).not.toBeInTheDocument();
  });

  it('shows the new price when staff re-quoted since the page was read, and then accepts that quote', async () => {
    const requote: SeaQuotation = { ...quoted, version: 5, lines: [{ containertype: '40GP', currencycode: 'USD', price: 2400, remark: '' }] };
    let shown: SeaQuotation = quoted;
    const server = portalServer({
      user: customerUser,
      routes: {
        [seaquotation]: () => gatewayOk(shown),
        [quotedecision]: ({ command }) => {
          if ((command?.data as { version: number }).version !== requote.version) {
            shown = requote;
            return { ...gatewayFail(409, '报价已更新，请查看新的价格后再接受'), content: { data: requote } };
          }
          shown = { ...requote, quotestatus: 'accepted' };
          return gatewayOk({ inquiryType: 'sea', inquiryId: 41, quotestatus: 'accepted', quotevaliduntil: '2099-05-09' });
        },
      },
    });
    renderRoutes([{ path: '/quote/:id', element: <QuotePage /> }], { path: '/quote/41', server, user: customerUser });
    expect(await screen.findByText('USD 2,250')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '接受报价' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '接受报价' }));
    expect(await screen.findByText('USD 2,400')).toBeInTheDocument();
    // Said beside the decision, as a warning: the customer is to look again, nothing failed.
    expect(document.querySelector('.quote-decision .ant-alert-warning')).toHaveTextContent('报价已更新，请查看新的价格后再接受');
    expect(screen.queryByText('USD 2,250')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '接受报价' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '接受报价' }));
    expect(await screen.findByText('已接受')).toBeInTheDocument();
    expect(server.callsTo(quotedecision).map((call) => (call.command?.data as { version: number }).version)).toEqual([3, 5]);
  });

  it('declines with a reason, and offers no decision on an expired or decided quote', async () => {
    const server = portalServer({
      user: customerUser,
      routes: {
        [seaquotation]: () => gatewayOk(quoted),
        [quotedecision]: () => gatewayOk({ inquiryType: 'sea', inquiryId: 41, quotestatus: 'declined', quotevaliduntil: '2099-05-09' }),
      },
    });
    renderRoutes([{ path: '/quote/:id', element: <QuotePage /> }], { path: '/quote/41', server, user: customerUser });
    await userEvent.click(await screen.findByRole('button', { name: '拒绝报价' }));
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText('拒绝原因（选填）'), '价格偏高');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '拒绝报价' }));
    await vi.waitFor(() => expect(server.callsTo(quotedecision)[0]!.command?.data).toEqual({ inquiryType: 'sea', inquiryId: 41, decision: 'decline', version: 3, reason: '价格偏高' }));
  });

  it.each([
    [{ quotestatus: 'quoted', quotevaliduntil: '2020-01-01' }, '已过期'],
    [{ quotestatus: 'declined', quotevaliduntil: '2099-05-09' }, '已拒绝'],
    [{ quotestatus: 'withdrawn', quotevaliduntil: '2099-05-09' }, '已撤回'],
  ] as const)('shows %o as %s without Accept or Decline', async (state, label) => {
    showQuote(gatewayOk({ ...quoted, ...state }));
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '接受报价' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '拒绝报价' })).not.toBeInTheDocument();
  });

  it('asks for a one-time link to the sea quote’s PDF', async () => {
    const server = portalServer({
      user: customerUser,
      routes: { [seaquotation]: () => gatewayOk(quoted), [quotepdf]: () => gatewayOk({ url: '/api/quote/pdf/one-time' }) },
    });
    renderRoutes([{ path: '/quote/:id', element: <QuotePage /> }], { path: '/quote/41', server, user: customerUser });
    await userEvent.click(await screen.findByRole('button', { name: /下载 PDF/ }));
    await vi.waitFor(() => expect(server.callsTo(quotepdf)[0]!.command?.data).toEqual({ inquiryType: 'sea', inquiryId: 41 }));
  });

  it('says in red that an inquiry has no quotation yet', async () => {
    showQuote(gatewayOk(unquoted));
    const none = await screen.findByText('暂无报价');
    expect(none.closest('.ant-typography')).toHaveClass('ant-typography-danger');
    expect(screen.queryByText('李明')).not.toBeInTheDocument();
  });

  it('says clearly when the inquiry is not found or not the customer’s', async () => {
    showQuote(gatewayFail(404, '访问资源不存在'));
    expect(await screen.findByText('未找到该询价，或它不属于您的账户。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回海运询价历史' })).toHaveAttribute('href', '/xjlb');
  });

  it('does not ask the server about an id that cannot be an inquiry', async () => {
    const server = showQuote(gatewayOk(quoted), 'abc');
    expect(await screen.findByText('未找到该询价，或它不属于您的账户。')).toBeInTheDocument();
    expect(server.callsTo(seaquotation)).toHaveLength(0);
  });

  it('reads in the customer’s language', async () => {
    await i18n.changeLanguage('en_US');
    showQuote(gatewayOk(unquoted));
    expect(await screen.findByText('Sea freight quotation')).toBeInTheDocument();
    expect(screen.getByText('No quotation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Print \/ save as PDF/ })).toBeInTheDocument();
    await i18n.changeLanguage('ru_Ru');
    expect(await screen.findByText('Нет котировки')).toBeInTheDocument();
  });
});
