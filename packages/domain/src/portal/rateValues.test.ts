import { describe, expect, it } from 'vitest';
import { IsoDate, PortCode } from './rates';
import { isIsoDate, portCodeOf } from './rateValues';

describe('rate values read without schemas', () => {
  it('accept exactly the dates the schema accepts', () => {
    const days = ['2024-02-29', '2025-02-29', '2025-02-28', '2026-12-31', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-1', '20260401',
      ' 2026-04-01', '1899-01-01', '2999-01-01', '', '2026-04-01T00:00', 20260401, null];
    for (const day of days) expect(isIsoDate(day), String(day)).toBe(IsoDate.safeParse(day).success);
  });

  it('read port codes as the schema does', () => {
    for (const code of ['cnsha', ' RUMOW ', 'X', 'CN-SHA', 'ABCDEFGHIJK', 'KZ1', '', undefined, 42]) {
      const parsed = PortCode.safeParse(code);
      expect(portCodeOf(code), String(code)).toBe(parsed.success ? parsed.data : undefined);
    }
  });
});
