/**
 * The calendar's events feed: its query (validated with yup), the database filter it becomes, and
 * the shape of an event on the calendar. Pure; the service runs the query.
 */
import { yup } from '@strapi/utils';
import {
  ATTENDANCE_MODES,
  EVENT_STATUSES,
  POST_STATUSES,
  type AttendanceMode,
  type CalendarEvent,
  type EventStatus,
  type FeedQuery,
  type Named,
  type OccurrenceInfo,
  type PostStatus,
} from '../../../contracts/calendar';

/** A filter in Strapi's query-engine syntax (`{ $and: [...] }`, `{ locale: 'en' }` ...). */
export type Where = Record<string, unknown>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Longest range one request may ask for: a month view shows six weeks, a list month one month. */
export const MAX_RANGE_DAYS = 100;
/** More events than any view can draw; the feed stops there rather than loading a whole archive. */
export const MAX_EVENTS = 2000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86400000;

/** `a,b` (what the calendar sends) and `a[]=...` (qs) both give a list. */
const list = <T extends yup.AnySchema>(item: T) =>
  yup
    .array()
    .of(item)
    .transform((value: unknown, original: unknown) =>
      typeof original === 'string' ? original.split(',').filter(Boolean) : value
    )
    .min(1);

const documentId = yup
  .string()
  .trim()
  .matches(/^[A-Za-z0-9_-]{1,64}$/)
  .required();

export const feedQuerySchema = (languages: string[]) =>
  yup
    .object({
      start: yup.string().matches(DAY).required(),
      end: yup.string().matches(DAY).required(),
      locale: yup.string().oneOf(languages).required(),
      categories: list(documentId),
      venues: list(documentId),
      organizers: list(documentId),
      statuses: list(
        yup
          .string()
          .oneOf([...POST_STATUSES])
          .required()
      ),
      eventStatuses: list(
        yup
          .string()
          .oneOf([...EVENT_STATUSES])
          .required()
      ),
      attendanceModes: list(
        yup
          .string()
          .oneOf([...ATTENDANCE_MODES])
          .required()
      ),
    })
    // Other query parameters (a cache buster, say) are dropped, not refused: the feed is read non-strict.
    .noUnknown()
    .test('range', `end must be after start, at most ${MAX_RANGE_DAYS} days later`, (q) => {
      if (!q?.start || !q.end) return true;
      const days = dayNumber(q.end) - dayNumber(q.start);
      return days > 0 && days <= MAX_RANGE_DAYS;
    });

/**
 * Occurrences (single events and occurrences of series: the REST API's docs/api.md §12) of the
 * language that overlap [start, end), by status.
 */
export function occurrenceWhere(q: FeedQuery): Where {
  // Local wall times are 'YYYY-MM-DD HH:MM:SS' strings: they compare like the times they spell.
  const and: Where[] = [
    { lang: q.locale },
    { startLocal: { $lt: `${q.end} 00:00:00` } },
    { endLocal: { $gt: `${q.start} 00:00:00` } },
  ];
  if (q.statuses) and.push({ postStatus: { $in: q.statuses } });
  return { $and: and };
}

/** The events `ids` narrowed by the filters and by `permission`. */
export function feedWhere(ids: number[], q: FeedQuery, permission: Where | undefined): Where {
  const and: Where[] = [{ id: { $in: ids } }];
  if (q.categories) and.push({ categories: { documentId: { $in: q.categories } } });
  if (q.venues) and.push({ venue: { documentId: { $in: q.venues } } });
  if (q.organizers) and.push({ organizers: { documentId: { $in: q.organizers } } });
  // The shown row's own status: a canceled occurrence is its exception's. NULL reads as the default.
  const oneOf = (field: string, values: string[] | undefined, fallback: string) => {
    if (!values) return;
    const any: Where[] = [{ [field]: { $in: values } }];
    if (values.includes(fallback)) any.push({ [field]: { $null: true } });
    and.push({ $or: any });
  };
  oneOf('eventStatus', q.eventStatuses, 'scheduled');
  oneOf('attendanceMode', q.attendanceModes, 'offline');
  if (permission) and.push(permission);
  return { $and: and };
}

/** An event row as the feed reads it (relations only when the admin may read their kind). */
export interface CalendarRow {
  id: number;
  documentId: string;
  locale: string;
  title: string;
  postStatus: PostStatus;
  allDay: boolean | null;
  timezone: string;
  startLocal: string;
  endLocal: string;
  categories?: Named[];
  venue?: Named | null;
  organizers?: Named[];
  eventStatus?: EventStatus | null;
  attendanceMode?: AttendanceMode | null;
  createdBy?: { id: number } | null;
  /** On an occurrence: `id`, `startLocal`, `endLocal` are the occurrence's (feed.ts `asOccurrence`). */
  occurrence?: OccurrenceInfo | null;
}

/** An occurrence row of the feed (services/occurrences.ts). */
export interface OccurrenceRow {
  publicId: number;
  eventId: number;
  seriesId: number | null;
  startLocal: string;
  endLocal: string;
  originalStart: string | null;
}

/** The event `row` shown as the occurrence `o` (a single event's occurrence is the event itself). */
export function asOccurrence(row: CalendarRow, o: OccurrenceRow): CalendarRow {
  if (o.seriesId === null) return row;
  return {
    ...row,
    id: o.publicId,
    startLocal: o.startLocal,
    endLocal: o.endLocal,
    occurrence: {
      seriesId: o.seriesId,
      originalStart: o.originalStart as string,
      changed: o.eventId !== o.seriesId,
    },
  };
}

const named = (n: Named): Named => ({ documentId: n.documentId, name: n.name });

export function toCalendarEvent(row: CalendarRow, editable: boolean): CalendarEvent {
  return {
    id: row.id,
    documentId: row.documentId,
    locale: row.locale,
    title: row.title,
    status: row.postStatus,
    allDay: row.allDay === true,
    timezone: row.timezone,
    start: row.startLocal.replace(' ', 'T'),
    end: row.endLocal.replace(' ', 'T'),
    categories: (row.categories ?? []).map(named),
    venue: row.venue ? named(row.venue) : null,
    organizers: (row.organizers ?? []).map(named),
    eventStatus: row.eventStatus ?? 'scheduled',
    attendanceMode: row.attendanceMode ?? 'offline',
    editable,
    occurrence: row.occurrence ?? null,
  };
}
