import { describe, expect, it } from 'vitest';
import { missingPort, routeFromQuery, searchLocation } from './searchQuery';

const xian = { value: 'CNXIY', label: "Xi'an" };
const moscow = { value: 'RUMOW', label: 'Moscow' };

describe('missingPort', () => {
  it('asks for the origin first, then the destination', () => {
    expect(missingPort({})).toBe('origin');
    expect(missingPort({ pod: moscow })).toBe('origin');
    expect(missingPort({ pol: xian })).toBe('destination');
    expect(missingPort({ pol: xian, pod: moscow })).toBeUndefined();
  });
});

describe('searchLocation', () => {
  it('opens the rate page of each mode with both ports and the anonymous flag', () => {
    expect(searchLocation('railLcl', xian, moscow, true)).toBe('/railway?pol=CNXIY&polLabel=Xi%27an&pod=RUMOW&podLabel=Moscow&isAnonymous=true');
    expect(searchLocation('railFcl', xian, moscow, false)).toMatch(/^\/tlzxyj\?pol=CNXIY&.*isAnonymous=false$/);
    expect(searchLocation('seaFcl', xian, moscow, true)).toMatch(/^\/hyzxyj\?/);
  });

  it('round-trips through the rate page query', () => {
    const query = new URLSearchParams(searchLocation('railLcl', xian, moscow, true).split('?')[1]);
    expect(routeFromQuery(query)).toEqual({ pol: xian, pod: moscow });
  });

  it('falls back to the code when the query carries no label', () => {
    expect(routeFromQuery(new URLSearchParams('pol=CNXIY'))).toEqual({ pol: { value: 'CNXIY', label: 'CNXIY' }, pod: undefined });
  });
});
