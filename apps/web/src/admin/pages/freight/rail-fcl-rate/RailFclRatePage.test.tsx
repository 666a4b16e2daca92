import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictOption } from '../../../components/useDict';
import { sessionStore } from '../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../testing';
import { railFclRateApi, type RailFclRate } from './api';
import RailFclRatePage from './index';

const statuses: DictOption[] = [{ value: '0', label: '正常', listClass: 'primary', cssClass: '' }];
vi.mock('../../../components/useDict', () => ({ useDict: (type: string) => ({ [type]: statuses }), clearDict: vi.fn() }));
vi.mock('./api', () => ({
  railFclRateApi: { list: vi.fn(), get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn() },
  railFclRateImportApi: { template: vi.fn(), upload: vi.fn() },
}));

const rate: RailFclRate = {
  rwrateid: 7, portofloadingcode: 'CNXIY', portofdischargecode: 'ALASC', finaldestinationcode: 'RUMOW', tradelanecode: 'RUS',
  senddatetime: '2026-12-20', blclosetime: '2026-12-17 17:00', closingtime: '2026-12-19 12:00', effectdate: '2026-12-01', expireddate: '2026-12-31',
  voyage: 18, currencycode: 'USD', ishot: 'N', status: '0', price20: 5200, pricehc: 4300,
  pickupctnaddress: '西安国际港站', englishpickupctnaddress: '', russianpickupctnaddress: '',
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(railFclRateApi.list).mockResolvedValue({ code: 200, msg: 'ok', rows: [rate], total: 1 });
  vi.mocked(railFclRateApi.get).mockResolvedValue(rate);
  vi.mocked(railFclRateApi.update).mockResolvedValue({ code: 200, msg: 'ok' });
});

describe('rail FCL rate dialog', () => {
  it('saves the pickup address in English and Russian next to the original', async () => {
    renderPage(<RailFclRatePage />);
    expect(await screen.findByText('RUMOW')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('row', { name: /RUMOW/ })).getByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('提箱地址')).toHaveValue('西安国际港站'));
    await userEvent.type(within(dialog).getByLabelText('英文提箱地址'), 'Xian CY');
    await userEvent.type(within(dialog).getByLabelText('俄文提箱地址'), 'Сиань');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(railFclRateApi.update).toHaveBeenCalledWith(expect.objectContaining({
      rwrateid: 7, pickupctnaddress: '西安国际港站', englishpickupctnaddress: 'Xian CY', russianpickupctnaddress: 'Сиань',
    })));
  });
});
