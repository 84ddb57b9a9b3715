/**
 * The event list query in domain terms, and its translation into the SQL condition of one
 * statement (services/read-path): every filter is a condition of the same statement (docs/api.md §6.3,
 * issue #6: a single indexed query), so `total` and the page always agree. The condition reads
 * the way Strapi's query engine would have written it (same operators, same LIKE escaping), with
 * relation filters in EXISTS probes of the link tables, which keep the page in index order.
 */
import type { Catalog } from './read-path/catalog';
import type { EventListQuery } from '../domain/events';

/** The occurrence table's list index (content-types/occurrence/schema.json). */
const OCCURRENCE_LIST_INDEX = 'calendar_occurrences_list';

/** A condition with its parameters, in the order its placeholders appear. */
export interface Sql {
  sql: string;
  params: unknown[];
}

const sql = (text: string, ...params: unknown[]): Sql => ({ sql: text, params });
const and = (parts: Sql[]): Sql => ({
  sql: parts.map((p) => `(${p.sql})`).join(' AND '),
  params: parts.flatMap((p) => p.params),
});
const list = (values: unknown[]) => values.map(() => '?').join(', ');

const SEARCH_FIELDS = ['title', 'description', 'excerpt'] as const;

/** WordPress's search stopwords (WP_Query::get_search_stopwords, English). */
const STOPWORDS = new Set(
  'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www'.split(
    ','
  )
);

/**
 * The terms of a keyword search the way WordPress splits them (WP_Query::parse_search, which TEC's
 * archive runs): on spaces, tabs, commas and plus signs, "quoted phrases" kept whole; single
 * letters and stopwords dropped; when nothing is left, or more than nine terms, the whole text is
 * one term. A term that starts with '-' excludes.
 */
