import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../../shared/request/errors';
import { sessionStore } from '../../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../../testing';
import { deskApi, type SeaDetail, type SeaRow } from '../api';
import SeaInquiryDesk from './index';

vi.mock('../api', () => ({
  deskApi: { list: vi.fn(), detail: vi.fn(), exportFile: vi.fn(), quote: vi.fn(), markHandled: vi.fn(), withdraw: vi.fn(), history: vi.fn(), pdf: vi.fn() },
}));

const row: SeaRow = {
  inquiryId: 7, inquiryno: 'Q20261101093000001', customerId: 2, customerName: '演示贸易有限公司', customerCode: 'DEMO01', quotationdate: '2026-11-01',
  portofloadingcode: 'CNSHA', createTime: '2026-11-01T09:30:00Z', inquirer: '王经理', placeofdeliverycode: 'RULED', etddate: '2026-11-10',
  carriercode: 'COSU', vesselname: 'COSCO SHIPPING TAURUS', voyno: '202E', returnctnaddress: '',
  englishreturnctnaddress: '', russianreturnctnaddress: '', englishquotername: '', russianquotername: '', gp20qty: 2, gp40qty: 0, hq40qty: 1, hq45qty: 0, nor40qty: 0,
  quoted: false, quotername: '', quoterphone: '', quoterfax: '', quotermail: '', quoterqq: '', quotedate: null, quoteremark: '', pricing: null,
  quotestatus: 'pending', quotevaliduntil: null,
};
const detail: SeaDetail = { ...row, requested: ['20GP', '40HC'], lines: [], version: 3 };
const list = vi.fn();

/** The desk with its one row on screen. */
async function openDesk() {
  renderPage(<SeaInquiryDesk />);
  await screen.findByText(row.inquiryno);
}

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'], user: { userId: 1, userName: 'admin', nickName: '管理员', phonenumber: '15888888888', email: 'admin@example.com' } });
  list.mockResolvedValue({ code: 200, rows: [row], total: 1 });
  vi.mocked(deskApi.list).mockReturnValue(list);
  vi.mocked(deskApi.detail).mockResolvedValue(detail);
  vi.mocked(deskApi.quote).mockResolvedValue({ code: 200 });
});

