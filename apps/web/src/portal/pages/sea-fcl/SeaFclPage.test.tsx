import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gatewayOk } from '../../testing/fakeServer';
import { seaRate } from '../../testing/rates';
import { customerUser, portalServer, renderScreen } from '../../testing/renderPortal';
import SeaFclPage from './SeaFclPage';

const path = '/hyzxyj?pol=CNSHA&polLabel=Shanghai&pod=DEHAM&podLabel=Hamburg&isAnonymous=false&date=2026-05-01';
const fclRate = 'POST /yhApi/fclRate';
const carriers = [
  { carriercode: 'COSCO', carriername: 'COSCO Shipping' },
  { carriercode: 'MSK', carriername: 'Maersk' },
];

function seaServer(rows = [seaRate()]) {
  return portalServer({
    user: customerUser,
    routes: {
      [fclRate]: () => gatewayOk({ rows, carriers }),
      'POST /yhApi/callYhApi surcharges': () =>
        gatewayOk({
          rows: [
            { ratetype: 'Paid at Origin', freightname: '海运费', currencycode: 'USD', amount: 2200, unit: '40HC', remark: '' },
            { ratetype: 'Paid at Origin', freightname: '码头操作费', currencycode: 'CNY', amount: 1050, unit: '40HC', remark: '' },
            { ratetype: 'Paid at Destination', freightname: '目的港文件费', currencycode: 'EUR', amount: 45, unit: 'BL', remark: '<i>每票</i>' },
          ],
        }),
    },
  });
}

const lastPayload = (server: ReturnType<typeof seaServer>) => server.callsTo(fclRate).at(-1)!.command?.data;

