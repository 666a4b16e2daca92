import { zonedText } from '@freight/domain';

/**
 * A spreadsheet's date cell holds a wall-clock time with no zone: exceljs writes a Date by its UTC fields, so a
 * cell's Date carries the wall-clock time on a UTC clock (as an import reads it back, sheetDates.ts).
 */
const wallClockDate = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** An instant as a date-time cell on the clock of the deployment's zone (config `timeZone`), not the process's. */
export function dateTimeCell(value: Date | null | undefined, timeZone: string): Date | '' {
  return value ? wallClockDate(zonedText(value, timeZone)) : '';
}

/** A day (`YYYY-MM-DD`) as a date cell. */
export const dayCell = (value: string | null | undefined): Date | '' => (value ? wallClockDate(value) : '');

/** The dictionary label of a coded value, or the value itself when the dictionary has no such entry. */
export const labelCell = (labels: ReadonlyMap<string, string>) => (value: string | null | undefined) => (value ? (labels.get(value) ?? value) : '');
