/**
 * Date handling shared by the REST layer: parsing user input the way TEC's strtotime-based code does,
 * and formatting the wall-clock strings TEC puts in its records.
 *
 * Pure functions, no Strapi imports. Parsing is delegated to luxon (ISO 8601 / SQL-style strings) and
 * chrono-node (English phrases); the code here only routes input to them and adapts chrono's results to
 * PHP's strtotime semantics where the two disagree.
 */
import { DateTime, FixedOffsetZone, IANAZone } from 'luxon';
import * as chrono from 'chrono-node';
import type { ParsedComponents, ParsedResult } from 'chrono-node';
import { memoize } from './memo';

/** 'YYYY-MM-DD HH:MM:SS' wall-clock time string, the format TEC uses everywhere. */
export type Wall = string;

const WALL_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** Real offsets span -12:00…+14:00; anything wider ('+99') is a typo, not a zone. */
const MAX_OFFSET_MINUTES = 14 * 60;

// ---------------------------------------------------------------------------------------------------
// Timezones
// ---------------------------------------------------------------------------------------------------

/**
 * Accepts IANA names ('America/New_York', 'Europe/Paris'), 'UTC', fixed offsets ('+02:00', '-0530', '+2'),
 * and TEC's 'UTC+2', 'UTC-5.5', 'UTC+5:30', 'UTC+0'. Returns a zone string luxon accepts (IANA name,
 * 'UTC', or luxon fixed-offset form like 'UTC+2' / 'UTC-5:30'), or null when not a timezone.
 */
export function normalizeTimezone(input: string): string | null {
  if (typeof input !== 'string') return null;
  return normalizeZoneName(input);
}

/** Asking Intl about a zone costs tens of microseconds and every event carries one: once per name. */
const normalizeZoneName = memoize(normalizeZoneUncached, { max: 2_000, maxKeyLength: 100 });

function normalizeZoneUncached(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;

  // Offsets first: recent Intl versions may accept '+02:00' as a zone too, but callers need one form.
  const offset = parseOffsetMinutes(value);
  if (offset !== undefined) {
    return offset === null ? null : FixedOffsetZone.instance(offset).name;
  }

  return IANAZone.isValidZone(value) ? canonicalIanaCasing(value) : null;
}

/**
 * Minutes east of UTC for the fixed-offset spellings TEC and PHP accept; undefined when the value is not
 * offset-shaped at all (so the caller tries IANA), null when it is offset-shaped but out of range.
 */
