/**
 * A series' occurrences: every rule's dates and DTSTART, plus RDATEs, minus EXDATEs (RFC 5545
 * §3.8.5), sorted, each as long as the event itself.
 *
 * Measured once (Node 20, a 2-CPU container with other work running): 1,000 weekly series of
 * three years in Europe/Brussels (155,083 occurrences) expand in about 0.55 s once warm, 0.9 s on a
 * first run that includes loading and JIT. About 0.3 s of it is rrule-temporal; run in the event's
 * zone instead of on wall times, the library alone took about 0.8 s (see EngineMode in compile.ts).
 */
import { RecurrenceError, type Anchor, type Expansion, type Recurrence } from './types';
import { compileRule, type CompiledRule } from './compile';
import { ruleKeys, tooMany } from './keys';
import { dateKey, keyOf, occurrenceAt, readAnchor, startOf, type Series } from './series';
import { toLocalWall } from './zone';

/**
 * Why a series whose every date is excluded is refused. The importer reads it as a note, not a
 * failure (a calendar may cancel every date of a series and keep it: import/importer/record.ts).
 */
export const ALL_EXCLUDED = 'Every date of the series is excluded.';

export interface ExpandOptions {
  /** Occurrences starting after this instant are not listed. */
  horizon: Date;
  /** Refuse a series with more occurrences (all of a bounded one, those up to the horizon otherwise). */
  max: number;
}

export function expandSeries(
  rec: Recurrence,
  anchor: Anchor,
  opts: ExpandOptions
): Expansion | RecurrenceError {
  const series = readAnchor(anchor);
  if (series instanceof RecurrenceError) return series;
  const rules = compileRules(rec.rules, series);
  if (rules instanceof RecurrenceError) return rules;
  const horizon = opts.horizon.getTime();
  const set = seriesKeys(rec, series, rules, limitKey(series, horizon), opts.max);
  if (set instanceof RecurrenceError) return set;
  return listed(series, set, horizon, opts.max);
}

export function compileRules(rules: string[], series: Series): CompiledRule[] | RecurrenceError {
  const compiled: CompiledRule[] = [];
  for (const text of rules) {
    const rule = compileRule(text, series);
    if (rule instanceof RecurrenceError) return rule;
    compiled.push(rule);
  }
  return compiled;
}

/** Where unbounded rules stop: the horizon, as a key (for all-day series, its local date). */
function limitKey(series: Series, horizon: number): number {
  return series.allDay ? dateKey(toLocalWall(horizon, series.zone)) : horizon;
}

interface KeySet {
  keys: number[];
  bounded: boolean;
}

/** The recurrence set as sorted keys. */
export function seriesKeys(
  rec: Recurrence,
  series: Series,
  rules: CompiledRule[],
  limit: number,
  max: number
): KeySet | RecurrenceError {
  // The dates first: a malformed one is a cheaper refusal than a long expansion.
  const rdates = rec.rdates.map((wall) => keyOf(series, wall));
  const exdates = rec.exdates.map((wall) => keyOf(series, wall));
  if ([...rdates, ...exdates].some(Number.isNaN)) {
    return new RecurrenceError('invalid', 'An added or excluded date is not a wall time.');
  }
  // Each EXDATE can remove one date, so a rule is only too long once it passes max + EXDATEs.
  const cap = max + exdates.length;
  const keys = new Set<number>([series.startKey, ...rdates]);
  let bounded = true;
  for (const rule of rules) {
    const found = ruleKeys(rule, series, limit, cap);
    if (found instanceof RecurrenceError) return found.code === 'too_many' ? tooMany(max) : found;
    for (const key of found.keys) keys.add(key);
    bounded &&= found.bounded;
  }
  for (const key of exdates) keys.delete(key);
  if (keys.size === 0) return new RecurrenceError('empty', ALL_EXCLUDED);
  return { keys: [...keys].sort((a, b) => a - b), bounded };
}

function listed(
  series: Series,
  set: KeySet,
  horizon: number,
  max: number
): Expansion | RecurrenceError {
  const within = set.keys.filter((key) => startOf(series, key) <= horizon);
  if ((set.bounded ? set.keys.length : within.length) > max) return tooMany(max);
  return {
    occurrences: within.map((key) => occurrenceAt(series, key)),
    complete: set.bounded && within.length === set.keys.length,
  };
}
