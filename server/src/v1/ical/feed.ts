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
import { publicPageUrl } from '../urls';
import { tzidOf, vtimezone } from './timezones';

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

/** The venue as LOCATION (name, then its address) and GEO; a locked venue shows its name only (docs/api.md §3). */
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
function content(e: EventRow, out: OutputContext): Partial<ICalEventData> {
  if (!out.unlocked(e.password)) return {};
  const description = plainText(e.description);
  const image = serializeImage(e.image, out.origin);
  return {
    description: description ? { plain: description, html: renderHtml(e.description) } : null,
    location: e.venue ? locationOf(e.venue, out) : null,
    organizer: organizerOf(e.organizers, out),
    categories: e.categories.map((c) => ({ name: c.name })),
    attachments: image ? [image.url] : [],
  };
}

function eventData(e: EventRow, out: OutputContext): ICalEventData {
  const changed = lastChangeOf(e);
  return {
    id: uidOf(e, out),
    stamp: changed,
    lastModified: changed,
    created: instant(e.createdAt),
    ...(e.allDay ? allDaySchedule(e) : timedSchedule(e)),
    summary: e.title,
    url: publicPageUrl(out.site, 'events', e.slug),
    status: STATUS[e.postStatus] ?? ICalEventStatus.CONFIRMED,
    ...content(e, out),
  };
}

export function eventFeed(rows: EventRow[], out: OutputContext, opts: FeedOptions): string {
  const calendar = ical({
    prodId: { company: 'Strapi', product: 'Events Calendar', language: opts.lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: opts.name,
    ttl: REFRESH_SECONDS,
    // No calendar-wide zone (ical-generator would write DTSTAMP in it, which must be UTC); the
    // generator adds one VTIMEZONE per TZID the events use.
    timezone: { name: null, generator: vtimezone },
  });
  for (const row of rows) calendar.createEvent(eventData(row, out));
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one included.
  return `${calendar.toString()}\r\n`;
}
