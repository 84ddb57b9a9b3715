/**
 * The contract of the recurrence preview (server/src/admin-api/routes.ts,
 * `POST /calendar/recurrence/preview`), which the Content Manager's recurrence field calls while an
 * editor builds a rule (admin/src/components/recurrence/): the rule in words and the next dates.
 *
 * Types only; nothing here imports from server/ or admin/.
 */

/** An event's `recurrence` attribute when it repeats (null when it does not). */
export interface RecurrenceValue {
  /** RFC 5545 RRULE values without the `RRULE:` prefix, anchored at the event's start. */
  rules: string[];
  /** Added occurrences: wall times 'YYYY-MM-DD HH:MM:SS' in the event's timezone. */
  rdates: string[];
  /** Occurrences that do not take place, same form. */
  exdates: string[];
}

export interface PreviewBody {
  recurrence: RecurrenceValue;
  /** The event's start and end as the edit form holds them: ISO 8601 instants. */
  startUtc: string;
  endUtc: string;
  /** The event's timezone (IANA name, UTC or an offset); blank: the site's. */
  timezone: string;
  allDay: boolean;
  /** The editor's admin language, for `text` (`fr-BE` is French; an unknown one is English). */
  locale: string;
  /** How many dates to answer: 1–20, 5 when left out. */
  count?: number;
}

/** One occurrence: wall times 'YYYY-MM-DD HH:MM:SS' in the event's timezone. */
export interface PreviewOccurrence {
  start: string;
  end: string;
}

export interface RecurrencePreview {
  /** The rule in words, in the language asked for. */
  text: string;
  /** The first `count` occurrences that have not ended yet, in order. */
  next: PreviewOccurrence[];
}

/**
 * POST /calendar/recurrence/preview: 200 with the preview, or 400 with the reason when the rule,
 * the dates or the event's times are not valid (the message the event's save would give).
 */
export declare namespace PreviewRecurrence {
  export interface Request {
    body: PreviewBody;
  }
  export interface Response {
    data: RecurrencePreview;
  }
}
