/**
 * What an import reads from a source, in one shape for every source (docs/api.md §15): The Events
 * Calendar's REST API (import/tec) and iCalendar files and feeds (import/ical) both hand the
 * importer a list of records written as the arguments of this API's own write routes, so every
 * imported value passes the checks a REST client's would (docs/api.md §7). Pure data.
 */

export type ImportKind = 'category' | 'tag' | 'venue' | 'organizer' | 'event';

/** The order records are written in: a record's links point only at kinds before it. */
export const IMPORT_ORDER: readonly ImportKind[] = [
  'category',
  'tag',
  'venue',
  'organizer',
  'event',
];

/** Links to other records of the same source, by their remote ids (resolved to local ids on write). */
export interface ImportLinks {
  venue?: string;
  organizers?: string[];
  categories?: string[];
  tags?: string[];
  /** A category's parent category. */
  parent?: string;
}

export interface ImportRecord {
  kind: ImportKind;
  /**
   * The record's identity in its source, stable across runs: a TEC id ("42"), an iCalendar UID,
   * `UID#RECURRENCE-ID` for an exception, or a key the reader derives (a LOCATION's text).
   */
  remoteId: string;
  /** Names the record in messages: `event 42 “Jazz night”`. */
  label: string;
  /**
   * The record as the arguments of this API's create route for its kind (docs/api.md §7), without
   * links to other records (`links`) and without `translation_of`; `image` is a URL to download.
   */
  args: Record<string, unknown>;
  links?: ImportLinks;
  /** The remote id of the record in the source's default language this one translates (WPML). */
  translationOf?: string;
  /** An iCalendar exception (RECURRENCE-ID): its series' remote id and the replaced occurrence's start. */
  exceptionOf?: { remoteId: string; originalStart: string };
  /** What the reader had to assume to read this record (a date without a time zone...). */
  warnings?: string[];
}

/** A record, or a part of the source, that could not be read: named, never silently dropped. */
export interface ImportProblem {
  /** The source (URL or file) and, when known, the record (`event 42`, `VEVENT uid@x`, `line 17`). */
  source: string;
  record?: string;
  message: string;
}

/**
 * The namespace an iCalendar record is known in, whichever way its calendar arrives (a file on the
 * command line, an upload, a URL, a subscription): RFC 5545 §3.8.4.7 makes a UID globally unique,
 * so the same UID (+ RECURRENCE-ID) in the same language is the same event (docs/api.md §15.1).
 */
export const ICAL_NAMESPACE = 'ical';

/**
 * The namespace of the records a source wrote before namespaces were kept (an upgrade): a TEC
 * site's namespace URL names its own records; every other source was an iCalendar file or feed.
 */
export const namespaceOfSource = (source: string): string =>
  /\/tribe\/events\/v1\/?$/.test(source) ? source : ICAL_NAMESPACE;

export interface ImportBatch {
  /**
   * Where the records' identities live (their links' keys): ICAL_NAMESPACE for iCalendar; a TEC
   * site's records are known by its namespace URL (`source`), their ids being the site's own.
   */
  namespace?: string;
  /**
   * The source's own name when the reader found one (TEC: the namespace URL it discovered from
   * the address it was given), so `https://old.example` and its `/wp-json/...` address are one
   * source to the links; else the address or file as given.
   */
  source?: string;
  records: ImportRecord[];
  problems: ImportProblem[];
  /**
   * Why nothing of the source could be read (an unreachable site, a missing file, a page that is
   * not a calendar): the run then fails with it as its error (docs/api.md §15.2).
   */
  unreadable?: string;
  /** Why reading stopped before the source's end: the import's time or problem budget (§15.2). */
  stopped?: string;
}

/** What one import may spend (the option `importBudget`, import/budget.ts; docs/api.md §15.2). */
export interface ImportBudgetConfig {
  /** Longest run, reading and writing, in milliseconds. */
  timeMs: number;
  /** Most problems (records or pages that could not be read, records that failed) before it stops. */
  problems: number;
}

/** A source that could not be read at all: its one problem, and the same as the run's error. */
export const unreadableBatch = (source: string, message: string): ImportBatch => ({
  records: [],
  problems: [{ source, message }],
  unreadable: `${source}: ${message}`,
});

export type ImportOutcome = 'created' | 'updated' | 'unchanged' | 'skipped' | 'failed' | 'trashed';

export interface ImportResult {
  kind: ImportKind;
  remoteId: string;
  label: string;
  outcome: ImportOutcome;
  /** Why a record was skipped or failed, or brought back from the trash. */
  reason?: string;
  /** What the reader assumed and what the write left out (a link, an image), for the summary. */
  warnings?: string[];
  /** The local id written (or that would be written, on a dry run: null for a create). */
  id?: number | null;
}

/** What an import link holds about its record (content type `import-link`, import/importer/links.ts). */
export interface ImportLink {
  key: string;
  recordId: number;
  hash: string;
  importedAt: string | Date | null;
  /** The image last imported for the record, downloaded once: a run again reuses the file. */
  imageUrl: string | null;
  imageId: number | null;
  /**
   * The status the event had when a subscription's refresh moved it to the trash (docs/api.md
   * §15.3): set only by that trash, so an event back in the feed is restored to it; null otherwise.
   */
  trashedFrom?: string | null;
}

/** The content type of import links (docs/api.md §15.1): the importer's, and what the site's own writes keep current. */
export const IMPORT_LINK_UID = 'plugin::calendar.import-link';

/**
 * Whether a record was written here after its import last wrote it (docs/api.md §15.1): Strapi
 * stamps every write, and the link holds the stamp of the import's own write. A write the site makes
 * on the import's behalf moves the link's stamp with it (§3.1 scheduled publishing, §15.3 the
 * subscription's trash), so only an editor's write counts.
 */
export const changedSince = (updatedAt: Date, importedAt: string | Date | null) =>
  importedAt === null || updatedAt.getTime() > new Date(importedAt).getTime();
