import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gatewayOk } from '../../testing/fakeServer';
import { fclRate } from '../../testing/rates';
import { customerUser, portalServer, renderScreen } from '../../testing/renderPortal';
import RailFclPage from './RailFclPage';

const path = '/tlzxyj?pol=CNXIY&polLabel=Xian&pod=RUMOW&podLabel=Moscow&isAnonymous=false';
const railway = 'POST /yhApi/callYhApiRailway';

const departures = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('rail FCL rates (/tlzxyj)', () => {
  it('asks for FCL rates and sorts them by departure station, ascending, once they arrive', async () => {
    const rows = [
      fclRate({ rwrateid: 1, portofloadingcode: 'CNZZH', XC__portofloadingcode: '郑州' }),
      fclRate({ rwrateid: 2, portofloadingcode: 'CNCKG', XC__portofloadingcode: '重庆' }),
      fclRate({ rwrateid: 3, portofloadingcode: 'CNXIY', XC__portofloadingcode: '西安', price20: 4100, pricehc: 3800, effectdate: '2026-05-01', expireddate: '2026-06-15' }),
    ];
    const server = portalServer({ user: customerUser, routes: { [railway]: () => gatewayOk({ rows }) } });
    renderScreen(<RailFclPage />, { path, server, user: customerUser });

    await screen.findByRole('cell', { name: '郑州' });
    expect(departures()).toEqual(['重庆', '西安', '郑州']);
    expect(screen.getByRole('columnheader', { name: '发站' })).toHaveAttribute('aria-sort', 'ascending');
    expect(server.callsTo(railway)[0]!.command?.data).toMatchObject({ loadingtype: 'FCL', isAnonymous: false, maxrows: 100 });

    const xian = screen.getAllByRole('row')[2]!;
    for (const text of ['USD 4,100', 'USD 3,800', '西安国际港站', '05.01-06.15']) expect(within(xian).getByText(text)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('columnheader', { name: '发站' }));
    expect(departures()).toEqual(['郑州', '西安', '重庆']);

    // A new search brings new data, which is sorted by departure station again.
    await userEvent.click(screen.getByRole('columnheader', { name: '40HQ COC 运价' }));
    await userEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(server.callsTo(railway)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: '发站' })).toHaveAttribute('aria-sort', 'ascending'));
    expect(departures()).toEqual(['重庆', '西安', '郑州']);
  });
});
