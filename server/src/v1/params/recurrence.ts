/**
 * Recurring events' arguments (docs/api.md §12): `recurrence` on event writes, `scope` on writes to
 * an occurrence, `hide_subsequent_recurrences` on lists (TEC Pro's name, which real clients send).
 * The rule is checked twice: its syntax by `validate`; against the event's start and timezone
 * (no occurrence at all, too many) once the write's schedule is known, by `recurrenceInput`.
 */
import {
  expandSeries,
  isRecurrenceError,
  normalizeRecurrence,
  parseRecurrenceText,
  type Anchor,
  type Recurrence,
} from '../../domain/recurrence';
import { recurrenceHorizon } from '../../config';
import { parseDateInput, toWall, wallToDateTime } from '../../utils/dates';
import { invalidParams } from '../errors';
import { isTruthyFlag } from './coerce';
import { param, type ParamContext } from './types';
import { isClearingValue } from './values';

/** What `recurrence` parses to: null ends a recurrence; text and lists are read against the schedule. */
export type RecurrenceArg =
  null | { text: string } | { rules: string[]; rdates: unknown[]; exdates: unknown[] };

const MAX_RULES = 10;

const isDateValue = (v: unknown) =>
  (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));

function isListForm(v: unknown, max: number): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  if (Object.keys(v).some((k) => !['rules', 'rdates', 'exdates'].includes(k))) return false;
  const rules = ('rules' in v ? v.rules : undefined) ?? [];
  const dates = (x: unknown) =>
    x === undefined || (Array.isArray(x) && x.length <= max && x.every(isDateValue));
  return (
    Array.isArray(rules) &&
    rules.length <= MAX_RULES &&
    rules.every((r) => typeof r === 'string' && r.trim() !== '') &&
    dates('rdates' in v ? v.rdates : undefined) &&
    dates('exdates' in v ? v.exdates : undefined)
  );
}

export const recurrenceParam = param({
  name: 'recurrence',
  in: 'body',
  description:
    'Makes the event recurring: RFC 5545 lines (RRULE, RDATE, EXDATE) or a bare rule, or {"rules": [...], "rdates": [...], "exdates": [...]} with dates in the event timezone; null or "" ends the recurrence',
  validate: (v, c) =>
    isClearingValue(v) ||
    (typeof v === 'string' && v.length <= 10_000) ||
    isListForm(v, c.config.recurrence.maxOccurrences),
  parse: (v): RecurrenceArg => {
    if (isClearingValue(v)) return null;
    if (typeof v === 'string') return { text: v };
    // The list form, as isListForm let it through: absent lists are empty, rules are strings.
    const o = typeof v === 'object' && v !== null ? v : {};
    const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
    return {
      rules: list('rules' in o ? o.rules : undefined).filter(
        (r): r is string => typeof r === 'string'
      ),
      rdates: list('rdates' in o ? o.rdates : undefined),
      exdates: list('exdates' in o ? o.exdates : undefined),
    };
  },
});

export const SCOPES = ['this', 'following', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

export const scopeParam = <const W extends 'query' | 'body'>(where: W) =>
  param({
    name: 'scope',
    in: where,
    type: 'string',
    enum: SCOPES,
    description:
      'On an occurrence of a recurring event: change only this occurrence (default), this and the following ones, or the whole series (the default on the series itself)',
    validate: (v) => typeof v === 'string' && (SCOPES as readonly string[]).includes(v),
  });

export const hideSubsequentRecurrences = param({
  name: 'hide_subsequent_recurrences',
  in: 'query',
  description: 'List only the first occurrence of each recurring event in the window',
  default: 'false',
  validate: (v) => typeof v === 'string' || typeof v === 'boolean',
  parse: (v) => (typeof v === 'boolean' ? v : isTruthyFlag(v)),
});

const refuse = (message: string) => invalidParams({ recurrence: { message } });

/** A list form's dates → wall times in the event's timezone, as every date the API accepts. */
function walls(values: unknown[], anchor: Anchor, c: ParamContext): string[] {
  return values.map((v) => {
    const at = parseDateInput(v as string | number, anchor.timezone, c.now);
    if (!at) throw refuse(`"${String(v)}" is not a date.`);
    return toWall(at);
  });
}

/**
 * The rule a write stores, checked against the event's schedule (`anchor`): null ends it. Throws
 * 400 rest_invalid_param naming `recurrence` with the reason; nothing has been written then.
 */
export function recurrenceInput(arg: RecurrenceArg, anchor: Anchor, c: ParamContext) {
  if (arg === null) return null;
  const rec =
    'text' in arg
      ? parseRecurrenceText(arg.text, anchor)
      : normalizeRecurrence(
          {
            rules: arg.rules,
            rdates: walls(arg.rdates, anchor, c),
            exdates: walls(arg.exdates, anchor, c),
          },
          anchor
        );
  if (isRecurrenceError(rec)) throw refuse(rec.message);
  return checkedRecurrence(rec, anchor, c);
}

const anchorStart = (anchor: Anchor) => wallToDateTime(anchor.start, anchor.timezone).toJSDate();

/** A stored or new rule against a (new) schedule: refused when it has no occurrence or too many. */
export function checkedRecurrence(rec: Recurrence, anchor: Anchor, c: ParamContext): Recurrence {
  const found = expandSeries(rec, anchor, {
    horizon: recurrenceHorizon(c.config.recurrence, rec, anchorStart(anchor), c.now),
    max: c.config.recurrence.maxOccurrences,
  });
  if (isRecurrenceError(found)) throw refuse(found.message);
  return rec;
}
