import { afterEach, describe, expect, it } from 'vitest';
import { loadPortHistory, parsePortHistory, rememberPort, savePortHistory } from './portHistory';

const port = (value: string) => ({ value, label: `${value} name` });

describe('rememberPort', () => {
  it('puts the most recent choice first', () => {
    expect(rememberPort([port('CNXIY'), port('CNCKG')], port('RUMOW')).map((p) => p.value)).toEqual(['RUMOW', 'CNXIY', 'CNCKG']);
  });

  it('keeps each port once, moving a repeated choice to the front', () => {
    const history = [port('CNXIY'), port('CNCKG'), port('RUMOW')];
    expect(rememberPort(history, port('RUMOW')).map((p) => p.value)).toEqual(['RUMOW', 'CNXIY', 'CNCKG']);
  });

  it('keeps at most eight entries, dropping the oldest', () => {
    const history = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'].map(port);
    const next = rememberPort(history, port('P9'));
    expect(next).toHaveLength(8);
    expect(next[0]?.value).toBe('P9');
    expect(next.map((p) => p.value)).not.toContain('P8');
  });

  it('does not change the list it was given', () => {
    const history = [port('CNXIY')];
    rememberPort(history, port('RUMOW'));
    expect(history).toEqual([port('CNXIY')]);
  });
});

describe('parsePortHistory', () => {
  it('reads a stored list and ignores damaged storage', () => {
    expect(parsePortHistory(JSON.stringify([port('CNXIY')]))).toEqual([port('CNXIY')]);
    expect(parsePortHistory(null)).toEqual([]);
    expect(parsePortHistory('not json')).toEqual([]);
    expect(parsePortHistory('{"value":"CNXIY"}')).toEqual([]);
    expect(parsePortHistory(JSON.stringify([port('CNXIY'), { value: 1 }, null]))).toEqual([port('CNXIY')]);
  });
});

describe('stored history', () => {
  afterEach(() => localStorage.clear());

  it('keeps loading and destination choices, rail and sea, apart', () => {
    savePortHistory('rail', 'loading', [port('CNXIY')]);
    savePortHistory('rail', 'destination', [port('RUMOW')]);
    expect(loadPortHistory('rail', 'loading')).toEqual([port('CNXIY')]);
    expect(loadPortHistory('rail', 'destination')).toEqual([port('RUMOW')]);
    expect(loadPortHistory('sea', 'loading')).toEqual([]);
  });
});
