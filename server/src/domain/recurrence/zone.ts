/**
 * Wall time ⇄ instant in an event's zone, fast and deterministic.
 *
 * luxon costs ~10 µs per conversion (an Intl call), which is most of the time a large expansion
 * would take, and it resolves an ambiguous wall time by the offset of *today*, so the same input
 * could give different instants in summer and in winter. Here a zone's offset is asked once per UTC
 * day and kept; walls are then plain arithmetic, and ambiguity follows RFC 5545 §3.3.5 (the first
 * of the two instants; a wall in a gap is read with the offset before the gap, i.e. moves forward).
 */
import { Info, type Zone } from 'luxon';
import { normalizeTimezone, type Wall } from '../../utils/dates';

const MINUTE = 60_000;
const DAY = 86_400_000;
const WALL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The luxon zone of a normalised zone name, or null when it is not one. */
export function zoneOf(timezone: string): Zone | null {
  const name = normalizeTimezone(timezone);
  if (name === null) return null;
  const zone = Info.normalizeZone(name);
  return zone.isValid ? zone : null;
}

/**
 * The zone id Temporal (inside rrule-temporal) accepts: IANA names and 'UTC' as they are, luxon's
 * fixed offsets ('UTC+2', 'UTC-5:30') as '+02:00' / '-05:30'.
 */
