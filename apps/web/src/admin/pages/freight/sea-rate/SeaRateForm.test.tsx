import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../session/sessionStore';
import { renderPage, setupTestI18n } from '../../../testing';
import { carrierApi } from '../carrier/api';
import { portApi } from '../port/api';
import { tradeLaneApi } from '../trade-lane/api';
import { seaRateApi } from './api';
import SeaRatePage from './index';

const { crud } = vi.hoisted(() => ({ crud: () => ({ list: vi.fn(), get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn() }) }));
vi.mock('../../../components/useDict', () => ({ useDict: (type: string) => ({ [type]: [{ value: '0', label: '正常', listClass: 'primary', cssClass: '' }] }) }));
vi.mock('./api', () => ({ seaRateApi: crud(), seaRateImportApi: { template: vi.fn(), upload: vi.fn() } }));
vi.mock('../carrier/api', () => ({ carrierApi: crud() }));
vi.mock('../port/api', () => ({ portApi: crud() }));
vi.mock('../trade-lane/api', () => ({ tradeLaneApi: crud() }));

const ports = [
  { portcode: 'CNSHA', portname: 'Shanghai', localname: '上海', russianname: 'Шанхай' },
  { portcode: 'USLAX', portname: 'Los Angeles', localname: '洛杉矶', russianname: 'Лос-Анджелес' },
];
/** The stored rows whose code or a name contains the keyword, as the list endpoints answer a picker. */
const matching = <T extends object>(rows: T[]) => async ({ keyword = '' }: Record<string, unknown>) => {
  const found = rows.filter((row) => Object.values(row).some((v) => String(v).toLowerCase().includes(String(keyword).toLowerCase())));
  return { code: 200, rows: found, total: found.length } as never;
};

beforeAll(setupTestI18n);
beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.set({ roles: ['admin'], permissions: ['*:*:*'] });
  vi.mocked(seaRateApi.list).mockResolvedValue({ code: 200, rows: [], total: 0 });
  vi.mocked(seaRateApi.add).mockResolvedValue({ code: 200, msg: 'ok' });
  vi.mocked(carrierApi.list).mockImplementation(matching([{ carriercode: 'COSU', carriername: 'COSCO Shipping', localname: '中远海运' }]));
  vi.mocked(portApi.list).mockImplementation(matching(ports));
  vi.mocked(tradeLaneApi.list).mockImplementation(matching([{ tradelanecode: 'USWC', tradelanename: '美西', englishname: 'US West Coast', russianname: 'Западное побережье США' }]));
});

const openAdd = async () => {
  renderPage(<SeaRatePage />);
  await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
  return screen.findByRole('dialog');
};

/** Types into the labelled picker and chooses the option reading `option`. */
const pick = async (dialog: HTMLElement, label: string, typed: string, option: string) => {
  await userEvent.type(within(dialog).getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByTitle(option));
};

describe('sea rate dialog', () => {
  it('picks carrier, ports and lane by name, each searched on the server and shown as code – name, and saves their codes and the days picked', async () => {
    const dialog = await openAdd();
    await pick(dialog, '船公司', '中远', 'COSU – 中远海运');
    await pick(dialog, '起运港', '上海', 'CNSHA – 上海');
    await pick(dialog, '目的港', 'los', 'USLAX – 洛杉矶');
    await pick(dialog, '航线', '美西', 'USWC – 美西');
    expect(portApi.list).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, moduletype: 'ox', keyword: '上海' });
    expect(tradeLaneApi.list).toHaveBeenCalledWith(expect.objectContaining({ moduletype: 'ox', keyword: '美西' }));
    for (const [label, day] of [['开船日期', '2026-12-10'], ['生效日期', '2026-12-01'], ['失效日期', '2026-12-31']] as const) {
      await userEvent.type(within(dialog).getByLabelText(label), `${day}{Enter}`);
    }
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '航程(天)' }), '14');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '20GP' }), '1200');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(seaRateApi.add).toHaveBeenCalledWith(expect.objectContaining({
      carriercode: 'COSU', portofloadingcode: 'CNSHA', finaldestination: 'USLAX', carriertradelane: 'USWC',
      etddate: '2026-12-10', effectdate: '2026-12-01', expireddate: '2026-12-31', price20: 1200,
    })));
  }, 120_000);

  it('refuses a negative price with the schema’s message instead of saving 0', async () => {
    const dialog = await openAdd();
    const price20 = within(dialog).getByRole('spinbutton', { name: '20GP' });
    await userEvent.type(price20, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('价格不能为负数')).toBeInTheDocument();
    expect(price20).toHaveValue('-5.00');
    expect(seaRateApi.add).not.toHaveBeenCalled();
  });

  it('labels every control of a surcharge row and names where it is paid in the reader’s language', async () => {
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: /添加附加费/ }));
    for (const name of ['费用类型 1', '费用名称 1', '英文名称 1', '金额 1', '币种 1', '单位 1']) expect(within(dialog).getByLabelText(name)).toBeInTheDocument();
    expect(within(dialog).getByTitle('起运港支付')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('金额 1'), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('价格不能为负数')).toBeInTheDocument();
  });
});
