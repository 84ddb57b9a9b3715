/**
 * Recurring events (RFC 5545 RRULE/RDATE/EXDATE): reading what users send, expanding a series into
 * occurrences, and writing it out again (words, iCalendar, schema.org). Pure: no Strapi, no I/O;
 * rrule-temporal does the rule arithmetic, this module the checks, zones and the event's shape.
 */
export {
  RecurrenceError,
  isRecurrenceError,
  type Anchor,
  type Expansion,
  type Occurrence,
  type Recurrence,
  type RecurrenceErrorCode,
} from './types';
export { normalizeRecurrence, parseRecurrenceText, type RecurrenceInput } from './normalize';
export { ALL_EXCLUDED, expandSeries, type ExpandOptions } from './expand';
export { describeRecurrence, type Lang } from './describe';
export { recurrenceToIcal } from './ical';
export { splitRecurrence, shiftRecurrence, type Split } from './split';
export { eventSchedule, type Schedule } from './schedule';
