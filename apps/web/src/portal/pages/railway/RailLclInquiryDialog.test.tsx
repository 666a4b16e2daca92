import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gatewayOk } from '../../testing/fakeServer';
import { lclRate } from '../../testing/rates';
import { customerUser, portalServer, renderScreen } from '../../testing/renderPortal';
import RailwayPage from './RailwayPage';

const path = '/railway?pol=CNXIY&polLabel=%E8%A5%BF%E5%AE%89&pod=RUMOW&podLabel=%E8%8E%AB%E6%96%AF%E7%A7%91&isAnonymous=false';
const railwayInquiry = 'POST /yhApi/railwayInquiry';
const truckrate = 'POST /yhApi/truckrate';
// A USD sales price with the CNY pickup (460) and operator fee (200) converted at 1 CNY = 0.1404 USD.
const cnyUsd = { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: 0.1404, fromdate: '2026-11-24' };
const result = (sendstatus: 'N' | 'Y') => ({
  inquiryId: 51, inquiryno: 'QRT202611221000000051', sendstatus, totalWeight: 1800, totalVolume: 5,
  chargeableVolume: 5, pickupPrice: 64.58, operatorFee: 28.08, referencePrice: 1085.5, currencycode: 'USD', exchangerate: 0.1404, exchangeRates: [cnyUsd],
});

function inquiryServer() {
  return portalServer({
    user: customerUser,
    routes: {
      'POST /yhApi/callYhApiRailway': () => gatewayOk({ rows: [lclRate({ rwlclrateid: 7 }), lclRate({ rwlclrateid: 8, XC__portofloadingcode: '重庆' })] }),
      [truckrate]: () => gatewayOk({ rows: [{ pricecbm: 80, pricehc: 9000, currencycode: 'CNY' }] }),
      [railwayInquiry]: (request) => gatewayOk(result((request.command?.data as { sendstatus: 'N' | 'Y' }).sendstatus)),
    },
  });
}

async function openInquiry(row: number) {
  const buttons = await screen.findAllByRole('button', { name: '智能询价' });
  await userEvent.click(buttons[row]!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('铁路拼箱智能询价')).toBeInTheDocument();
  return dialog;
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const messages = () => document.querySelector('.ant-message');
const fill = (dialog: HTMLElement, name: string, value: string) => fireEvent.change(field(dialog, name), { target: { value } });

// A dialog over a rate table renders slowly in jsdom; these walk through it the way a person does.
describe('rail LCL smart inquiry dialog', { timeout: 45_000 }, () => {
  it('checks weight then volume row by row, stopping at the first empty one; numbers keep digits and one point', async () => {
    const server = inquiryServer();
    renderScreen(<RailwayPage />, { path, server, user: customerUser });
    const dialog = await openInquiry(0);
    // The first row opens with portal.md §9's defaults; a row emptied is checked like a new one.
    expect(field(dialog, '重量(KG) 1')).toHaveValue('10000');
    expect(field(dialog, '体积(CBM) 1')).toHaveValue('1');
    fill(dialog, '重量(KG) 1', '');

    await userEvent.click(within(dialog).getByRole('button', { name: '计 算' }));
    await waitFor(() => expect(messages()).toHaveTextContent('重量不能为空'));

    await userEvent.type(field(dialog, '重量(KG) 1'), 'a1,2.0.0');
    expect(field(dialog, '重量(KG) 1')).toHaveValue('12.00');
    fill(dialog, '体积(CBM) 1', '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加货物' }));
    fill(dialog, '重量(KG) 2', '800');
    await userEvent.click(within(dialog).getByRole('button', { name: '计 算' }));
    await waitFor(() => expect(messages()).toHaveTextContent('体积不能为空'));
    expect(server.callsTo(railwayInquiry)).toHaveLength(0);
    expect(within(dialog).queryByText(/特殊货物（危险品/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('checkbox', { name: '易碎品' })[1]!);
    expect(within(dialog).getByText(/特殊货物（危险品/)).toBeInTheDocument();
  });

  it('looks up the pickup price of the region, calculates at the server’s price, then authorizes that calculation', async () => {
    const server = inquiryServer();
    renderScreen(<RailwayPage />, { path, server, user: customerUser });
    const dialog = await openInquiry(0);
    fill(dialog, '重量(KG) 1', '1000');
    fill(dialog, '体积(CBM) 1', '3');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加货物' }));
    fill(dialog, '重量(KG) 2', '800');
    fill(dialog, '体积(CBM) 2', '2');
    expect(within(dialog).getByText('1800.00')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: '提货地区' }));
    await userEvent.click(await screen.findByTitle('上海市'));
    await waitFor(() => expect(within(dialog).getByTestId('pickup-per-cbm')).toHaveTextContent('CNY 80.00'));
    expect(server.callsTo(truckrate)[0]!.command?.data).toEqual({ toarea: '上海市-上海市', portcode: 'CNXIY' });

    await userEvent.click(within(dialog).getByRole('button', { name: '计 算' }));
    await waitFor(() => expect(within(dialog).getByTestId('reference-price')).toHaveTextContent('USD 1085.50'));
    expect(messages()).toHaveTextContent('计算成功');
    // Every figure in the sales price's currency, and the rate the CNY fees were converted at.
    expect(within(dialog).getByText('USD 64.58')).toBeInTheDocument();
    expect(within(dialog).getByText('USD 28.08')).toBeInTheDocument();
    expect(within(dialog).getByText('按 1 CNY = 0.1404 USD 折算（2026-11-24 汇率）')).toBeInTheDocument();
    expect(within(dialog).queryByText(/CNY 1085/)).not.toBeInTheDocument();
    const calculated = server.callsTo(railwayInquiry)[0]!.command?.data as Record<string, unknown>;
    expect(calculated).toMatchObject({ rateid: 7, sendstatus: 'N', loadingarea: '上海市-上海市', weight: 1800, measurement: 5, loadingtype: 'LCL' });
    expect(calculated.cargo).toHaveLength(2);
    expect(calculated.inquiryId).toBeUndefined();

    await userEvent.click(within(dialog).getByText('委 托').closest('button')!);
    await waitFor(() => expect(messages()).toHaveTextContent('委托成功'));
    expect(server.callsTo(railwayInquiry)[1]!.command?.data).toMatchObject({ sendstatus: 'Y', inquiryId: 51, currencycode: 'USD', exchangerate: 0.1404 });
  });

  it('opens another rate on a fresh form, totals and price', async () => {
    const server = inquiryServer();
    renderScreen(<RailwayPage />, { path, server, user: customerUser });
    let dialog = await openInquiry(0);
    fill(dialog, '重量(KG) 1', '500');
    fill(dialog, '体积(CBM) 1', '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '计 算' }));
    await waitFor(() => expect(within(dialog).getByTestId('reference-price')).toHaveTextContent('USD 1085.50'));
    await userEvent.click(dialog.parentElement!.querySelector('.ant-modal-close')!);

    dialog = await openInquiry(1);
    expect(field(dialog, '重量(KG) 1')).toHaveValue('10000');
    expect(within(dialog).getByTestId('reference-price')).toHaveTextContent('-');
    expect(within(dialog).queryByText('500.00')).not.toBeInTheDocument();
  });
});
