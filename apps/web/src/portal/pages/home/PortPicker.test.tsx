import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../../shared/i18n';
import { gatewayOk, type FakeRequest } from '../../testing/fakeServer';
import { port } from '../../testing/rates';
import { portalServer, renderScreen } from '../../testing/renderPortal';
import HomePage from './HomePage';
import { loadPortHistory, savePortHistory } from './portHistory';

const moscow = port('RUMOW', { zh: '莫斯科', en: 'Moscow', ru: 'Москва' });
const duisburg = port('DEDUI', { zh: '杜伊斯堡', en: 'Duisburg' }, { ishot: 'Y' });
const warsaw = port('PLWAW', { zh: '华沙', en: 'Warsaw' });
const warsawEast = port('PLWAE', { zh: '华沙东', en: 'Warsaw East' });

type Lookup = { find: string; key: string; moduletype: string; maxrows: number; page: number };
const lookupData = (request: FakeRequest) => request.command?.data as Lookup;

function portServer() {
  return portalServer({
    routes: {
      'POST /yhApi/callYhApi tradelane': () => gatewayOk({ rows: [{ tradelanecode: 'EU', tradelanename: '欧洲', moduletype: 'rt' }] }),
      'POST /yhApi/callYhApi hotports': () => gatewayOk({ rows: [duisburg, moscow] }),
      'POST /yhApi/callYhApi portlookup': (request) => {
        const { page } = lookupData(request);
        return gatewayOk({ rows: page === 0 ? [warsaw] : [warsawEast], page, maxrows: 10, hasMore: page === 0 });
      },
    },
  });
}

const openDestination = () => userEvent.click(screen.getByLabelText('到站'));

describe('port pickers', () => {
  afterEach(async () => {
    localStorage.clear();
    await changeLanguage('zh_CN');
  });

  it('groups the options as history, hot ports of every trade lane, then search results, each port once', async () => {
    savePortHistory('rail', 'destination', [{ value: 'RUMOW', label: '莫斯科 (RUMOW)' }]);
    const server = portServer();
    renderScreen(<HomePage />, { path: '/home', server });
    await openDestination();

    expect(await screen.findByText('热门港口')).toBeInTheDocument();
    expect(screen.getByText('历史记录')).toBeInTheDocument();
    expect(screen.getByTitle('杜伊斯堡 (DEDUI)')).toBeInTheDocument();
    // Moscow is hot too, but shows once, under history.
    expect(screen.getAllByTitle('莫斯科 (RUMOW)')).toHaveLength(1);
    expect(server.callsTo('POST /yhApi/callYhApi tradelane')[0]!.command?.data).toEqual({ key: 'tradelane', isforbid: 'N', moduletype: 'rt' });
    expect(server.callsTo('POST /yhApi/callYhApi hotports')[0]!.command?.data).toEqual({ tradelanecode: 'EU', ishot: 'Y', moduletype: 'rt', maxrows: 100, page: 0 });

    await userEvent.keyboard('华');
    expect(await screen.findByText('搜索结果')).toBeInTheDocument();
    expect(screen.getByTitle('华沙 (PLWAW)')).toBeInTheDocument();
    expect(lookupData(server.callsTo('POST /yhApi/callYhApi portlookup')[0]!)).toEqual({ find: '华', key: 'defaultdestport', moduletype: 'rt', maxrows: 10, page: 0 });

    await userEvent.click(screen.getByTitle('华沙 (PLWAW)'));
    expect(loadPortHistory('rail', 'destination').map((p) => p.value)).toEqual(['PLWAW', 'RUMOW']);
  });

  it('asks the server once the visitor pauses typing, not at every key', async () => {
    const server = portServer();
    renderScreen(<HomePage />, { path: '/home', server });
    await userEvent.click(screen.getByLabelText('发站'));
    await userEvent.keyboard('wars');
    await screen.findByTitle('华沙 (PLWAW)');
    const finds = server.callsTo('POST /yhApi/callYhApi portlookup').map((call) => lookupData(call));
    expect(finds).toEqual([{ find: 'wars', key: 'defaultport', moduletype: 'rt', maxrows: 10, page: 0 }]);
  });

  it('offers hot ports at the destination end only: they are the hot destinations of each lane', async () => {
    const server = portServer();
    renderScreen(<HomePage />, { path: '/home', server });
    await waitFor(() => expect(server.callsTo('POST /yhApi/callYhApi hotports')).toHaveLength(1));
    await userEvent.click(screen.getByLabelText('发站'));
    expect(await screen.findByText('没有匹配的车站')).toBeInTheDocument();
    expect(screen.queryByText('热门港口')).not.toBeInTheDocument();
  });

  it('loads the next page of results when the list is scrolled to its end', async () => {
    const server = portServer();
    renderScreen(<HomePage />, { path: '/home', server });
    await openDestination();
    await userEvent.keyboard('wa');
    await screen.findByTitle('华沙 (PLWAW)');
    fireEvent.scroll(document.querySelector('.ant-select-dropdown .ant-select-dropdown-list-holder')!);
    expect(await screen.findByTitle('华沙东 (PLWAE)')).toBeInTheDocument();
    expect(lookupData(server.callsTo('POST /yhApi/callYhApi portlookup').at(-1)!)).toMatchObject({ find: 'wa', page: 1 });
  });

  it('uses sea ports (module ox) in the sea tab', async () => {
    const server = portServer();
    renderScreen(<HomePage />, { path: '/home', server });
    await userEvent.click(screen.getByRole('tab', { name: '海运整箱' }));
    await userEvent.click(screen.getByLabelText('目的港'));
    await userEvent.keyboard('ham');
    await waitFor(() => expect(server.callsTo('POST /yhApi/callYhApi portlookup')).toHaveLength(1));
    expect(lookupData(server.callsTo('POST /yhApi/callYhApi portlookup')[0]!)).toMatchObject({ find: 'ham', key: 'defaultdestport', moduletype: 'ox' });
    await waitFor(() => expect(server.callsTo('POST /yhApi/callYhApi tradelane').some((call) => (call.command?.data as { moduletype: string }).moduletype === 'ox')).toBe(true));
  });

  it('shows remembered ports and hot ports in the language the visitor switches to', async () => {
    savePortHistory('rail', 'destination', [{ value: 'RUMOW', label: '莫斯科 (RUMOW)', names: { zh_CN: '莫斯科', en_US: 'Moscow', ru_Ru: 'Москва' } }]);
    const server = portServer();
    renderScreen(<HomePage />, { path: '/home', server });
    await act(() => changeLanguage('ru_Ru'));
    await userEvent.click(screen.getByLabelText('Станция назначения'));
    expect(await screen.findByTitle('Москва (RUMOW)')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /yhApi/callYhApi tradelane').at(-1)!.headers['Accept-Language']).toBe('ru-RU'));
  });
});
