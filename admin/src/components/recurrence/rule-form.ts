/**
 * The recurrence builder's pure half (issue #14): between the RRULE an event's `recurrence` stores
 * (RFC 5545, without the `RRULE:` prefix) and the state of the builder's controls, and the little
 * date arithmetic the builder needs in the event's own timezone (the browser's may differ).
 *
 * A rule the controls cannot show exactly (several rules, BYHOUR, BYSETPOS lists, "every weekday"
 * as a daily rule...) is not forced into them: `ruleToForm` answers null and the builder offers the
 * rule as text instead, so opening an event never rewrites its rule.
 *
 * No React and no Strapi here: tests/unit/recurrence-rule-form.test.ts.
 */
import type { RecurrenceValue } from '../../../../contracts/recurrence';
import { addDays, isKnownZone, pad, wallInZone, wallMs, wallToUtc } from '../../utils/wall-time';

export type { RecurrenceValue };

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** "The 2nd Tuesday": first to fifth, and -1, the last. */
export const ORDINALS = [1, 2, 3, 4, 5, -1] as const;

/** What the builder needs of the event: its start as a wall time in its own timezone. */
export interface FormAnchor {
  /** 'YYYY-MM-DD HH:MM:SS' in `timezone`; 00:00:00 for an all-day event. */
  start: string;
  timezone: string;
  allDay: boolean;
}

/** The builder's controls. Every field has a value, used or not, so switching back keeps choices. */
export interface RuleForm {
  freq: Frequency;
  /** Every `interval` days, weeks, months or years. */
  interval: number;
  /** WEEKLY: the days of the week; never empty. */
  weekdays: Weekday[];
  /** MONTHLY and YEARLY: by the day of the month (15th) or by a weekday in it (2nd Tuesday). */
  by: 'monthday' | 'weekday';
  /** 1–31, or -1 for the last day of the month. */
  monthDay: number;
  /** One of ORDINALS. */
  ordinal: number;
  weekday: Weekday;
  /** YEARLY: 1–12. */
  month: number;
  end: 'never' | 'count' | 'until';
  count: number;
  /** The last day an occurrence may start on, 'YYYY-MM-DD' in the event's timezone. */
  until: string;
  /** Kept as it was (WKST changes which weeks an INTERVAL counts); the builder does not show it. */
  wkst?: Weekday;
}

// ------------------------------------------------------------------------------------------------
// Dates and zones (the zone arithmetic itself: admin/src/utils/wall-time.ts)
// ------------------------------------------------------------------------------------------------

export { addDays, isKnownZone, wallInZone, wallToUtc };

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Year, month (1–12), day and weekday of a wall time's date. */
export function dateParts(wall: string) {
  const ms = wallMs(wall.slice(0, 10)) ?? 0;
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  return {
    year,
    month,
    day: d.getUTCDate(),
    weekday: WEEKDAYS[(d.getUTCDay() + 6) % 7],
    daysInMonth: daysInMonth(year, month),
  };
}

/**
 * The builder's anchor from the edit form's fields: `startUtc` (an ISO instant), `timezone` and
 * `allDay`. Null without a start. A zone the browser does not know is read as UTC (the server
 * reports it); a blank one is UTC, as the attribute's default.
 */
export function anchorOf(startUtc: unknown, timezone: unknown, allDay: unknown): FormAnchor | null {
  if (!(typeof startUtc === 'string' && startUtc) && !(startUtc instanceof Date)) return null;
  const named = typeof timezone === 'string' && timezone.trim() ? timezone.trim() : 'UTC';
  const zone = isKnownZone(named) ? named : 'UTC';
  const start = wallInZone(new Date(startUtc), zone);
  if (!start) return null;
  const all = allDay === true;
  return { start: all ? `${start.slice(0, 10)} 00:00:00` : start, timezone: zone, allDay: all };
}

// ------------------------------------------------------------------------------------------------
// Rules ⇄ controls
// ------------------------------------------------------------------------------------------------

/** An RRULE's parts by upper-cased name; null when it is not `NAME=VALUE;...` naming a FREQ. */
export function ruleParts(rule: string): Record<string, string> | null {
  const text = rule.trim().replace(/^RRULE:/i, '');
  const parts: Record<string, string> = {};
  for (const piece of text.split(';')) {
    if (!piece.trim()) continue;
    const eq = piece.indexOf('=');
    const name = piece.slice(0, eq).trim().toUpperCase();
    if (eq <= 0 || !/^[A-Z-]+$/.test(name) || name in parts) return null;
    parts[name] = piece
      .slice(eq + 1)
      .trim()
      .toUpperCase();
  }
  return parts.FREQ ? parts : null;
}

/** The rules of the text box: one a line, blank lines dropped, an `RRULE:` prefix removed. */
export function rulesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^RRULE:/i, ''))
    .filter(Boolean);
}

/** Line numbers (from 1) of the text box's lines that are no rule at all (the server says more). */
export function badRuleLines(text: string): number[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => [line.trim(), i + 1] as const)
    .filter(([line]) => line && !ruleParts(line))
    .map(([, n]) => n);
}