export function searchTerms(text: string): string[] {
  const raw = text.replace(/[\r\n]/g, '');
  const found = raw.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  const terms = found
    .map((t) =>
      /^".+"$/.test(t) ? t.replace(/^["']+|["']+$/g, '') : t.replace(/^["' ]+|["' ]+$/g, '')
    )
    .filter((t) => t !== '' && !/^[a-z-]$/i.test(t) && !STOPWORDS.has(t.toLowerCase()));
  return terms.length === 0 || terms.length > 9 ? [raw] : terms;
}

/** The occurrences of an event list statement are `o`; these are its WITH clause (if any) and WHERE condition. */
export interface EventListSql {
  /** `WITH RECURSIVE ...` (the categories and their descendants) or ''. */
  with: Sql;
  /** The condition the page is read with. */
  where: Sql;
  /** The same condition, written for counting every match (see `Use`). */
  countWhere: Sql;
  /**
   * The index the page is read in order from, for databases that need telling (dialect.ts
   * `forceIndex`): the list index, except for one series' occurrences, which have their own.
   */
  pageIndex?: string;
}

/**
 * The list's condition. `geoVenueIds`: venues inside the search radius (null when no centre was
 * given). Category filters include every descendant category (WordPress's category queries do:
 * docs/tec-behaviour.md §3.1.2), found by a recursive query in the same statement.
 */
export function eventListSql(
  c: Catalog,
  q: EventListQuery,
  geoVenueIds: number[] | null
): EventListSql {
  const page = listCondition(c, q, geoVenueIds, 'page');
  return {
    with: page.with,
    where: page.where,
    countWhere: listCondition(c, q, geoVenueIds, 'count').where,
    pageIndex: q.seriesId === undefined ? OCCURRENCE_LIST_INDEX : undefined,
  };
}

/**
 * How a relation filter probes the link table differs by use. The page walks events in index
 * order and stops after a few matches: an EXISTS probe per event is cheapest. The total must
 * visit every event of the window: there `id IN (the linked ids)`, which the database reads once
 * from the link table's term index (SQLite: 18 ms → 7 ms for one category over 100,000 events).
 */
type Use = 'page' | 'count';

function listCondition(
  c: Catalog,
  q: EventListQuery,
  geoVenueIds: number[] | null,
  use: Use
): { with: Sql; where: Sql } {
  const { d, event, occurrence } = c;
  // Lists list occurrences (services/occurrences.ts): their language, status, visibility and times
  // are the occurrence row's; everything else is the event row it shows (`event_id`).
  const own = (attribute: string, alias = 'o') => `${alias}.${d.q(occurrence.column(attribute))}`;
  const shown = own('eventId');
  const col = (attribute: string) => `e.${d.q(event.column(attribute))}`;
  // A probe of the shown event by its primary key, for the page and the total alike: an `IN`
  // list of matching events would read the whole event table to build it (a search has no index).
  const onEvent = (condition: Sql): Sql =>
    sql(
      `EXISTS (SELECT 1 FROM ${d.table(event.table)} e WHERE e.${d.q('id')} = ${shown} AND (${condition.sql}))`,
      ...condition.params
    );
  const exists = (
    link: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } },
    condition: string,
    ...params: unknown[]
  ) => {
    const target = condition.replace(/\$target/g, `l.${d.q(link.inverseJoinColumn.name)}`);
    if (use === 'count')
      return sql(
        `${shown} IN (SELECT l.${d.q(link.joinColumn.name)} FROM ${d.table(link.name)} l WHERE ${target})`,
        ...params
      );
    return sql(
      `EXISTS (SELECT 1 FROM ${d.table(link.name)} l WHERE l.${d.q(link.joinColumn.name)} = ${shown} AND ${target})`,
      ...params
    );
  };
  const visible = (alias: string): Sql[] => [
    sql(`${own('lang', alias)} = ?`, q.lang),
    sql(`${own('postStatus', alias)} IN (${list(q.statuses)})`, ...q.statuses),
    // TEC always leaves hidden events out of lists, even with `include` (docs/tec-behaviour.md §2.2 step 4).
    sql(`${own('hidden', alias)} = ? OR ${own('hidden', alias)} IS NULL`, d.bool(false)),
  ];
  const windowOf = (alias: string): Sql[] => {
    const w = q.window;
    const at = (attribute: string) => own(attribute, alias);
    const out: Sql[] = [];
    if (w.startFrom) out.push(sql(`${at('startLocal')} >= ?`, w.startFrom));
    if (w.endTo) {
      out.push(sql(`${at('endLocal')} <= ?`, w.endTo));
      // An upper bound on the start too, so the index range stops at the window's end instead of
      // running to the last occurrence (the bench's one-month window). A day of slack: an event may
      // end "before" it starts by an hour across the autumn clock change.
      out.push(sql(`${at('startLocal')} <= ?`, dayAfter(w.endTo)));
    }
    if (w.startBefore) out.push(sql(`${at('startLocal')} < ?`, w.startBefore));
    if (w.startAfter) out.push(sql(`${at('startLocal')} > ?`, w.startAfter));
    if (w.endBefore) out.push(sql(`${at('endLocal')} < ?`, w.endBefore));
    if (w.endAfter) out.push(sql(`${at('endLocal')} > ?`, w.endAfter));
    return out;
  };
  const parts: Sql[] = [...visible('o'), ...windowOf('o')];
  if (q.search) {
    // Each term in one of the fields (AND over terms); an excluded term in none of them (a NULL field holds nothing).
    const terms: Sql[] = [];
    for (const term of searchTerms(q.search)) {
      if (term.length > 1 && term.startsWith('-')) {
        const pattern = d.likePattern(term.slice(1));
        terms.push(
          and(
            SEARCH_FIELDS.map((f) =>
              sql(`${col(f)} IS NULL OR ${d.containsi(col(f), true)}`, pattern)
            )
          )
        );
      } else {
        const pattern = d.likePattern(term);
        terms.push(
          sql(
            SEARCH_FIELDS.map((f) => d.containsi(col(f))).join(' OR '),
            ...SEARCH_FIELDS.map(() => pattern)
          )
        );
      }
    }
    // WordPress leaves password-protected posts out of searches by callers who may not read them:
    // a match on their hidden description would tell what it says.
    if (!q.searchProtected)
      terms.push(sql(`${col('password')} IS NULL OR ${col('password')} = ?`, ''));
    parts.push(onEvent(and(terms)));
  }
  let withClause = sql('');
  if (q.categoryIds) {
    const { categoryParent } = c.links;
    const tree = d.q('calendar_category_tree');
    withClause = sql(
      `WITH RECURSIVE ${tree} (id) AS (SELECT t.${d.q('id')} FROM ${d.table(c.category.table)} t WHERE t.${d.q('id')} IN (${list(q.categoryIds.length ? q.categoryIds : [0])}) ` +
        `UNION SELECT cp.${d.q(categoryParent.joinColumn.name)} FROM ${d.table(categoryParent.name)} cp JOIN ${tree} ON cp.${d.q(categoryParent.inverseJoinColumn.name)} = ${tree}.id)`,
      ...(q.categoryIds.length ? q.categoryIds : [0])
    );
    parts.push(exists(c.links.categories, `$target IN (SELECT id FROM ${tree})`));
  }
  const idsIn = (link: Parameters<typeof exists>[0], ids: number[]) =>
    exists(link, `$target IN (${list(ids.length ? ids : [0])})`, ...(ids.length ? ids : [0]));
  if (q.tagIds) parts.push(idsIn(c.links.tags, q.tagIds));
  if (q.venueIds) parts.push(idsIn(c.links.venue, q.venueIds));
  if (q.organizerIds) parts.push(idsIn(c.links.organizers, q.organizerIds));
  if (q.featured !== undefined) {
    parts.push(
      onEvent(
        q.featured
          ? sql(`${col('featured')} = ?`, d.bool(true))
          : sql(`${col('featured')} = ? OR ${col('featured')} IS NULL`, d.bool(false))
      )
    );
  }
  if (q.includeIds) {
    // A series' id includes its occurrences (a series is never listed itself).
    const ids = q.includeIds.length ? q.includeIds : [0];
    parts.push(
      sql(
        `${own('publicId')} IN (${list(ids)}) OR ${own('seriesId')} IN (${list(ids)})`,
        ...ids,
        ...ids
      )
    );
  }
  if (q.parentId !== undefined) parts.push(idsIn(c.links.parent, [q.parentId]));
  // No ticketing exists (docs/api.md §6): ticketed=true matches nothing, false everything.
  if (q.ticketed === true) parts.push(sql(`${own('publicId')} IS NULL`));
  if (q.geo) {
    if (geoVenueIds) parts.push(idsIn(c.links.venue, geoVenueIds));
    else {
      const v = c.venue;
      parts.push(
        exists(
          c.links.venue,
          `$target IN (SELECT v.${d.q('id')} FROM ${d.table(v.table)} v WHERE v.${d.q(v.column('geoLat'))} IS NOT NULL AND v.${d.q(v.column('geoLng'))} IS NOT NULL)`
        )
      );
    }
  }
  if (q.seriesId !== undefined) parts.push(sql(`${own('seriesId')} = ?`, q.seriesId));
  // The shown row's status and mode: a canceled occurrence (an exception) is canceled alone.
  // Rows stored before the fields existed hold NULL, which reads as the default.
  const oneOf = (attribute: string, values: string[] | undefined, fallback: string) => {
    if (!values) return;
    const nullToo = values.includes(fallback) ? ` OR ${col(attribute)} IS NULL` : '';
    parts.push(onEvent(sql(`${col(attribute)} IN (${list(values)})${nullToo}`, ...values)));
  };
  oneOf('eventStatus', q.eventStatuses, 'scheduled');
  oneOf('attendanceMode', q.attendanceModes, 'offline');
  if (q.firstOfSeries) parts.push(firstOfSeries(c, [...visible('o2'), ...windowOf('o2')]));
  return { with: withClause, where: and(parts) };
}

