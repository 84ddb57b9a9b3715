/**
 * One RRULE value read into parts and written back in a fixed form.
 *
 * rrule-temporal silently ignores parts it does not know and accepts FREQ=SECONDLY, so every part is
 * checked here before the library sees the rule: a typo must be refused, not dropped, or a series
 * would repeat differently from what its author wrote.
 */
import { RecurrenceError } from './types';
import { readIcalValue } from './zone';

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const FREQS = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY', 'HOURLY'] as const;
export type Freq = (typeof FREQS)[number];

export interface ByDay {
  /** 2 in '2TU', -1 in '-1FR', null in 'TU'. */
  ordinal: number | null;
  day: Weekday;
}

/** A rule with every part checked. UNTIL is kept as written: reading it needs the anchor. */
export interface RuleParts {
  freq: Freq;
  interval: number;
  count?: number;
  until?: { wall: string; utc: boolean; date: boolean };
  byMonth?: number[];
  byWeekNo?: number[];
  byYearDay?: number[];
  byMonthDay?: number[];
  byDay?: ByDay[];
  byHour?: number[];
  byMinute?: number[];
  bySecond?: number[];
  bySetPos?: number[];
  wkst?: Weekday;
}

type NumberKey =
  | 'byMonth'
  | 'byWeekNo'
  | 'byYearDay'
  | 'byMonthDay'
  | 'byHour'
  | 'byMinute'
  | 'bySecond'
  | 'bySetPos';

/** Numeric list parts: RFC 5545 name, field, bounds, and whether negative values count from the end. */
const NUMBER_PARTS: [string, NumberKey, number, number, boolean][] = [
  ['BYMONTH', 'byMonth', 1, 12, false],
  ['BYWEEKNO', 'byWeekNo', 1, 53, true],
  ['BYYEARDAY', 'byYearDay', 1, 366, true],
  ['BYMONTHDAY', 'byMonthDay', 1, 31, true],
  ['BYHOUR', 'byHour', 0, 23, false],
  ['BYMINUTE', 'byMinute', 0, 59, false],
  ['BYSECOND', 'bySecond', 0, 60, false],
  ['BYSETPOS', 'bySetPos', 1, 366, true],
];

const invalid = (message: string) => new RecurrenceError('invalid', message);

/** Read 'FREQ=WEEKLY;BYDAY=TU' (an 'RRULE:' prefix allowed) into checked parts. */
export function parseRule(text: string): RuleParts | RecurrenceError {
  const body = text.trim().replace(/^RRULE:/i, '');
  const raw = splitParts(body);
  if (raw instanceof RecurrenceError) return raw;
  const freq = readFreq(raw.get('FREQ'));
  if (freq instanceof RecurrenceError) return freq;
  const parts: RuleParts = { freq, interval: 1 };
  for (const [name, value] of raw) {
    const problem = readPart(parts, name, value);
    if (problem) return problem;
  }
  return checkCombination(parts);
}

function splitParts(body: string): Map<string, string> | RecurrenceError {
  const raw = new Map<string, string>();
  for (const piece of body.split(';')) {
    if (piece.trim() === '') continue;
    const eq = piece.indexOf('=');
    const name = piece.slice(0, eq).trim().toUpperCase();
    const value = piece
      .slice(eq + 1)
      .trim()
      .toUpperCase();
    if (eq < 1 || value === '') return invalid(`"${piece.trim()}" is not a NAME=VALUE rule part.`);
    if (raw.has(name)) return invalid(`The rule part ${name} appears twice.`);
    raw.set(name, value);
  }
  return raw;
}

function readFreq(value: string | undefined): Freq | RecurrenceError {
  if (value === undefined) return invalid('A recurrence rule needs FREQ (e.g. FREQ=WEEKLY).');
  if (value === 'SECONDLY' || value === 'MINUTELY') {
    return new RecurrenceError(
      'frequency',
      `FREQ=${value} is not supported: events repeat hourly at most.`
    );
  }
  const freq = FREQS.find((f) => f === value);
  return freq ?? invalid(`FREQ=${value} is not a frequency.`);
}

