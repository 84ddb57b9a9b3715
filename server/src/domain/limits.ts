/**
 * What the databases hold: the one rule every id and whole number passes before it reaches a
 * statement (docs/api.md §5.1). SQLite keeps any 64-bit value in any column, but PostgreSQL refuses
 * a value past an `integer` column's signed 32 bits in the statement itself (even to compare it)
 * and MariaDB refuses to store it, so a value that only SQLite takes was a 500 on the other two.
 * Used by both roots, `wp/v2`, the site's own fields and imports — not a check per route. Pure.
 */

/** Strapi's `integer` columns and every id: signed 32-bit on PostgreSQL and MariaDB. */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

/** Strapi's `biginteger` columns: signed 64-bit (kept as text: a double cannot hold them). */
const INT64_MIN = BigInt('-9223372036854775808');
const INT64_MAX = BigInt('9223372036854775807');

/** The largest id a record (or a media library file, a user) can have. */
export const MAX_ID = INT32_MAX;

/** Whether `n` can be the id of a row: a whole number from 1 to MAX_ID. */
export function isStoredId(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_ID;
}

/**
 * The ids of a list that can name a row, in order. An id past them names nothing: an `include` of
 * only such ids matches nothing, an `exclude` of them excludes nothing — as an id that does not
 * exist would.
 */
export const storedIds = (ids: readonly number[]): number[] => ids.filter(isStoredId);

/** The column types whole numbers are stored in. */
export type IntegerColumn = 'integer' | 'biginteger';

/**
 * Whether a whole number (a JSON number, or its digits as text) fits a column of `type` on every
 * database. A JSON number past 2^53 is not the number it was written as, so a `biginteger` that
 * large must come as text.
 */
export function fitsInteger(type: IntegerColumn, value: number | string): boolean {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return false;
    return type === 'biginteger' || (value >= INT32_MIN && value <= INT32_MAX);
  }
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) return false;
  const n = BigInt(text);
  return type === 'integer'
    ? n >= BigInt(INT32_MIN) && n <= BigInt(INT32_MAX)
    : n >= INT64_MIN && n <= INT64_MAX;
}
