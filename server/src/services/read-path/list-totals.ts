/**
 * Exact list totals without counting the whole window on every request (issues #14 and #18: a
 * calendar of recurring series lists 100,000 occurrences, and TEC's `total` counts them all).
 *
 * A total is kept per process under the read version (read-version.ts) it was counted under,
 * keyed by the count's whole SQL and parameters — so by language, statuses (the caller's class),
 * filters and window alike: two callers share a total only when their counts are the same
 * statement. It is used only when the list's own first statement reads the same version, so no
 * instance serves a total older than the last write any instance committed. The default window's
 * bounds are whole days (v1/params/event-list.ts), so its key changes once a day; a strict window
 * bound to the second simply misses.
 */
import { LRUCache } from 'lru-cache';
import type { Core } from '@strapi/strapi';
import type { EventListSql } from '../event-filters';
import { cachesOn } from '../../utils/caches';

interface Kept {
  version: unknown;
  total: number;
}

/** Keys longer than this (long searches, long id lists) are counted every time, never kept. */
const MAX_KEY = 4000;

export function createListTotals(strapi: Core.Strapi) {
  const kept = new LRUCache<string, Kept>({ max: 500 });
  const keyOf = (sql: EventListSql): string | null => {
    const key = JSON.stringify([sql.with, sql.countWhere]);
    return key.length > MAX_KEY ? null : key;
  };

  return {
    /**
     * The total kept for this list, whatever its version (the caller checks the version its own
     * statement reads); none inside a write's transaction, whose counts a rollback may undo.
     */
    lookup(sql: EventListSql): { key: string | null; kept: Kept | undefined } {
      if (!cachesOn() || strapi.db.inTransaction()) return { key: null, kept: undefined };
      const key = keyOf(sql);
      return { key, kept: key ? kept.get(key) : undefined };
    },
    /** Keeps a total counted in the same statement that read `version`. */
    keep(key: string | null, version: unknown, total: number): void {
      if (key && cachesOn() && !strapi.db.inTransaction()) kept.set(key, { version, total });
    },
  };
}

export type ListTotals = ReturnType<typeof createListTotals>;
