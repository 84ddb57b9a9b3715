/**
 * Event reads in a fixed number of statements, whatever the page size (issue #6):
 *
 *   1. the page and the total in one statement (the count and the page's ids as two derived
 *      tables of the same condition), with each event's image and language versions;
 *   2. everything the page embeds in one statement: venue, organizers, categories (with their
 *      parent) and tags of every event of the page, each with its image and language versions;
 *   3. the published-event counts of the page's terms, from term-counts.ts (kept under the
 *      version the first statement read; the missing ones in one grouped statement).
 *
 * Rows come back exactly the way Strapi's query engine returns them (models.ts), so the services and
 * serializers above see no difference. Statements are fixed text, prepared once (runner.ts).
 */
import type { Core } from '@strapi/strapi';
import type { EventListSql } from '../event-filters';
import type {
  EventRow,
  MediaFile,
  OrganizerRow,
  TermRow,
  Translations,
  VenueRow,
} from '../../domain/types';
import { UID } from '../../domain/records';
import { translationKey } from '../../domain/types';
import { catalogOf, type Catalog } from './catalog';
import type { Dialect, SqlType } from './dialect';
import { parsePairs, selectColumns, type Model } from './models';
import { createRunner, inList, type Row, type Runner } from './runner';
import { termCountsOf, type TermCounts } from './term-counts';
import { versionColumn } from './read-version';
import { createListTotals, type ListTotals } from './list-totals';

export interface EventReadResult {
  rows: EventRow[];
  /** documentId → language versions, for the events and every record they embed. */
  translations: Map<string, Translations>;
  /** The read version (read-version.ts) the first statement read: what the rows are current for. */
  version: unknown;
}

/**
 * Events the caller already has in another form (a rendered copy kept under `version`) need not be
 * embedded: they come back with their own columns only (no venue, organizers or terms), and their
 * embedded records and term counts are not read at all.
 */
export type SkipEmbed = (event: EventRow, version: unknown) => boolean;

type RelatedKind = 'venue' | 'organizer' | 'category' | 'tag';

const TOTAL = '__total';
/** The term-count version (term-counts.ts), read by the first statement of every read. */
const COUNTS_VERSION = '__counts_version';
const PAIRS = '__translations';
const IMG = 'img_';
const IMG_ORDER = '__img_order';
/** Prefix of the occurrence columns a list or single read selects. */
const OCC = 'occ_';
const OCC_PAIRS = '__occurrence_translations';

/** `m`/`f` joins of a record's single image (a morph link, the way Strapi's media fields are stored). */
function imageJoin(c: Catalog, alias: string): string {
  const { d, media, file } = c;
  return (
    `LEFT JOIN ${d.table(media.table)} m ON m.${d.q(media.idColumn)} = ${alias}.${d.q('id')} AND m.${d.q(media.typeColumn)} = ? AND m.${d.q(media.fieldColumn)} = ? ` +
    `LEFT JOIN ${d.table(file.table)} f ON f.${d.q('id')} = m.${d.q(media.fileColumn)}`
  );
}

/** The `locale:id` pairs of every language version of the record `alias` of `model`. */
const versions = (d: Dialect, model: Model, alias: string) =>
  d.pairs(
    `x.${d.q(model.column('locale'))}`,
    `x.${d.q('id')}`,
    `FROM ${d.table(model.table)} x WHERE x.${d.q(model.column('documentId'))} = ${alias}.${d.q(model.column('documentId'))}`
  );

interface Statements {
  /** The embedded records of a page of `n` events (n padded as inList pads it). */
  related(ids: number[]): { sql: string; params: unknown[] };
}

