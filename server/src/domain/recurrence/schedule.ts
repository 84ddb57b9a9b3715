/**
 * The first rule of a series as a schema.org Schedule, for an event's JSON-LD `eventSchedule`.
 * https://schema.org/Schedule — Google reads it for recurring events.
 */
import { RecurrenceError, type Anchor, type Recurrence } from './types';
import { compileRule, untilWall } from './compile';
import type { ByDay, Freq } from './rule';
import { readAnchor, type Series } from './series';
import { isoWithOffset, toInstant } from './zone';

export interface Schedule {
  '@type': 'Schedule';
  repeatFrequency: string;
  byDay?: string[];
  byMonthWeek?: number[];
  byMonthDay?: number[];
  byMonth?: number[];
  startDate: string;
  endDate?: string;
  repeatCount?: number;
  startTime?: string;
  endTime?: string;
  duration?: string;
  scheduleTimezone?: string;
  exceptDate?: string[];
}

const PERIOD: Record<Freq, string> = {
  HOURLY: 'PT#H',
  DAILY: 'P#D',
  WEEKLY: 'P#W',
  MONTHLY: 'P#M',
  YEARLY: 'P#Y',
};
const DAY_NAMES: Record<ByDay['day'], string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** null when the series has no rule (only added dates): a Schedule needs a frequency. */
export function eventSchedule(rec: Recurrence, anchor: Anchor): Schedule | null {
  const series = readAnchor(anchor);
  if (series instanceof RecurrenceError || rec.rules.length === 0) return null;
  const rule = compileRule(rec.rules[0], series);
  if (rule instanceof RecurrenceError) return null;
  const { parts } = rule;
  return withoutEmpty({
    '@type': 'Schedule',
    repeatFrequency: PERIOD[parts.freq].replace('#', String(parts.interval)),
    ...days(parts.byDay),
    byMonthDay: parts.byMonthDay,
    byMonth: parts.byMonth,
    startDate: anchor.start.slice(0, 10),
    endDate: untilWall(rule, series)?.slice(0, 10),
    repeatCount: parts.count,
    ...times(series),
    scheduleTimezone: ianaName(series),
    exceptDate: exceptDates(rec, series),
  });
}

/** Members the rule does not have are left out rather than written as undefined. */
function withoutEmpty(schedule: Schedule): Schedule {
  const entries = Object.entries(schedule).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as unknown as Schedule;
}

/**
 * schema.org days are URLs; "the second Tuesday" is the Tuesday URL with byMonthWeek 2. Mixed or
 * negative positions have no such form and use the iCalendar text schema.org also allows ('-1FR').
 */
function days(byDay: ByDay[] | undefined): Pick<Schedule, 'byDay' | 'byMonthWeek'> {
  if (!byDay) return {};
  const urls = byDay.map((d) => `https://schema.org/${DAY_NAMES[d.day]}`);
  const ordinals = new Set(byDay.map((d) => d.ordinal));
  const [only] = [...ordinals];
  if (ordinals.size === 1 && only === null) return { byDay: urls };
  if (ordinals.size === 1 && only !== null && only >= 1 && only <= 5) {
    return { byDay: urls, byMonthWeek: [only] };
  }
  return { byDay: byDay.map((d) => `${d.ordinal ?? ''}${d.day}`) };
}

function times(series: Series): Pick<Schedule, 'startTime' | 'endTime' | 'duration'> {
  const { anchor } = series;
  if (series.allDay) return { duration: `P${series.dayCount + 1}D` };
  return {
    startTime: anchor.start.slice(11),
    endTime: anchor.end.slice(11),
    duration: isoDuration(series.durationMs),
  };
}

function isoDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const out = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `PT${out || '0S'}`;
}

/** scheduleTimezone must be an IANA name; whole-hour offsets have one ('Etc/GMT-2' is UTC+2). */
function ianaName(series: Series): string | undefined {
  const { zone } = series;
  if (!zone.isUniversal) return zone.name;
  const minutes = zone.offset(0);
  if (minutes === 0) return 'UTC';
  // The Etc zones have POSIX signs: east of Greenwich is negative.
  return minutes % 60 === 0
    ? `Etc/GMT${minutes > 0 ? '-' : '+'}${Math.abs(minutes / 60)}`
    : undefined;
}

function exceptDates(rec: Recurrence, series: Series): string[] | undefined {
  if (rec.exdates.length === 0) return undefined;
  if (series.allDay) return rec.exdates.map((wall) => wall.slice(0, 10));
  return rec.exdates.map((wall) => isoWithOffset(toInstant(wall, series.zone), series.zone));
}
