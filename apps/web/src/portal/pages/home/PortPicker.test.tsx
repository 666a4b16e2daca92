import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../../shared/i18n';
import { gatewayOk, type FakeRequest } from '../../testing/fakeServer';
import { port } from '../../testing/rates';
import { portalServer, renderScreen } from '../../testing/renderPortal';
import HomePage from './HomePage';
import { loadPortHistory, savePortHistory } from './portHistory';
import { RouteSearch } from './RouteSearch';
import { routeFromQuery } from './searchQuery';

const moscow = port('RUMOW', { zh: '莫斯科', en: 'Moscow', ru: 'Москва' });
const duisburg = port('DEDUI', { zh: '杜伊斯堡', en: 'Duisburg' }, { ishot: 'Y' });
const warsaw = port('PLWAW', { zh: '华沙', en: 'Warsaw' });
const warsawEast = port('PLWAE', { zh: '华沙东', en: 'Warsaw East' });
const chongqing = port('CNCKG', { zh: '重庆', en: 'Chongqing', ru: 'Чунцин' }, { ishot: 'Y' });
const chengdu = port('CNCTU', { zh: '成都', en: 'Chengdu', ru: 'Чэнду' }, { ishot: 'Y' });

type Lookup = { find: string; key: string; moduletype: string; maxrows: number; page: number };
const lookupData = (request: FakeRequest) => request.command?.data as Lookup;
const hotEnd = (request: FakeRequest) => (request.command?.data as { key: string }).key;

