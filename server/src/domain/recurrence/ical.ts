/**
 * A recurrence in VEVENT content lines (RFC 5545 §3.8.5): RRULE, RDATE, EXDATE. Lines are not
 * folded; the calendar writer that embeds them folds every line it writes.
 */
import { RecurrenceError, type Anchor, type Recurrence, type Wall } from './types';
import { compileRule } from './compile';
import { readAnchor, type Series } from './series';
import { hasTzid, icalDate, icalDateTime, icalUtc, toInstant } from './zone';

export function recurrenceToIcal(rec: Recurrence, anchor: Anchor): string[] {
  const series = readAnchor(anchor);
  if (series instanceof RecurrenceError) return [];
  const rules = rec.rules.map((text) => {
    const rule = compileRule(text, series);
    return `RRULE:${rule instanceof RecurrenceError ? text : rule.text}`;
  });
  return [
    ...rules,
    ...dateLine('RDATE', rec.rdates, series),
    ...dateLine('EXDATE', rec.exdates, series),
  ];
}

/**
 * Dates in the event's own form: VALUE=DATE for all-day, TZID for a named zone; fixed offsets and
 * UTC have no TZID that names them (a VTIMEZONE would be needed), so their values are UTC.
 */
function dateLine(name: string, walls: Wall[], series: Series): string[] {
  if (walls.length === 0) return [];
  if (series.allDay) return [`${name};VALUE=DATE:${walls.map(icalDate).join(',')}`];
  if (hasTzid(series.zone)) {
    return [`${name};TZID=${series.zone.name}:${walls.map(icalDateTime).join(',')}`];
  }
  return [`${name}:${walls.map((wall) => icalUtc(toInstant(wall, series.zone))).join(',')}`];
}
