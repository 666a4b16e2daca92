/**
 * Dates as a workbook holds them, turned into the wall-clock text an import reads (cellTimes.ts): a spreadsheet
 * keeps a date or a time of day as a number of days since its epoch, with no time zone.
 */

const dayMs = 86_400_000;

/** Day 0 of a workbook's serial numbers, on a UTC clock: Excel's and LibreOffice's 1899-12-30, or 1904-01-01 (old Mac Excel). */
export const excelEpoch = Date.UTC(1899, 11, 30);
export const macEpoch = Date.UTC(1904, 0, 1);

/** Serial numbers up to 9999-12-31: anything larger is not a date a spreadsheet writes. */
const lastSerial = 2_958_466;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A moment on a UTC clock as `YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]`, or `HH:mm[:ss]` for a time on day 0 (a time
 * cell); to the nearest second, as a typed 17:00 is stored a few microseconds off.
 */
export function wallClockText(ms: number, epoch: number): string {
  const moment = new Date(Math.round(ms / 1000) * 1000);
  const seconds = moment.getUTCSeconds();
  const time = `${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}${seconds ? `:${pad(seconds)}` : ''}`;
  if (moment.getTime() - epoch < dayMs && moment.getTime() >= epoch) return time;
  const day = `${pad(moment.getUTCFullYear(), 4)}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;
  return time === '00:00' ? day : `${day} ${time}`;
}

/**
 * What a number in a column of days or times names: a serial number as its wall-clock text, eight digits as
 * YYYYMMDD (a day typed as a number), anything else as the number it is.
 */
export function serialCell(value: number, epoch: number): string | number {
  if (Number.isInteger(value) && value >= 10_000_000 && value <= 99_999_999) return String(value);
  if (value < 0 || value >= lastSerial) return value;
  return wallClockText(epoch + value * dayMs, epoch);
}
