/**
 * The calendar's record kinds and what identifies a record, shared by the wire layer (v1/) and the
 * services; imports neither of them.
 */

export type RecordKind = 'event' | 'venue' | 'organizer' | 'category' | 'tag';

/** The largest id a record can have: the rule itself is domain/limits.ts. */
export { MAX_ID } from './limits';

/**
 * Occurrences of recurring events have ids of their own, above every event id: this base plus the
 * occurrence row's id (docs/api.md §12). The Events Calendar Pro does the same with its
 * "provisional" occurrence ids above the post ids; a site would need a billion events to reach it.
 */
export const OCCURRENCE_ID_BASE = 1_000_000_000;

export const OCCURRENCE_UID = 'plugin::calendar.occurrence';

export const UID = {
  event: 'plugin::calendar.event',
  venue: 'plugin::calendar.venue',
  organizer: 'plugin::calendar.organizer',
  category: 'plugin::calendar.category',
  tag: 'plugin::calendar.tag',
} as const satisfies Record<RecordKind, string>;

export type CalendarUid = (typeof UID)[RecordKind];

/**
 * The attributes a Document Service write sets. Strapi types a write's `data` by the content
 * type's UID from its schema registry, which holds an app's own content types, not a plugin's:
 * for the plugin's UIDs it is an open record of attributes.
 */
export type DocumentData = Record<string, unknown>;

/**
 * A reference a request's arguments name (an id or slug, a user, an image, a term by slug or name,
 * the document of an id), looked up for the whole request at once before the arguments are parsed
 * (docs/api.md §10). Ids and slugs are strings, as they arrive.
 */
export type RefQuery =
  /** Answer: the ids of the request language's versions, deduplicated, in order; null when any is unknown. */
  | { type: 'records'; kind: RecordKind; refs: readonly string[]; bySlug: boolean }
  /** Answer: whether this users-permissions user exists. */
  | { type: 'user'; id: number }
  /** Answer: the media library image an `image` argument names (its id, or the URL of a file there), or null. */
  | { type: 'image'; ref: string }
  /** Answer: the request language's term of that slug, or else of that name (any case), or null (docs/tec-behaviour.md §4.6). */
  | { type: 'term'; kind: 'category' | 'tag'; text: string }
  /** Answer: the document id of the record with this id (any language version), or null. */
  | { type: 'document'; kind: RecordKind; id: number };

export type RefAnswer = number[] | number | string | boolean | null;

/**
 * Answers every reference of one request, in the order asked, in the request's language:
 * implemented by the records service (one statement per kind of record), handed to the wire layer
 * by the controller.
 */
export type ResolveRefs = (queries: readonly RefQuery[], lang: string) => Promise<RefAnswer[]>;
