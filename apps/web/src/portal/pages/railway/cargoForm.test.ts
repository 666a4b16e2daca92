import { describe, expect, it } from 'vitest';
import { blankCargo, cargoRow, cargoTotals, decimalText, firstMissing } from './cargoForm';

describe('cargo form rules (portal.md §5)', () => {
  it('keeps only digits and one decimal point', () => {
    expect(decimalText('12a.5.3kg')).toBe('12.53');
    expect(decimalText('-7')).toBe('7');
    expect(decimalText('1.')).toBe('1.');
    expect(decimalText('abc')).toBe('');
  });

  it('checks every row for weight, then volume, stopping at the first empty one', () => {
    const full = { ...blankCargo(1), weight: '10', volume: '1' };
    expect(firstMissing([full, full])).toBeUndefined();
    expect(firstMissing([full, { ...full, volume: '' }, { ...full, weight: '' }])).toBe('railInquiry.volume.required');
    expect(firstMissing([{ ...full, weight: ' ', volume: '' }])).toBe('railInquiry.weight.required');
  });

  it('sends numbers and sums the totals with two decimals', () => {
    const draft = { ...blankCargo(1), name: 'Toys', number: '3', weight: '10.005', volume: '0.1', height: '' };
    expect(cargoRow(draft)).toMatchObject({ name: 'Toys', number: 3, weight: 10.005, volume: 0.1, height: undefined, date: undefined });
    expect(cargoTotals([draft, { ...draft, volume: '0.2' }])).toEqual({ weight: 20.01, volume: 0.3 });
  });
});
