import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../../shared/request/errors';
import { sessionStore } from '../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../testing';
import { deskApi, type FclRow } from './api';
import { RailQuoteDialog } from './RailQuoteDialog';

vi.mock('./api', () => ({ deskApi: { detail: vi.fn(), quoteRail: vi.fn() } }));

const fcl: FclRow = {
  inquiryId: 5, inquiryno: 'QFC20261101093000005', customerId: 2, customerName: '演示贸易有限公司', customerCode: 'DEMO01', quotationdate: '2026-11-01',
  portofloadingcode: 'CNXIY', createTime: '2026-11-01T09:30:00Z', finaldestinationcode: 'RUMOW', senddatetime: '2026-11-08', dooraddress: '',
  englishdooraddress: '', russiandooraddress: '', englishquotername: '', russianquotername: '',
  transportmode: 'station', tradeterm: 'FOB', gp20qty: 1, hq40qty: 0, carriercode: '', vesselname: '', total: 4200, currencycode: 'USD', handled: false,
  pricing: null, quotestatus: 'pending', quotevaliduntil: null, quotationuserid: null, quotername: '', quotermail: '', quotedate: null, quoteremark: '',
  quotedprice: null, quotedcurrency: '', version: 3,
};
const onSaved = vi.fn();

/** The dialog quoting the inquiry, once its starting values are in. */
async function openDialog() {
  renderPage(<RailQuoteDialog mode="fcl" inquiryId={5} onClose={() => {}} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByLabelText('价格')).toHaveValue('4200.00'));
  return dialog;
}
const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'], user: { userId: 1, userName: 'admin', nickName: '管理员', email: 'admin@example.com' } });
  vi.mocked(deskApi.detail).mockResolvedValue(fcl);
  vi.mocked(deskApi.quoteRail).mockResolvedValue({ code: 200 });
});

describe('rail quote dialog', () => {
  it('starts from the staff user and the calculated price, and saves one price for the inquiry over the version read', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText('整箱询价报价 QFC20261101093000005')).toBeInTheDocument();
    expect(within(dialog).getByText('询价时计算价格：USD 4200.00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('报价人')).toHaveValue('管理员');
    expect(within(dialog).getByLabelText('邮箱')).toHaveValue('admin@example.com');
    const price = within(dialog).getByLabelText('价格');
    await userEvent.clear(price);
    await userEvent.type(price, '3980.5');
    await userEvent.type(within(dialog).getByLabelText('报价备注'), '含装箱费');
    await confirm(dialog);
    await waitFor(() => expect(deskApi.quoteRail).toHaveBeenCalledTimes(1));
    const [mode, body] = vi.mocked(deskApi.quoteRail).mock.calls[0]!;
    expect(mode).toBe('fcl');
    expect(body).toMatchObject({
      inquiryId: 5, version: 3, quotername: '管理员', quotermail: 'admin@example.com', quotedcurrency: 'USD', quotedprice: 3980.5, quoteremark: '含装箱费',
    });
    expect(body.quotedate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('报价已保存')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('starts a re-quote from the stored quote', async () => {
    vi.mocked(deskApi.detail).mockResolvedValue({
      ...fcl, quotationuserid: 7, quotername: '李娜', quotermail: 'li@example.com', quotedprice: 3900, quotedcurrency: 'CNY', quotestatus: 'declined',
    });
    renderPage(<RailQuoteDialog mode="fcl" inquiryId={5} onClose={() => {}} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('价格')).toHaveValue('3900.00'));
    expect(within(dialog).getByLabelText('报价人')).toHaveValue('李娜');
    expect(within(dialog).getByLabelText('邮箱')).toHaveValue('li@example.com');
    expect(within(dialog).getByTitle('CNY')).toBeInTheDocument();
  });

  it('saves the quoter and the customer’s door address in English and Russian, showing what the customer wrote', async () => {
    vi.mocked(deskApi.detail).mockResolvedValue({ ...fcl, dooraddress: '上海市浦东新区张江路88号', englishdooraddress: 'No. 88, Zhangjiang Road' });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('上门地址(英文)')).toHaveValue('No. 88, Zhangjiang Road');
    expect(within(dialog).getAllByText('客户原文：上海市浦东新区张江路88号')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText('报价人(英文)'), 'Admin');
    await userEvent.type(within(dialog).getByLabelText('报价人(俄文)'), 'Админ');
    await userEvent.type(within(dialog).getByLabelText('上门地址(俄文)'), 'Чжанцзян, 88');
    await confirm(dialog);
    await waitFor(() => expect(deskApi.quoteRail).toHaveBeenCalledWith('fcl', expect.objectContaining({
      englishquotername: 'Admin', russianquotername: 'Админ', englishdooraddress: 'No. 88, Zhangjiang Road', russiandooraddress: 'Чжанцзян, 88',
    })));
  });

  it('asks for no door address translation when the customer gave no door address', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('报价人(英文)')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('上门地址(英文)')).not.toBeInTheDocument();
  });

  it('refuses an empty quoter and sends nothing', async () => {
    const dialog = await openDialog();
    await userEvent.clear(within(dialog).getByLabelText('报价人'));
    await confirm(dialog);
    expect(await within(dialog).findByText('报价人不能为空')).toBeInTheDocument();
    expect(deskApi.quoteRail).not.toHaveBeenCalled();
  });

  it('says when someone else quoted the inquiry first, and saves over their version once reloaded', async () => {
    const dialog = await openDialog();
    vi.mocked(deskApi.quoteRail).mockRejectedValueOnce(new RequestError('该记录已被他人修改，请重新加载后再修改', { code: 409 }));
    vi.mocked(deskApi.detail).mockResolvedValue({ ...fcl, quotationuserid: 7, quotername: '李娜', quotedprice: 4000, quotedcurrency: 'USD', version: 4 });
    await confirm(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(within(dialog).getByLabelText('报价人')).toHaveValue('李娜'));
    await confirm(dialog);
    await waitFor(() => expect(deskApi.quoteRail).toHaveBeenLastCalledWith('fcl', expect.objectContaining({ version: 4, quotername: '李娜', quotedprice: 4000 })));
  });
});
