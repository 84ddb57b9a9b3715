/**
 * What the wire layer asks of the event services and what it hands them to write: event list
 * queries and event inputs, in the services' camelCase terms. Shared by v1/ and services/;
 * imports neither.
 */
import type { PostStatus } from './visibility';
import type { LinkedInput } from './linked';

/** Wall-time bounds ('YYYY-MM-DD HH:MM:SS'), compared with the events' local start/end as TEC does. */
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
  cost?: string | null;
  currencySymbol?: string | null;
  currencyPosition?: 'prefix' | 'postfix' | null;
  website?: string;
  showMap?: boolean;
  showMapLink?: boolean;
  hideFromListings?: boolean;
  sticky?: boolean;
  featured?: boolean;
  imageId?: number | null;
  /** Venue, organizers and terms: existing ones by id, or ones to create with the event. */
  links?: EventLinks;
  /** Create the request language's version of this document (docs/api.md §2 `translation_of`). */
  translationOf?: string;
}
