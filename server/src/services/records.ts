/**
 * Look-ups shared by every resource: language versions, id/slug resolution, term counts.
 * Each is one SQL statement whatever the number of records asked about. The ones every read
 * makes (versions, id resolution) are fixed statements of the read path (read-path/runner.ts).
 */
import type { Core } from '@strapi/strapi';
import { type RecordKind, type RefAnswer, type RefQuery } from '../domain/records';
import { isStoredId, storedIds } from '../domain/limits';
import { catalogOf } from './read-path/catalog';
import { createRunner, inList, type Runner } from './read-path/runner';
import { termCountsOf } from './read-path/term-counts';
import type { Translations } from '../domain/types';
import { UID } from '../domain/records';

/** The path of an absolute URL (local uploads are stored as '/uploads/...'). */
function urlPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

const createRecordsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = (kind: RecordKind) => strapi.db.query(UID[kind]);
  let runner: Runner | null = null;
  const run = (sql: string, params: unknown[]) =>
    (runner ??= createRunner(strapi)).all(sql, params);
  /** Table, quoted `id`/`document_id`/`locale`/`slug` columns of a kind's model. */
  const names = (kind: RecordKind) => {
    const c = catalogOf(strapi);
    const m = c[kind];
    return {
      d: c.d,
      table: c.d.table(m.table),
      id: c.d.q('id'),
      doc: c.d.q(m.column('documentId')),
      locale: c.d.q(m.column('locale')),
      slug: c.d.q(m.column('slug')),
    };
  };

  /** documentId → { lang: id } for every language version of the given documents. */
  async function translations(
    kind: RecordKind,
    documentIds: string[]
  ): Promise<Map<string, Translations>> {
    const out = new Map<string, Translations>();
    if (!documentIds.length) return out;
    const n = names(kind);
    const docs = inList([...new Set(documentIds)]);
    const rows = await run(
      `SELECT r.${n.id} AS id, r.${n.doc} AS doc, r.${n.locale} AS locale FROM ${n.table} r WHERE r.${n.doc} ${docs.sql} ORDER BY r.${n.id}`,
      docs.params
    );
    for (const row of rows) {
      const entry = out.get(row.doc as string) ?? {};
      entry[row.locale as string] = Number(row.id);
      out.set(row.doc as string, entry);
    }
    return out;
  }

  /** A kind's records named by id (any language version) or by slug (in `lang`), with their `lang` versions. */
  interface Found {
    /** id → the id of its `lang` version (undefined when it has none). */
    byId: Map<number, number | undefined>;
    /** slug (of a `lang` record) → that record's `lang` version. */
    bySlug: Map<string, number | undefined>;
  }

  /**
   * One statement for every reference to records of `kind` a request makes: the records referred
   * to, each joined to its `lang` version.
   */
  async function findRefs(
    kind: RecordKind,
    ids: number[],
    slugs: string[],
    lang: string
  ): Promise<Found> {
    const found: Found = { byId: new Map(), bySlug: new Map() };
    if (!ids.length && !slugs.length) return found;
    const n = names(kind);
    const or: string[] = [];
    const params: unknown[] = [lang];
    if (ids.length) {
      const list = inList(ids);
      or.push(`r.${n.id} ${list.sql}`);
      params.push(...list.params);
    }
    if (slugs.length) {
      const list = inList(slugs);
      or.push(`(r.${n.slug} ${list.sql} AND r.${n.locale} = ?)`);
      params.push(...list.params, lang);
    }
    const rows = await run(
      `SELECT r.${n.id} AS id, r.${n.slug} AS slug, r.${n.locale} AS locale, v.${n.id} AS version FROM ${n.table} r ` +
        `LEFT JOIN ${n.table} v ON v.${n.doc} = r.${n.doc} AND v.${n.locale} = ? WHERE ${or.join(' OR ')}`,
      params
    );
    const newest = (a: number | undefined, b: number | undefined) =>
      a === undefined ? b : b === undefined ? a : Math.max(a, b);
    const slugIds = new Map<string, number>();
    for (const row of rows) {
      const id = Number(row.id);
      const version =
        row.version === null || row.version === undefined ? undefined : Number(row.version);
      // Two versions in one language cannot be made through Strapi; were there any, the newest wins, as in translations().
      found.byId.set(id, newest(found.byId.get(id), version));
      if (row.locale === lang) slugIds.set(String(row.slug), id);
    }
    for (const [slug, id] of slugIds) found.bySlug.set(slug, found.byId.get(id));
    return found;
  }

  const isDigits = (r: string) => /^\d+$/.test(r);

  /**
   * References (ids of any language version, or slugs when `bySlug`) → ids of the `lang` versions,
   * in the order given (docs/api.md §2: filters accept the id of any language version); null when
   * any is unknown. Digits are always an id, never a slug.
   */
  function answerRefs(found: Found, refs: readonly string[], bySlug: boolean): number[] | null {
    const resolved = refs.map((r) =>
      isDigits(r) ? found.byId.get(Number(r)) : bySlug ? found.bySlug.get(r) : undefined
    );
    if (resolved.some((id) => id === undefined)) return null;
    return [...new Set(resolved as number[])];
  }

  /** Ids of a reference list, or null when one is too large to name a record (domain/limits.ts). */
  function idsOf(refs: readonly string[]): number[] | null {
    const ids = refs.filter(isDigits).map(Number);
    // 0 names nothing but fits the column: the look-up finds it unknown.
    return ids.every((id) => id === 0 || isStoredId(id)) ? ids : null;
  }

  async function resolveIds(
    kind: RecordKind,
    refs: Array<string | number>,
    lang: string,
    bySlug: boolean
  ): Promise<number[] | null> {
    const [answer] = await resolveRefs(
      [{ type: 'records', kind, refs: refs.map(String), bySlug }],
      lang
    );
    return answer as number[] | null;
  }

  /**
   * Every reference a request's arguments make, answered at once (docs/api.md §10): one statement
   * per kind of record for all its ids and slugs, and one look-up per other reference asked
   * (identical ones once).
   */
  async function resolveRefs(queries: readonly RefQuery[], lang: string): Promise<RefAnswer[]> {
    const wanted = new Map<RecordKind, { ids: Set<number>; slugs: Set<string> }>();
    for (const q of queries) {
      if (q.type !== 'records') continue;
      const ids = idsOf(q.refs);
      if (!ids) continue;
      const entry = wanted.get(q.kind) ?? { ids: new Set(), slugs: new Set() };
      for (const id of ids) entry.ids.add(id);
      if (q.bySlug) for (const r of q.refs) if (!isDigits(r)) entry.slugs.add(r);
      wanted.set(q.kind, entry);
    }
    const found = new Map<RecordKind, Found>();
    for (const [kind, { ids, slugs }] of wanted)
      found.set(kind, await findRefs(kind, [...ids], [...slugs], lang));
    const others = new Map<string, Promise<RefAnswer>>();
    const other = (key: string, answer: () => Promise<RefAnswer>) => {
      if (!others.has(key)) others.set(key, answer());
      return others.get(key)!;
    };
    return Promise.all(
      queries.map(async (q): Promise<RefAnswer> => {
        switch (q.type) {
          case 'records': {
            const f = found.get(q.kind);
            return idsOf(q.refs) && f ? answerRefs(f, q.refs, q.bySlug) : null;
          }
          case 'user':
            return other(`user ${q.id}`, () => userExists(q.id));
          case 'image':
            return other(`image ${q.ref}`, () => imageId(q.ref));
          case 'term':
            return other(`term ${q.kind} ${q.text}`, () => termByText(q.kind, q.text, lang));
          case 'document':
            return other(`document ${q.kind} ${q.id}`, () => documentOf(q.kind, q.id));
        }
      })
    );
  }

  /**
   * The ids of the `lang` versions of records given by the id of any of their language versions
   * (docs/api.md §2), leniently: ids of unknown records, or of records without a `lang` version, are
   * dropped rather than refused (an `include` list names what to show, not what must exist).
   */
  async function versionsIn(kind: RecordKind, ids: number[], lang: string): Promise<number[]> {
    const safe = storedIds(ids);
    if (!safe.length) return [];
    const n = names(kind);
    const list = inList(safe);
    const rows = await run(
      `SELECT r.${n.id} AS id, v.${n.id} AS version FROM ${n.table} r JOIN ${n.table} v ON v.${n.doc} = r.${n.doc} AND v.${n.locale} = ? ` +
        `WHERE r.${n.id} ${list.sql} ORDER BY r.${n.id}, v.${n.id}`,
      [lang, ...list.params]
    );
    const newest = new Map<number, number>();
    for (const row of rows) newest.set(Number(row.id), Number(row.version));
    return [...new Set(newest.values())];
  }

  async function userExists(id: number): Promise<boolean> {
    // An id no row can have names no user, and PostgreSQL would refuse the query (a 500, not a 400).
    if (!strapi.plugin('users-permissions') || !isStoredId(id)) return false;
    return (await strapi.db.query('plugin::users-permissions.user').count({ where: { id } })) > 0;
  }

  /**
   * `image` arguments (docs/api.md §7): the id of an image in the media library, or the URL of a file
   * already in it, matched without any download (like TEC reusing known attachments).
   */
  async function imageId(ref: string): Promise<number | null> {
    const files = strapi.db.query('plugin::upload.file');
    const trimmed = ref.trim();
    if (/^\d+$/.test(trimmed) && !isStoredId(Number(trimmed))) return null;
    const where = /^\d+$/.test(trimmed)
      ? { id: Number(trimmed) }
      : { url: { $in: [trimmed, urlPath(trimmed)] } };
    const file = await files.findOne({ select: ['id', 'mime'], where });
    return file && String(file.mime ?? '').startsWith('image/') ? (file.id as number) : null;
  }

  /** Published events per term (TEC's term `count`), for the given terms (kept under the database's version of them: read-path/term-counts.ts). */
  async function termCounts(
    kind: 'category' | 'tag',
    termIds: number[]
  ): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (!termIds.length) return counts;
    const counts$ = termCountsOf(strapi);
    const found = (
      await counts$.of(
        { category: kind === 'category' ? termIds : [], tag: kind === 'tag' ? termIds : [] },
        await counts$.version()
      )
    )[kind];
    // Terms without a published event are left out, as the grouped query always did.
    for (const id of termIds) if (found.get(id)) counts.set(id, found.get(id)!);
    return counts;
  }

  /**
   * The given categories and all their descendants: WordPress's category queries include child
   * terms by default, so `categories=music` also finds events filed under `music/jazz` (reference
   * §3.1.2). One query per level of the tree.
   */
  async function withDescendants(categoryIds: number[]): Promise<number[]> {
    const all = new Set(categoryIds);
    let frontier = [...all];
    while (frontier.length) {
      const children: Array<{ id: number }> = await query('category').findMany({
        select: ['id'],
        where: { parent: { id: { $in: frontier } } },
      });
      frontier = children.map((c) => c.id).filter((id) => !all.has(id));
      for (const id of frontier) all.add(id);
    }
    return [...all];
  }

  async function termByText(
    kind: 'category' | 'tag',
    text: string,
    lang: string
  ): Promise<number | null> {
    const bySlug = await query(kind).findOne({
      select: ['id'],
      where: { slug: text, locale: lang },
    });
    if (bySlug) return bySlug.id as number;
    const byName = await query(kind).findOne({
      select: ['id'],
      where: { name: { $eqi: text }, locale: lang },
      orderBy: { id: 'asc' },
    });
    return byName ? (byName.id as number) : null;
  }

  async function documentOf(kind: RecordKind, id: number): Promise<string | null> {
    if (!isStoredId(id)) return null;
    const row = await query(kind).findOne({ select: ['documentId'], where: { id } });
    return row ? (row.documentId as string) : null;
  }

  return {
    translations,
    resolveIds,
    versionsIn,
    userExists,
    imageId,
    termByText,
    documentOf,
    termCounts,
    withDescendants,
    resolveRefs,
  };
};

export type RecordsService = ReturnType<typeof createRecordsService>;
export default createRecordsService;