describe('sea inquiry desk', () => {
  it('lists the inquiries with what they ask for and whether they are quoted, and sorts on the server', async () => {
    await openDesk();
    const table = screen.getByRole('table');
    expect(within(table).getByText('2×20GP, 1×40HC')).toBeInTheDocument();
    expect(within(table).getByText('待报价')).toBeInTheDocument();
    await userEvent.click(within(table).getAllByText('询价编号')[0]!);
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ orderByColumn: 'inquiryno', isAsc: 'ascend', pageNum: 1 })));
  });

  it('quotes with the staff user’s name and one price per requested type', async () => {
    await openDesk();
    await userEvent.click(screen.getByRole('button', { name: '报价' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('报价人')).toHaveValue('管理员'));
    expect(within(dialog).getByLabelText('电话')).toHaveValue('15888888888');
    for (const [type, price] of [['20GP', '1200'], ['40HC', '1850.5']]) {
      await userEvent.click(within(dialog).getByLabelText(`价格 ${type}`));
      await userEvent.paste(price!);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(deskApi.quote).toHaveBeenCalledTimes(1));
    expect(vi.mocked(deskApi.quote).mock.calls[0]![0]).toMatchObject({
      inquiryId: 7, version: 3, quotername: '管理员', quoterphone: '15888888888',
      lines: [{ containertype: '20GP', currencycode: 'USD', price: 1200 }, { containertype: '40HC', currencycode: 'USD', price: 1850.5 }],
    });
    expect(vi.mocked(deskApi.quote).mock.calls[0]![0].quotedate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('报价已保存')).toBeInTheDocument();
  });

  it('quotes with the quoter’s and the customer’s return point’s English and Russian names', async () => {
    vi.mocked(deskApi.detail).mockResolvedValue({ ...detail, returnctnaddress: '上海外高桥港区' });
    await openDesk();
    await userEvent.click(screen.getByRole('button', { name: '报价' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('报价人')).toHaveValue('管理员'));
    expect(within(dialog).getAllByText('客户原文：上海外高桥港区')).toHaveLength(2);
    for (const [label, text] of [['报价人(英文)', 'Admin'], ['报价人(俄文)', 'Админ'], ['还箱地点(英文)', 'Waigaoqiao'], ['还箱地点(俄文)', 'Вайгаоцяо'], ['价格 20GP', '1200'], ['价格 40HC', '1300']]) {
      await userEvent.click(within(dialog).getByLabelText(label!));
      await userEvent.paste(text!);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(deskApi.quote).toHaveBeenCalledWith(expect.objectContaining({
      englishquotername: 'Admin', russianquotername: 'Админ', englishreturnctnaddress: 'Waigaoqiao', russianreturnctnaddress: 'Вайгаоцяо',
    })));
  });

  it('says when someone else quoted the inquiry first, and reloads their quote on request', async () => {
    await openDesk();
    await userEvent.click(screen.getByRole('button', { name: '报价' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('报价人')).toHaveValue('管理员'));
    for (const type of ['20GP', '40HC']) {
      await userEvent.click(within(dialog).getByLabelText(`价格 ${type}`));
      await userEvent.paste('1000');
    }
    vi.mocked(deskApi.quote).mockRejectedValueOnce(new RequestError('该记录已被他人修改，请重新加载后再修改', { code: 409 }));
    vi.mocked(deskApi.detail).mockResolvedValue({
      ...detail, quoted: true, quotername: '李娜', quotedate: '2026-11-02', version: 4,
      lines: [{ containertype: '20GP', currencycode: 'USD', price: 990 }, { containertype: '40HC', currencycode: 'USD', price: 1500 }],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: '重新加载' }));
    // The reloaded quote fills the form field by field: wait for the whole of it.
    await waitFor(() => {
      expect(within(dialog).getByLabelText('报价人')).toHaveValue('李娜');
      expect(within(dialog).getByLabelText('价格 20GP')).toHaveValue('990.00');
    });
    expect(within(dialog).queryByText(/该记录在您打开后已被他人修改/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(deskApi.quote).toHaveBeenLastCalledWith(expect.objectContaining({ version: 4, quotername: '李娜' })));
  });

  it('refuses a quote without prices and sends nothing', async () => {
    await openDesk();
    await userEvent.click(screen.getByRole('button', { name: '报价' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('报价人')).toHaveValue('管理员'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(dialog.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2));
    expect(deskApi.quote).not.toHaveBeenCalled();
  });

  it('withdraws an open quote after a confirmation, and shows the quote\'s history', async () => {
    const quotedRow: SeaRow = { ...row, quoted: true, quotestatus: 'quoted', quotevaliduntil: '2026-11-08', quotername: '管理员', quotedate: '2026-11-01' };
    list.mockResolvedValue({ code: 200, rows: [quotedRow], total: 1 });
    vi.mocked(deskApi.withdraw).mockResolvedValue({ code: 200, msg: '' });
    vi.mocked(deskApi.history).mockResolvedValue([
      { eventId: 1, event: 'quote', status: 'quoted', byName: 'admin', reason: '', createTime: '2026-11-01T02:00:00Z',
        quote: { validUntil: '2026-11-08', lines: [{ containertype: '20GP', currencycode: 'USD', price: 1200 }] } },
      { eventId: 2, event: 'decline', status: 'declined', byName: 'demo', reason: '价格偏高', createTime: '2026-11-02T02:00:00Z', quote: null },
    ]);
    renderPage(<SeaInquiryDesk />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('已报价')).toBeInTheDocument();
    expect(within(table).getByText('2026-11-08')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'PDF' }));
    expect(deskApi.pdf).toHaveBeenCalledWith('sea', quotedRow);

    await userEvent.click(within(table).getByRole('button', { name: '报价历史' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('20GP USD 1200 · 有效期至 2026-11-08')).toBeInTheDocument();
    expect(within(dialog).getByText('客户拒绝')).toBeInTheDocument();
    expect(within(dialog).getByText('价格偏高')).toBeInTheDocument();
    expect(deskApi.history).toHaveBeenCalledWith('sea', 7);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(table).getByRole('button', { name: '撤回报价' }));
    const question = await screen.findByText('确认撤回询价 Q20261101093000001 的报价？撤回后客户不能再接受。');
    await userEvent.click(within(question.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: '撤回报价' }));
    await waitFor(() => expect(deskApi.withdraw).toHaveBeenCalledWith('sea', 7));
  });

  it('offers no quote to someone without the quote permission', async () => {
    sessionStore.set({ roles: ['common'], permissions: ['freight:inquiry:list', 'freight:inquiry:query'] });
    await openDesk();
    expect(screen.getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '报价' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤回报价' })).not.toBeInTheDocument();
  });
});