describe('sea FCL rates (/hyzxyj)', () => {
  it('searches on opening, then sends every filter-bar choice to fclRate', async () => {
    const server = seaServer();
    renderScreen(<SeaFclPage />, { path, server, user: customerUser });
    expect(await screen.findByRole('cell', { name: '汉堡' })).toBeInTheDocument();
    expect(lastPayload(server)).toEqual({
      portofloadingcode: 'CNSHA',
      finaldestinationcode: 'DEHAM',
      sailingdate: '2026-05-01',
      directonly: false,
      spaceonly: false,
      sortby: 'carrier',
      sortorder: 'asc',
      maxrows: 100,
    });

    await userEvent.click(screen.getByRole('checkbox', { name: '只看直达' }));
    await waitFor(() => expect(lastPayload(server)).toMatchObject({ directonly: true }));
    await userEvent.click(screen.getByRole('checkbox', { name: '只看有舱位' }));
    await waitFor(() => expect(lastPayload(server)).toMatchObject({ spaceonly: true }));

    await userEvent.click(screen.getByRole('combobox', { name: '船公司' }));
    await userEvent.click(await screen.findByTitle('MSK · Maersk'));
    await waitFor(() => expect(lastPayload(server)).toMatchObject({ carriercodes: ['MSK'] }));

    await userEvent.click(screen.getByRole('combobox', { name: '箱型' }));
    await userEvent.click(await screen.findByTitle('40HC'));
    await waitFor(() => expect(lastPayload(server)).toMatchObject({ containertype: '40HC' }));

    await userEvent.click(screen.getByRole('checkbox', { name: '最早开船' }));
    await waitFor(() => expect(lastPayload(server)).toMatchObject({ sortby: 'etd', sortorder: 'asc' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '航程最短' }));
    await waitFor(() => expect(lastPayload(server)).toMatchObject({ sortby: 'transit', sortorder: 'asc' }));
    expect(screen.getByRole('checkbox', { name: '最早开船' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: /按箱价排序/ }));
    await waitFor(() => expect(lastPayload(server)).toMatchObject({ sortby: 'price', sortorder: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: /箱价从低到高/ }));
    await waitFor(() => expect(lastPayload(server)).toMatchObject({ sortby: 'price', sortorder: 'desc' }));
    expect(screen.getByRole('checkbox', { name: '航程最短' })).not.toBeChecked();

    expect(lastPayload(server)).toEqual({
      portofloadingcode: 'CNSHA',
      finaldestinationcode: 'DEHAM',
      sailingdate: '2026-05-01',
      directonly: true,
      spaceonly: true,
      carriercodes: ['MSK'],
      containertype: '40HC',
      sortby: 'price',
      sortorder: 'desc',
      maxrows: 100,
    });
  });

  it('searches when Enter is pressed in the destination box', async () => {
    const server = seaServer();
    renderScreen(<SeaFclPage />, { path, server, user: customerUser });
    await screen.findByRole('cell', { name: '汉堡' });
    expect(server.callsTo(fclRate)).toHaveLength(1);

    const destination = screen.getByRole('combobox', { name: '目的港' });
    destination.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo(fclRate)).toHaveLength(2));
  });

  it('shows month.day dates, prices per box, the carrier, and a dash for a box not offered', async () => {
    renderScreen(<SeaFclPage />, { path, server: seaServer([seaRate({ price40nor: null, XC__remark: '<p>含 <b>THC</b></p>' })]), user: customerUser });
    const row = (await screen.findByRole('cell', { name: '汉堡' })).closest('tr')!;
    for (const text of ['COSCO', '上海', '直达', '欧洲线', '05.06', '32', 'USD', '1,200', '2,100', '2,200', '05.01-05.31']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getAllByText('-')).toHaveLength(1);
    // The remark is a clamped line of the row; its button opens all of it.
    expect(await within(row).findByText('THC')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: '查看完整备注' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('含 THC');
  });

  it('tells a staff account that it sees purchase prices here and inquires in the back office, and offers no inquiry', async () => {
    renderScreen(<SeaFclPage />, { path, server: seaServer([seaRate()]), user: { ...customerUser, usertype: 'U', roles: ['staff'] } });
    const row = (await screen.findByRole('cell', { name: '汉堡' })).closest('tr')!;
    expect(screen.getByText(/您以员工账号登录/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开后台管理系统' })).toHaveAttribute('href', '/admin/');
    expect(within(row).queryByRole('button', { name: '智能询价' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '附加费' })).toBeInTheDocument();
  });

  it('shows the second transshipment port on hover', async () => {
    const rate = seaRate({ transferdirect: 'T', portoftranshipped: 'SGSIN', XC__portoftranshipped: '新加坡', portoftranshipped2: 'MAPTM', XC__portoftranshipped2: '丹吉尔' });
    renderScreen(<SeaFclPage />, { path, server: seaServer([rate]), user: customerUser });
    await userEvent.hover(await screen.findByText('新加坡'));
    expect(await screen.findByText('二程中转港：丹吉尔')).toBeInTheDocument();
  });

  it('lists the surcharges of a rate without the ocean freight line', async () => {
    const server = seaServer([seaRate({ fclrateid: 77 })]);
    renderScreen(<SeaFclPage />, { path, server, user: customerUser });
    await userEvent.click(await screen.findByRole('button', { name: '附加费' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('码头操作费')).toBeInTheDocument();
    expect(within(dialog).queryByText('海运费')).not.toBeInTheDocument();
    // A remark shows once the sanitiser, fetched when rich text is first shown, is here.
    expect(await within(dialog).findByText('每票')).toBeInTheDocument();
    for (const text of ['起运港费用', '目的港费用', '目的港文件费', 'CNY', '1,050 / 40HC']) expect(within(dialog).getByText(text)).toBeInTheDocument();
    for (const title of ['类型', '费用名称', '币种', '金额', '备注']) expect(within(dialog).getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(server.callsTo('POST /yhApi/callYhApi surcharges')[0]!.command?.data).toEqual({ fclrateid: 77 });
  });

  it('links a mobile contact to the messaging service in a new tab', async () => {
    renderScreen(<SeaFclPage />, { path, server: seaServer(), user: customerUser });
    const chat = await screen.findByRole('link', { name: /在线沟通/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/8613800001234');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows a landline as plain text, without a chat link it could not receive', async () => {
    renderScreen(<SeaFclPage />, { path, server: seaServer([seaRate({ contactnumber: '+8657487652302' })]), user: customerUser });
    expect(await screen.findByTitle('联系电话')).toHaveTextContent('+8657487652302');
    expect(screen.queryByRole('link', { name: /在线沟通/ })).not.toBeInTheDocument();
  });

  it('lists the other charges in the detail dialog without the ocean freight, as the surcharge dialog does', async () => {
    const othercharges = [
      { ratetype: 'Paid at Origin', freightname: '海运费', currencycode: 'USD', amount: 2050, unit: '' },
      { ratetype: 'Paid at Origin', freightname: '码头操作费', currencycode: 'CNY', amount: 890, unit: '' },
    ];
    const server = seaServer([seaRate({ fclrateid: 77 })]);
    server.on('POST /yhApi/callYhApi ratedetail', () => gatewayOk(seaRate({ fclrateid: 77, othercharges })));
    renderScreen(<SeaFclPage />, { path, server, user: customerUser });
    await userEvent.click(await screen.findByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/码头操作费/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/海运费/)).not.toBeInTheDocument();
    expect(server.callsTo('POST /yhApi/callYhApi ratedetail')[0]!.command?.data).toEqual({ fclrateid: 77 });
  });
});
