import { describe, expect, it } from 'vitest';
import { deviceForWidth } from './useDevice';

describe('deviceForWidth', () => {
  it('is mobile below the 992 px breakpoint and desktop from 993 px on', () => {
    expect(deviceForWidth(375)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('mobile');
    expect(deviceForWidth(993)).toBe('desktop');
    expect(deviceForWidth(1920)).toBe('desktop');
  });
});
