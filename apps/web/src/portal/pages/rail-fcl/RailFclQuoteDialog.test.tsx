import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gatewayOk } from '../../testing/fakeServer';
import { fclRate } from '../../testing/rates';
import { customerUser, portalServer, renderScreen } from '../../testing/renderPortal';
import RailFclPage from './RailFclPage';

const path = '/tlzxyj?pol=CNXIY&polLabel=%E8%A5%BF%E5%AE%89&pod=RUMOW&podLabel=%E8%8E%AB%E6%96%AF%E7%A7%91&isAnonymous=false';
const inquiryFcl = 'POST /yhApi/inquiryFcl';

function quoteServer() {
  return portalServer({
    user: customerUser,
    rates: { usd: 0.14, rub: 12 },
    routes: {
      'POST /yhApi/truckrate': () => gatewayOk({ rows: [{ pricecbm: 44, pricehc: 1000, currencycode: 'CNY' }] }),
      'POST /yhApi/callYhApiRailway': () => gatewayOk({ rows: [fclRate({ rwrateid: 5 }), fclRate({ rwrateid: 6, portofloadingcode: 'CNXIZ' })] }),
      [inquiryFcl]: () => gatewayOk({ inquiryId: 9, inquiryno: 'QFC202611221000000009', lines: [], total: 8400, currencycode: 'USD' }),
    },
  });
}

async function openQuote(row: number) {
  const buttons = await screen.findAllByRole('button', { name: '智能询价' });
  await userEvent.click(buttons[row]!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('铁路整箱询价')).toBeInTheDocument();
  return dialog;
}

const count = (dialog: HTMLElement, name: string) => within(dialog).getByRole('spinbutton', { name });

// A dialog over a rate table renders slowly in jsdom; these walk through it the way a person does.
describe('rail FCL quote dialog', { timeout: 45_000 }, () => {
  it('asks for at least one box on blur and on change, and sends nothing without one', async () => {
    const server = quoteServer();
    renderScreen(<RailFclPage />, { path, server, user: customerUser });
    const dialog = await openQuote(0);
    expect(count(dialog, 'COC 箱量(40HQ)')).toHaveValue('0');
    expect(count(dialog, 'SOC 箱量(40HQ)')).toHaveValue('0');

    fireEvent.blur(count(dialog, 'SOC 箱量(40HQ)'));
    expect(await within(dialog).findAllByText('请至少输入一个箱量进行询价！')).not.toHaveLength(0);
    await userEvent.click(within(dialog).getByText('委 托').closest('button')!);
    expect(server.callsTo(inquiryFcl)).toHaveLength(0);

    await userEvent.type(count(dialog, 'COC 箱量(40HQ)'), '{backspace}2');
    // Both items drop their error state.
    for (const name of ['COC 箱量(40HQ)', 'SOC 箱量(40HQ)']) {
      await waitFor(() => expect(count(dialog, name).closest('.ant-form-item')).not.toHaveClass('ant-form-item-has-error'));
    }
  });

  it('prices the freight of the boxes asked for and sends the quote', async () => {
    const server = quoteServer();
    renderScreen(<RailFclPage />, { path, server, user: customerUser });
    const dialog = await openQuote(0);
    await userEvent.type(count(dialog, 'COC 箱量(40HQ)'), '{backspace}2');
    expect(within(dialog).getByTestId('fcl-total')).toHaveTextContent('USD 8400.00');
    expect(within(dialog).getByText('运费')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByText('委 托').closest('button')!);
    await waitFor(() => expect(server.callsTo(inquiryFcl)).toHaveLength(1));
    const sent = server.callsTo(inquiryFcl)[0]!.command?.data as Record<string, unknown>;
    expect(sent).toMatchObject({ rateid: 5, gp20qty: 2, hq40qty: 0, tradeterm: 'FOB', transportmode: 'station', loadingtype: 'FCL', loadingarea: '' });
    expect(JSON.parse(sent.price as string)).toEqual([expect.objectContaining({ freightcode: 'YF', containertype: 'COC', quantity: 2, amount: 8400 })]);
    expect(await screen.findByText('询价成功')).toBeInTheDocument();
  });

  it('adds trucking for all boxes from the region, in the rate’s currency, only when collected at the door', async () => {
    const server = quoteServer();
    renderScreen(<RailFclPage />, { path, server, user: customerUser });
    const dialog = await openQuote(0);
    const mode = within(dialog).getByRole('combobox', { name: '运输方式' });
    expect(mode.closest('.ant-select')).toHaveTextContent('站到站（自送到站）');
    await userEvent.type(count(dialog, 'COC 箱量(40HQ)'), '{backspace}2');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '提货地区' }));
    await userEvent.click(await screen.findByTitle('四川省'));
    await userEvent.click(await screen.findByTitle('成都市'));
    await waitFor(() => expect(server.callsTo('POST /yhApi/truckrate')).toHaveLength(1));
    expect(server.callsTo('POST /yhApi/truckrate')[0]!.command?.data).toEqual({ toarea: '四川省-成都市', portcode: 'CNXIY' });

    await userEvent.click(mode);
    await userEvent.click(await screen.findByTitle('门到站（上门提箱）'));
    await waitFor(() => expect(within(dialog).getByText('拖车费')).toBeInTheDocument());
    // 1000 CNY per box at 0.14 is USD 140, for both boxes.
    expect(within(dialog).getByTestId('fcl-total')).toHaveTextContent('USD 8680.00');

    // Station to station: the customer brings the boxes, so the trucking line goes.
    await userEvent.click(mode);
    await userEvent.click(await screen.findByTitle('站到站（自送到站）'));
    await waitFor(() => expect(within(dialog).queryByText('拖车费')).not.toBeInTheDocument());
    expect(within(dialog).getByTestId('fcl-total')).toHaveTextContent('USD 8400.00');
    await userEvent.click(within(dialog).getByText('委 托').closest('button')!);
    await waitFor(() => expect(server.callsTo(inquiryFcl)).toHaveLength(1));
    const sent = server.callsTo(inquiryFcl)[0]!.command?.data as Record<string, unknown>;
    expect(sent).toMatchObject({ transportmode: 'station', loadingarea: '四川省-成都市' });
    expect(JSON.parse(sent.price as string).map((line: { freightcode: string }) => line.freightcode)).toEqual(['YF']);
  });

  it('opens another rate with its rows reset', async () => {
    renderScreen(<RailFclPage />, { path, server: quoteServer(), user: customerUser });
    let dialog = await openQuote(0);
    await userEvent.type(count(dialog, 'SOC 箱量(40HQ)'), '{backspace}3');
    expect(within(dialog).getByTestId('fcl-total')).toHaveTextContent('USD 11700.00');
    await userEvent.click(within(dialog).getByText('关 闭').closest('button')!);

    dialog = await openQuote(1);
    expect(count(dialog, 'SOC 箱量(40HQ)')).toHaveValue('0');
    expect(within(dialog).getByTestId('fcl-total')).toHaveTextContent('USD 0.00');
  });
});
