/**
 * On SQLite the read path reads on a connection of its own (docs/api.md §10.2).
 *
 * Why: knex gives SQLite a pool of one connection, so every statement of a read waited for the
 * write transaction in flight — during an import, a record's (about 30 ms), once per statement:
 * the default list's p50 went from 23 to 168 ms while the admin imported 1,500 series (issue #29,
 * bench/import/live.js). SQLite lets readers read beside a writer: a second connection, opened
 * read-only on the same file, sees every committed write and nothing a transaction has not yet
 * committed. better-sqlite3 is synchronous, so each statement runs whole between two of the
 * writer's, on the one thread.
 *
 * What stays on Strapi's connection: every statement inside a transaction (the runner reads a
 * write's own rows there), an in-memory database (another connection would see another
 * database), and a statement SQLite refuses with SQLITE_BUSY — in rollback-journal mode a writer
 * whose cache spilled holds the file until it commits. The reader's busy timeout is 0: waiting
 * would hold the only thread, and so the writer it waits for.
 */
import type { Core } from '@strapi/strapi';

export interface SqliteStatement {
  all(...params: unknown[]): Record<string, unknown>[];
}
export interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
  close(): void;
}
type SqliteDriver = new (
  filename: string,
  options: { readonly: boolean; fileMustExist: boolean; timeout: number }
) => SqliteConnection;

/**
 * Where the reader is kept: on knex's client of this Strapi, so that it lives and dies with the
 * database it reads, and the tests' statement counter (tests/api/helpers/sql.ts) counts its
 * statements as the app's.
 */
export const READER = Symbol.for('strapi-plugin-events-calendar.sqlite-reader');

interface KnexSqliteClient {
  driver?: SqliteDriver;
  [READER]?: SqliteConnection | null;
}

const knexClient = (strapi: Core.Strapi): KnexSqliteClient => strapi.db.connection.client;

function fileOf(strapi: Core.Strapi): string | null {
  const config = strapi.config.get('database.connection') as
    { connection?: { filename?: unknown } } | undefined;
  const filename = config?.connection?.filename;
  if (typeof filename !== 'string' || !filename || filename === ':memory:') return null;
  return filename.startsWith('file:') ? null : filename; // URI names: options we cannot read
}

/** The reader of this Strapi's SQLite database, opened at first use; null where there is none. */
export function sqliteReader(strapi: Core.Strapi): SqliteConnection | null {
  const client = knexClient(strapi);
  if (client[READER] !== undefined) return client[READER];
  const file = fileOf(strapi);
  client[READER] = file && client.driver ? open(strapi, client.driver, file) : null;
  return client[READER];
}

/** A file that cannot be opened so (permissions, a driver's refusal) leaves reads where they were. */
function open(strapi: Core.Strapi, Driver: SqliteDriver, file: string): SqliteConnection | null {
  try {
    return new Driver(file, { readonly: true, fileMustExist: true, timeout: 0 });
  } catch (error) {
    strapi.log.warn(`[calendar] reads stay on Strapi's connection: ${file}: ${error}`);
    return null;
  }
}

/** Strapi stops: the reader closes before Strapi closes the database. */
export function closeSqliteReader(strapi: Core.Strapi): void {
  const client = knexClient(strapi);
  client[READER]?.close();
  client[READER] = null;
}

export const isBusy = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';
