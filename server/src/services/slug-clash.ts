/**
 * Slug races between concurrent writes (docs/api.md §7: slugs unique per kind and language). Every
 * create of an event, venue, organizer, category or tag looks for a free slug, then inserts; two
 * writes of the same name, in two processes or on two pooled connections, see the same slug free
 * and the unique (slug, locale) index refuses the second. Running the loser's whole transaction
 * again makes it see the winner: it picks the next free slug, or finds the winner as the duplicate
 * it would have been (venues and organizers are de-duplicated, term names are looked up).
 *
 *   const id = await retryingSlugClashes(() => strapi.db.transaction(() => createIn(...)));
 *
 * Only around a whole transaction: inside one, PostgreSQL refuses every statement after the error.
 */

import { retrying, type RetryRule } from '../utils/retry';

interface DatabaseError {
  name?: unknown;
  code?: unknown;
  errno?: unknown;
  details?: { errors?: Array<{ path?: unknown }> };
}

/**
 * One write refused for a slug another took first: by Strapi's own uid check (a ValidationError on
 * `slug`) or, when both passed it, by the unique index, in each database's words — PostgreSQL
 * 23505, MySQL/MariaDB ER_DUP_ENTRY (1062), better-sqlite3 SQLITE_CONSTRAINT_UNIQUE. Strapi hands
 * the driver's error on unchanged, except that its SQLite dialect turns errno 19 into a bare
 * NotNullError: better-sqlite3 (Strapi 5's SQLite driver) sets no errno, so that never happens here
 * (tests/unit/slug-clash-retry.test.ts checks it), and a NotNullError is not retried, being one too.
 */
export function isSlugClash(error: unknown): boolean {
  const { name, code, errno, details } = (error ?? {}) as DatabaseError;
  if (name === 'ValidationError')
    return (details?.errors ?? []).some(
      (e) => Array.isArray(e.path) && e.path.join('.') === 'slug'
    );
  return (
    code === '23505' ||
    code === 'ER_DUP_ENTRY' ||
    errno === 1062 ||
    (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT_UNIQUE'))
  );
}

/**
 * Each round of a same-name burst, the losers all look for the next free slug at once and race
 * again, so without a pause only one of them wins per round: 24 same-title creates spread over two
 * instances on PostgreSQL ran out of 10 attempts (tests/reliability). A random pause that grows
 * with the attempt spreads them out, so several win per round; the attempts bound the worst case.
 */
const SLUG_CLASHES: RetryRule = {
  retryable: isSlugClash,
  attempts: 30,
  maxPauseMs: 250,
  basePauseMs: 5,
};

/** Runs a write (a whole transaction) again when it lost a slug race, so that it sees who won. */
export const retryingSlugClashes = <T>(write: () => Promise<T>): Promise<T> =>
  retrying(SLUG_CLASHES, write);