const isWeekday = (s: string): s is Weekday => (WEEKDAYS as readonly string[]).includes(s);
const inWeekOrder = (days: Weekday[]) => WEEKDAYS.filter((d) => days.includes(d));

function positive(value: string): number | null {
  return /^\d{1,4}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

function signedIn(value: string, allowed: readonly number[]): number | null {
  if (!/^[+-]?\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return allowed.includes(n) ? n : null;
}

const MONTH_DAYS = [...Array.from({ length: 31 }, (_, i) => i + 1), -1];

function addMonths(day: string, n: number): string {
  const { year, month, day: d } = dateParts(day);
  const total = year * 12 + month - 1 + n;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(d, daysInMonth(y, m)))}`;
}

/** The controls as a new rule starts: weekly on the start's weekday, patterns taken from the start. */
export function defaultForm(anchor: FormAnchor): RuleForm {
  const { month, day, weekday } = dateParts(anchor.start);
  const nth = Math.ceil(day / 7);
  return {
    freq: 'WEEKLY',
    interval: 1,
    weekdays: [weekday],
    by: 'monthday',
    monthDay: day,
    // The 5th Tuesday does not come every month: the last one does (and it is the same day here).
    ordinal: nth === 5 ? -1 : nth,
    weekday,
    month,
    end: 'never',
    count: 10,
    until: addMonths(anchor.start.slice(0, 10), 3),
  };
}

/** UNTIL's value as a date in the event's zone; null when the builder cannot show it. */
function untilDay(value: string, anchor: FormAnchor): string | null {
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (date) {
    const day = `${date[1]}-${date[2]}-${date[3]}`;
    return wallMs(day) === null ? null : day;
  }
  const time = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!time) return null; // a floating date-time: not what an event with a timezone may carry
  const [, y, mo, d, h, mi, s] = time;
  const local = wallInZone(new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`), anchor.timezone);
  if (!local) return null;
  // The last day an occurrence may start on: the day of UNTIL, unless UNTIL comes before the time
  // of day the occurrences start at (then that day's occurrence is already excluded).
  return local.slice(11) >= anchor.start.slice(11) ? local.slice(0, 10) : addDays(local, -1);
}

