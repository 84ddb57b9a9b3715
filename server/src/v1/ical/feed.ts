/**
 * An event list as an iCalendar feed (RFC 5545; docs/api.md §9), made with ical-generator from the same
 * rows and the same visibility as the JSON list: what a password keeps out of the JSON record
 * (description, venue, organizers, categories, image) stays out of the feed.
 *
 * The feed is a function of the rows only: UID from the event's id, DTSTAMP and LAST-MODIFIED
 * from the newest change of what the VEVENT shows, never "now". Two requests with nothing changed
 * in between get the same bytes, so its ETag holds and clients see no phantom updates.
 */
import ical, {
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalEventData,
  type ICalLocationWithTitle,
} from 'ical-generator';
import { DateTime } from 'luxon';
import type { EventRow, OrganizerRow, VenueRow } from '../../domain/types';
import type { PostStatus } from '../../domain/visibility';
import { plainText, renderHtml } from '../../utils/html';
import type { OutputContext } from '../serializers/context';
import { serializeImage } from '../serializers/image';
import { eventPageUrl } from '../serializers/recurrence';
import { anchorOf } from '../../domain/events';
import { recurrenceToIcal } from '../../domain/recurrence';
import { normalizeTimezone } from '../../utils/dates';
import { tzidOf, vtimezone } from './timezones';
import { attendanceOf, attendsOnline, eventStatusOf } from '../../domain/event-status';

export interface FeedOptions {
  /** The request's language: the feed's PRODID says it (RFC 5545 §3.7.3). */
  lang: string;
  /** X-WR-CALNAME / NAME: what a client calls the subscribed calendar. */
  name: string;
}

/** Subscribed clients that honour it refresh hourly (RFC 7986 REFRESH-INTERVAL; Outlook and Apple's X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

const STATUS: Record<PostStatus, ICalEventStatus> = {
  publish: ICalEventStatus.CONFIRMED,
  future: ICalEventStatus.CONFIRMED,
  private: ICalEventStatus.CONFIRMED,
  draft: ICalEventStatus.TENTATIVE,
  pending: ICalEventStatus.TENTATIVE,
  trash: ICalEventStatus.CANCELLED,
};

/**
 * The event's own status over its post status (docs/api.md §13): a canceled event is CANCELLED and
 * a postponed one TENTATIVE (RFC 5545 has no "postponed": its date is not settled); a trashed one
 * stays CANCELLED whatever it says.
 */
function statusOf(e: EventRow): ICalEventStatus {
  const own = eventStatusOf(e.eventStatus);
  if (e.postStatus !== 'trash' && own === 'canceled') return ICalEventStatus.CANCELLED;
  if (e.postStatus !== 'trash' && own === 'postponed') return ICalEventStatus.TENTATIVE;
  return STATUS[e.postStatus] ?? ICalEventStatus.CONFIRMED;
}

/**
 * RFC 7986 CONFERENCE (a URI value, never TEXT-escaped). ical-generator writes only X- names and
 * escapes their values for TEXT, which would break a URL with ';' or ','; so the VEVENT carries a
 * placeholder naming the URL by its index, replaced by the real line when the feed is written.
 */
const CONFERENCE_MARK = 'X-CALENDAR-CONFERENCE';

/** RFC 5545 §3.1: lines longer than 75 octets continue on lines that start with a space. */
function folded(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  // URLs are ASCII here (WHATWG-serialised), so cutting by octets never splits a character.
  for (let i = 0; i < bytes.length; i += i === 0 ? 75 : 74)
    parts.push(bytes.subarray(i, i + (i === 0 ? 75 : 74)).toString('utf8'));
  return parts.join('\r\n ');
}

function withConferences(text: string, urls: string[]): string {
  return text.replace(new RegExp(`^${CONFERENCE_MARK}:(\\d+)$`, 'gm'), (_m, i: string) =>
    folded(`CONFERENCE;VALUE=URI;FEATURE=VIDEO:${urls[Number(i)]}`)
  );
}

const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The newest change of an event and the linked records it shows: the VEVENT's DTSTAMP, and the feed's Last-Modified. */
export function lastChangeOf(e: EventRow): Date {
  const dates = [e.updatedAt, e.venue?.updatedAt, ...e.organizers.map((o) => o.updatedAt)].filter(
    (d): d is string | Date => !!d
  );
  return new Date(Math.max(...dates.map((d) => instant(d).getTime())));
}

export function newestChange(rows: EventRow[]): Date | null {
  return rows.length ? new Date(Math.max(...rows.map((r) => lastChangeOf(r).getTime()))) : null;
}

/** `{id}@{site host}`: one UID per event and language version, stable across edits and requests. */
const uidOf = (e: EventRow, out: OutputContext) => `${e.id}@${new URL(out.site).host}`;

/**
 * All-day events are dates (RFC 5545 §3.6.1): DTEND is the day after the last one, which TEC
 * stores as 23:59:59 (or, from some clients, as the next midnight: both mean the same last day).
 */
function allDaySchedule(e: EventRow): Pick<ICalEventData, 'allDay' | 'start' | 'end'> {
  const start = DateTime.fromSQL(e.startLocal, { zone: 'utc' }).startOf('day');
  const lastDay = DateTime.fromSQL(e.endLocal, { zone: 'utc' })
    .minus({ seconds: 1 })
    .startOf('day');
  const end = DateTime.max(lastDay, start).plus({ days: 1 });
  return { allDay: true, start, end };
}

