import { describe, expect, it } from 'vitest';
import { portGroups } from './portGroups';

const xian = { value: 'CNXIY', label: "Xi'an" };
const chongqing = { value: 'CNCKG', label: 'Chongqing' };
const moscow = { value: 'RUMOW', label: 'Moscow' };

describe('portGroups', () => {
  it('orders the groups history, hot ports, search results and leaves out empty ones', () => {
    expect(portGroups({ history: [xian], hot: [], results: [moscow] }, '').map((g) => g.name)).toEqual(['history', 'results']);
    expect(portGroups({ history: [xian], hot: [chongqing], results: [moscow] }, '').map((g) => g.name)).toEqual(['history', 'hot', 'results']);
  });

  it('shows a port once, in the first group that holds it', () => {
    const groups = portGroups({ history: [xian], hot: [xian, chongqing], results: [chongqing, moscow] }, '');
    expect(groups.map((g) => g.options.map((p) => p.value))).toEqual([['CNXIY'], ['CNCKG'], ['RUMOW']]);
  });

  it('narrows history and hot ports by name or code, and keeps the search results as found', () => {
    const groups = portGroups({ history: [xian, moscow], hot: [chongqing], results: [moscow] }, 'mo');
    expect(groups).toEqual([{ name: 'history', options: [moscow] }]);
    expect(portGroups({ history: [xian], hot: [], results: [moscow] }, 'ckg')).toEqual([{ name: 'results', options: [moscow] }]);
  });
});
