/**
 * The SQL differences between the three databases Strapi supports, as far as the read path needs
 * them. Statements are written once with `?` placeholders and `q(...)`-quoted identifiers.
 */
export type Client = 'sqlite' | 'postgres' | 'mysql';

/** Strapi's dialect client: one of the three, since Strapi refuses any other. */
export function asClient(name: string): Client {
  if (name === 'sqlite' || name === 'postgres' || name === 'mysql') return name;
  throw new Error(`[calendar] unknown database client ${name}`);
}

/** Column types a typed NULL may need in a UNION (PostgreSQL will not guess). */
export type SqlType = 'text' | 'integer' | 'float' | 'boolean' | 'datetime' | 'json';

/** PostgreSQL types a UNION branch's NULL as text unless told; SQLite and MySQL/MariaDB take a bare NULL. */
const PG_NULL_TYPES: Record<SqlType, string> = {
  text: 'TEXT',
  integer: 'INTEGER',
  float: 'DOUBLE PRECISION',
  boolean: 'BOOLEAN',
  datetime: 'TIMESTAMP',
  json: 'JSONB',
};

export interface Dialect {
  client: Client;
  /** Quotes an identifier: `q('calendar_events')`. */
  q(name: string): string;
  /** A table name, schema-qualified when the connection names a schema (PostgreSQL). */
  table(name: string): string;
  /** A boolean as a statement parameter. */
  bool(value: boolean): unknown;
  /** `column LIKE ?` case-insensitively, the way Strapi's `$containsi` writes it (`not` for `$notContainsi`). */
  containsi(column: string, not?: boolean): string;
  /** The LIKE pattern of `$containsi`: `%text%` with `%`, `_` and `\` escaped, the way Strapi escapes them. */
  likePattern(text: string): string;
  /** `locale:id` pairs of the rows matched by `from` (`FROM ... WHERE ...`), comma-separated, as one value. */
  pairs(locale: string, id: string, from: string): string;
  /** NULL of a given type, for UNION branches that have no such column. */
  nullOf(type: SqlType): string;
  /**
   * `FORCE INDEX (name)` on MySQL/MariaDB, nothing elsewhere. MariaDB walks the event list index by
   * `ref` on its equality prefix (language, status) for an ORDER BY ... LIMIT, filtering every
   * entry before the window's start instead of seeking to it: 4.4 ms for a page of a calendar
   * with 28,000 past occurrences. Forced, it reads the same index as a range (0.09 ms).
   */
  forceIndex(name: string): string;
  /**
   * `INDEXED BY name` on SQLite, nothing elsewhere: a lookup by id that should read a narrow index
   * rather than the table's row. SQLite's planner always prefers the rowid, and an event's row is
   * wide (its texts): term counts at 100,000 events read 6,700 rows scattered over a 150 MB file,
   * 29 ms, where the covering index answers in 6 ms (read-path/term-counts.ts).
   */
  indexedBy(name: string): string;
}

export function createDialect(client: Client, schema?: string | null): Dialect {
  const q = client === 'mysql' ? (name: string) => `\`${name}\`` : (name: string) => `"${name}"`;
  return {
    client,
    q,
    table: (name) => (schema ? `${q(schema)}.${q(name)}` : q(name)),
    bool: (value) => (client === 'postgres' ? value : value ? 1 : 0),
    containsi(column, not = false) {
      const lower =
        client === 'postgres' ? `LOWER(CAST(${column} AS VARCHAR))` : `LOWER(${column})`;
      // SQLite has no default LIKE escape character; PostgreSQL and MySQL use the backslash.
      return `${lower} ${not ? 'NOT ' : ''}LIKE LOWER(?)${client === 'sqlite' ? " ESCAPE '\\'" : ''}`;
    },
    likePattern: (text) => `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`,
    pairs(locale, id, from) {
      if (client === 'postgres')
        return `(SELECT STRING_AGG(${locale} || ':' || ${id}, ',' ORDER BY ${id}) ${from})`;
      if (client === 'mysql')
        return `(SELECT GROUP_CONCAT(CONCAT(${locale}, ':', ${id}) ORDER BY ${id} SEPARATOR ',') ${from})`;
      // SQLite's group_concat has no ORDER BY before 3.44; the caller orders the pairs itself.
      return `(SELECT GROUP_CONCAT(${locale} || ':' || ${id}, ',') ${from})`;
    },
    nullOf: (type) => (client === 'postgres' ? `CAST(NULL AS ${PG_NULL_TYPES[type]})` : 'NULL'),
    forceIndex: (name) => (client === 'mysql' ? `FORCE INDEX (${q(name)})` : ''),
    indexedBy: (name) => (client === 'sqlite' ? `INDEXED BY ${q(name)}` : ''),
  };
}

/** `?, ?, ?` for `n` values. */
export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');
