import { localTimeText, zonedText } from '@freight/domain';
import type { Cell } from './book';
import type { Reading } from './cellReading';

/**
 * Days and times as people and programs write them in a cell, all on the clock of the deployment's time zone (a
 * date cell holds no zone; the reader turns it into this text, sheetDates.ts). Forms read: 2026-12-27, 2026/12/27
 * and 2026.12.27 (Chinese and ISO order), 27.12.2026 (Russian order), 2026年12月27日, 20261227, each with an optional
 * time 17:00[:00]; ISO with an offset (2026-12-27T09:00Z) is moved to the zone's clock; 17:00 alone is a time with
 * no day. 12/27/2026 is not read: in one country it is the 27th of December, in another a mistake.
 */

const time = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]0+)?)?`;
const yearFirst = new RegExp(String.raw`^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:(?:\s+|T)${time})?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$`, 'i');
const chinese = new RegExp(String.raw`^(\d{4})年(\d{1,2})月(\d{1,2})日?(?:\s*${time})?$`);
const dayFirst = new RegExp(String.raw`^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+${time})?$`);
const compact = /^(\d{4})(\d{2})(\d{2})$/;
const timeAlone = new RegExp(`^${time}$`);

/** What a cell names: a day and maybe its time of day (`HH:mm:ss`), or a time alone. */
export interface WallClock {
  day?: string;
  time?: string;
}

const pad = (part: string | undefined) => (part ?? '0').padStart(2, '0');
const clockTime = (hour?: string, minute?: string, second?: string) => (hour === undefined ? undefined : `${pad(hour)}:${pad(minute)}:${pad(second)}`);

/** An offset as `Date.parse` takes it: `Z`, `+03:00` (from `+03`, `+0300` or `+03:00`). */
function isoOffset(offset: string): string {
  if (/^z$/i.test(offset)) return 'Z';
  const digits = offset.slice(1).replace(':', '');
  return `${offset[0]}${digits.slice(0, 2)}:${digits.slice(2).padEnd(2, '0')}`;
}

/** The day and time a text names, on the zone's clock; undefined for a text in no form read, or naming no real day (31 April). */
export function wallClock(text: string, timeZone: string): WallClock | undefined {
  const written = text.normalize('NFKC').trim();
  const alone = timeAlone.exec(written);
  if (alone) {
    const at = clockTime(alone[1], alone[2], alone[3])!;
    return localTimeText(`2000-01-01 ${at}`) ? { time: at } : undefined;
  }
  let parts: (string | undefined)[] | undefined;
  let offset: string | undefined;
  const iso = yearFirst.exec(written);
  if (iso) {
    parts = [iso[1], iso[3], iso[4], iso[5], iso[6], iso[7]];
    offset = iso[8];
  } else {
    const cn = chinese.exec(written) ?? compact.exec(written);
    const ru = dayFirst.exec(written);
    parts = cn ? [cn[1], cn[2], cn[3], cn[4], cn[5], cn[6]] : ru ? [ru[3], ru[2], ru[1], ru[4], ru[5], ru[6]] : undefined;
  }
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const at = clockTime(hour, minute, second);
  if (!localTimeText(`${date} ${at ?? '00:00:00'}`)) return undefined;
  if (offset === undefined) return { day: date, ...(at ? { time: at } : {}) };
  const zoned = zonedText(Date.parse(`${date}T${at ?? '00:00:00'}${isoOffset(offset)}`), timeZone);
  return { day: zoned.slice(0, 10), time: zoned.slice(11) };
}

const shown = (at: string) => (at.endsWith(':00') ? at.slice(0, 5) : at);

/** A cell of a column of days (validity, ETD): the day; a time of day in it would be lost, so it is a problem of the row. */
export function readDay(cell: Cell, timeZone: string): Reading {
  if (cell === undefined) return { value: undefined };
  const clock = wallClock(String(cell), timeZone);
  if (!clock?.day) return { value: String(cell) };
  if (clock.time && clock.time !== '00:00:00') return { problem: 'freight.import.timeInDay', params: { time: shown(clock.time) } };
  return { value: clock.day };
}

/** A cell of a column of times (a cut-off): the day and time, `YYYY-MM-DD HH:mm:ss` (a day alone is its midnight); a time alone names no day. */
export function readDateTime(cell: Cell, timeZone: string): Reading {
  if (cell === undefined) return { value: undefined };
  const clock = wallClock(String(cell), timeZone);
  if (!clock) return { value: String(cell) };
  if (!clock.day) return { problem: 'freight.import.timeWithoutDay', params: { time: shown(clock.time!) } };
  return { value: clock.time ? `${clock.day} ${clock.time}` : clock.day };
}
