/**
 * The stored shape of a recurring series and the values the recurrence module hands out. Pure
 * data: the module never touches Strapi, so these types are shared by the wire layer and services.
 */
import type { Wall } from '../../utils/dates';

export type { Wall };

/**
 * What an event stores (in JSON) to repeat. `rules` are RRULE values without the `RRULE:` prefix,
 * normalised (upper case, parts in a fixed order, UNTIL as `YYYYMMDDTHHMMSSZ` for timed series and
 * `YYYYMMDD` for all-day ones). `rdates`/`exdates` are wall times in the event's zone, sorted and
 * without duplicates ('YYYY-MM-DD 00:00:00' for all-day series).
 */
export interface Recurrence {
  rules: string[];
  rdates: Wall[];
  exdates: Wall[];
}

/** What anchors a series: the event's own local start/end and zone. DTSTART is `start`. */
export interface Anchor {
  start: Wall;
  end: Wall;
  /** A zone as `normalizeTimezone` returns it: IANA name, 'UTC', or luxon's 'UTC+2' / 'UTC-5:30'. */
  timezone: string;
  allDay: boolean;
}

export interface Occurrence {
  /** The start this occurrence has by the rule, in the event's zone (its RECURRENCE-ID). */
  original: Wall;
  startUtc: Date;
  endUtc: Date;
  startLocal: Wall;
  endLocal: Wall;
}

export interface Expansion {
  occurrences: Occurrence[];
  /** False when the series goes on after the horizon: only the occurrences up to it were listed. */
  complete: boolean;
}

export type RecurrenceErrorCode = 'invalid' | 'frequency' | 'empty' | 'too_many' | 'impossible';

/**
 * A refusal, returned rather than thrown: every caller has to decide what a bad rule means for it
 * (a 400 on write, a single event on read), and a return value makes that decision explicit.
 */
export class RecurrenceError {
  constructor(
    readonly code: RecurrenceErrorCode,
    readonly message: string
  ) {}
}

export function isRecurrenceError(value: unknown): value is RecurrenceError {
  return value instanceof RecurrenceError;
}