function relatedStatements(c: Catalog): Statements {
  const { d } = c;
  // One column list for the four kinds: each branch fills what its model has and NULLs the rest.
  const union = new Map<string, SqlType>();
  for (const m of [c.venue, c.organizer, c.category, c.tag])
    for (const col of m.columns) if (!union.has(col.column)) union.set(col.column, col.type);
  const branches: Array<{
    kind: RelatedKind;
    model: Model;
    link: (typeof c.links)['venue'];
    image: boolean;
    parent: boolean;
  }> = [
    { kind: 'venue', model: c.venue, link: c.links.venue, image: true, parent: false },
    { kind: 'organizer', model: c.organizer, link: c.links.organizers, image: true, parent: false },
    { kind: 'category', model: c.category, link: c.links.categories, image: false, parent: true },
    { kind: 'tag', model: c.tag, link: c.links.tags, image: false, parent: false },
  ];
  const branchSql = (b: (typeof branches)[number], inSql: string) => {
    const own = new Set(b.model.columns.map((col) => col.column));
    const cols = [...union].map(([name, type]) =>
      own.has(name) ? `r.${d.q(name)} AS ${d.q(name)}` : `${d.nullOf(type)} AS ${d.q(name)}`
    );
    const img = c.file.columns.map(
      (col) =>
        (b.image ? `f.${d.q(col.column)}` : d.nullOf(col.type)) +
        ` AS ${d.q(`${IMG}${col.column}`)}`
    );
    const order = b.link.orderColumnName ? `l.${d.q(b.link.orderColumnName)}` : d.nullOf('float');
    const parentJoin = b.parent
      ? `LEFT JOIN ${d.table(c.links.categoryParent.name)} pl ON pl.${d.q(c.links.categoryParent.joinColumn.name)} = r.${d.q('id')}`
      : '';
    return (
      `SELECT '${b.kind}' AS ${d.q('__kind')}, l.${d.q(b.link.joinColumn.name)} AS ${d.q('__event')}, ${order} AS ${d.q('__ord')}, l.${d.q('id')} AS ${d.q('__link')}, ` +
      `${cols.join(', ')}, ${img.join(', ')}, ${b.image ? `m.${d.q(c.media.orderColumn)}` : d.nullOf('float')} AS ${d.q(IMG_ORDER)}, ` +
      `${b.parent ? `pl.${d.q(c.links.categoryParent.inverseJoinColumn.name)}` : d.nullOf('integer')} AS ${d.q('__parent')}, ` +
      `${versions(d, b.model, 'r')} AS ${d.q(PAIRS)} ` +
      `FROM ${d.table(b.link.name)} l JOIN ${d.table(b.model.table)} r ON r.${d.q('id')} = l.${d.q(b.link.inverseJoinColumn.name)} ` +
      `${b.image ? imageJoin(c, 'r') : ''} ${parentJoin} WHERE l.${d.q(b.link.joinColumn.name)} ${inSql}`
    );
  };
  return {
    related(ids) {
      const ins = inList(ids);
      const sql = branches.map((b) => branchSql(b, ins.sql)).join(' UNION ALL ');
      const params = branches.flatMap((b) => [
        ...(b.image ? [b.model.uid, 'image'] : []),
        ...ins.params,
      ]);
      return { sql, params };
    },
  };
}

