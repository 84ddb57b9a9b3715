/**
 * Rows of the plugin's own bookkeeping tables (import runs, subscriptions, occurrences, import
 * links) and of the Strapi tables the plugin reads, the way Strapi's query engine returns them: declared
 * once here, and tied to their content types in tables.ts.
 */
import type {
  ImportCounts,
  ImportProblemLine,
  ImportReportLine,
  ImportRunStatus,
  ImportStartedVia,
} from '../../../contracts/calendar';
import type { ImportKind, ImportLink } from '../domain/import';
import type { MediaRecord } from '../domain/types';

/** Datetime columns: a Date on PostgreSQL and MySQL, text on SQLite. */
type Stamp = string | Date;

export interface ImportRunRow {
  id: number;
  status: ImportRunStatus;
  source: string | null;
  lang: string | null;
  dryRun: boolean | null;
  sourceWins: boolean | null;
  done: number | null;
  total: number | null;
  counts: ImportCounts | null;
  report: ImportReportLine[] | null;
  problems: ImportProblemLine[] | null;
  error: string | null;
  startedBy: number | null;
  /** Null on runs from before every import was recorded: the admin's. */
  startedVia: ImportStartedVia | null;
  startedByName: string | null;
  startedAt: Stamp;
  heartbeatAt: Stamp | null;
  finishedAt: Stamp | null;
}

export interface SubscriptionRow {
  id: number;
  url: string | null;
  lang: string | null;
  categories: number[] | null;
  eventStatus: string | null;
  refreshMinutes: number | null;
  sourceWins: boolean | null;
  enabled: boolean | null;
  lastRefreshAt: Stamp | null;
  lastCounts: ImportCounts | null;
  lastProblems: ImportProblemLine[] | null;
  /** Refreshes so far: a claim taken for a scheduled refresh requires it unchanged (subscription-claim.ts). */
  refreshCount: number | null;
  claimedBy: string | null;
  claimedUntil: Stamp | null;
}

/** A row of the occurrence table (services/occurrences.ts, docs/api.md §12). */
export interface OccurrenceTableRow {
  id: number;
  publicId: number;
  eventId: number;
  seriesId: number | null;
  eventDocument: string | null;
  lang: string | null;
  postStatus: string | null;
  hidden: boolean | null;
  startLocal: string;
  endLocal: string;
  startUtc: Stamp;
  endUtc: Stamp;
  originalStart: string | null;
}

export interface ImportLinkRow extends ImportLink {
  id: number;
  /** Null on links written before namespaces (setup/import-links.ts gives them one at start). */
  namespace: string | null;
  source: string;
  kind: ImportKind;
  remoteId: string;
  lang: string;
}

/** A media library file; `related` only when populated. */
export interface FileRow extends MediaRecord {
  related?: unknown[];
}

/** What logging in with a users-permissions password reads of the user. */
export interface UserRow {
  id: number;
  password?: string | null;
  blocked?: boolean | null;
  confirmed?: boolean | null;
}
