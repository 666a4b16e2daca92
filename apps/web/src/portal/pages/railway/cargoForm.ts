import { lclCargoDefaults, round2, type CargoRow } from '@freight/domain';

/** One cargo row as typed: numbers stay text until sent, so a half-typed "1." is kept. */
export interface CargoDraft {
  key: number;
  date: string;
  name: string;
  number: string;
  packingType: 0 | 1;
  check1: boolean;
  check2: boolean;
  check3: boolean;
  check4: boolean;
  weight: string;
  volume: string;
  length: string;
  width: string;
  height: string;
}

export const specialFlags = ['check1', 'check2', 'check3', 'check4'] as const;
export const measureFields = ['weight', 'volume', 'length', 'width', 'height'] as const;

export const blankCargo = (key: number): CargoDraft => ({
  key, date: '', name: '', number: '', packingType: 0, check1: false, check2: false, check3: false, check4: false,
  weight: '', volume: '', length: '', width: '', height: '',
});

/** The calculator's first row: the spec's default weight and volume, so a first calculation needs no typing. */
export const openingCargo = (): CargoDraft => ({ ...blankCargo(1), weight: String(lclCargoDefaults.weight), volume: String(lclCargoDefaults.volume) });

/** What a numeric cargo input keeps of a keystroke: digits and one decimal point (portal.md §5). */
export function decimalText(text: string): string {
  const [whole = '', ...fraction] = text.replace(/[^\d.]/g, '').split('.');
  return fraction.length ? `${whole}.${fraction.join('')}` : whole;
}

/** Row by row, weight before volume: the first empty one's message key, the check stopping there (portal.md §5). */
export function firstMissing(rows: readonly CargoDraft[]): 'railInquiry.weight.required' | 'railInquiry.volume.required' | undefined {
  for (const row of rows) {
    if (row.weight.trim() === '') return 'railInquiry.weight.required';
    if (row.volume.trim() === '') return 'railInquiry.volume.required';
  }
  return undefined;
}

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A draft as the payload's cargo row. */
export function cargoRow(draft: CargoDraft): CargoRow {
  return {
    date: draft.date || undefined,
    name: draft.name,
    number: optionalNumber(draft.number) ?? 0,
    packingType: draft.packingType,
    check1: draft.check1,
    check2: draft.check2,
    check3: draft.check3,
    check4: draft.check4,
    weight: optionalNumber(draft.weight),
    volume: optionalNumber(draft.volume),
    length: optionalNumber(draft.length),
    width: optionalNumber(draft.width),
    height: optionalNumber(draft.height),
  } as CargoRow;
}

/** Total weight and volume of the rows typed so far, two decimals. */
export function cargoTotals(rows: readonly CargoDraft[]): { weight: number; volume: number } {
  const sum = (field: 'weight' | 'volume') => round2(rows.reduce((total, row) => total + (Number(row[field]) || 0), 0));
  return { weight: sum('weight'), volume: sum('volume') };
}

/** Figures are shown with two decimals (portal.md §9). */
export const twoDecimals = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2));
