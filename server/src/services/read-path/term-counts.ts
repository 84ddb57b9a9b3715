/**
 * TEC's term `count` (published events per category or tag). WordPress stores it with the term and
 * updates it on every write; counting it again for each page costs a pass over every link of the
 * page's terms (issue #6: nothing computed per request that could be computed at write time).
 *
 * Counts are kept per process, but only under the read version (read-version.ts), which every
 * write rewrites in the database: a read takes the version in its first statement and uses kept
 * counts only if they were counted under that version; so an instance never serves counts older
 * than the last write any instance committed (the plugin keeps no state in memory that matters).
 */
import type { Core } from '@strapi/strapi';
import { catalogOf, type Catalog } from './catalog';
import { versionColumn } from './read-version';
import { createRunner, inList, type Runner } from './runner';
import { cachesOn } from '../../utils/caches';

export type TermKind = 'category' | 'tag';

/** The event index the counts read (content-types/event/schema.json): id, status, series. */
export const TERM_COUNT_INDEX = 'calendar_events_term_counts';

/** Published-event counts by term id, per kind. */
export type Counts = Record<TermKind, Map<number, number>>;

export function createTermCounts(strapi: Core.Strapi, c: Catalog, run: Runner) {
  let cache: (Counts & { version: unknown }) | null = null;

  const { d } = c;
  // An exception (one changed occurrence of a series: docs/api.md §12) is not an event of its own
  // here. Each link's event is read from the narrow index of what the count needs, not from its
  // row (dialect.ts `indexedBy`: a term with 6,700 events at 100,000 counted in 6 ms, not 29).
  const grouped = (kind: TermKind, link: Catalog['links']['tags'], inSql: string) =>
    `SELECT '${kind}' AS ${d.q('kind')}, l.${d.q(link.inverseJoinColumn.name)} AS ${d.q('term')}, COUNT(*) AS ${d.q('n')} ` +
    `FROM ${d.table(link.name)} l JOIN ${d.table(c.event.table)} e ${d.indexedBy(TERM_COUNT_INDEX)} ON e.${d.q('id')} = l.${d.q(link.joinColumn.name)} ` +
    `WHERE l.${d.q(link.inverseJoinColumn.name)} ${inSql} AND e.${d.q(c.event.column('postStatus'))} = ? AND e.${d.q(c.event.column('seriesId'))} IS NULL GROUP BY l.${d.q(link.inverseJoinColumn.name)}`;

  /** One grouped statement for the given terms of both kinds; terms with no published event get 0. */
  async function count(wanted: Record<TermKind, number[]>): Promise<Counts> {
    const cats = inList(wanted.category);
    const tags = inList(wanted.tag);
    const out: Counts = {
      category: new Map(wanted.category.map((id) => [id, 0])),
      tag: new Map(wanted.tag.map((id) => [id, 0])),
    };
    const rows = await run.all(
      `${grouped('category', c.links.categories, cats.sql)} UNION ALL ${grouped('tag', c.links.tags, tags.sql)}`,
      [...cats.params, 'publish', ...tags.params, 'publish']
    );
    for (const row of rows)
      out[row.kind === 'category' ? 'category' : 'tag'].set(Number(row.term), Number(row.n));
    return out;
  }

  const version = versionColumn(c, strapi);

  return {
    /** The current version, for callers whose own statements do not read it (term lists). */
    async version(): Promise<unknown> {
      return (await run.all(`SELECT ${version.sql} AS ${d.q('v')}`, version.params))[0]?.v ?? null;
    },

    /**
     * The counts of these terms under `version` (read from the database by the caller before it
     * asks): kept ones when counted under the same version, the missing ones in one statement.
     */
    async of(wanted: Record<TermKind, number[]>, version: unknown): Promise<Counts> {
      const ids = { category: [...new Set(wanted.category)], tag: [...new Set(wanted.tag)] };
      // Inside a write's transaction the counts may include what a rollback would undo: never kept.
      if (!cachesOn() || strapi.db.inTransaction()) return count(ids);
      if (!cache || cache.version !== version)
        cache = { version, category: new Map(), tag: new Map() };
      const known = cache;
      const missing = {
        category: ids.category.filter((id) => !known.category.has(id)),
        tag: ids.tag.filter((id) => !known.tag.has(id)),
      };
      if (!missing.category.length && !missing.tag.length) return known;
      // Counted after the version was read, so they are at least as new as it: safe to keep under it.
      const fresh = await count(missing);
      for (const kind of ['category', 'tag'] as const)
        for (const [id, n] of fresh[kind]) known[kind].set(id, n);
      return known;
    },
  };
}

export type TermCounts = ReturnType<typeof createTermCounts>;

const instances = new WeakMap<object, TermCounts>();

/** The counts of this Strapi instance (one cache, whoever asks). */
export function termCountsOf(strapi: Core.Strapi): TermCounts {
  let counts = instances.get(strapi);
  if (!counts)
    instances.set(
      strapi,
      (counts = createTermCounts(strapi, catalogOf(strapi), createRunner(strapi)))
    );
  return counts;
}
