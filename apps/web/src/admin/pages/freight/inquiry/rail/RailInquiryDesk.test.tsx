import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../../testing';
import { deskApi, type RailRow } from '../api';
import RailInquiryDesk from './index';

vi.mock('../api', () => ({
  deskApi: {
    list: vi.fn(), detail: vi.fn(), exportFile: vi.fn(), quote: vi.fn(), quoteRail: vi.fn(), markHandled: vi.fn(), withdraw: vi.fn(), history: vi.fn(), pdf: vi.fn(),
  },
}));

const railRow = (inquiryId: number, handled: boolean): RailRow => ({
  inquiryId, inquiryno: `QRT2026110109300000${inquiryId}`, customerId: 2, customerName: '演示贸易有限公司', customerCode: 'DEMO01',
  quotationdate: '2026-11-01', portofloadingcode: 'CNXIY', createTime: '2026-11-01T09:30:00Z', portofdischargecode: 'ALASC',
  finaldestinationcode: 'RUMOW', senddatetime: '2026-11-08', loadingarea: '陕西省-西安市', commodity: '服装 Garments', weight: 800,
  englishcommodity: '', russiancommodity: '', englishquotername: '', russianquotername: '',
  measurement: 4.2, chargeablevolume: 4.2, refprice: 3150, currencycode: 'CNY', sendstatus: 'Y', handled, quotestatus: 'pending', quotevaliduntil: null,
  quotationuserid: null, quotername: '', quotermail: '', quotedate: null, quoteremark: '', quotedprice: null, quotedcurrency: '', version: 1,
  // The first was quoted with a markup; the second is from before customer pricing.
  pricing: inquiryId === 1
    ? { currencycode: 'USD', lines: [{ unit: 'CBM', quantity: 4.2, buy: 100, sell: 105, rules: [{ markupId: 5, version: 2 }] }], buy: 420, sell: 441 }
    : null,
});
const list = vi.fn();

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  list.mockResolvedValue({ code: 200, rows: [railRow(1, false), railRow(2, true)], total: 2 });
  vi.mocked(deskApi.list).mockReturnValue(list);
  vi.mocked(deskApi.markHandled).mockResolvedValue({ code: 200 });
});

describe('rail LCL inquiry desk', () => {
  it('shows calculated or authorized and handled or open, and marks the selected ones handled', async () => {
    renderPage(<RailInquiryDesk />);
    await screen.findByText('QRT20261101093000001');
    const table = screen.getByRole('table');
    // Calculated or authorized is hidden until chosen from the column list.
    expect(within(table).queryByText('委托')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '显隐列' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '询价状态' }));
    expect(within(table).getAllByText('委托')).toHaveLength(2);
    expect(within(table).getByText('未处理')).toBeInTheDocument();
    expect(within(table).getByText('已处理')).toBeInTheDocument();

    const toolbarButton = screen.getAllByRole('button', { name: /标记已处理/ })[0]!;
    expect(toolbarButton).toBeDisabled();
    await userEvent.click(within(table).getAllByRole('checkbox')[1]!);
    await userEvent.click(toolbarButton);
    await waitFor(() => expect(deskApi.markHandled).toHaveBeenCalledWith('rail', { inquiryIds: [1], handled: true }));
    expect(await screen.findByText('处理状态已更新')).toBeInTheDocument();
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
  });

  it('shows the buy, sell and margin an inquiry was quoted with, and the rule that made the sell price', async () => {
    renderPage(<RailInquiryDesk />);
    await screen.findByText('QRT20261101093000001');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('USD 420.00')).toBeInTheDocument();
    expect(within(first!).getByText('USD 441.00')).toHaveAttribute('title', '#5 v2');
    expect(within(first!).getByText('USD 21.00')).toBeInTheDocument();
    expect(within(second!).queryByText(/USD/)).toBeNull();
  });

  it('turns a handled row back to open from its own link', async () => {
    renderPage(<RailInquiryDesk />);
    await screen.findByText('QRT20261101093000002');
    await userEvent.click(screen.getByRole('button', { name: '标记未处理' }));
    await waitFor(() => expect(deskApi.markHandled).toHaveBeenCalledWith('rail', { inquiryIds: [2], handled: false }));
  });
});

describe('rail LCL quotes on the desk', () => {
  const quotedRow: RailRow = {
    ...railRow(1, false), quotestatus: 'quoted', quotevaliduntil: '2026-11-08', quotationuserid: 1, quotername: '管理员', quotedate: '2026-11-01',
    quotedprice: 3100, quotedcurrency: 'CNY', version: 2,
  };

  it('shows the quoted price, withdraws an open quote after a confirmation, shows its history and downloads its PDF', async () => {
    list.mockResolvedValue({ code: 200, rows: [quotedRow], total: 1 });
    vi.mocked(deskApi.withdraw).mockResolvedValue({ code: 200, msg: '' });
    vi.mocked(deskApi.history).mockResolvedValue([
      { eventId: 1, event: 'quote', status: 'quoted', byName: 'admin', reason: '', createTime: '2026-11-01T02:00:00Z',
        quote: { quotername: '管理员', quotedcurrency: 'CNY', quotedprice: 3100, validUntil: '2026-11-08' } },
    ]);
    renderPage(<RailInquiryDesk />);
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('QRT20261101093000001')).closest('tr')!;
    expect(within(row).getByText('CNY 3100.00')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '重新报价' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'PDF' }));
    expect(deskApi.pdf).toHaveBeenCalledWith('rail', quotedRow);

    await userEvent.click(within(row).getByRole('button', { name: '报价历史' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('CNY 3100.00 · 有效期至 2026-11-08')).toBeInTheDocument();
    expect(deskApi.history).toHaveBeenCalledWith('rail', 1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(row).getByRole('button', { name: '撤回报价' }));
    const question = await screen.findByText('确认撤回询价 QRT20261101093000001 的报价？撤回后客户不能再接受。');
    await userEvent.click(within(question.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: '撤回报价' }));
    await waitFor(() => expect(deskApi.withdraw).toHaveBeenCalledWith('rail', 1));
  });

  it('offers a quote to an unquoted inquiry, and neither a quote nor a withdrawal once the customer accepted', async () => {
    list.mockResolvedValue({ code: 200, rows: [railRow(2, false), { ...quotedRow, quotestatus: 'accepted' }], total: 2 });
    renderPage(<RailInquiryDesk />);
    const table = await screen.findByRole('table');
    await within(table).findByText('QRT20261101093000002');
    const [unquoted, accepted] = [2, 1].map((id) => within(table).getByText(`QRT2026110109300000${id}`).closest('tr')!);
    expect(within(unquoted!).getByRole('button', { name: '报价' })).toBeInTheDocument();
    expect(within(unquoted!).queryByRole('button', { name: 'PDF' })).toBeNull();
    expect(within(unquoted!).queryByRole('button', { name: '撤回报价' })).toBeNull();
    expect(within(accepted!).queryByRole('button', { name: /报价$/ })).toBeNull();
    expect(within(accepted!).getByRole('button', { name: '报价历史' })).toBeInTheDocument();
    expect(within(accepted!).getByRole('button', { name: 'PDF' })).toBeInTheDocument();
  });
});
