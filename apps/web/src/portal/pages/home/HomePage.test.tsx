import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerUser, renderScreen } from '../../testing/renderPortal';
import HomePage from './HomePage';
import { loadPortHistory, savePortHistory } from './portHistory';

const xian = { value: 'CNXIY', label: "Xi'an" };
const moscow = { value: 'RUMOW', label: 'Moscow' };
const shanghai = { value: 'CNSHA', label: 'Shanghai' };
const hamburg = { value: 'DEHAM', label: 'Hamburg' };

async function pick(fieldLabel: string, portLabel: string) {
  await userEvent.click(screen.getByLabelText(fieldLabel));
  await userEvent.click(await screen.findByTitle(portLabel));
}

const search = () => userEvent.click(screen.getByRole('button', { name: /查\s?询/ }));

describe('home search', () => {
  beforeEach(() => {
    savePortHistory('rail', 'loading', [xian]);
    savePortHistory('rail', 'destination', [moscow]);
    savePortHistory('sea', 'loading', [shanghai]);
    savePortHistory('sea', 'destination', [hamburg]);
  });
  afterEach(() => localStorage.clear());

  it('asks for the origin, then the destination, before searching', async () => {
    const router = renderScreen(<HomePage />, { path: '/home' });
    await search();
    expect(await screen.findByText('请选择起运地')).toBeInTheDocument();

    await pick('发站', "Xi'an");
    await search();
    expect(await screen.findByText('请选择目的地')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('opens the rail LCL rates with both ports and the anonymous flag', async () => {
    const router = renderScreen(<HomePage />, { path: '/home' });
    await pick('发站', "Xi'an");
    await pick('到站', 'Moscow');
    await search();
    await waitFor(() => expect(router.state.location.pathname).toBe('/railway'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      pol: 'CNXIY',
      polLabel: "Xi'an",
      pod: 'RUMOW',
      podLabel: 'Moscow',
      isAnonymous: 'true',
    });
  });

  it('swaps the two ends of the route', async () => {
    const router = renderScreen(<HomePage />, { path: '/home', user: customerUser });
    await pick('发站', "Xi'an");
    await pick('到站', 'Moscow');
    await userEvent.click(screen.getByRole('button', { name: '交换起止地点' }));
    await search();
    await waitFor(() => expect(router.state.location.search).toBe('?pol=RUMOW&polLabel=Moscow&pod=CNXIY&podLabel=Xi%27an&isAnonymous=false'));
  });

  it('uses sea ports in the sea FCL tab and opens the sea rates', async () => {
    const router = renderScreen(<HomePage />, { path: '/home' });
    await userEvent.click(screen.getByRole('tab', { name: '海运整箱' }));
    await pick('起运港', 'Shanghai');
    await pick('目的港', 'Hamburg');
    await search();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hyzxyj'));
    expect(router.state.location.search).toContain('pol=CNSHA');
  });

  it('opens the rail FCL page from the rail FCL tab', async () => {
    const router = renderScreen(<HomePage />, { path: '/home' });
    await userEvent.click(screen.getByRole('tab', { name: '铁路整箱' }));
    await pick('发站', "Xi'an");
    await pick('到站', 'Moscow');
    await search();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tlzxyj'));
  });

  it('moves between the shipment tabs with the arrow keys', async () => {
    renderScreen(<HomePage />, { path: '/home' });
    screen.getByRole('tab', { name: '铁路拼箱' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const sea = screen.getByRole('tab', { name: '海运整箱' });
    expect(sea).toHaveFocus();
    expect(sea).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '海运整箱' })).toContainElement(screen.getByLabelText('起运港'));
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: '铁路拼箱' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('发站')).toBeInTheDocument();
  });

  it('shows the recent choices under "history" and moves a chosen port to the front', async () => {
    savePortHistory('rail', 'loading', [xian, { value: 'CNCKG', label: 'Chongqing' }]);
    renderScreen(<HomePage />, { path: '/home' });
    await userEvent.click(screen.getByLabelText('发站'));
    expect(await screen.findByText('历史记录')).toBeInTheDocument();
    await userEvent.click(await screen.findByTitle('Chongqing'));
    expect(loadPortHistory('rail', 'loading').map((port) => port.value)).toEqual(['CNCKG', 'CNXIY']);
  });
});
