/**
 * A rule made ready for one series: its UNTIL read against the anchor, its normalised text, and the
 * rrule-temporal object that generates it.
 */
import type { Zone } from 'luxon';
import { RRuleTemporal } from 'rrule-temporal';
import { RecurrenceError } from './types';
import { formatRule, parseRule, type RuleParts } from './rule';
import { dateKey, type Series } from './series';
import {
  icalDate,
  icalUtc,
  instantOfLocal,
  localMs,
  msWall,
  toInstant,
  toLocalWall,
  wallMs,
} from './zone';

/**
 * How a rule's dates are computed. rrule-temporal is exact in any zone, but in a named zone it
 * builds a ZonedDateTime per date, which is most of the cost of a large expansion (~4 µs each):
 *  - 'dates': all-day series, computed in UTC (series.ts);
 *  - 'floating': timed series computed on wall times in UTC, each converted here with the cached
 *    offsets. Exact as long as no wall time falls in a DST gap (RFC 5545 then drops the date and
 *    COUNT must not use it up); keys.ts checks every date and redoes the rule in 'zone' otherwise;
 *  - 'zone': the library in the event's zone, for HOURLY (its steps are in absolute time), a start
 *    in a gap, and that fallback.
 */
export type EngineMode = 'dates' | 'floating' | 'zone';

export interface Engine {
  lib: RRuleTemporal;
  /** Library time (epoch ms) of a key. */
  timeOf(key: number): number;
  /** The key of a date the library gave, or NaN when it is a wall time that does not exist. */
  keyOf(time: number): number;
}

export interface CompiledRule {
  /** The normalised rule, as stored. */
  text: string;
  parts: RuleParts;
  /** Key of the last possible occurrence, when the rule has an UNTIL. */
  untilKey?: number;
  engine: Engine;
  /** The same rule computed in the event's zone (see EngineMode). */
  inZone(): Engine | RecurrenceError;
}

export function compileRule(text: string, series: Series): CompiledRule | RecurrenceError {
  const parts = parseRule(text);
  if (parts instanceof RecurrenceError) return parts;
  const problem = series.allDay ? allDayProblem(parts) : undefined;
  if (problem) return problem;
  const until = parts.until && normalizeUntil(parts.until, series);
  const untilKey = until === undefined ? undefined : untilKeyOf(until, series);
  const engine = makeEngine(parts, series, untilKey, modeOf(parts, series));
  if (engine instanceof RecurrenceError) return engine;
  const inZone = () => makeEngine(parts, series, untilKey, 'zone');
  return { text: formatRule(parts, until), parts, untilKey, engine, inZone };
}

function modeOf(parts: RuleParts, series: Series): EngineMode {
  if (series.allDay) return 'dates';
  return parts.freq === 'HOURLY' || series.gapTime ? 'zone' : 'floating';
}

/** An all-day series repeats whole days: times of day have no meaning in it. */
function allDayProblem(parts: RuleParts): RecurrenceError | undefined {
  if (parts.freq === 'HOURLY') {
    return new RecurrenceError('frequency', 'An all-day event cannot repeat hourly.');
  }
  if (parts.byHour || parts.byMinute || parts.bySecond) {
    return new RecurrenceError('invalid', 'An all-day event cannot have BYHOUR/BYMINUTE/BYSECOND.');
  }
  return undefined;
}

/**
 * UNTIL in stored form. Timed series: a UTC date-time; a date means the end of that local day, a
 * floating date-time a local time in the event's zone. All-day series: a date (the local date of a
 * UTC value).
 */
function normalizeUntil(until: NonNullable<RuleParts['until']>, series: Series): string {
  const { zone } = series;
  if (series.allDay) {
    return icalDate(until.utc ? toLocalWall(wallMs(until.wall), zone) : until.wall);
  }
  if (until.utc) return icalUtc(wallMs(until.wall));
  const local = until.date ? `${until.wall.slice(0, 10)} 23:59:59` : until.wall;
  return icalUtc(toInstant(local, zone));
}

function untilKeyOf(until: string, series: Series): number {
  const wall = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)} `;
  if (series.allDay) return dateKey(`${wall}00:00:00`);
  return wallMs(`${wall}${until.slice(9, 11)}:${until.slice(11, 13)}:${until.slice(13, 15)}`);
}

const HOUR = 3_600_000;
const identity = (ms: number) => ms;

/**
 * The library's rule in the given mode. `strict` makes it refuse what RFC 5545 forbids (BYWEEKNO
 * outside YEARLY...). In 'dates' and 'floating' mode UNTIL is passed as the UTC-read wall of the
 * last moment, which the library accepts next to its UTC DTSTART; the floating one an hour late, as
 * a repeated hour makes walls and instants disagree by that much (keys.ts cuts at the true UNTIL).
 */
function makeEngine(
  parts: RuleParts,
  series: Series,
  untilKey: number | undefined,
  mode: EngineMode
): Engine | RecurrenceError {
  const { zone } = series;
  const floating = mode === 'floating';
  const timeOf = floating ? (key: number) => localMs(key, zone) : identity;
  const keyOf = floating ? (time: number) => existingInstant(time, zone) : identity;
  const libUntil = untilKey === undefined ? undefined : timeOf(untilKey) + (floating ? HOUR : 0);
  const start = series.anchor.start.replace(' ', 'T');
  const dtstart = floating
    ? { timeZoneId: 'UTC', toString: () => `${start}+00:00[UTC]` }
    : series.dtstart;
  const rule = { ...parts, ...(mode === 'zone' ? pinnedTime(parts, series) : {}) };
  try {
    const lib = new RRuleTemporal({
      rruleString: formatRule(rule, libUntil === undefined ? undefined : icalUtc(libUntil)),
      dtstart,
      strict: true,
      // Results are read once; the library's memo would only keep them alive.
      cache: false,
    });
    return { lib, timeOf, keyOf };
  } catch (error) {
    return libraryError(error);
  }
}

/** The instant of a wall (UTC-read ms) in the zone, NaN when the wall falls in a gap. */
function existingInstant(local: number, zone: Zone): number {
  const ms = instantOfLocal(local, zone);
  return localMs(ms, zone) === local ? ms : NaN;
}

/**
 * A start in a DST gap was moved forward (02:30 → 03:30) to exist; the library would take 03:30 as
 * the time of every occurrence. Naming the intended time keeps 02:30 on the other days.
 */
function pinnedTime(parts: RuleParts, series: Series): Partial<RuleParts> {
  const time = series.gapTime;
  if (!time || parts.freq === 'HOURLY' || parts.byHour || parts.byMinute || parts.bySecond) {
    return {};
  }
  return { byHour: [time.hour], byMinute: [time.minute], bySecond: [time.second] };
}

/** The library throws for RFC violations and, on rules that never match, when it gives up. */
export function libraryError(error: unknown): RecurrenceError {
  const message = error instanceof Error ? error.message : String(error);
  if (/maximum (iterations|candidate)/i.test(message)) {
    return new RecurrenceError(
      'impossible',
      'The rule can never produce a date (e.g. 30 February).'
    );
  }
  return new RecurrenceError('invalid', `The rule is not valid: ${message}.`);
}

/** The stored UNTIL as a wall in the event's zone (for descriptions and schedules). */
export function untilWall(compiled: CompiledRule, series: Series): string | undefined {
  if (compiled.untilKey === undefined) return undefined;
  return series.allDay ? msWall(compiled.untilKey) : toLocalWall(compiled.untilKey, series.zone);
}