/** UNTIL for the last day an occurrence may start on: a date for all-day events, else UTC. */
export function untilValue(day: string, anchor: FormAnchor): string {
  if (anchor.allDay) return day.replace(/-/g, '');
  const end = wallToUtc(`${day} 23:59:59`, anchor.timezone) ?? new Date(`${day}T23:59:59Z`);
  return `${end.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** BYDAY/BYMONTHDAY/BYSETPOS of a monthly or yearly rule into the controls; false when unshowable. */
function readMonthPattern(form: RuleForm, parts: Record<string, string>): boolean {
  const { BYDAY, BYMONTHDAY, BYSETPOS } = parts;
  if (BYDAY && BYMONTHDAY) return false;
  if (BYMONTHDAY) {
    const day = signedIn(BYMONTHDAY, MONTH_DAYS);
    if (day === null || BYSETPOS) return false;
    form.by = 'monthday';
    form.monthDay = day;
    return true;
  }
  if (BYDAY) {
    const m = /^([+-]?\d)?([A-Z]{2})$/.exec(BYDAY);
    if (!m || !isWeekday(m[2])) return false;
    // 2TU, or TU with BYSETPOS=2: the same set for a single weekday.
    if ((m[1] === undefined) === (BYSETPOS === undefined)) return false;
    const ordinal = signedIn(m[1] ?? BYSETPOS, ORDINALS);
    if (ordinal === null) return false;
    form.by = 'weekday';
    form.ordinal = ordinal;
    form.weekday = m[2];
    return true;
  }
  if (BYSETPOS) return false;
  form.by = 'monthday'; // the start's day of the month, which the default already holds
  return true;
}

const KNOWN_PARTS = ['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'WKST', 'BYDAY', 'BYMONTHDAY'];

/** The controls showing this rule, or null when they cannot show it exactly. */
export function ruleToForm(rule: string, anchor: FormAnchor): RuleForm | null {
  const parts = ruleParts(rule);
  if (!parts) return null;
  const form = defaultForm(anchor);
  const freq = parts.FREQ as Frequency;
  if (!FREQUENCIES.includes(freq)) return null;
  form.freq = freq;
  const known = [...KNOWN_PARTS, ...(freq === 'MONTHLY' || freq === 'YEARLY' ? ['BYSETPOS'] : [])];
  if (freq === 'YEARLY') known.push('BYMONTH');
  if (Object.keys(parts).some((name) => !known.includes(name))) return null;

  if (parts.INTERVAL !== undefined) {
    const interval = positive(parts.INTERVAL);
    if (interval === null) return null;
    form.interval = interval;
  }
  if (parts.COUNT !== undefined && parts.UNTIL !== undefined) return null;
  if (parts.COUNT !== undefined) {
    const count = positive(parts.COUNT);
    if (count === null) return null;
    form.end = 'count';
    form.count = count;
  }
  if (parts.UNTIL !== undefined) {
    const day = untilDay(parts.UNTIL, anchor);
    if (day === null) return null;
    form.end = 'until';
    form.until = day;
  }
  if (parts.WKST !== undefined) {
    if (!isWeekday(parts.WKST)) return null;
    form.wkst = parts.WKST;
  }

  switch (freq) {
    case 'DAILY':
      return parts.BYDAY || parts.BYMONTHDAY ? null : form;
    case 'WEEKLY': {
      if (parts.BYMONTHDAY) return null;
      if (parts.BYDAY) {
        const days = parts.BYDAY.split(',');
        if (!days.every(isWeekday)) return null;
        form.weekdays = inWeekOrder(days);
      }
      return form;
    }
    case 'MONTHLY':
      return readMonthPattern(form, parts) ? form : null;
    case 'YEARLY': {
      // Without BYMONTH, a yearly BYDAY or BYMONTHDAY counts in the whole year: not the controls'.
      if (parts.BYMONTH === undefined)
        return parts.BYDAY || parts.BYMONTHDAY || parts.BYSETPOS ? null : form;
      const month = signedIn(parts.BYMONTH, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      if (month === null) return null;
      form.month = month;
      return readMonthPattern(form, parts) ? form : null;
    }
  }
}

/** The rule the controls show. */
export function formToRule(form: RuleForm, anchor: FormAnchor): string {
  const parts = [`FREQ=${form.freq}`];
  if (form.interval > 1) parts.push(`INTERVAL=${form.interval}`);
  if (form.freq === 'YEARLY') parts.push(`BYMONTH=${form.month}`);
  if (form.freq === 'WEEKLY' && form.weekdays.length)
    parts.push(`BYDAY=${inWeekOrder(form.weekdays).join(',')}`);
  if (form.freq === 'MONTHLY' || form.freq === 'YEARLY')
    parts.push(
      form.by === 'monthday'
        ? `BYMONTHDAY=${form.monthDay}`
        : `BYDAY=${form.ordinal}${form.weekday}`
    );
  if (form.end === 'count') parts.push(`COUNT=${form.count}`);
  if (form.end === 'until') parts.push(`UNTIL=${untilValue(form.until, anchor)}`);
  if (form.wkst) parts.push(`WKST=${form.wkst}`);
  return parts.join(';');
}

/**
 * The rule with its UNTIL in the form the event needs: a date for an all-day event, a UTC time
 * otherwise (RFC 5545 §3.3.10), so switching "all day" or the timezone keeps the rule valid. The
 * rest of the rule is kept as written.
 */
export function fitUntil(rule: string, anchor: FormAnchor): string {
  const m = /(^|;)(UNTIL=)([0-9TZtz]+)(?=;|$)/i.exec(rule.trim());
  if (!m) return rule;
  const value = m[3].toUpperCase();
  const isDate = /^\d{8}$/.test(value);
  let day: string | null = null;
  if (isDate && !anchor.allDay) day = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`;
  else if (!isDate && anchor.allDay) day = untilDay(value, anchor);
  else if (/^\d{8}T\d{6}$/.test(value) && !anchor.allDay) {
    // A floating time is the event's wall time: the same instant in UTC.
    const wall = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)} ${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13)}`;
    const at = wallToUtc(wall, anchor.timezone);
    if (!at) return rule;
    return replaceUntil(rule, m, `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`);
  }
  if (day === null || wallMs(day) === null) return rule;
  return replaceUntil(rule, m, untilValue(day, anchor));
}

function replaceUntil(rule: string, m: RegExpExecArray, value: string): string {
  const text = rule.trim();
  const start = m.index + m[1].length + m[2].length;
  return text.slice(0, start) + value + text.slice(start + m[3].length);
}

// ------------------------------------------------------------------------------------------------
// The attribute's value, and its date lists
// ------------------------------------------------------------------------------------------------

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

/** The field's value as the builder reads it: null, an object, or the JSON text of one. */
export function readValue(value: unknown): RecurrenceValue | null {
  let v = value;
  if (typeof v === 'string') {
    if (!v.trim()) return null;
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  return { rules: strings(o.rules), rdates: strings(o.rdates), exdates: strings(o.exdates) };
}

/** A date list's entry: 'YYYY-MM-DD HH:MM:SS'; all-day events' dates are at 00:00:00. */
export function dateEntry(day: string, time: string | undefined, anchor: FormAnchor): string {
  if (anchor.allDay) return `${day} 00:00:00`;
  const t = time && /^\d{2}:\d{2}(:\d{2})?$/.test(time) ? time : anchor.start.slice(11, 16);
  return `${day} ${t.length === 5 ? `${t}:00` : t}`;
}

/** The list with the entry added, in order and once. */
export function withDate(list: string[], entry: string): string[] {
  return [...new Set([...list, entry])].sort();
}

export function withoutDate(list: string[], entry: string): string[] {
  return list.filter((e) => e !== entry);
}
