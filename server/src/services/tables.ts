/**
 * Strapi's query engine, typed by table: each content type's UID is tied to its row type once here,
 * so a read gets its rows' type from the UID it names (and, with `select`, only the columns it
 * selected) instead of a cast at each call. Strapi types every row as `any`.
 */
import type { Core } from '@strapi/strapi';
import { IMPORT_LINK_UID } from '../domain/import';
import { OCCURRENCE_UID, UID } from '../domain/records';
import type { EventRow, OrganizerRow, TermRow, VenueRow } from '../domain/types';
import type {
  FileRow,
  ImportLinkRow,
  ImportRunRow,
  OccurrenceTableRow,
  SubscriptionRow,
  UserRow,
} from './table-rows';

export interface Rows {
  [UID.event]: EventRow;
  [UID.venue]: VenueRow;
  [UID.organizer]: OrganizerRow;
  [UID.category]: TermRow;
  [UID.tag]: TermRow;
  [OCCURRENCE_UID]: OccurrenceTableRow;
  [IMPORT_LINK_UID]: ImportLinkRow;
  'plugin::calendar.import-run': ImportRunRow;
  'plugin::calendar.subscription': SubscriptionRow;
  'plugin::upload.file': FileRow;
  'plugin::users-permissions.user': UserRow;
}

type Where = Record<string, unknown>;
/** What a write sets: attributes by name (a row type itself, or a record of some of them). */
type Data = object;

/** A read's parameters; `select` names columns of the row type. */
interface Read<K> {
  select?: readonly K[];
  where?: Where;
  populate?: unknown;
  orderBy?: unknown;
  limit?: number;
  offset?: number;
}

/** The whole row, or the columns selected. */
type Picked<R, K extends keyof R> = [K] extends [never] ? R : Pick<R, K>;

/** `NoInfer`: what the caller expects back never stands in for the columns it selected. */
export interface Table<R> {
  findOne<K extends keyof R = never>(params: Read<K>): Promise<Picked<R, NoInfer<K>> | null>;
  findMany<K extends keyof R = never>(params?: Read<K>): Promise<Picked<R, NoInfer<K>>[]>;
  count(params?: { where?: Where }): Promise<number>;
  create(params: { data: Data }): Promise<R>;
  createMany(params: { data: Data[] }): Promise<{ count: number }>;
  update(params: { where: Where; data: Data }): Promise<R | null>;
  updateMany(params: { where: Where; data: Data }): Promise<{ count: number }>;
  delete(params: { where: Where }): Promise<R | null>;
  deleteMany(params?: { where?: Where }): Promise<{ count: number }>;
}

export const table = <U extends keyof Rows>(strapi: Core.Strapi, uid: U): Table<Rows[U]> =>
  strapi.db.query(uid);

/**
 * A row read back right after this code wrote it: there unless deleted in between, which a caller
 * answering with the row cannot carry on from.
 */
export function written<R>(row: R | null, what: string): R {
  if (row === null) throw new Error(`[calendar] ${what} was gone when read back after its write`);
  return row;
}