function readPart(parts: RuleParts, name: string, value: string): RecurrenceError | undefined {
  if (name === 'FREQ') return undefined;
  if (name === 'INTERVAL' || name === 'COUNT') return readPositive(parts, name, value);
  if (name === 'UNTIL') {
    const until = readIcalValue(value);
    if (until === null) return invalid(`UNTIL=${value} is not a date or date-time.`);
    parts.until = until;
    return undefined;
  }
  if (name === 'BYDAY') return readByDay(parts, value);
  if (name === 'WKST') {
    const day = WEEKDAYS.find((d) => d === value);
    if (day === undefined) return invalid(`WKST=${value} is not a weekday (MO…SU).`);
    parts.wkst = day;
    return undefined;
  }
  return readNumbers(parts, name, value);
}

function readPositive(parts: RuleParts, name: 'INTERVAL' | 'COUNT', value: string) {
  // An upper bound keeps the numbers exact and the library's arithmetic finite.
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) {
    return invalid(`${name}=${value} must be a whole number from 1 to 999999.`);
  }
  if (name === 'INTERVAL') parts.interval = Number(value);
  else parts.count = Number(value);
  return undefined;
}

function readNumbers(parts: RuleParts, name: string, value: string): RecurrenceError | undefined {
  const spec = NUMBER_PARTS.find(([part]) => part === name);
  // RSCALE/SKIP (RFC 7529) are unknown on purpose: no calendar but the ISO one.
  if (spec === undefined) return invalid(`Unknown or unsupported rule part ${name}.`);
  const [, key, min, max, signed] = spec;
  const values: number[] = [];
  for (const item of value.split(',')) {
    const n = /^[+-]?\d{1,3}$/.test(item) ? Number(item) : NaN;
    const abs = Math.abs(n);
    if (Number.isNaN(n) || abs < min || abs > max || (n < 0 && !signed)) {
      return invalid(`${name}=${value}: "${item}" is out of range.`);
    }
    values.push(n);
  }
  parts[key] = sortUnique(values);
  return undefined;
}

function readByDay(parts: RuleParts, value: string): RecurrenceError | undefined {
  const days: ByDay[] = [];
  for (const item of value.split(',')) {
    const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
    const ordinal = m?.[1] === undefined ? null : Number(m[1]);
    const day = WEEKDAYS.find((d) => d === m?.[2]);
    if (m === null || !day || ordinal === 0 || (ordinal !== null && Math.abs(ordinal) > 53)) {
      return invalid(`BYDAY=${value}: "${item}" is not a weekday like TU, 2TU or -1FR.`);
    }
    days.push({ ordinal, day });
  }
  parts.byDay = sortByDay(days);
  return undefined;
}

function checkCombination(parts: RuleParts): RuleParts | RecurrenceError {
  if (parts.count !== undefined && parts.until !== undefined) {
    return invalid('A rule cannot have both COUNT and UNTIL (RFC 5545).');
  }
  const ordinal = parts.byDay?.some((d) => d.ordinal !== null);
  if (ordinal && parts.freq !== 'MONTHLY' && parts.freq !== 'YEARLY') {
    return invalid('BYDAY with a number (2TU, -1FR) needs FREQ=MONTHLY or FREQ=YEARLY.');
  }
  return parts;
}

function sortUnique(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

function sortByDay(days: ByDay[]): ByDay[] {
  const key = (d: ByDay) => `${WEEKDAYS.indexOf(d.day)}:${String((d.ordinal ?? 0) + 100)}`;
  const unique = new Map(days.map((d) => [key(d), d]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d);
}

export function byDayText(d: ByDay): string {
  return `${d.ordinal ?? ''}${d.day}`;
}

/** The rule written back: parts in a fixed order, INTERVAL=1 left out (it is the default). */
export function formatRule(parts: RuleParts, until?: string): string {
  const out = [`FREQ=${parts.freq}`];
  if (parts.interval !== 1) out.push(`INTERVAL=${parts.interval}`);
  if (parts.count !== undefined) out.push(`COUNT=${parts.count}`);
  if (until !== undefined) out.push(`UNTIL=${until}`);
  const list = (name: string, values?: (number | string)[]) => {
    if (values?.length) out.push(`${name}=${values.join(',')}`);
  };
  list('BYMONTH', parts.byMonth);
  list('BYWEEKNO', parts.byWeekNo);
  list('BYYEARDAY', parts.byYearDay);
  list('BYMONTHDAY', parts.byMonthDay);
  list('BYDAY', parts.byDay?.map(byDayText));
  list('BYHOUR', parts.byHour);
  list('BYMINUTE', parts.byMinute);
  list('BYSECOND', parts.bySecond);
  list('BYSETPOS', parts.bySetPos);
  if (parts.wkst !== undefined) out.push(`WKST=${parts.wkst}`);
  return out.join(';');
}