export function temporalZoneId(zone: Zone): string {
  if (!zone.isUniversal) return zone.name;
  const minutes = zone.offset(0);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** Whether the zone has a name an iCalendar TZID can carry (fixed offsets and UTC do not). */
export function hasTzid(zone: Zone): boolean {
  return !zone.isUniversal;
}

// ---------------------------------------------------------------------------------------------------
// Offsets, cached per UTC day
// ---------------------------------------------------------------------------------------------------

/** Per zone: UTC day number → offset in minutes, or null for a day with a transition in it. */
const dayOffsets = new Map<string, Map<number, number | null>>();
/** Enough for decades of days in a few hundred zones; cleared whole when full (it only saves work). */
const MAX_CACHED_DAYS = 200_000;
let cachedDays = 0;

/**
 * Offset (minutes east of UTC) of `zone` at `ms`. A day whose first and last millisecond share an
 * offset is assumed to have no transition in between (no zone has two that cancel within a day).
 */
export function offsetAt(zone: Zone, ms: number): number {
  if (zone.isUniversal) return zone.offset(ms);
  const day = Math.floor(ms / DAY);
  const days = daysOf(zone.name);
  let offset = days.get(day);
  if (offset === undefined) {
    const first = zone.offset(day * DAY);
    offset = first === zone.offset(day * DAY + DAY - 1) ? first : null;
    remember(days, day, offset);
  }
  return offset ?? zone.offset(ms);
}

function daysOf(name: string): Map<number, number | null> {
  let days = dayOffsets.get(name);
  if (days === undefined) {
    days = new Map();
    dayOffsets.set(name, days);
  }
  return days;
}

function remember(days: Map<number, number | null>, day: number, offset: number | null): void {
  if (cachedDays >= MAX_CACHED_DAYS) {
    for (const cache of dayOffsets.values()) cache.clear();
    cachedDays = 0;
  }
  days.set(day, offset);
  cachedDays += 1;
}

// ---------------------------------------------------------------------------------------------------
// Walls
// ---------------------------------------------------------------------------------------------------

/** The wall's fields read as if UTC (ms), or NaN when it is not a valid 'YYYY-MM-DD HH:MM:SS'. */
export function wallMs(wall: string): number {
  const m = WALL.exec(wall);
  if (m === null) return NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 31 February over into March: such a wall is not a date.
  const back = new Date(ms);
  const valid = back.getUTCDate() === d && back.getUTCMonth() === mo - 1 && h < 24 && mi < 60;
  return valid && s < 60 && y >= 1 ? ms : NaN;
}

/** '00'…'99': formatting is the hot path of a large expansion (Date#toISOString costs ~4 µs). */
const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/**
 * Inverse of wallMs: 'YYYY-MM-DD HH:MM:SS' of a UTC-read millisecond count. The civil date comes
 * from the day number by Howard Hinnant's days-to-civil algorithm (exact for every Gregorian date).
 */
export function msWall(ms: number): Wall {
  const days = Math.floor(ms / DAY);
  const seconds = Math.floor((ms - days * DAY) / 1000);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const time = `${TWO[Math.floor(seconds / 3600)]}:${TWO[Math.floor(seconds / 60) % 60]}:${TWO[seconds % 60]}`;
  return `${String(year).padStart(4, '0')}-${TWO[month]}-${TWO[day]} ${time}`;
}

/** The wall time of an instant in the zone. */
export function toLocalWall(ms: number, zone: Zone): Wall {
  return msWall(localMs(ms, zone));
}

/** The instant's wall time in the zone, as a UTC-read millisecond count. */
export function localMs(ms: number, zone: Zone): number {
  return ms + offsetAt(zone, ms) * MINUTE;
}

/**
 * The instant of a wall time in the zone (NaN for a malformed wall). Ambiguous walls (a repeated
 * hour) take the earlier instant, walls in a gap the offset before the gap (RFC 5545 §3.3.5).
 */
export function toInstant(wall: Wall, zone: Zone): number {
  const local = wallMs(wall);
  return Number.isNaN(local) ? NaN : instantOfLocal(local, zone);
}

/** toInstant for a wall already read as a UTC millisecond count. */
export function instantOfLocal(local: number, zone: Zone): number {
  // At most one transition lies within a day of the wall: the offsets a day either side bracket it.
  const early = offsetAt(zone, local - DAY);
  const late = offsetAt(zone, local + DAY);
  if (early === late) return local - early * MINUTE;
  const before = local - early * MINUTE;
  const after = local - late * MINUTE;
  const fitsBefore = localMs(before, zone) === local;
  const fitsAfter = localMs(after, zone) === local;
  if (fitsBefore && fitsAfter) return Math.min(before, after);
  return fitsAfter && !fitsBefore ? after : before;
}

/** ISO 8601 with the zone's offset at that instant: '2026-04-07T19:00:00+02:00'. */
export function isoWithOffset(ms: number, zone: Zone): string {
  const offset = offsetAt(zone, ms);
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  return `${toLocalWall(ms, zone).replace(' ', 'T')}${sign}${hh}:${String(abs % 60).padStart(2, '0')}`;
}

/** Shift a wall by whole days (calendar arithmetic, no zone involved). */
export function addDays(wall: Wall, days: number): Wall {
  return msWall(wallMs(wall) + days * DAY);
}

/** The 'YYYYMMDD' / 'HHMMSS' parts of a wall, as iCalendar writes them. */
export function icalDate(wall: Wall): string {
  return wall.slice(0, 10).replace(/-/g, '');
}

export function icalDateTime(wall: Wall): string {
  return `${icalDate(wall)}T${wall.slice(11).replace(/:/g, '')}`;
}

/** The UTC form 'YYYYMMDDTHHMMSSZ' of an instant. */
export function icalUtc(ms: number): string {
  return `${icalDateTime(msWall(ms))}Z`;
}

/**
 * An iCalendar DATE or DATE-TIME ('20270331', '20270331T190000', '20270331T170000Z') as a wall
 * plus whether it is UTC and whether it is a date; null when malformed.
 */
export function readIcalValue(value: string): { wall: Wall; utc: boolean; date: boolean } | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i.exec(value.trim());
  if (m === null) return null;
  const date = m[4] === undefined;
  const wall = `${m[1]}-${m[2]}-${m[3]} ${date ? '00:00:00' : `${m[4]}:${m[5]}:${m[6]}`}`;
  if (Number.isNaN(wallMs(wall))) return null;
  return { wall, utc: m[7] !== undefined, date };
}