/** Timed events: in their own zone with its TZID when clients can know it, else the same instants in UTC. */
function timedSchedule(e: EventRow): Pick<ICalEventData, 'start' | 'end' | 'timezone'> {
  const tzid = tzidOf(e.timezone);
  const at = (value: string | Date) => DateTime.fromJSDate(instant(value), { zone: tzid ?? 'utc' });
  return { start: at(e.startUtc), end: at(e.endUtc), timezone: tzid };
}

/** The venue in LOCATION (name, then its address) and GEO; a locked venue shows its name only (docs/api.md §3). */
function locationOf(v: VenueRow, out: OutputContext): ICalLocationWithTitle {
  if (!out.unlocked(v.password)) return { title: v.name };
  const region = [v.stateprovince || v.state || v.province, v.zip].filter(Boolean).join(' ');
  const address = [v.address, v.city, region, v.country].filter(Boolean).join(', ');
  const geo =
    v.geoLat !== null && v.geoLng !== null ? { geo: { lat: v.geoLat, lon: v.geoLng } } : {};
  return { title: v.name, ...(address ? { address } : {}), ...geo };
}

/**
 * ORGANIZER's value is a calendar address (RFC 5545 §3.8.4.3), so only an organizer with an email
 * can be one; a double quote cannot appear in its quoted CN, so it becomes a single one.
 */
function organizerOf(organizers: OrganizerRow[], out: OutputContext): ICalEventData['organizer'] {
  const o = organizers.find((candidate) => candidate.email && out.unlocked(candidate.password));
  return o ? { name: o.name.replace(/"/g, "'"), email: o.email as string } : null;
}

/** What a password keeps out of the JSON record stays out of the VEVENT (docs/tec-behaviour.md §5.3). */
function content(e: EventRow, out: OutputContext, urls: string[]): Partial<ICalEventData> {
  if (!out.unlocked(e.password)) return {};
  const online = attendsOnline(attendanceOf(e.attendanceMode), eventStatusOf(e.eventStatus));
  const x: Array<[string, string]> = [];
  if (online && e.onlineUrl) x.push([CONFERENCE_MARK, String(urls.push(e.onlineUrl) - 1)]);
  const description = plainText(e.description);
  const image = serializeImage(e.image, out.origin);
  return {
    description: description ? { plain: description, html: renderHtml(e.description) } : null,
    location: e.venue ? locationOf(e.venue, out) : null,
    organizer: organizerOf(e.organizers, out),
    categories: e.categories.map((c) => ({ name: c.name })),
    attachments: image ? [image.url] : [],
    x,
  };
}

function eventData(e: EventRow, out: OutputContext, urls: string[]): ICalEventData {
  const changed = lastChangeOf(e);
  return {
    id: uidOf(e, out),
    stamp: changed,
    lastModified: changed,
    created: instant(e.createdAt),
    ...(e.allDay ? allDaySchedule(e) : timedSchedule(e)),
    summary: e.title,
    url: eventPageUrl(e, out.site),
    status: statusOf(e),
    ...content(e, out, urls),
  };
}

/** A recurring event as the feed shows it: the series and every exception of it (docs/api.md §12). */
export interface SeriesEntry {
  series: EventRow;
  exceptions: EventRow[];
}

/** The instant an occurrence had in the rule (RECURRENCE-ID), written as its series' DTSTART is. */
function recurrenceIdOf(original: string, series: EventRow): ICalEventData['recurrenceId'] {
  if (series.allDay) return DateTime.fromSQL(original, { zone: 'utc' }).startOf('day');
  const zone = normalizeTimezone(series.timezone) ?? 'utc';
  return DateTime.fromSQL(original, { zone }).setZone(tzidOf(series.timezone) ?? 'utc');
}

/**
 * One VEVENT with the rules (RRULE, RDATE, EXDATE) and its first occurrence in DTSTART, and one
 * per exception with the series' UID and the RECURRENCE-ID of the occurrence it replaces
 * (RFC 5545 §3.8.4.4): what every calendar program expands itself.
 */
function seriesData(entry: SeriesEntry, out: OutputContext, urls: string[]): ICalEventData[] {
  const { series } = entry;
  const rules = recurrenceToIcal(series.recurrence!, anchorOf(series, 'UTC'));
  const master = { ...eventData(series, out, urls), repeating: rules.join('\r\n') };
  return [
    master,
    ...entry.exceptions.map((x) => ({
      ...eventData(x, out, urls),
      id: uidOf(series, out),
      recurrenceId: recurrenceIdOf(x.occurrence!.originalStart, series),
    })),
  ];
}

/**
 * `rows` are a page of a list; `series` holds the recurring events its occurrences belong to. A
 * series is written once, where its first occurrence of the page is.
 */
export function eventFeed(
  rows: EventRow[],
  out: OutputContext,
  opts: FeedOptions,
  series: Map<number, SeriesEntry> = new Map()
): string {
  const calendar = ical({
    prodId: { company: 'Strapi', product: 'Events Calendar', language: opts.lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: opts.name,
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone (ical-generator would write DTSTAMP in it, which must be UTC); the
    // generator adds one VTIMEZONE per TZID the events use.
    timezone: { name: null, generator: vtimezone },
  });
  const written = new Set<number>();
  const urls: string[] = [];
  for (const row of rows) {
    const entry = row.occurrence ? series.get(row.occurrence.seriesId) : undefined;
    if (!row.occurrence || !entry) calendar.createEvent(eventData(row, out, urls));
    else if (!written.has(entry.series.id)) {
      written.add(entry.series.id);
      for (const data of seriesData(entry, out, urls)) calendar.createEvent(data);
    }
  }
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one included.
  return `${withConferences(calendar.toString(), urls)}\r\n`;
}
