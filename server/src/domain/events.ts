/**
 * What the wire layer asks of the event services and what it hands them to write: event list
 * queries and event inputs, in the services' camelCase terms. Shared by v1/ and services/;
 * imports neither.
 */
import type { PostStatus } from './visibility';
import type { LinkedInput } from './linked';
import type { Anchor, Recurrence } from './recurrence';
import type { AttendanceMode, EventStatus } from './event-status';
import { normalizeTimezone } from '../utils/dates';

/** Wall-time bounds ('YYYY-MM-DD HH:MM:SS'), compared with the events' local start/end like TEC. */
export interface Window {
  startFrom?: string;
  endTo?: string;
  startBefore?: string;
  startAfter?: string;
  endBefore?: string;
  endAfter?: string;
}

export interface EventListQuery {
  lang: string;
  statuses: PostStatus[];
  window: Window;
  search?: string;
  /** Whether a search may match password-protected events (only for callers who may edit them). */
  searchProtected?: boolean;
  categoryIds?: number[];
  tagIds?: number[];
  venueIds?: number[];
  organizerIds?: number[];
  featured?: boolean;
  includeIds?: number[];
  parentId?: number;
  ticketed?: boolean;
  /** `hide_subsequent_recurrences`: only the first occurrence of each series in the window. */
  firstOfSeries?: boolean;
  /** Only the occurrences of this series (GET /events/{id}/occurrences). */
  seriesId?: number;
  /** Only events with one of these statuses, attendance modes (docs/api.md §13). */
  eventStatuses?: EventStatus[];
  attendanceModes?: AttendanceMode[];
  /** Venue ids within the radius, when a geographic centre was given (resolved by the service). */
  geo?: { center?: { lat: number; lng: number }; radiusKm: number };
  page: number;
  perPage: number;
}

export type LinkRef = { id: number } | { create: LinkedInput };

export type TermRef = { id: number } | { name: string };

export interface EventLinks {
  /** null unlinks the venue. */
  venue?: LinkRef | null;
  organizers?: LinkRef[];
  categories?: TermRef[];
  tags?: TermRef[];
}

export interface EventInput {
  title?: string;
  description?: string;
  excerpt?: string;
  slug?: string;
  authorId?: number;
  postDate?: Date;
  requestedStatus?: PostStatus;
  /** Whether the caller may publish (holds the update action): drives the status scale-back. */
  mayPublish?: boolean;
  password?: string | null;
  timezone?: string;
  allDay?: boolean;
  startUtc?: Date;
  endUtc?: Date;
  /** The wall times of startUtc/endUtc in the event's timezone (stored by the derived-times middleware). */
  startLocal?: string;
  endLocal?: string;
  cost?: string | null;
  currencySymbol?: string | null;
  currencyPosition?: 'prefix' | 'postfix' | null;
  website?: string;
  showMap?: boolean;
  showMapLink?: boolean;
  hideFromListings?: boolean;
  sticky?: boolean;
  featured?: boolean;
  /** docs/api.md §13; null clears to the default (reason and URL: to none). */
  eventStatus?: EventStatus | null;
  eventStatusReason?: string | null;
  attendanceMode?: AttendanceMode | null;
  onlineUrl?: string | null;
  /** The site's own fields to write (docs/api.md §14), by attribute name; null clears one. */
  siteFields?: Record<string, unknown>;
  imageId?: number | null;
  /** Venue, organizers and terms: existing ones by id, or ones to create with the event. */
  links?: EventLinks;
  /** Create the request language's version of this document (docs/api.md §2 `translation_of`). */
  translationOf?: string;
  /** A series' rules (docs/api.md §12); null makes the event a single event. */
  recurrence?: Recurrence | null;
  /** Written on an exception: the occurrence of a series it replaces. */
  exceptionOf?: { seriesId: number; originalStart: string };
}

/** A series' rule is anchored at its own start, in its own timezone (RFC 5545 DTSTART). */
export function anchorOf(
  row: { startLocal: string; endLocal: string; timezone: string; allDay: boolean | null },
  fallbackZone: string
): Anchor {
  return {
    start: row.startLocal,
    end: row.endLocal,
    timezone: normalizeTimezone(row.timezone) ?? fallbackZone,
    allDay: row.allDay === true,
  };
}