/**
 * `hide_subsequent_recurrences` (docs/api.md §12): an occurrence is listed only when no earlier
 * occurrence of its series is visible in the same window.
 */
function firstOfSeries(c: Catalog, sameWindow: Sql[]): Sql {
  const { d, occurrence } = c;
  const at = (alias: string, attribute: string) => `${alias}.${d.q(occurrence.column(attribute))}`;
  const earlier = and([
    sql(`${at('o2', 'seriesId')} = ${at('o', 'seriesId')}`),
    sql(
      `${at('o2', 'startLocal')} < ${at('o', 'startLocal')} OR (${at('o2', 'startLocal')} = ${at('o', 'startLocal')} AND ${at('o2', 'publicId')} < ${at('o', 'publicId')})`
    ),
    ...sameWindow,
  ]);
  return sql(
    `${at('o', 'seriesId')} IS NULL OR NOT EXISTS (SELECT 1 FROM ${d.table(occurrence.table)} o2 WHERE ${earlier.sql})`,
    ...earlier.params
  );
}

/** The wall time one day later ('YYYY-MM-DD HH:MM:SS' compares as it reads). */
function dayAfter(wall: string): string {
  const at = new Date(`${wall.slice(0, 10)}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return `${at.toISOString().slice(0, 10)}${wall.slice(10)}`;
}

/** Great-circle distance in km (haversine): precise enough for "within N km" of a venue. */
export function distanceKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number }
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
