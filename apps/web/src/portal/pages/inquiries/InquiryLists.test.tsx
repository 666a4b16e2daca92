import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FclInquiry, RailInquiry, SeaInquiry } from '../../api/inquiryLists';
import { gatewayOk, type FakeRequest } from '../../testing/fakeServer';
import { customerUser, portalServer, renderScreen } from '../../testing/renderPortal';
import FclInquiryListPage from './FclInquiryListPage';
import RailInquiryListPage from './RailInquiryListPage';
import SeaInquiryHistoryPage from './SeaInquiryHistoryPage';
import { inquiryLoadDelayMs } from './useInquiryPage';

const railList = 'POST /yhApi/inquiryList';
const fclList = 'POST /yhApi/inquiryFclList';
const seaList = 'POST /yhApi/callYhApi inquirylist';

/** The lists' load delay runs on a fake clock (vi.useFakeTimers), which a busy machine can neither stretch nor shorten. */
const passes = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function railInquiry(inquiryId: number, overrides: Partial<RailInquiry> = {}): RailInquiry {
  return {
    inquiryId, inquiryno: `QRT2026050110000${inquiryId}`, quotationdate: '2026-05-01', createdby: 'demo', portofdistributioncode: '上海-上海',
    portofloadingcode: 'CNXIY', portofdischargecode: 'ALASC', finaldestinationcode: 'RUMOW',
    XC__portofloadingcode: '西安', XC__portofdischargecode: '阿拉山口', XC__finaldestinationcode: '莫斯科',
    senddatetime: '2026-05-08', blclosetime: '2026-05-05T09:00:00.000Z', closingtime: '2026-05-07T04:00:00.000Z', voyage: 18,
    loadingarea: '上海-上海', commodity: '服装 Garments', XC__commodity: '服装 Garments', unitofpackage: '0,1', weight: 1200, measurement: 3.5, refprice: 820.5,
    currencycode: 'CNY', exchangerates: [], sendstatus: 'Y', XC__sendstatus: '已委托', quotestatus: 'pending', quotevaliduntil: null, ...overrides,
  };
}

function seaInquiry(inquiryId: number, overrides: Partial<SeaInquiry> = {}): SeaInquiry {
  return {
    inquiryId, inquiryno: `Q2026050110000${inquiryId}`, inquirer: '王经理', createddatetime: '2026-05-01',
    portofloadingcode: 'CNSHA', placeofdeliverycode: 'DEHAM', XC__portofloadingcode: '上海', XC__placeofdeliverycode: '汉堡',
    carrierid: 1, carriercode: 'COSCO', vesselname: 'COSCO SHIPPING TAURUS', voyno: '123E', returnctnaddress: '上海外高桥港区',
    englishreturnctnaddress: '', russianreturnctnaddress: '', XC__returnctnaddress: '上海外高桥港区',
    gp20qty: 2, gp40qty: 0, hq40qty: 1, hq45qty: 0, nor40qty: 0, quotationuserid: null, quotername: '', englishquotername: '', russianquotername: '', XC__quotername: '',
    quoterphone: '', quoterfax: '', quotermail: '', quoterqq: '', quotationdate: null, parentid: null, quoted: false, quotestatus: 'pending', quotevaliduntil: null, ...overrides,
  };
}

const page = <Row,>(rows: Row[], request: FakeRequest) => {
  const { page: at = 0, maxrows = 10 } = (request.command?.data ?? {}) as { page?: number; maxrows?: number };
  return gatewayOk({ rows: rows.slice(at * maxrows, (at + 1) * maxrows), page: at, maxrows, hasMore: rows.length > (at + 1) * maxrows });
};

/** Unfolds a row and gives its details: the row Ant Design adds after it. */
async function unfold(row: HTMLElement) {
  await userEvent.click(within(row).getByRole('button', { name: '展开行' }));
  const details = row.nextElementSibling as HTMLElement;
  expect(details).toHaveClass('ant-table-expanded-row');
  return within(details);
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).filter((row) => !row.classList.contains('ant-table-placeholder'));

