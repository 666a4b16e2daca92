import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gatewayFail, gatewayOk } from '../../testing/fakeServer';
import { seaRate } from '../../testing/rates';
import { customerUser, portalServer, renderScreen } from '../../testing/renderPortal';
import SeaFclPage from './SeaFclPage';

const path = '/hyzxyj?pol=CNSHA&polLabel=Shanghai&pod=DEHAM&podLabel=Hamburg&isAnonymous=false&date=2026-05-01';
const callYhImport = 'POST /yhApi/callYhImport';

function inquiryServer(reply: () => unknown = () => gatewayOk({ status: 'ok', inquiryId: 41, inquiryno: 'Q202605011200000041' })) {
  return portalServer({
    user: customerUser,
    routes: {
      'POST /yhApi/fclRate': () => gatewayOk({ rows: [seaRate({ fclrateid: 77 })], carriers: [] }),
      [callYhImport]: reply,
    },
  });
}

async function openInquiry() {
  await userEvent.click(await screen.findByRole('button', { name: '智能询价' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('海运智能询价')).toBeInTheDocument();
  return dialog;
}

const count = (dialog: HTMLElement, label: string) => within(dialog).getByRole('spinbutton', { name: label });

describe('sea smart inquiry popup', () => {
  it('opens with every count 0, asks for the inquirer and one box, then sends the inquiry and closes', async () => {
    const server = inquiryServer();
    renderScreen(<SeaFclPage />, { path, server, user: customerUser });
    const dialog = await openInquiry();
    for (const label of ['20GP', '40GP', '40HC(HQ)', '45GP(HQ)']) expect(count(dialog, label)).toHaveValue('0');

    await userEvent.click(within(dialog).getByRole('button', { name: '提交询价' }));
    expect(await within(dialog).findByText('请输入询价人！')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: '询价人' }), '王经理');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交询价' }));
    expect(await within(dialog).findByText('请至少咨询一种箱型！')).toBeInTheDocument();
    expect(server.callsTo(callYhImport)).toHaveLength(0);

    await userEvent.clear(count(dialog, '40HC(HQ)'));
    await userEvent.type(count(dialog, '40HC(HQ)'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交询价' }));
    expect(await screen.findByText('询价成功')).toBeInTheDocument();
    expect(server.callsTo(callYhImport)[0]!.command?.data).toEqual({ rateid: 77, inquirer: '王经理', gp20qty: 0, gp40qty: 0, hq40qty: 1, hq45qty: 0 });
    await waitFor(() => expect(dialog).not.toBeVisible());

    // Opened again, it starts over.
    const again = await openInquiry();
    expect(count(again, '40HC(HQ)')).toHaveValue('0');
    expect(within(again).getByRole('textbox', { name: '询价人' })).toHaveValue('');
  });

  it('stays open with the server’s words when the server refuses', async () => {
    const server = inquiryServer(() => gatewayFail(400, '该运价已失效，请重新查询'));
    renderScreen(<SeaFclPage />, { path, server, user: customerUser });
    const dialog = await openInquiry();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '询价人' }), '王经理');
    await userEvent.clear(count(dialog, '20GP'));
    await userEvent.type(count(dialog, '20GP'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交询价' }));
    expect(await screen.findByText('该运价已失效，请重新查询')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is not offered to a visitor who is not signed in', async () => {
    renderScreen(<SeaFclPage />, { path, server: inquiryServer() });
    await screen.findByRole('button', { name: '附加费' });
    expect(screen.queryByRole('button', { name: '智能询价' })).not.toBeInTheDocument();
  });
});
