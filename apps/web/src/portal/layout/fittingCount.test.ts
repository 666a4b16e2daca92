import { describe, expect, it } from 'vitest';
import { fittingCount } from './fittingCount';

describe('fittingCount', () => {
  it('fits every item when their widths add up to the room, without room for "more"', () => {
    expect(fittingCount([100, 150, 90], 40, 340)).toBe(3);
  });

  it('keeps room for "more" once an item has to go', () => {
    expect(fittingCount([100, 150, 90], 40, 339)).toBe(2);
    expect(fittingCount([100, 150, 90], 40, 289)).toBe(1);
  });

  it('shows only "more" when not even the first item fits beside it', () => {
    expect(fittingCount([100, 150], 40, 120)).toBe(0);
  });
});