export function createEventReads(strapi: Core.Strapi) {
  let state: {
    c: Catalog;
    run: Runner;
    statements: Statements;
    eventSelect: string;
    selectParams: unknown[];
    termCounts: TermCounts;
    totals: ListTotals;
    versionSql: string;
  } | null = null;
  /** Resolved on first use: the model metadata exists only once Strapi has loaded the models. */
  const ready = () => {
    if (!state) {
      const c = catalogOf(strapi);
      const { d } = c;
      const version = versionColumn(c, strapi);
      // The version is the first column, so its parameter is the statement's first too.
      const eventSelect =
        `${version.sql} AS ${d.q(COUNTS_VERSION)}, ${selectColumns(d, c.event, 'e')}, ${selectColumns(d, c.file, 'f', IMG)}, m.${d.q(c.media.orderColumn)} AS ${d.q(IMG_ORDER)}, ` +
        `${versions(d, c.event, 'e')} AS ${d.q(PAIRS)}`;
      const run = createRunner(strapi);
      state = {
        c,
        run,
        statements: relatedStatements(c),
        eventSelect,
        selectParams: version.params,
        termCounts: termCountsOf(strapi),
        totals: createListTotals(strapi),
        versionSql: version.sql,
      };
    }
    return state;
  };

  /**
   * The `locale:id` pairs of an occurrence's language versions: the occurrences with the same
   * original start in the series' other language versions (docs/api.md §12); NULL for a single
   * event, whose versions are the event's. `alias` holds the occurrence columns, with `prefix`.
   */
  function occurrencePairs(alias: string, prefix = OCC): string {
    const { d, occurrence } = ready().c;
    const at = (attribute: string) => `${alias}.${d.q(prefix + occurrence.column(attribute))}`;
    const x = (attribute: string) => `x.${d.q(occurrence.column(attribute))}`;
    const pairs = d.pairs(
      x('lang'),
      x('publicId'),
      `FROM ${d.table(occurrence.table)} x WHERE ${x('eventDocument')} = ${at('eventDocument')} AND ${x('originalStart')} = ${at('originalStart')}`
    );
    return `CASE WHEN ${at('seriesId')} IS NULL THEN NULL ELSE ${pairs} END AS ${d.q(OCC_PAIRS)}`;
  }

  /** Strapi's query engine orders NULL positions first on SQLite and MySQL, last on PostgreSQL. */
  const nullsLast = () => ready().c.d.client === 'postgres';

  function imageOf(row: Row): MediaFile | null {
    const { c } = ready();
    if (row[`${IMG}id`] === null || row[`${IMG}id`] === undefined) return null;
    return c.file.record(row, IMG) as unknown as MediaFile;
  }

  /** Rows of one record repeated once per image link: the first image by its position wins (morphOne). */
  function firstByImage(rows: Row[], key: (r: Row) => string): Row[] {
    const seen = new Map<string, Row>();
    for (const r of rows) {
      const k = key(r);
      const known = seen.get(k);
      if (!known || compareOrder(r[IMG_ORDER], known[IMG_ORDER]) < 0) seen.set(k, r);
    }
    return [...seen.values()];
  }

  function compareOrder(a: unknown, b: unknown): number {
    if (a === b) return 0;
    if (a === null || a === undefined) return nullsLast() ? 1 : -1;
    if (b === null || b === undefined) return nullsLast() ? -1 : 1;
    return Number(a) - Number(b);
  }

  function toEvent(row: Row, translations: Map<string, Translations>): EventRow {
    const { c } = ready();
    const event = c.event.record(row) as unknown as EventRow;
    event.image = imageOf(row);
    event.venue = null;
    event.organizers = [];
    event.categories = [];
    event.tags = [];
    translations.set(event.documentId, parsePairs(row[PAIRS]));
    return event;
  }

  /** Statements 2 and 3: the embedded records of `events`, attached in place. */
  async function embed(
    events: EventRow[],
    translations: Map<string, Translations>,
    countsVersion: unknown
  ): Promise<void> {
    if (!events.length) return;
    const { c, run, statements } = ready();
    const rowIds = [...new Set(events.map((e) => e.rowId ?? e.id))];
    const related = statements.related(rowIds);
    const rows = firstByImage(
      await run.all(related.sql, related.params),
      (r) => `${r.__kind}:${r.__link}`
    );
    rows.sort((a, b) => compareOrder(a.__ord, b.__ord) || Number(a.__link) - Number(b.__link));
    // Several occurrences of one series show the same event row: each gets its records.
    const byId = new Map<number, EventRow[]>();
    for (const e of events) {
      const id = e.rowId ?? e.id;
      byId.set(id, [...(byId.get(id) ?? []), e]);
    }
    const models: Record<RelatedKind, Model> = {
      venue: c.venue,
      organizer: c.organizer,
      category: c.category,
      tag: c.tag,
    };
    for (const row of rows) {
      const shown = byId.get(Number(row.__event));
      if (!shown) continue;
      const kind = row.__kind as RelatedKind;
      const record = models[kind].record(row) as Record<string, unknown> & { documentId: string };
      translations.set(record.documentId, parsePairs(row[PAIRS]));
      if (kind === 'venue' || kind === 'organizer') record.image = imageOf(row);
      if (kind === 'category')
        record.parent =
          row.__parent === null || row.__parent === undefined ? null : { id: Number(row.__parent) };
      for (const event of shown) attach(event, kind, { ...record });
    }
    await fillCounts(events, countsVersion);
  }

  function attach(event: EventRow, kind: RelatedKind, record: Record<string, unknown>) {
    if (kind === 'venue') event.venue = record as unknown as VenueRow;
    else if (kind === 'organizer') event.organizers.push(record as unknown as OrganizerRow);
    else (kind === 'category' ? event.categories : event.tags).push(record as unknown as TermRow);
  }

  /** Published events per term (TEC's term `count`), for every term of the page. */
  async function fillCounts(events: EventRow[], countsVersion: unknown): Promise<void> {
    const categories = events.flatMap((e) => e.categories);
    const tags = events.flatMap((e) => e.tags);
    if (!categories.length && !tags.length) return;
    const counts = await ready().termCounts.of(
      { category: categories.map((t) => t.id), tag: tags.map((t) => t.id) },
      countsVersion
    );
    for (const t of categories) t.count = counts.category.get(t.id) ?? 0;
    for (const t of tags) t.count = counts.tag.get(t.id) ?? 0;
  }

  /**
   * Rows of an event statement (one per record and image link) → records in statement order. Rows
   * that carry an occurrence (`occ_` columns) show it: its id, dates and language versions over the
   * fields of the event row it shows (docs/api.md §12).
   */
  function eventsOf(rows: Row[], translations: Map<string, Translations>): EventRow[] {
    const out: EventRow[] = [];
    const seen = new Set<string>();
    const keyOf = (r: Row) => String(r[`${OCC}public_id`] ?? r.id);
    for (const row of firstByImage(
      rows.filter((r) => r.id !== null && r.id !== undefined),
      keyOf
    )) {
      if (seen.has(keyOf(row))) continue;
      seen.add(keyOf(row));
      out.push(asOccurrence(toEvent(row, translations), row, translations));
    }
    return out;
  }

  function asOccurrence(
    event: EventRow,
    row: Row,
    translations: Map<string, Translations>
  ): EventRow {
    event.rowId = event.id;
    if (row[`${OCC}public_id`] === undefined) return event;
    const o = ready().c.occurrence.record(row, OCC) as Record<string, unknown>;
    event.id = Number(o.publicId);
    if (o.seriesId === null) return event;
    event.startLocal = String(o.startLocal);
    event.endLocal = String(o.endLocal);
    event.startUtc = String(o.startUtc);
    event.endUtc = String(o.endUtc);
    event.occurrence = { seriesId: Number(o.seriesId), originalStart: String(o.originalStart) };
    translations.set(translationKey(event), parsePairs(row[OCC_PAIRS]));
    return event;
  }

  /**
   * A kept total whose version is no longer the database's: counted again, with the version in the
   * same statement so that the new total is kept under the version it was counted at.
   */
  async function countAgain(sql: EventListSql, key: string | null): Promise<number> {
    const { c, run, selectParams, totals, versionSql } = ready();
    const rows = await run.all(
      `${sql.with.sql} SELECT COUNT(*) AS ${c.d.q(TOTAL)}, ${versionSql} AS ${c.d.q(COUNTS_VERSION)} ` +
        `FROM ${c.d.table(c.occurrence.table)} o WHERE ${sql.countWhere.sql}`,
      [...sql.with.params, ...selectParams, ...sql.countWhere.params]
    );
    const total = Number(rows[0]?.[TOTAL] ?? 0);
    totals.keep(key, rows[0]?.[COUNTS_VERSION], total);
    return total;
  }

  return {
    /** One page of the list `sql` describes, its total, and everything the page embeds. */
    async list(
      sql: EventListSql,
      page: number,
      perPage: number,
      skip?: SkipEmbed
    ): Promise<EventReadResult & { total: number }> {
      const { c, run, eventSelect, selectParams, totals } = ready();
      const { d, event, occurrence } = c;
      const o = (attribute: string) => `o.${d.q(occurrence.column(attribute))}`;
      const p = (attribute: string) => `p.${d.q(OCC + occurrence.column(attribute))}`;
      const order = `${o('startLocal')}, ${o('publicId')}`;
      const table = d.table(occurrence.table);
      // A kept total (list-totals.ts) spares the count; the driving row stays, so that an empty
      // page still reads the version.
      const { key, kept } = totals.lookup(sql);
      const count = kept
        ? { sql: `SELECT 1 AS n`, params: [] }
        : {
            sql: `SELECT COUNT(*) AS n FROM ${table} o WHERE ${sql.countWhere.sql}`,
            params: sql.countWhere.params,
          };
      const statement =
        `${sql.with.sql} SELECT cnt.n AS ${d.q(TOTAL)}, p.*, ${occurrencePairs('p')}, ${eventSelect} ` +
        `FROM (${count.sql}) cnt ` +
        `LEFT JOIN (SELECT ${selectColumns(d, occurrence, 'o', OCC)} FROM ${table} o ${sql.pageIndex ? d.forceIndex(sql.pageIndex) : ''} WHERE ${sql.where.sql} ORDER BY ${order} LIMIT ? OFFSET ?) p ON 1 = 1 ` +
        `LEFT JOIN ${d.table(event.table)} e ON e.${d.q('id')} = ${p('eventId')} ${imageJoin(c, 'e')}`;
      const params = [
        ...sql.with.params,
        ...selectParams,
        ...count.params,
        ...sql.where.params,
        perPage,
        (page - 1) * perPage,
        UID.event,
        'image',
      ];
      // The page is ordered inside `p`, by the index; its few rows are put back in that order here
      // rather than by a second ORDER BY, which would make the database sort again.
      const start = `${OCC}${occurrence.column('startLocal')}`;
      const id = `${OCC}${occurrence.column('publicId')}`;
      const rows = (await run.all(statement, params)).sort((a, b) =>
        a[start] === b[start]
          ? Number(a[id]) - Number(b[id])
          : String(a[start]) < String(b[start])
            ? -1
            : 1
      );
      const version = rows[0]?.[COUNTS_VERSION];
      let total: number;
      if (!kept) totals.keep(key, version, (total = Number(rows[0]?.[TOTAL] ?? 0)));
      else if (kept.version === version) total = kept.total;
      else total = await countAgain(sql, key);
      const translations = new Map<string, Translations>();
      const events = eventsOf(rows, translations);
      await embed(skip ? events.filter((e) => !skip(e, version)) : events, translations, version);
      return { rows: events, total, translations, version };
    },

    /**
     * The event or occurrence `id` (any language, any status) with everything it embeds, or null.
     * An id that no list shows is an event row itself: a series (its own dates), or an exception,
     * which answers as the occurrence it replaces.
     */
    async byId(id: number, skip?: SkipEmbed): Promise<EventReadResult> {
      const { c, run, eventSelect, selectParams } = ready();
      const { d, occurrence } = c;
      const translations = new Map<string, Translations>();
      const listed = await run.all(
        `SELECT ${selectColumns(d, occurrence, 'o', OCC)}, ${occurrencePairs('o', '')}, ${eventSelect} FROM ${d.table(occurrence.table)} o ` +
          `JOIN ${d.table(c.event.table)} e ON e.${d.q('id')} = o.${d.q(occurrence.column('eventId'))} ${imageJoin(c, 'e')} ` +
          `WHERE o.${d.q(occurrence.column('publicId'))} = ?`,
        [...selectParams, UID.event, 'image', id]
      );
      const rows = listed.length
        ? listed
        : await run.all(
            `SELECT ${eventSelect} FROM ${d.table(c.event.table)} e ${imageJoin(c, 'e')} WHERE e.${d.q('id')} = ?`,
            [...selectParams, UID.event, 'image', id]
          );
      const events = eventsOf(rows, translations);
      const exception = !listed.length && events[0]?.seriesId ? events[0] : null;
      if (exception) {
        const shownAs = await this.occurrenceOf(exception.id);
        if (shownAs !== null) return this.byId(shownAs, skip);
      }
      const version = rows[0]?.[COUNTS_VERSION];
      await embed(skip ? events.filter((e) => !skip(e, version)) : events, translations, version);
      return { rows: events, translations, version };
    },

    /** The id of `lang`'s version of the occurrence `id`: the same original start in that language's series. */
    async occurrenceIn(id: number, lang: string): Promise<number | null> {
      const { c, run } = ready();
      const { d, occurrence } = c;
      const at = (alias: string, attribute: string) =>
        `${alias}.${d.q(occurrence.column(attribute))}`;
      const rows = await run.all(
        `SELECT y.${d.q(occurrence.column('publicId'))} AS id FROM ${d.table(occurrence.table)} o ` +
          `JOIN ${d.table(occurrence.table)} y ON ${at('y', 'eventDocument')} = ${at('o', 'eventDocument')} AND ${at('y', 'originalStart')} = ${at('o', 'originalStart')} ` +
          `WHERE ${at('o', 'publicId')} = ? AND ${at('y', 'lang')} = ?`,
        [id, lang]
      );
      return rows.length ? Number(rows[0].id) : null;
    },

    /** The occurrence ids of a series that exceptions replace. */
    async exceptionIds(seriesId: number): Promise<number[]> {
      const { c, run } = ready();
      const { d, occurrence } = c;
      const at = (attribute: string) => `o.${d.q(occurrence.column(attribute))}`;
      const rows = await run.all(
        `SELECT ${at('publicId')} AS id FROM ${d.table(occurrence.table)} o WHERE ${at('seriesId')} = ? AND ${at('eventId')} <> ${at('seriesId')} ORDER BY ${at('originalStart')}`,
        [seriesId]
      );
      return rows.map((r) => Number(r.id));
    },

    /** The occurrence id an exception event row is shown as, or null. */
    async occurrenceOf(rowId: number): Promise<number | null> {
      const { c, run } = ready();
      const { d, occurrence } = c;
      const rows = await run.all(
        `SELECT o.${d.q(occurrence.column('publicId'))} AS id FROM ${d.table(occurrence.table)} o WHERE o.${d.q(occurrence.column('eventId'))} = ? AND o.${d.q(occurrence.column('seriesId'))} IS NOT NULL`,
        [rowId]
      );
      return rows.length ? Number(rows[0].id) : null;
    },

    /** The id of the event with this slug in `lang`, or null (one indexed look-up). */
    async idBySlug(slug: string, lang: string): Promise<number | null> {
      const { c, run } = ready();
      const { d, event } = c;
      const rows = await run.all(
        `SELECT e.${d.q('id')} AS id FROM ${d.table(event.table)} e WHERE e.${d.q(event.column('slug'))} = ? AND e.${d.q(event.column('locale'))} = ? LIMIT 1`,
        [slug, lang]
      );
      return rows.length ? Number(rows[0].id) : null;
    },
  };
}

export type EventReads = ReturnType<typeof createEventReads>;
