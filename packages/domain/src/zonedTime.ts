/**
 * Times as RuoYi's back office writes and reads them: `yyyy-MM-dd HH:mm:ss` on the clock of the deployment's time
 * zone (TIME_ZONE), with no offset in the text. The zone is always given: the domain cannot see the deployment's settings.
 */

const localTime = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const hourMs = 3_600_000;
/** Hours whose offsets a zone keeps; a server reading times from all over the years starts afresh past it. */
const maxCachedHours = 50_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A moment's UTC fields as `yyyy-MM-dd HH:mm:ss`. */
const utcText = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** Milliseconds on a UTC clock; unlike Date.UTC, the years 0 to 99 are themselves, not 1900 to 1999. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, day);
  return moment.setUTCHours(hour, minute, second);
}

/** The wall-clock time a text names, as milliseconds on a UTC clock; undefined when it names no calendar time. */
function wallClock(text: string): number | undefined {
  const match = localTime.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  const ms = utcMs(year!, month!, day!, hour, minute, second);
  // The clock rolls 31 April over to 1 May and 24:00 to the next day: a text naming no real time does not come back.
  return utcText(new Date(ms)) === `${match[1]}-${match[2]}-${match[3]} ${pad(hour)}:${pad(minute)}:${pad(second)}` ? ms : undefined;
}

interface Zone {
  fields: Intl.DateTimeFormat;
  /** The zone's offset per hour since 1970 (NaN: the clocks change within that hour). */
  offsets: Map<number, number>;
}
const zones = new Map<string, Zone>();

function zoneOf(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    const fields = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    zone = { fields, offsets: new Map() };
    zones.set(timeZone, zone);
  }
  return zone;
}

/** How far the zone's clock is ahead of UTC at `ms`, as Intl reads it (some microseconds a reading). */
function exactOffset(zone: Zone, ms: number): number {
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zone.fields.formatToParts(ms)) field[part.type] = Number(part.value);
  return utcMs(field.year!, field.month!, field.day!, field.hour, field.minute, field.second) - Math.floor(ms / 1000) * 1000;
}

/** The zone's offset at `ms`: read once per hour, as clocks change at most once an hour; such an hour is read each time. */
function offsetAt(zone: Zone, ms: number): number {
  const hour = Math.floor(ms / hourMs);
  let offset = zone.offsets.get(hour);
  if (offset === undefined) {
    const first = exactOffset(zone, hour * hourMs);
    offset = first === exactOffset(zone, hour * hourMs + hourMs - 1) ? first : NaN;
    if (zone.offsets.size >= maxCachedHours) zone.offsets.clear();
    zone.offsets.set(hour, offset);
  }
  return Number.isNaN(offset) ? exactOffset(zone, ms) : offset;
}

/** The zone's canonical name (`asia/shanghai` is `Asia/Shanghai`), or undefined when there is no such zone. */
export function timeZoneName(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** An instant as the back office writes it: `yyyy-MM-dd HH:mm:ss` on the zone's clock. */
export function zonedText(instant: Date | number, timeZone: string): string {
  const ms = Number(instant);
  return utcText(new Date(ms + offsetAt(zoneOf(timeZone), ms)));
}

/** `yyyy-MM-dd[ HH:mm[:ss]]` written out as `yyyy-MM-dd HH:mm:ss` (a bare day is midnight); undefined when it names no calendar time. */
export function localTimeText(text: string): string | undefined {
  const ms = wallClock(text);
  return ms === undefined ? undefined : utcText(new Date(ms));
}

/**
 * The instant `yyyy-MM-dd[ HH:mm[:ss]]` names on the zone's clock (a bare day is midnight); undefined when it names
 * no calendar time. A time the clocks skip or repeat when they change is read with one of the offsets around it.
 */
export function zonedInstant(text: string, timeZone: string): Date | undefined {
  const wall = wallClock(text);
  if (wall === undefined) return undefined;
  const zone = zoneOf(timeZone);
  return new Date(wall - offsetAt(zone, wall - offsetAt(zone, wall)));
}