function portServer() {
  return portalServer({
    routes: {
      'POST /yhApi/callYhApi tradelane': () => gatewayOk({ rows: [{ tradelanecode: 'EU', tradelanename: '欧洲', moduletype: 'rt' }] }),
      'POST /yhApi/callYhApi hotports': (request) => gatewayOk({ rows: hotEnd(request) === 'defaultport' ? [chongqing, chengdu] : [duisburg, moscow] }),
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
    // Nothing is asked about hot ports before a picker opens (issue 38: a page's first calls stay few).
    await screen.findByLabelText('到站');
    expect(server.callsTo('POST /yhApi/callYhApi hotports')).toHaveLength(0);
    await openDestination();

    expect(await screen.findByText('热门车站')).toBeInTheDocument();
    expect(screen.getByText('历史记录')).toBeInTheDocument();
    expect(screen.getByTitle('杜伊斯堡 (DEDUI)')).toBeInTheDocument();
    // Moscow is hot too, but shows once, under history.
    expect(screen.getAllByTitle('莫斯科 (RUMOW)')).toHaveLength(1);
    expect(screen.queryByTitle('重庆 (CNCKG)')).not.toBeInTheDocument();
    expect(server.callsTo('POST /yhApi/callYhApi tradelane')[0]!.command?.data).toEqual({ key: 'tradelane', isforbid: 'N', moduletype: 'rt' });
    const hotCalls = server.callsTo('POST /yhApi/callYhApi hotports').map((call) => call.command?.data);
    expect(hotCalls).toContainEqual({ tradelanecode: 'EU', ishot: 'Y', key: 'defaultdestport', moduletype: 'rt', maxrows: 100, page: 0 });

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

  it('offers the loading end its history, then the hot stations of loading of each lane, as the destination end does', async () => {
    savePortHistory('rail', 'loading', [{ value: 'CNXIY', label: '西安 (CNXIY)', names: { zh_CN: '西安', en_US: "Xi'an", ru_Ru: 'Сиань' } }]);
    const server = portServer();
    renderScreen(<HomePage />, { path: '/home', server });
    await userEvent.click(screen.getByLabelText('发站'));

    expect(await screen.findByText('热门车站')).toBeInTheDocument();
    expect(screen.queryByText('没有匹配的车站')).not.toBeInTheDocument();
    const titles = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item')].map((item) => item.getAttribute('title'));
    expect(titles).toEqual(['历史记录', '西安 (CNXIY)', '热门车站', '重庆 (CNCKG)', '成都 (CNCTU)']);
    expect(screen.queryByTitle('杜伊斯堡 (DEDUI)')).not.toBeInTheDocument();
    expect(server.callsTo('POST /yhApi/callYhApi hotports').map((call) => call.command?.data))
      .toContainEqual({ tradelanecode: 'EU', ishot: 'Y', key: 'defaultport', moduletype: 'rt', maxrows: 100, page: 0 });

    await userEvent.keyboard('成');
    await waitFor(() => expect(screen.queryByTitle('重庆 (CNCKG)')).not.toBeInTheDocument());
    expect(screen.getByTitle('成都 (CNCTU)')).toBeInTheDocument();
  });

  it('names the ports of a shared link that carries their codes alone, in the visitor’s language', async () => {
    const yiwu = port('CNYIW', { zh: '义乌', en: 'Yiwu', ru: 'Иу' });
    const almaty = port('KZALA', { zh: '阿拉木图', en: 'Almaty', ru: 'Алматы' });
    const server = portalServer({
      routes: {
        'POST /yhApi/callYhApi tradelane': () => gatewayOk({ rows: [] }),
        'POST /yhApi/callYhApi portlookup': (request) => {
          const { find } = lookupData(request);
          return gatewayOk({ rows: [yiwu, almaty].filter((p) => p.portcode.includes(find)), page: 0, maxrows: 10, hasMore: false });
        },
      },
    });
    const shared = routeFromQuery(new URLSearchParams('pol=CNYIW&pod=KZALA&isAnonymous=true'));
    renderScreen(<RouteSearch mode="railLcl" initial={shared} onSearch={() => {}} />, { server });

    expect(await screen.findByText('义乌 (CNYIW)')).toBeInTheDocument();
    expect(await screen.findByText('阿拉木图 (KZALA)')).toBeInTheDocument();
    expect(screen.queryByText('CNYIW')).not.toBeInTheDocument();
    const lookups = server.callsTo('POST /yhApi/callYhApi portlookup').map((call) => lookupData(call));
    expect(lookups).toEqual(expect.arrayContaining([
      { find: 'CNYIW', key: 'defaultport', moduletype: 'rt', maxrows: 10, page: 0 },
      { find: 'KZALA', key: 'defaultdestport', moduletype: 'rt', maxrows: 10, page: 0 },
    ]));

    await act(() => changeLanguage('ru_Ru'));
    expect(await screen.findByText('Иу (CNYIW)')).toBeInTheDocument();
    expect(screen.getByText('Алматы (KZALA)')).toBeInTheDocument();
    expect(server.callsTo('POST /yhApi/callYhApi portlookup')).toHaveLength(lookups.length);
  });

  it('keeps a shared link’s code when no port has it', async () => {
    const server = portalServer({
      routes: {
        'POST /yhApi/callYhApi tradelane': () => gatewayOk({ rows: [] }),
        'POST /yhApi/callYhApi portlookup': () => gatewayOk({ rows: [], page: 0, maxrows: 10, hasMore: false }),
      },
    });
    renderScreen(<RouteSearch mode="railLcl" initial={routeFromQuery(new URLSearchParams('pol=CNZZZ'))} onSearch={() => {}} />, { server });
    await waitFor(() => expect(server.callsTo('POST /yhApi/callYhApi portlookup')).toHaveLength(1));
    expect(screen.getByText('CNZZZ')).toBeInTheDocument();
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
    // A busy machine may type slower than the lookup's pause: earlier lookups of 'h' or 'ha' may come first.
    await waitFor(() => expect(server.callsTo('POST /yhApi/callYhApi portlookup').map(lookupData)).toContainEqual(expect.objectContaining({ find: 'ham', key: 'defaultdestport', moduletype: 'ox' })));
    expect(server.callsTo('POST /yhApi/callYhApi portlookup').map(lookupData).every((lookup) => lookup.moduletype === 'ox')).toBe(true);
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
