/**
 * The contract of the calendar page's admin routes (server/src/admin-api/routes.ts): what each route
 * takes and what it answers. The server's controllers and the admin's calls both import these types,
 * so neither side re-declares the other's and a change that breaks one breaks the build of both.
 *
 * Types, and the value lists both sides need; nothing here imports from server/ or admin/.
 */
import type { CalendarSettings } from './settings';

/** WordPress's post statuses, which the REST API and the calendar both speak. */
export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Whether an event happens as planned, and where people attend (the REST API's docs/api.md §13). */
export const EVENT_STATUSES = [
  'scheduled',
  'canceled',
  'postponed',
  'rescheduled',
  'moved_online',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const ATTENDANCE_MODES = ['offline', 'online', 'mixed'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** A category, venue or organizer as the calendar shows it. */
export interface Named {
  documentId: string;
  name: string;
}

/** An event on the calendar. Times are wall times in the event's own timezone, `YYYY-MM-DDTHH:MM:SS`. */
export interface CalendarEvent {
  id: number;
  documentId: string;
  locale: string;
  title: string;
  status: PostStatus;
  allDay: boolean;
  timezone: string;
  start: string;
  end: string;
  categories: Named[];
  venue: Named | null;
  organizers: Named[];
  eventStatus: EventStatus;
  attendanceMode: AttendanceMode;
  /** Whether this admin may drag and resize it. */
  editable: boolean;
  /**
   * Set on an occurrence of a recurring event (the REST API's docs/api.md §12): `id` is then the
   * occurrence's id, `documentId` the series' (or its exception's). A drag asks which occurrences
   * the change is for (`Scope`).
   */
  occurrence: OccurrenceInfo | null;
}

export interface OccurrenceInfo {
  /** The series' event id. */
  seriesId: number;
  /** The occurrence's start in the rule, `YYYY-MM-DD HH:MM:SS` in the event's timezone. */
  originalStart: string;
  /** Whether this occurrence was changed on its own (an exception). */
  changed: boolean;
}

/** Which occurrences of a series a change is for: this one, this and the following ones, or all. */
export const SCOPES = ['this', 'following', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

/** The query of the events feed, as the server reads it (lists travel as `a,b`). */
export interface FeedQuery {
  /** First day shown, `YYYY-MM-DD` (wall date: events are placed by their own local times). */
  start: string;
  /** Day after the last day shown (exclusive), as FullCalendar gives it. */
  end: string;
  locale: string;
  /** documentIds, so a filter survives switching the language. */
  categories?: string[];
  venues?: string[];
  organizers?: string[];
  statuses?: PostStatus[];
  eventStatuses?: EventStatus[];
  attendanceModes?: AttendanceMode[];
}

/** What the filters offer: the records of one language this admin may read, by name. */
export interface FilterChoices {
  categories: Named[];
  venues: Named[];
  organizers: Named[];
}

/** Everything the calendar page needs before it shows a single event. */
export interface CalendarOptions {
  /** The language these choices are in. */
  locale: string;
  languages: string[];
  settings: CalendarSettings;
  choices: FilterChoices;
  can: { reschedule: boolean; create: boolean };
}

/** A move or a resize: wall times in the event's timezone. */
export interface ScheduleChange {
  /** New start, wall time in the event's timezone. */
  start: string;
  /** New end (for all-day events: the last day, inclusive). Omitted on a move: the length is kept. */
  end?: string;
  /** Dropping a timed event on the all-day row makes it all-day, and the reverse. */
  allDay?: boolean;
}

export interface RescheduleBody extends ScheduleChange {
  locale: string;
  /** On an occurrence: its id and which occurrences move (default `this`). */
  occurrence?: number;
  scope?: Scope;
}

/** A draft on the selected slot, to be completed in the Content Manager. */
export interface CreateBody extends Required<ScheduleChange> {
  locale: string;
  title: string;
}

/** GET /calendar/events: the events of a date range in one language, by start. */
export declare namespace GetEvents {
  export interface Request {
    query: FeedQuery;
  }
  export interface Response {
    data: CalendarEvent[];
  }
}

/** GET /calendar/options: without a language, the default one (the page's first call). */
export declare namespace GetOptions {
  export interface Request {
    query: { locale?: string };
  }
  export interface Response {
    data: CalendarOptions;
  }
}

/** PUT /calendar/events/:documentId/schedule: `end` omitted is a move that keeps the length. */
export declare namespace RescheduleEvent {
  export interface Request {
    params: { documentId: string };
    body: RescheduleBody;
  }
  export interface Response {
    data: CalendarEvent;
  }
}

/** POST /calendar/events: answers 201 with the new draft. */
export declare namespace CreateEvent {
  export interface Request {
    body: CreateBody;
  }
  export interface Response {
    data: CalendarEvent;
  }
}

// ---------------------------------------------------------------------------------------------
// Imports and subscriptions (docs/api.md §15): what the admin Import page and the subscription
// settings exchange with the server.

export type ImportOutcomeName =
  'created' | 'updated' | 'unchanged' | 'skipped' | 'failed' | 'trashed';
export type ImportCounts = Record<ImportOutcomeName, number>;

/** One record of a run's report that needs a reader's eye: failed, skipped, or with warnings. */
export interface ImportReportLine {
  kind: string;
  label: string;
  outcome: ImportOutcomeName;
  reason?: string;
  warnings?: string[];
}

export interface ImportProblemLine {
  source: string;
  record?: string;
  message: string;
}

/**
 * `cancelling`: asked to stop, the record being written still going; `cancelled`: stopped so,
 * every record it wrote whole; `interrupted`: stopped by a shutdown or lost with its instance.
 */
export type ImportRunStatus =
  'reading' | 'writing' | 'cancelling' | 'done' | 'failed' | 'cancelled' | 'interrupted';

/** An import started from the admin, as stored (any instance answers its progress). */
export interface ImportRunView {
  id: number;
  status: ImportRunStatus;
  /** The URL, or the uploaded file's name. */
  source: string;
  lang: string;
  dryRun: boolean;
  sourceWins: boolean;
  /** Records written so far and in all (0 while the source is read). */
  done: number;
  total: number;
  counts: ImportCounts;
  report: ImportReportLine[];
  problems: ImportProblemLine[];
  /** Why the run stopped, when it failed as a whole. */
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** Who or what started it: an administrator (named), the command line (its user and host), a subscription (its name or URL). */
  startedBy: { via: ImportStartedVia; name: string | null };
}

export type ImportStartedVia = 'admin' | 'cli' | 'subscription';

/** What the Import page sends: a URL, or an iCalendar file's text and name. */
export interface ImportRunInput {
  url?: string;
  file?: { name: string; text: string };
  lang?: string;
  user?: string;
  password?: string;
  dryRun?: boolean;
  sourceWins?: boolean;
}

/** An iCalendar subscription (docs/api.md §15.3). */
export interface SubscriptionInput {
  url: string;
  lang: string;
  /** Category ids added to every event the feed creates. */
  categories: number[];
  /** The status of events the feed creates. */
  status: 'publish' | 'draft';
  refreshMinutes: number;
  /** The feed's version replaces edits made here (The Events Calendar's update authority). */
  sourceWins: boolean;
  enabled: boolean;
}

export interface SubscriptionView extends SubscriptionInput {
  id: number;
  lastRefreshAt: string | null;
  lastCounts: ImportCounts | null;
  /** The last refresh's problems, or its failure. */
  lastProblems: ImportProblemLine[];
}
