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
 * Rows come back exactly as Strapi's query engine returns them (models.ts), so the services and
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
import { catalogOf, type Catalog } from './catalog';
import type { Dialect, SqlType } from './dialect';
import { parsePairs, selectColumns, type Model } from './models';
import { createRunner, inList, type Row, type Runner } from './runner';
import { termCountsOf, versionColumn, type TermCounts } from './term-counts';

export interface EventReadResult {
  rows: EventRow[];
  /** documentId → language versions, for the events and every record they embed. */
  translations: Map<string, Translations>;
}

type RelatedKind = 'venue' | 'organizer' | 'category' | 'tag';

const TOTAL = '__total';
/** The term-count version (term-counts.ts), read by the first statement of every read. */
const COUNTS_VERSION = '__counts_version';
const PAIRS = '__translations';
const IMG = 'img_';
const IMG_ORDER = '__img_order';

/** `m`/`f` joins of a record's single image (a morph link, as Strapi's media fields are stored). */
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
      };
    }
    return state;
  };

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
    const related = statements.related(events.map((e) => e.id));
    const rows = firstByImage(
      await run.all(related.sql, related.params),
      (r) => `${r.__kind}:${r.__link}`
    );
    rows.sort((a, b) => compareOrder(a.__ord, b.__ord) || Number(a.__link) - Number(b.__link));
    const byId = new Map(events.map((e) => [e.id, e]));
    const models: Record<RelatedKind, Model> = {
      venue: c.venue,
      organizer: c.organizer,
      category: c.category,
      tag: c.tag,
    };
    const terms: TermRow[] = [];
    for (const row of rows) {
      const event = byId.get(Number(row.__event));
      if (!event) continue;
      const kind = row.__kind as RelatedKind;
      const record = models[kind].record(row) as Record<string, unknown> & { documentId: string };
      translations.set(record.documentId, parsePairs(row[PAIRS]));
      if (kind === 'venue') {
        record.image = imageOf(row);
        event.venue = record as unknown as VenueRow;
      } else if (kind === 'organizer') {
        record.image = imageOf(row);
        event.organizers.push(record as unknown as OrganizerRow);
      } else {
        if (kind === 'category')
          record.parent =
            row.__parent === null || row.__parent === undefined
              ? null
              : { id: Number(row.__parent) };
        terms.push(record as unknown as TermRow);
        (kind === 'category' ? event.categories : event.tags).push(record as unknown as TermRow);
      }
    }
    await fillCounts(events, countsVersion);
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

  /** Rows of an event statement (one per event and image link) → events in statement order. */
  function eventsOf(rows: Row[], translations: Map<string, Translations>): EventRow[] {
    const out: EventRow[] = [];
    const seen = new Set<unknown>();
    for (const row of firstByImage(
      rows.filter((r) => r.id !== null && r.id !== undefined),
      (r) => String(r.id)
    )) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(toEvent(row, translations));
    }
    return out;
  }

  return {
    /** One page of the list `sql` describes, its total, and everything the page embeds. */
    async list(
      sql: EventListSql,
      page: number,
      perPage: number
    ): Promise<EventReadResult & { total: number }> {
      const { c, run, eventSelect, selectParams } = ready();
      const { d, event } = c;
      const order = `e.${d.q(event.column('startLocal'))}, e.${d.q('id')}`;
      const from = `FROM ${d.table(event.table)} e WHERE ${sql.where.sql}`;
      const countFrom = `FROM ${d.table(event.table)} e WHERE ${sql.countWhere.sql}`;
      const statement =
        `${sql.with.sql} SELECT cnt.n AS ${d.q(TOTAL)}, p.pid AS pid, p.psort AS psort, ${eventSelect} ` +
        `FROM (SELECT COUNT(*) AS n ${countFrom}) cnt ` +
        `LEFT JOIN (SELECT e.${d.q('id')} AS pid, e.${d.q(event.column('startLocal'))} AS psort ${from} ORDER BY ${order} LIMIT ? OFFSET ?) p ON 1 = 1 ` +
        `LEFT JOIN ${d.table(event.table)} e ON e.${d.q('id')} = p.pid ${imageJoin(c, 'e')}`;
      const params = [
        ...sql.with.params,
        ...selectParams,
        ...sql.countWhere.params,
        ...sql.where.params,
        perPage,
        (page - 1) * perPage,
        UID.event,
        'image',
      ];
      // The page is ordered inside `p`, by the index; its few rows are put back in that order here
      // rather than by a second ORDER BY, which would make the database sort again.
      const rows = (await run.all(statement, params)).sort((a, b) =>
        a.psort === b.psort
          ? Number(a.pid) - Number(b.pid)
          : String(a.psort) < String(b.psort)
            ? -1
            : 1
      );
      const translations = new Map<string, Translations>();
      const events = eventsOf(rows, translations);
      await embed(events, translations, rows[0]?.[COUNTS_VERSION]);
      return { rows: events, total: Number(rows[0]?.[TOTAL] ?? 0), translations };
    },

    /** The event `id` (any language, any status) with everything it embeds, or null. */
    async byId(id: number): Promise<EventReadResult> {
      const { c, run, eventSelect, selectParams } = ready();
      const { d } = c;
      const statement = `SELECT ${eventSelect} FROM ${d.table(c.event.table)} e ${imageJoin(c, 'e')} WHERE e.${d.q('id')} = ?`;
      const translations = new Map<string, Translations>();
      const rows = await run.all(statement, [...selectParams, UID.event, 'image', id]);
      const events = eventsOf(rows, translations);
      await embed(events, translations, rows[0]?.[COUNTS_VERSION]);
      return { rows: events, translations };
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
