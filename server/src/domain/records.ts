/**
 * The calendar's record kinds and what identifies a record, shared by the wire layer (v1/) and the
 * services; imports neither of them.
 */

export type RecordKind = 'event' | 'venue' | 'organizer' | 'category' | 'tag';

/** The largest id a record can have (signed 32-bit integer columns). */
export const MAX_ID = 2147483647;

export const UID = {
  event: 'plugin::calendar.event',
  venue: 'plugin::calendar.venue',
  organizer: 'plugin::calendar.organizer',
  category: 'plugin::calendar.category',
  tag: 'plugin::calendar.tag',
} as const satisfies Record<RecordKind, string>;

export type CalendarUid = (typeof UID)[RecordKind];

/**
 * Existence checks the parameter layer needs (ids, slugs, users, images), implemented by the records
 * service and handed to parameter validation with each request.
 */
export interface Lookup {
  /** Ids (of the request's language version) of records of `kind` matching ids of any language or slugs; null when any is missing. */
  resolveIds(
    kind: RecordKind,
    refs: Array<string | number>,
    lang: string,
    bySlug: boolean
  ): Promise<number[] | null>;
  userExists(id: number): Promise<boolean>;
  /** The media library image an `image` argument names (its id, or the URL of a file already there), or null. */
  imageId(ref: string): Promise<number | null>;
  /** The `lang` term of that slug, or else of that name (any case), or null (docs/tec-behaviour.md §4.6). */
  termByText(kind: 'category' | 'tag', text: string, lang: string): Promise<number | null>;
  /** The document id of the record with this id (any language version), or null. */
  documentOf(kind: RecordKind, id: number): Promise<string | null>;
}