function parseOffsetMinutes(value: string): number | null | undefined {
  // '+02:00', '-0530', '+2', '+02' — PHP's own offset timezone identifiers.
  const bare = /^([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(value);
  // 'UTC+2', 'UTC-5.5', 'UTC+5:30', 'UTC+0' — TEC's manual-offset choices in its timezone dropdown.
  const tec = /^UTC([+-])(\d{1,2})(?::(\d{2})|(\.\d+))?$/i.exec(value);
  const match = bare ?? tec;
  if (!match) return undefined;

  const sign = match[1] === '-' ? -1 : 1;
  const hours = Number(match[2]);
  const minutes = match[3] !== undefined ? Number(match[3]) : 0;
  // TEC writes half and quarter hours as decimals ('UTC+5.75' is Nepal's +05:45).
  const fraction = match[4] !== undefined ? Math.round(Number(match[4]) * 60) : 0;
  if (minutes >= 60) return null;

  const total = hours * 60 + minutes + fraction;
  if (total > MAX_OFFSET_MINUTES) return null;
  // 'UTC-0' must not become -0 minutes.
  return total === 0 ? 0 : sign * total;
}

/**
 * Intl resolves names case-insensitively, so 'america/new_york' is valid; hand back the canonical casing.
 * Intl also folds aliases ('Asia/Kolkata' → 'Asia/Calcutta', 'EST' → 'America/Panama'), and the caller's
 * chosen name must survive, so only a pure case difference is corrected.
 */
function canonicalIanaCasing(name: string): string {
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
}

// ---------------------------------------------------------------------------------------------------
// Parsing user input
// ---------------------------------------------------------------------------------------------------

/**
 * Parse a user-supplied date the way TEC's strtotime-based parsing would, in `zone` (naive values are
 * wall time in that zone), relative to `now`. Returns a DateTime in `zone` with milliseconds 0, or null
 * when the input is empty or not (entirely) a date. Never throws.
 */
export function parseDateInput(input: string | number, zone: string, now: Date): DateTime | null {
  try {
    const tz = normalizeTimezone(zone);
    if (tz === null || !(now instanceof Date) || Number.isNaN(now.getTime())) return null;

    let parsed: DateTime | null = null;
    if (typeof input === 'number') parsed = fromUnixSeconds(input, tz);
    else if (typeof input === 'string') parsed = parseDateString(input.trim(), tz, now);

    return parsed !== null && parsed.isValid ? parsed.setZone(tz).set({ millisecond: 0 }) : null;
  } catch {
    // Both libraries are defensive, but a request parameter must never turn into a 500.
    return null;
  }
}

function fromUnixSeconds(seconds: number, zone: string): DateTime | null {
  if (!Number.isFinite(seconds)) return null;
  return DateTime.fromSeconds(seconds, { zone });
}

function parseDateString(text: string, zone: string, now: Date): DateTime | null {
  if (text === '') return null;

  // TEC checks is_numeric() before strtotime(), so a run of digits is a timestamp, never a date like 20240101.
  if (/^-?\d+$/.test(text)) return fromUnixSeconds(Number(text), zone);

  // strtotime sets the base date/time first and applies '+N unit' offsets after it ('tomorrow +1 week').
  // chrono can merge the two itself, but then loses the reference zone (times come out in UTC), so the
  // offsets are taken out and applied separately.
  const { base, offsets } = splitOffsets(text);
  const start = base === '' ? DateTime.fromJSDate(now, { zone }) : parseBase(base, zone, now);
  return start === null ? null : applyOffsets(start, offsets, zone);
}

function parseBase(text: string, zone: string, now: Date): DateTime | null {
  return parseIsoLike(text, zone) ?? parseWithChrono(text, zone, now);
}

/**
 * RFC 3339 / ISO 8601 ('T' form) and the SQL-like 'YYYY-MM-DD HH:MM[:SS[.fff]]' form, via luxon. Offsets in
 * the string are honoured and the instant converted into `zone`; naive values are wall time in `zone`.
 */
function parseIsoLike(text: string, zone: string): DateTime | null {
  // Only strings that open with a calendar date: luxon would also take a bare '10:00' as *today* by the
  // real clock, while such input must be resolved against `now` (chrono does that).
  if (!/^\d{4}-\d{2}/.test(text)) return null;
  const iso = DateTime.fromISO(text, { zone });
  if (iso.isValid) return iso;
  const sql = DateTime.fromSQL(text, { zone });
  return sql.isValid ? sql : null;
}

// PHP's relative offsets: '+2 weeks', '-1 day', '+1 week 2 days' (unsigned terms count as '+').
const OFFSET_UNIT = '(?:sec|second|min|minute|hour|day|week|month|year)s?';
const OFFSET_TERM_SOURCE = `[+-]?\\s*\\d+\\s*${OFFSET_UNIT}\\b`;
/** The whole input is offsets only ('3 days' counts here, as in PHP). */
const OFFSET_CHAIN = new RegExp(`^(?:\\s*${OFFSET_TERM_SOURCE})+\\s*$`, 'iu');
/**
 * Offsets inside a longer phrase: a run opened by an explicit sign, so the number in 'in 3 days' or
 * '2 weeks ago' stays with chrono, and the sign must not follow a digit (the '-15' of '2024-01-15').
 */
const SIGNED_OFFSET_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])[+-]\\s*\\d+\\s*${OFFSET_UNIT}\\b(?:\\s*${OFFSET_TERM_SOURCE})*`,
  'giu'
);
const OFFSET_TERM = new RegExp(`([+-]?)\\s*(\\d+)\\s*(${OFFSET_UNIT})\\b`, 'giu');

function splitOffsets(text: string): { base: string; offsets: string } {
  if (OFFSET_CHAIN.test(text)) return { base: '', offsets: text };
  const runs = text.match(SIGNED_OFFSET_RUN) ?? [];
  return { base: text.replace(SIGNED_OFFSET_RUN, ' ').trim(), offsets: runs.join(' ') };
}

/**
 * chrono reads a leading sign as applying to every unit ('-1 week 2 days' → -9 days) and mishandles mixed
 * signs, whereas in PHP each number carries its own sign. So each term is rewritten to chrono's
 * 'in N unit' / 'N unit ago' and applied in turn, each relative to the previous result.
 */
function applyOffsets(start: DateTime, offsets: string, zone: string): DateTime | null {
  let current: DateTime | null = start;
  for (const [, sign, amount, unit] of offsets.matchAll(OFFSET_TERM)) {
    const phrase = sign === '-' ? `${amount} ${unit} ago` : `in ${amount} ${unit}`;
    current = parseWithChrono(phrase, zone, current.toJSDate());
    if (current === null) return null;
  }
  return current;
}

/** English phrases via chrono, interpreted with PHP's strtotime conventions. */
function parseWithChrono(text: string, zone: string, now: Date): DateTime | null {
  const reference = DateTime.fromJSDate(now, { zone });
  // chrono's reference timezone is a fixed offset in minutes: the zone's offset at `now`.
  const results = chrono.parse(text, { instant: now, timezone: reference.offset });
  // More than one date, a range, or leftover words: strtotime would reject the string, and so do we
  // ('yesterday-ish', 'before my birthday').
  if (results.length !== 1) return null;
  const [result] = results;
  // chrono's `end` is null, not undefined, when there is no range.
  if (result.end || hasLeftoverWords(text, result)) return null;

  return componentsToDateTime(result, reference, zone);
}

function hasLeftoverWords(text: string, result: ParsedResult): boolean {
  const leftover =
    text.slice(0, result.index) + ' ' + text.slice(result.index + result.text.length);
  return /[\p{L}\p{N}]/u.test(leftover);
}

function componentsToDateTime(
  result: ParsedResult,
  reference: DateTime,
  zone: string
): DateTime | null {
  const c = result.start;
  const date = phpCalendarDate(result, reference);
  const time = phpTimeOfDay(c);
  if (date === null || time === null) return null;

  const fields = { ...date, ...time, millisecond: 0 };
  const offset = c.isCertain('timezoneOffset') ? c.get('timezoneOffset') : null;
  if (offset !== null) {
    // An explicit zone ('10am EST') or a clock-time shift ('+3 hours') names an instant, not a wall time.
    return DateTime.fromObject(fields, { zone: FixedOffsetZone.instance(offset) }).setZone(zone);
  }
  // Otherwise the components are wall-clock time in `zone`, so day/week/month shifts keep the time of
  // day across DST changes, like PHP.
  return DateTime.fromObject(fields, { zone });
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The date chrono found, corrected where chrono's reading of a phrase differs from PHP's. */
function phpCalendarDate(result: ParsedResult, reference: DateTime): CalendarDate | null {
  const c = result.start;
  const year = c.get('year');
  const month = c.get('month');
  const day = c.get('day');
  if (year === null || month === null || day === null) return null;
  if (c.isCertain('day')) return { year, month, day };

  const today = reference.startOf('day');
  const weekday = c.isCertain('weekday') ? c.get('weekday') : null;
  // 'wednesday next week' names a week explicitly; chrono's reading of it already matches strtotime's.
  const namesWeek = /\b(?:this|last|past|next)\s+week\b/i.test(result.text);
  if (weekday !== null && !namesWeek) {
    return dateOf(today.plus({ days: phpWeekdayShift(result.text, weekday, today) }));
  }

  // chrono takes a lone 'midnight' as the coming one; PHP means 00:00 today.
  if (c.tags().has('casualReference/midnight')) return dateOf(today);

  return { year, month, day };
}

/**
 * Days from today to the weekday a phrase names, by PHP's rules: 'next X' is 1–7 days ahead, 'last X'
 * 1–7 days back, a bare or 'this' X 0–6 days ahead. chrono instead reads 'next X' as X of next week and a
 * bare X as the closest one, possibly in the past.
 */
function phpWeekdayShift(phrase: string, weekday: number, today: DateTime): number {
  const todayWeekday = today.weekday % 7; // luxon: Monday=1…Sunday=7; chrono: Sunday=0…Saturday=6
  const ahead = (weekday - todayWeekday + 7) % 7;
  if (/\bnext\b/i.test(phrase)) return ahead === 0 ? 7 : ahead;
  if (/\b(?:last|past|previous)\b/i.test(phrase)) {
    const back = (todayWeekday - weekday + 7) % 7;
    return -(back === 0 ? 7 : back);
  }
  return ahead;
}

function dateOf(dt: DateTime): CalendarDate {
  return { year: dt.year, month: dt.month, day: dt.day };
}

interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
}

/**
 * PHP resets the clock to 00:00:00 when a phrase sets a date ('tomorrow', 'last monday', '1 January 2027')
 * but keeps the current time for pure offsets ('+2 weeks', 'next month'). chrono implies a time in both
 * cases, so its implied time is only kept for offsets (tagged 'result/relativeDate').
 */
function phpTimeOfDay(c: ParsedComponents): TimeOfDay | null {
  if (!c.isCertain('hour') && !c.tags().has('result/relativeDate')) {
    return { hour: 0, minute: 0, second: 0 };
  }
  const hour = c.get('hour');
  const minute = c.get('minute');
  const second = c.get('second');
  if (hour === null || minute === null || second === null) return null;
  return { hour, minute, second };
}

// ---------------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------------

/** 'YYYY-MM-DD HH:MM:SS' of dt in its own zone. */
export function toWall(dt: DateTime): Wall {
  return dt.toFormat(WALL_FORMAT);
}

/**
 * The instant a wall time denotes in zone (DST gaps: luxon's forward shift is fine). Returns an invalid
 * DateTime (check `isValid`) rather than throwing when the wall or the zone is malformed.
 */
export function wallToDateTime(wall: Wall, zone: string): DateTime {
  // fromSQL also takes a date-only wall and fractional seconds, which stored values may carry.
  return DateTime.fromSQL(wall, { zone: normalizeTimezone(zone) ?? zone });
}

/** TEC's *_date_details: zero-padded strings { year:'2017', month:'01', day:'05', hour:'14', minutes:'23', seconds:'36' }. */
export function dateDetails(wall: Wall): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minutes: string;
  seconds: string;
} {
  const details = detailsOf(wall);
  if (details === null) throw new RangeError(`Not a wall time: ${JSON.stringify(wall)}`);
  // A copy: the kept object must not be changed by whoever gets it.
  return { ...details };
}

/** Six luxon formats per date, four dates per event: once per wall time. */
const detailsOf = memoize(
  (wall: string) => {
    // Read in UTC, which has no DST gap, so every wall string keeps its own fields.
    const dt = DateTime.fromSQL(wall, { zone: 'UTC' });
    if (!dt.isValid) return null;
    return {
      year: dt.toFormat('yyyy'),
      month: dt.toFormat('MM'),
      day: dt.toFormat('dd'),
      hour: dt.toFormat('HH'),
      minutes: dt.toFormat('mm'),
      seconds: dt.toFormat('ss'),
    };
  },
  { max: 20_000, maxKeyLength: 40 }
);

/**
 * Short abbreviation like PHP's: 'UTC', 'EST'/'EDT', 'CET'/'CEST', 'GMT'/'BST'; PHP's numeric form
 * ('+03', '+0530') for zones without a letter abbreviation. '' when zone is not a timezone.
 */
export function timezoneAbbr(zone: string, at: Date): string {
  if (typeof zone !== 'string' || !(at instanceof Date) || Number.isNaN(at.getTime())) return '';
  return abbrAt(`${at.getTime()} ${zone}`);
}

/** Keyed by instant and zone: a list repeats few of them, and Intl's name lookup is the costly part. */
const abbrAt = memoize(
  (key: string) => {
    const space = key.indexOf(' ');
    return timezoneAbbrUncached(key.slice(space + 1), new Date(Number(key.slice(0, space))));
  },
  { max: 20_000, maxKeyLength: 140 }
);

function timezoneAbbrUncached(zone: string, at: Date): string {
  const tz = normalizeTimezone(zone);
  if (tz === null) return '';
  const dt = DateTime.fromJSDate(at, { zone: tz });
  if (!dt.isValid) return '';
  if (dt.zone.isUniversal) return dt.offset === 0 ? 'UTC' : numericAbbr(dt.offset);

  // CLDR only has letter names per locale: en-US knows the American ones (EST), en-GB the European ones
  // (CET, BST). Elsewhere both say 'GMT+3', which is not an abbreviation.
  for (const locale of ['en-US', 'en-GB']) {
    const name = dt.setLocale(locale).offsetNameShort;
    if (name !== null && /^[A-Z]{2,5}$/.test(name)) return name;
  }
  return numericAbbr(dt.offset);
}

/** PHP's 'T' format for zones without an abbreviation: '+03', '-03', '+0530'. */
function numericAbbr(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hours = String(Math.floor(abs / 60)).padStart(2, '0');
  const minutes = abs % 60;
  return `${sign}${hours}${minutes === 0 ? '' : String(minutes).padStart(2, '0')}`;
}

/** ISO 8601 with numeric offset and no milliseconds: '2027-08-14T16:00:00+00:00' (schema.org startDate). */
export function isoWithOffset(wall: Wall, zone: string): string {
  // 'ZZ' rather than toISO(): luxon writes UTC as 'Z', TEC's JSON-LD writes '+00:00'.
  return wallToDateTime(wall, zone).toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
}

/**
 * Start (00:00:00) and end (23:59:59) of the day of dt: Walls in dt's zone. Used for TEC's whole-day
 * widening. Built from the date string, like TEC, so a zone whose day starts at 01:00 after a DST
 * jump still yields '00:00:00'.
 */
export function dayStart(dt: DateTime): Wall {
  return `${dt.toFormat('yyyy-MM-dd')} 00:00:00`;
}

export function dayEnd(dt: DateTime): Wall {
  return `${dt.toFormat('yyyy-MM-dd')} 23:59:59`;
}

/**
 * `wall` moved by the wall-clock difference between `from` and `to` (what dragging a weekly class
 * from 19:00 to 20:00 does to each of its dates, whatever daylight-saving time does to the instants).
 */
export function shiftBy(from: Wall, to: Wall): (wall: Wall) => Wall {
  const asUtc = (w: Wall) => DateTime.fromSQL(w, { zone: 'utc' });
  const diff = asUtc(to).diff(asUtc(from));
  return (w) => asUtc(w).plus(diff).toFormat(WALL_FORMAT);
}

/**
 * A stored instant as a DateTime, whatever the driver or the writer handed over: a Date, ISO text
 * (also with a space for the `T`, the way SQLite keeps it), or epoch milliseconds (a number or digits).
 * Null when absent or not a date.
 */
export function instantOf(value: unknown): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  const dt =
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))
        ? DateTime.fromMillis(Number(value))
        : typeof value === 'string'
          ? DateTime.fromISO(value.replace(' ', 'T'), { zone: 'utc' })
          : null;
  return dt?.isValid ? dt : null;
}
