/**
 * Editing a series: "this and following" splits it in two; moving the whole series carries its
 * extra and excluded dates (and its weekdays) along.
 */
import { RecurrenceError, type Anchor, type Recurrence, type Wall } from './types';
import { compileRule, type CompiledRule } from './compile';
import { compileRules, seriesKeys } from './expand';
import { ruleKeys } from './keys';
import { WEEKDAYS, formatRule, parseRule, type RuleParts } from './rule';
import { dateKey, keyOf, readAnchor, type Series } from './series';
import { icalDate, icalUtc, msWall, wallMs } from './zone';

const DAY = 86_400_000;
/** Occurrences looked at before the split point: stored series are far smaller (max per series). */
const SPLIT_CAP = 100_000;

export interface Split {
  before: Recurrence;
  after: Recurrence;
}

/**
 * `before` ends just before the occurrence that starts at `at` (its rules get UNTIL = that instant
 * − 1 s); `after` is the rule of a new series whose start is `at` (COUNT less what came before).
 * An `after` with no rule and no date means the new event does not repeat.
 */
export function splitRecurrence(
  rec: Recurrence,
  anchor: Anchor,
  at: Wall
): Split | RecurrenceError {
  const series = readAnchor(anchor);
  if (series instanceof RecurrenceError) return series;
  const rules = compileRules(rec.rules, series);
  if (rules instanceof RecurrenceError) return rules;
  const atKey = keyOf(series, at);
  const problem = checkSplitPoint(rec, series, rules, atKey, at);
  if (problem) return problem;
  const split: Split = {
    before: { rules: [], rdates: [], exdates: [] },
    after: { rules: [], rdates: [], exdates: [] },
  };
  for (const rule of rules) {
    const keys = ruleKeys(rule, series, atKey, SPLIT_CAP);
    if (keys instanceof RecurrenceError) return keys;
    splitRule(rule, keys.keys, atKey, series, split);
  }
  const inBefore = (wall: Wall) => keyOf(series, wall) < atKey;
  split.before.rdates = rec.rdates.filter(inBefore);
  split.before.exdates = rec.exdates.filter(inBefore);
  split.after.rdates = rec.rdates.filter((wall) => keyOf(series, wall) > atKey);
  split.after.exdates = rec.exdates.filter((wall) => !inBefore(wall));
  return split;
}

function checkSplitPoint(
  rec: Recurrence,
  series: Series,
  rules: CompiledRule[],
  atKey: number,
  at: Wall
): RecurrenceError | undefined {
  if (Number.isNaN(atKey)) return new RecurrenceError('invalid', `"${at}" is not a wall time.`);
  if (atKey <= series.startKey) {
    return new RecurrenceError(
      'invalid',
      'A series cannot be split at or before its first occurrence.'
    );
  }
  const set = seriesKeys(rec, series, rules, atKey, SPLIT_CAP);
  if (set instanceof RecurrenceError) return set;
  if (!set.keys.includes(atKey)) {
    return new RecurrenceError('invalid', `${at} is not an occurrence of the series.`);
  }
  return undefined;
}

function splitRule(
  rule: CompiledRule,
  keys: number[],
  atKey: number,
  series: Series,
  split: Split
): void {
  const before = keys.filter((key) => key < atKey).length;
  const bounded = rule.parts.count !== undefined || rule.untilKey !== undefined;
  // A rule that ended before the split stays whole in `before` and has nothing left for `after`.
  if (bounded && before === keys.length) {
    split.before.rules.push(rule.text);
    return;
  }
  split.before.rules.push(
    formatRule({ ...rule.parts, count: undefined }, untilBefore(atKey, series))
  );
  split.after.rules.push(afterRule(rule, before, keys.includes(atKey)));
}

/** The last second before the split point (all-day: the day before it). */
function untilBefore(atKey: number, series: Series): string {
  return series.allDay ? icalDate(msWall(atKey - DAY)) : icalUtc(atKey - 1000);
}

/**
 * COUNT goes down by the occurrences already had. The new start always counts as the first
 * occurrence (RFC 5545), so when this rule did not produce it, it takes one more of COUNT.
 */
function afterRule(rule: CompiledRule, before: number, producesAt: boolean): string {
  const { count } = rule.parts;
  if (count === undefined) return rule.text;
  return formatRule({ ...rule.parts, count: count - before + (producesAt ? 0 : 1) });
}

// ---------------------------------------------------------------------------------------------------
// Moving a whole series
// ---------------------------------------------------------------------------------------------------

/**
 * The recurrence of a series whose start moves from `anchor` to `newAnchor`: added and excluded
 * dates move by the same wall-clock difference, and a weekly rule on days that no longer include the
 * new start's weekday moves its days too (a Tuesday class dragged to Wednesday becomes a Wednesday
 * class). UNTIL is rewritten in the new series' form when it changes between timed and all-day.
 */
export function shiftRecurrence(rec: Recurrence, anchor: Anchor, newAnchor: Anchor): Recurrence {
  const from = readAnchor(anchor);
  const to = readAnchor(newAnchor);
  if (from instanceof RecurrenceError || to instanceof RecurrenceError) return rec;
  const delta = wallMs(newAnchor.start) - wallMs(anchor.start);
  const days = Math.round((dateKey(newAnchor.start) - dateKey(anchor.start)) / DAY);
  const move = (walls: Wall[]) =>
    [...new Set(walls.map((wall) => movedWall(wall, delta, to)))].sort();
  return {
    rules: rec.rules.map((text) => shiftedRule(text, days, to)),
    rdates: move(rec.rdates),
    exdates: move(rec.exdates),
  };
}

/** All-day dates stay dates; from all-day to timed, 'D 00:00:00' + the difference is D at the new time. */
function movedWall(wall: Wall, delta: number, to: Series): Wall {
  const moved = msWall(wallMs(wall) + delta);
  return to.allDay ? `${moved.slice(0, 10)} 00:00:00` : moved;
}

function shiftedRule(text: string, days: number, to: Series): string {
  const parts = parseRule(text);
  if (parts instanceof RecurrenceError) return text;
  const until = text.match(/UNTIL=([^;]+)/)?.[1];
  const moved = formatRule(movedDays(parts, days, to), until);
  // Compiling against the new anchor rewrites UNTIL in its form (date ⇄ UTC date-time).
  const compiled = compileRule(moved, to);
  return compiled instanceof RecurrenceError ? moved : compiled.text;
}

function movedDays(parts: RuleParts, days: number, to: Series): RuleParts {
  const byDay = parts.byDay;
  if (parts.freq !== 'WEEKLY' || !byDay || days % 7 === 0) return parts;
  const weekday = WEEKDAYS[(new Date(wallMs(to.anchor.start)).getUTCDay() + 6) % 7];
  if (byDay.some((d) => d.day === weekday)) return parts;
  const shift = (day: (typeof WEEKDAYS)[number]) =>
    WEEKDAYS[(((WEEKDAYS.indexOf(day) + days) % 7) + 7) % 7];
  const moved = byDay.map((d) => ({ ordinal: d.ordinal, day: shift(d.day) }));
  // Re-parsed so the days come back in their stored order.
  const reparsed = parseRule(formatRule({ ...parts, byDay: moved }));
  return reparsed instanceof RecurrenceError ? parts : { ...parts, byDay: reparsed.byDay };
}