describe('inquiry lists', () => {
  afterEach(() => vi.useRealTimers());

  it('loads nothing for a visitor, who cannot search', async () => {
    const server = portalServer({ routes: { [railList]: (request) => page([railInquiry(1)], request) } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderScreen(<RailInquiryListPage />, { path: '/inquiryList', server });
    await passes(inquiryLoadDelayMs * 2);
    vi.useRealTimers();
    expect(await screen.findByText('登录后可查看您的询价记录。', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(server.callsTo(railList)).toHaveLength(0);
    expect(screen.getByRole('button', { name: /查\s?询/ })).toBeDisabled();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('loads the first page of ten 500 ms after opening for a customer, and shows the status as a tag', async () => {
    const cnyUsd = { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: 0.1404, fromdate: '2026-11-24' };
    const rows = [railInquiry(2, { sendstatus: 'N', XC__sendstatus: '已计算' }), railInquiry(1, { refprice: 387.18, currencycode: 'USD', exchangerates: [cnyUsd] })];
    // The reply waits until the fake clock has handed over to real time, which carries it to the screen.
    let reply = () => {};
    const replied = new Promise<void>((resolve) => (reply = resolve));
    const server = portalServer({ user: customerUser, routes: { [railList]: (request) => replied.then(() => page(rows, request)) } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderScreen(<RailInquiryListPage />, { path: '/inquiryList', server, user: customerUser });
    await passes(inquiryLoadDelayMs - 1);
    expect(server.callsTo(railList)).toHaveLength(0);
    await passes(1);
    expect(server.callsTo(railList)).toHaveLength(1);
    vi.useRealTimers();
    reply();
    expect(server.callsTo(railList)[0]!.command?.data).toEqual({ page: 0, maxrows: 10 });
    expect(await screen.findByText('已计算')).toHaveClass('ant-tag-blue');
    expect(screen.getByText('已委托')).toHaveClass('ant-tag-green');
    const [first, second] = bodyRows();
    for (const text of ['2026-05-01', '西安', '莫斯科', 'CNY 820.50']) {
      expect(within(first!).getByText(text)).toBeInTheDocument();
    }
    // Who asked, the collection place and the cargo are in the row's details, shown when it unfolds.
    expect(within(first!).queryByText('上海-上海')).not.toBeInTheDocument();
    const details = await unfold(first!);
    for (const text of ['demo', '上海-上海', '纸箱, 托盘', '1200.00', '3.50']) expect(details.getByText(text)).toBeInTheDocument();
    // A price converted from CNY fees shows its currency and the rate, as the inquiry dialog does.
    expect(within(second!).getByText('USD 387.18')).toBeInTheDocument();
    expect(within(second!).getByText('按 1 CNY = 0.1404 USD 折算（2026-11-24 汇率）')).toBeInTheDocument();
    expect(within(first!).queryByText(/折算/)).not.toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: '查看报价' })).toHaveAttribute('href', '/railQuote/rail-lcl/2');
  });

  it('estimates the total from full pages, asks for zero-based pages and starts again on a new page size', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => railInquiry(100 - i));
    const server = portalServer({ user: customerUser, routes: { [railList]: (request) => page(rows, request) } });
    renderScreen(<RailInquiryListPage />, { path: '/inquiryList', server, user: customerUser });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    // A full first page: 1 × 10 + 1, so the pager offers page 2 and no further.
    expect(screen.getByTitle('2')).toBeInTheDocument();
    expect(screen.queryByTitle('3')).toBeNull();

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(server.callsTo(railList).at(-1)!.command?.data).toEqual({ page: 1, maxrows: 10 }));
    await waitFor(() => expect(screen.getByTitle('3')).toBeInTheDocument());
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(server.callsTo(railList).at(-1)!.command?.data).toEqual({ page: 2, maxrows: 10 });
    // Three rows on page 3: 3 × 10, no page 4.
    expect(screen.queryByTitle('4')).toBeNull();

    await userEvent.click(screen.getByRole('combobox', { name: /page size|页/i }));
    await userEvent.click(await screen.findByTitle('20 条/页'));
    await waitFor(() => expect(server.callsTo(railList).at(-1)!.command?.data).toEqual({ page: 0, maxrows: 20 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
  });

  it('searches with the filters on Enter, from the first page, and reset clears them', async () => {
    const server = portalServer({ user: customerUser, routes: { [fclList]: (request) => page([], request) } });
    renderScreen(<FclInquiryListPage />, { path: '/inquiryFclList', server, user: customerUser });
    await waitFor(() => expect(server.callsTo(fclList)).toHaveLength(1));
    expect(await screen.findByText('暂无询价记录')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('承运人代码'), 'crct');
    await userEvent.type(screen.getByLabelText('船名/班列'), ' 长安号 {Enter}');
    await waitFor(() => expect(server.callsTo(fclList)).toHaveLength(2));
    expect(server.callsTo(fclList)[1]!.command?.data).toEqual({ carriercode: 'crct', vesselname: '长安号', page: 0, maxrows: 10 });

    await userEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(server.callsTo(fclList)).toHaveLength(3));
    expect(server.callsTo(fclList)[2]!.command?.data).toEqual({ page: 0, maxrows: 10 });
    expect(screen.getByLabelText('承运人代码')).toHaveValue('');
  });

  it('shows the full-container door address and trade term in the row\'s details', async () => {
    const { sendstatus: _s, XC__sendstatus: _x, commodity: _c, XC__commodity: _xc, unitofpackage: _u, weight: _w, measurement: _m, refprice: _r, ...head } = railInquiry(5);
    const row: FclInquiry = { ...head, dooraddress: '上海市浦东新区张江路88号', XC__dooraddress: '上海市浦东新区张江路88号', tradeterm: 'FOB', gp20qty: 2, hq40qty: 1, carriercode: 'CRCT', vesselname: '长安号', voyno: 'X8024', total: 15000 };
    const server = portalServer({ user: customerUser, routes: { [fclList]: (request) => page([row], request) } });
    renderScreen(<FclInquiryListPage />, { path: '/inquiryFclList', server, user: customerUser });
    const link = await screen.findByRole('link', { name: '查看报价' });
    expect(link).toHaveAttribute('href', '/railQuote/rail-fcl/5');
    const details = await unfold(bodyRows()[0]!);
    expect(details.getByText('上海市浦东新区张江路88号')).toBeInTheDocument();
    expect(details.getByText('FOB')).toBeInTheDocument();
  });

  it('links a quoted sea inquiry to its quote and marks an unquoted one in red', async () => {
    const rows = [
      seaInquiry(12, { quoted: true, quotationuserid: 1, quotername: '管理员', XC__quotername: '管理员', quotationdate: '2026-05-03' }),
      seaInquiry(11),
    ];
    const server = portalServer({ user: customerUser, routes: { [seaList]: (request) => page(rows, request) } });
    renderScreen(<SeaInquiryHistoryPage />, { path: '/xjlb', server, user: customerUser });
    const view = await screen.findByRole('link', { name: '查看' });
    expect(view).toHaveAttribute('href', '/quote/12');
    const [quoted, open] = bodyRows();
    expect(within(quoted!).getByText('20GP×2 40HC×1')).toBeInTheDocument();
    const details = await unfold(quoted!);
    expect(details.getByText('管理员')).toBeInTheDocument();
    expect(details.getByText('2026-05-03')).toBeInTheDocument();
    expect(within(open!).getByText('暂无报价')).toHaveClass('ant-typography-danger');
    expect(within(open!).queryByRole('link')).toBeNull();
  });
});
