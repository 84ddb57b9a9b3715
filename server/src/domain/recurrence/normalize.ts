/**
 * A recurrence as given (object form or RFC 5545 text) turned into its stored form, or refused.
 */
import type { Zone } from 'luxon';
import { RecurrenceError, type Anchor, type Recurrence, type Wall } from './types';
import { compileRule } from './compile';
import { readAnchor, wallOf, keyOf, type Series } from './series';
import { readIcalValue, toInstant, toLocalWall, wallMs, zoneOf } from './zone';

export interface RecurrenceInput {
  rules: string[];
  rdates: Wall[];
  exdates: Wall[];
}

const invalid = (message: string) => new RecurrenceError('invalid', message);

export function normalizeRecurrence(
  input: RecurrenceInput,
  anchor: Anchor
): Recurrence | RecurrenceError {
  const series = readAnchor(anchor);
  if (series instanceof RecurrenceError) return series;
  const lists = [input?.rules, input?.rdates, input?.exdates];
  if (!lists.every((list) => Array.isArray(list) && list.every((v) => typeof v === 'string'))) {
    return invalid('A recurrence has rules, rdates and exdates, each a list of strings.');
  }
  const rules = normalizeRules(input.rules, series);
  if (rules instanceof RecurrenceError) return rules;
  const rdates = normalizeWalls(input.rdates, series);
  const exdates = normalizeWalls(input.exdates, series);
  if (rdates instanceof RecurrenceError) return rdates;
  if (exdates instanceof RecurrenceError) return exdates;
  if (rules.length === 0 && rdates.length === 0) {
    return new RecurrenceError('empty', 'A recurrence needs a rule or at least one added date.');
  }
  return { rules, rdates, exdates };
}

function normalizeRules(rules: string[], series: Series): string[] | RecurrenceError {
  const out: string[] = [];
  for (const text of rules) {
    const rule = compileRule(text, series);
    if (rule instanceof RecurrenceError) return rule;
    if (!out.includes(rule.text)) out.push(rule.text);
  }
  return out;
}

/** Valid walls, sorted, without duplicates; all-day dates at 00:00:00. */
function normalizeWalls(walls: Wall[], series: Series): Wall[] | RecurrenceError {
  const bad = walls.find((wall) => Number.isNaN(wallMs(wall)));
  if (bad !== undefined) return invalid(`"${bad}" is not a date and time (YYYY-MM-DD HH:MM:SS).`);
  const normal = series.allDay ? walls.map((wall) => `${wall.slice(0, 10)} 00:00:00`) : walls;
  return [...new Set(normal)].sort();
}

// ---------------------------------------------------------------------------------------------------
// RFC 5545 text
// ---------------------------------------------------------------------------------------------------

interface ContentLine {
  name: string;
  params: Map<string, string>;
  value: string;
}

/**
 * 'RRULE:…', 'RDATE;TZID=…:…,…' and 'EXDATE…' lines, or a bare rule ('FREQ=MONTHLY;BYDAY=2TU').
 * Folded lines (RFC 5545 §3.1) are unfolded first; CRLF or LF.
 */
export function parseRecurrenceText(text: string, anchor: Anchor): Recurrence | RecurrenceError {
  const series = readAnchor(anchor);
  if (series instanceof RecurrenceError) return series;
  if (typeof text !== 'string') return invalid('A recurrence text must be a string.');
  const input: RecurrenceInput = { rules: [], rdates: [], exdates: [] };
  for (const raw of unfold(text)) {
    const problem = readLine(raw, series, input);
    if (problem) return problem;
  }
  return normalizeRecurrence(input, anchor);
}

function unfold(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

function readLine(
  raw: string,
  series: Series,
  input: RecurrenceInput
): RecurrenceError | undefined {
  const line = /^FREQ=/i.test(raw)
    ? { name: 'RRULE', params: new Map(), value: raw }
    : contentLine(raw);
  if (line === null) return invalid(`"${raw}" is not an RRULE, RDATE or EXDATE line.`);
  if (line.name === 'DTSTART') {
    return invalid(
      'DTSTART is not accepted: a series starts at the event’s start date. Remove the DTSTART line.'
    );
  }
  if (line.name === 'RRULE') {
    input.rules.push(line.value);
    return undefined;
  }
  if (line.name !== 'RDATE' && line.name !== 'EXDATE') {
    return invalid(`${line.name} lines are not supported (only RRULE, RDATE and EXDATE).`);
  }
  const walls = dateValues(line, series);
  if (walls instanceof RecurrenceError) return walls;
  (line.name === 'RDATE' ? input.rdates : input.exdates).push(...walls);
  return undefined;
}

/** NAME;PARAM=VALUE;…:VALUE, with quoted parameter values that may hold ':' or ';'. */
function contentLine(raw: string): ContentLine | null {
  const m = /^([A-Za-z-]+)((?:;[A-Za-z-]+=(?:"[^"]*"|[^";:]*))*):(.*)$/.exec(raw);
  if (m === null) return null;
  const params = new Map<string, string>();
  for (const p of m[2].matchAll(/;([A-Za-z-]+)=("[^"]*"|[^";:]*)/g)) {
    params.set(p[1].toUpperCase(), p[2].replace(/^"|"$/g, ''));
  }
  return { name: m[1].toUpperCase(), params, value: m[3].trim() };
}

function dateValues(line: ContentLine, series: Series): Wall[] | RecurrenceError {
  const type = (line.params.get('VALUE') ?? 'DATE-TIME').toUpperCase();
  if (type !== 'DATE' && type !== 'DATE-TIME') {
    return invalid(`${line.name};VALUE=${type} is not supported (DATE or DATE-TIME only).`);
  }
  const tzid = line.params.get('TZID');
  const source = tzid === undefined ? undefined : zoneOf(tzid);
  if (source === null) return invalid(`Unknown time zone TZID=${tzid}.`);
  const walls: Wall[] = [];
  for (const item of line.value.split(',')) {
    const wall = eventWall(item, source, series);
    if (wall === null) return invalid(`${line.name}: "${item}" is not a date or date-time.`);
    walls.push(wall);
  }
  return walls;
}

/**
 * One DATE or DATE-TIME as a wall in the event's zone: UTC and TZID values are converted, floating
 * ones already are event-zone walls. A date on a timed series means that day at the event's time.
 */
function eventWall(item: string, source: Zone | undefined, series: Series): Wall | null {
  const value = readIcalValue(item);
  if (value === null) return null;
  if (value.date)
    return series.allDay ? value.wall : `${value.wall.slice(0, 10)} ${startTime(series)}`;
  let wall = value.wall;
  if (value.utc) wall = toLocalWall(wallMs(wall), series.zone);
  else if (source !== undefined) wall = toLocalWall(toInstant(wall, source), series.zone);
  return series.allDay ? wallOf(series, keyOf(series, wall)) : wall;
}

function startTime(series: Series): string {
  return series.anchor.start.slice(11);
}
