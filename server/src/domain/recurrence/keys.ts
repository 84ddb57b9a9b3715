/**
 * The dates one rule generates, as keys (see series.ts), with DTSTART always first.
 *
 * RFC 5545 makes DTSTART the first instance even when the rule would not produce it, and it then
 * uses up one of COUNT. The library is asked for what the rule itself produces (so a rule that
 * produces nothing can be told apart) and DTSTART is put in front here.
 */
import { RecurrenceError } from './types';
import { libraryError, type CompiledRule, type Engine } from './compile';
import type { Series } from './series';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface RuleKeys {
  keys: number[];
  /** False for a rule without COUNT or UNTIL: `keys` then stop at the limit asked for. */
  bounded: boolean;
}

/**
 * Keys of the rule: all of them for a bounded rule, up to `limitKey` for an unbounded one. More
 * than `cap` is refused as too many, and the walk stops as soon as it knows.
 */
export function ruleKeys(
  rule: CompiledRule,
  series: Series,
  limitKey: number,
  cap: number
): RuleKeys | RecurrenceError {
  try {
    let own = generate(rule, rule.engine, series, limitKey, cap);
    // A floating date fell in a DST gap: only the library in the zone skips it the RFC's way.
    if (own === null) own = inZone(rule, series, limitKey, cap);
    if (own instanceof RecurrenceError) return own;
    return { keys: withStart(own, rule, series), bounded: isBounded(rule) };
  } catch (error) {
    return libraryError(error);
  }
}

function inZone(rule: CompiledRule, series: Series, limitKey: number, cap: number) {
  const engine = rule.inZone();
  if (engine instanceof RecurrenceError) return engine;
  return generate(rule, engine, series, limitKey, cap) ?? [];
}

function isBounded(rule: CompiledRule): boolean {
  return rule.parts.count !== undefined || rule.untilKey !== undefined;
}

/** The rule's own keys, or null when one is a wall time that does not exist (floating mode). */
function generate(
  rule: CompiledRule,
  engine: Engine,
  series: Series,
  limitKey: number,
  cap: number
): number[] | null | RecurrenceError {
  const { count } = rule.parts;
  if (count !== undefined) {
    if (count > cap) return tooMany(cap);
    // Bounded by COUNT, so all() ends; it throws for a rule that can never match.
    return toKeys(engine.lib.all(), engine);
  }
  const end = rule.untilKey ?? limitKey;
  const keys = walk(rule, engine, series.startKey, end, cap);
  if (keys === null) return null;
  if (keys.length > cap) return tooMany(cap);
  if (keys.length === 0) return nothingGenerated(rule, engine, end);
  return keys;
}

function toKeys(dates: { epochMilliseconds: number }[], engine: Engine): number[] | null {
  const keys = dates.map((date) => engine.keyOf(date.epochMilliseconds));
  return keys.some(Number.isNaN) ? null : keys;
}

/**
 * between() over windows that double in length: a sparse rule needs few calls, a dense one (hourly
 * until 2100) stops after the window that passes the cap instead of listing a million dates.
 * Windows are inclusive and one second apart, and occurrences fall on whole seconds. Bounds are
 * keys turned into library time, with an hour to spare for a repeated hour; the keys are then cut.
 */
function walk(rule: CompiledRule, engine: Engine, from: number, to: number, cap: number) {
  const keys: number[] = [];
  let start = engine.timeOf(from);
  const last = engine.timeOf(to) + HOUR;
  for (let span = firstSpan(rule); start <= last && keys.length <= cap; span *= 2) {
    const end = Math.min(last, start + span - 1000);
    const found = toKeys(engine.lib.between(new Date(start), new Date(end), true), engine);
    if (found === null) return null;
    for (const key of found) if (key <= to) keys.push(key);
    start = end + 1000;
  }
  return keys;
}

/**
 * At most a day's worth of dates per day: a year at once. Times of day multiply that (BYHOUR ×
 * BYMINUTE can give 1,440 a day), so those rules start with a week.
 */
function firstSpan(rule: CompiledRule): number {
  const { freq, byHour, byMinute, bySecond } = rule.parts;
  return freq === 'HOURLY' || byHour || byMinute || bySecond ? 7 * DAY : 366 * DAY;
}

/**
 * Nothing up to the end. With an UNTIL the rule adds no date: the series is its DTSTART alone,
 * which RFC 5545 §3.8.5.3 makes the first instance whether the rule generates it or not (a
 * holiday feed's Good Friday is `DTSTART:20270326` with a rule for Easter Mondays until the 31st;
 * Google and Apple show the one day). Without an UNTIL the rule may just be sparse (29 February
 * and a one-year horizon), and next() tells: the library throws for one that never matches.
 */
function nothingGenerated(rule: CompiledRule, engine: Engine, end: number) {
  if (rule.untilKey !== undefined || engine.lib.next(new Date(engine.timeOf(end))) !== null) {
    return [];
  }
  return new RecurrenceError(
    'empty',
    `The rule ${rule.text} has no occurrence after the event's start.`
  );
}

function withStart(own: number[], rule: CompiledRule, series: Series): number[] {
  if (own[0] === series.startKey) return own;
  const keys = [series.startKey, ...own];
  const { count } = rule.parts;
  return count === undefined ? keys : keys.slice(0, count);
}

export function tooMany(cap: number): RecurrenceError {
  return new RecurrenceError('too_many', `The series has more than ${cap} occurrences.`);
}
