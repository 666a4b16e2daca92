import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../testing';
import { markupApi, markupHistory, previewMarkups, type Markup } from './api';
import MarkupPage from './index';

vi.mock('./api', () => ({
  markupApi: { list: vi.fn(), get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn() },
  markupImportApi: { template: vi.fn(), upload: vi.fn() },
  previewMarkups: vi.fn(),
  markupHistory: vi.fn(),
  useCustomerOptions: () => [{ value: 1, label: 'DEMO01 演示贸易有限公司' }],
}));

const base = {
  kind: 'sea' as const, tradelanecode: '', portofloadingcode: '', destinationcode: '', carriercode: '', boxtype: '', validfrom: '2026-11-01', validto: '2027-10-31',
  currencycode: 'USD', minimum: null, maximum: null, status: '0', version: 0, overridereason: '', remark: null,
};
const rules: Markup[] = [
  { ...base, markupId: 11, customerId: 1, customerName: '演示贸易有限公司', customergroup: '', portofloadingcode: 'CNTAO', destinationcode: 'USLAX', method: 'percent', value: 20, additional: 'N' },
  { ...base, markupId: 12, customerId: null, customerName: null, customergroup: 'KEY', method: 'amount', value: 50, maximum: 80, additional: 'Y' },
];

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(markupApi.list).mockResolvedValue({ code: 200, rows: rules, total: 2 });
  vi.mocked(previewMarkups).mockResolvedValue({
    rules: [{ ...rules[0]!, additional: false }],
    lines: [
      { rateid: 501, carriercode: 'COSU', tradelanecode: 'TPW', departure: '2026-12-02', unit: '40HC', currencycode: 'USD', buy: 2650, sell: 3180, margin: 530, markupIds: [11] },
      { rateid: 502, carriercode: 'ONEY', tradelanecode: 'TPW', departure: '2026-12-03', unit: '40HC', currencycode: 'USD', buy: 2600, sell: null, margin: null, markupIds: [] },
    ],
  });
  vi.mocked(markupHistory).mockResolvedValue([
    { historyId: 2, version: 1, action: 'U', changedBy: 'ry', changedAt: '2026-11-26T08:00:00Z', before: { value: '18.00', remark: 'a' }, after: { value: '20.00', remark: 'a' } },
  ]);
});

describe('markup rules screen', () => {
  it('lists each rule with its audience, markup and place in the precedence, and states the precedence rule', async () => {
    renderPage(<MarkupPage />);
    const table = (await screen.findByText('CNTAO → USLAX')).closest('table')!;
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('演示贸易有限公司')).toBeInTheDocument();
    expect(within(first!).getByText('客户 · 2 项条件')).toBeInTheDocument();
    expect(within(first!).getByText('20 %')).toBeInTheDocument();
    expect(within(second!).getByText('分组 KEY')).toBeInTheDocument();
    expect(within(second!).getByText('50 USD (≤ 80 USD) + 叠加')).toBeInTheDocument();
    expect(within(second!).getByText('分组 · 0 项条件')).toBeInTheDocument();
    expect(screen.getByText(/最具体的规则胜出/)).toBeInTheDocument();
  });

  it('previews a customer’s lane: the rules in order, buy, the rule applied, sell and margin', async () => {
    renderPage(<MarkupPage />);
    const panel = await screen.findByTestId('markup-preview');
    await userEvent.click(within(panel).getByRole('button', { name: /计\s*算/ }));
    expect(await within(panel).findByText('请选择客户')).toBeInTheDocument();
    expect(previewMarkups).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('combobox', { name: '客户' }));
    await userEvent.click(await screen.findByTitle('DEMO01 演示贸易有限公司'));
    await userEvent.type(within(panel).getByRole('textbox', { name: '起运港/站' }), 'CNTAO');
    await userEvent.type(within(panel).getByRole('textbox', { name: '目的港/站' }), 'USLAX');
    await userEvent.click(within(panel).getByRole('button', { name: /计\s*算/ }));
    await waitFor(() => expect(previewMarkups).toHaveBeenCalledWith(expect.objectContaining({ customerId: 1, kind: 'sea', portofloadingcode: 'CNTAO', destinationcode: 'USLAX' })));
    const line = (await within(panel).findByText('COSU')).closest('tr')!;
    for (const text of ['USD 2650.00', '#11', 'USD 3180.00', 'USD 530.00']) expect(within(line).getByText(text)).toBeInTheDocument();
    expect(within(within(panel).getByText('ONEY').closest('tr')!).getAllByText('无法报价')).toHaveLength(2);
  });

  it('shows a rule’s history: who changed what from what to what', async () => {
    renderPage(<MarkupPage />);
    const row = (await screen.findByText('CNTAO → USLAX')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '变更记录' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('value: 18.00 → 20.00')).toBeInTheDocument();
    expect(within(dialog).getByText('ry')).toBeInTheDocument();
    expect(within(dialog).queryByText(/remark/)).toBeNull();
    expect(markupHistory).toHaveBeenCalledWith(11);
  });
});
