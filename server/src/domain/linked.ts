/**
 * Venue and organizer list queries and inputs, shared by v1/ and services/; imports neither.
 */
import type { PostStatus } from './visibility';

export type LinkedKind = 'venue' | 'organizer';

export interface LinkedListQuery {
  lang: string;
  statuses: PostStatus[];
  search?: string;
  /** Only records linked to this event. */
  eventId?: number;
  /** true: linked to an event that is not a draft or pending; false: linked to none such. */
  hasEvents?: boolean;
  /** Only records linked to an event (of `eventStatuses`) starting at or after this instant. */
  upcomingFrom?: Date;
  /**
   * The event statuses this caller may see (docs/api.md §3): `event` and `only_with_upcoming` look at
   * those events only, so a list never tells an anonymous caller what a draft event links to.
   */
  eventStatuses: PostStatus[];
  /** What the search may look into on password-protected records (see searchWhere). */
  searchAccess: SearchAccess;
  page: number;
  perPage: number;
}

/** `all`: every protected field (an editor in the edit context); else those of records with no password or this one. */
export interface SearchAccess {
  all: boolean;
  password?: string;
}

export interface LinkedInput {
  data: Record<string, unknown>;
  /** Keys of `data` the plugin derived rather than the request sent: a create's duplicate search skips them. */
  derived?: string[];
  requestedStatus?: PostStatus;
  mayPublish?: boolean;
}
