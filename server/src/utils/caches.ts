/**
 * The one switch over the plugin's in-process caches: the list totals and term counts kept under
 * the read version (services/read-path/list-totals.ts, term-counts.ts) and the memos of pure
 * functions (memo.ts). On by default; the plugin option `caches: false` turns them all off at start
 * (docs/api.md §10.1), so a site can rule them out when an answer looks wrong, and the tests compare
 * every answer with and without them (tests/api/caches-and-indexes.test.ts).
 *
 * Process-wide on purpose: the memos are module-level (they keep pure results, the same in every
 * instance), and a process runs one Strapi.
 */
let on = true;

export const cachesOn = (): boolean => on;

export function useCaches(value: boolean): void {
  on = value;
}
