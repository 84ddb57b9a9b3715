/**
 * Runs the read path's statements on the connection Strapi's own knex pool hands out, straight
 * through the driver: better-sqlite3 statements are prepared once per connection and reused,
 * PostgreSQL statements are named (prepared once per connection by the server), MySQL statements
 * go through the driver's query() as knex sends them (so Strapi's type casting applies).
 * Knex's query compiler and Strapi's query engine are not involved: the statements are
 * fixed text with `?` placeholders.
 *
 * Inside a Strapi transaction the statement runs on that transaction instead (through knex), so
 * a read made while a write is in flight sees the write, and SQLite's single connection is never
 * asked for twice. Outside one, on SQLite, statements run on the read path's own read-only
 * connection (sqlite-reader.ts): a read does not wait for the writes in flight.
 */
import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { asClient, type Client } from './dialect';
import { isBusy, sqliteReader, type SqliteConnection, type SqliteStatement } from './sqlite-reader';

export type Row = Record<string, unknown>;

interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
  query(text: string, values: unknown[]): Promise<{ rows: Row[] }>;
}
interface MysqlConnection {
  query(sql: string, values: unknown[], cb: (error: Error | null, rows: Row[]) => void): void;
}
interface KnexClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

export interface Runner {
  client: Client;
  all(sql: string, params: unknown[]): Promise<Row[]>;
}

const MAX_PREPARED = 1000;
/** PostgreSQL statement names, shared by the runners of the process (the server keeps names per connection). */
const pgNames = new Map<string, { name: string; text: string }>();

/**
 * `IN (...)` for `values`, padded (with the last value) to the next of a few lengths, so that a
 * statement's text, and so its prepared statement, is shared by pages of 1 to 64 records.
 */
export function inList(values: unknown[]): { sql: string; params: unknown[] } {
  const size = values.length <= 1 ? 1 : 2 ** Math.ceil(Math.log2(values.length));
  const params = values.length ? [...values] : [null];
  while (params.length < size) params.push(params[params.length - 1]);
  return { sql: `IN (${params.map(() => '?').join(', ')})`, params };
}

/** better-sqlite3 binds numbers, strings, bigints, buffers and null only. */
const sqliteValue = (v: unknown) =>
  typeof v === 'boolean' ? (v ? 1 : 0) : v instanceof Date ? v.getTime() : v;

/** `?` → `$1, $2, ...` (the statements carry no `?` inside literals). */
function dollarParams(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export function createRunner(strapi: Core.Strapi): Runner {
  const client = asClient(strapi.db.dialect.client);
  // knex types its client `any`: what the runner uses of it is declared here.
  const knexClient = (): KnexClient => strapi.db.connection.client;
  const prepared = new WeakMap<object, Map<string, SqliteStatement>>();

  function sqlite(connection: SqliteConnection, sql: string, params: unknown[]): Row[] {
    let statements = prepared.get(connection);
    // Statement texts are few (lists are padded to a handful of lengths: see `inList`); the
    // bound only guards against a caller that builds unbounded variety.
    if (!statements || statements.size > MAX_PREPARED)
      prepared.set(connection, (statements = new Map()));
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = connection.prepare(sql)));
    return statement.all(...params.map(sqliteValue));
  }

  async function postgres(
    connection: PgConnection,
    sql: string,
    params: unknown[]
  ): Promise<Row[]> {
    let named = pgNames.get(sql);
    // Named by a hash of the text: every runner of the process (and every process) gives a text the same name.
    if (!named && pgNames.size < MAX_PREPARED)
      pgNames.set(
        sql,
        (named = {
          name: `calendar_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`,
          text: dollarParams(sql),
        })
      );
    // Past the bound, unnamed: parsed each time, nothing more kept on the server.
    if (!named) return (await connection.query(dollarParams(sql), params)).rows;
    return (await connection.query({ name: named.name, text: named.text, values: params })).rows;
  }

  function mysql(connection: MysqlConnection, sql: string, params: unknown[]): Promise<Row[]> {
    return new Promise((resolve, reject) =>
      connection.query(sql, params, (error, rows) => (error ? reject(error) : resolve(rows)))
    );
  }

  /** Through knex, on the transaction the current async context runs in. */
  async function inTransaction(sql: string, params: unknown[]): Promise<Row[]> {
    return strapi.db.transaction(async ({ trx }) => {
      const res = await trx.raw(
        sql,
        params.map((p) => (client === 'sqlite' ? sqliteValue(p) : p))
      );
      if (client === 'postgres') return (res as { rows: Row[] }).rows;
      if (client === 'mysql') return (res as [Row[]])[0];
      return res as Row[];
    });
  }

  /** On the SQLite reader; null when there is none, or a writer holds the file (SQLITE_BUSY). */
  function onReader(sql: string, params: unknown[]): Row[] | null {
    const reader = client === 'sqlite' ? sqliteReader(strapi) : null;
    if (!reader) return null;
    try {
      return sqlite(reader, sql, params);
    } catch (error) {
      if (isBusy(error)) return null;
      throw error;
    }
  }

  return {
    client,
    async all(sql, params) {
      if (strapi.db.inTransaction()) return inTransaction(sql, params);
      const read = onReader(sql, params);
      if (read) return read;
      const pool = knexClient();
      const connection = await pool.acquireConnection();
      try {
        if (client === 'postgres') return await postgres(connection as PgConnection, sql, params);
        if (client === 'mysql') return await mysql(connection as MysqlConnection, sql, params);
        return sqlite(connection as SqliteConnection, sql, params);
      } finally {
        await pool.releaseConnection(connection);
      }
    },
  };
}
