/**
 * Look-ups shared by every resource: language versions, id/slug resolution, term counts.
 * Each is one SQL statement whatever the number of records asked about.
 */
import type { Core } from '@strapi/strapi';
import type { Lookup, RecordKind } from '../v1/params/types';
import type { Translations } from './types';
import { UID } from './uids';

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

/** The path of an absolute URL (local uploads are stored as '/uploads/...'). */
function urlPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** The largest id a record can have (signed 32-bit integer columns). */
export const MAX_ID = 2147483647;

interface Row {
  id: number;
  documentId: string;
  locale: string;
}

const createRecordsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = (kind: RecordKind) => strapi.db.query(UID[kind]);

  /** documentId → { lang: id } for every language version of the given documents. */
  async function translations(kind: RecordKind, documentIds: string[]): Promise<Map<string, Translations>> {
    const out = new Map<string, Translations>();
    if (!documentIds.length) return out;
    const rows: Row[] = await query(kind).findMany({
      select: ['id', 'documentId', 'locale'],
      where: { documentId: { $in: [...new Set(documentIds)] } },
      orderBy: { id: 'asc' },
    });
    for (const row of rows) {
      const entry = out.get(row.documentId) ?? {};
      entry[row.locale] = row.id;
      out.set(row.documentId, entry);
    }
    return out;
  }

  /**
   * References (ids of any language version, or slugs) → ids of the `lang` versions, in the order
   * given (API.md §2: filters accept the id of any language version). null when any is unknown.
   */
  async function resolveIds(kind: RecordKind, refs: Array<string | number>, lang: string, bySlug: boolean): Promise<number[] | null> {
    const ids = refs.filter((r) => /^\d+$/.test(String(r))).map(Number);
    const slugs = bySlug ? refs.map(String).filter((r) => !/^\d+$/.test(r)) : [];
    // Ids are 32-bit integer columns on PostgreSQL and MySQL: a larger number names no record.
    if (ids.some((id) => id > MAX_ID)) return null;
    const or: Record<string, unknown>[] = [];
    if (ids.length) or.push({ id: { $in: ids } });
    if (slugs.length) or.push({ slug: { $in: slugs }, locale: lang });
    const found: Row[] & { slug?: string }[] = or.length
      ? await query(kind).findMany({ select: ['id', 'documentId', 'locale', 'slug'], where: { $or: or } })
      : [];
    const byRef = new Map<string, Row>();
    for (const row of found as Array<Row & { slug: string }>) {
      byRef.set(String(row.id), row);
      if (row.locale === lang) byRef.set(row.slug, row);
    }
    const rows = refs.map((r) => byRef.get(String(r)));
    if (rows.some((r) => !r)) return null;
    const versions = await translations(kind, rows.map((r) => r!.documentId));
    const resolved = rows.map((r) => versions.get(r!.documentId)?.[lang]);
    if (resolved.some((id) => id === undefined)) return null;
    return [...new Set(resolved as number[])];
  }

  /**
   * The ids of the `lang` versions of records given by the id of any of their language versions
   * (API.md §2), leniently: ids of unknown records, or of records without a `lang` version, are
   * dropped rather than refused (an `include` list names what to show, not what must exist).
   */
  async function versionsIn(kind: RecordKind, ids: number[], lang: string): Promise<number[]> {
    const safe = ids.filter((id) => Number.isSafeInteger(id));
    if (!safe.length) return [];
    const rows: Row[] = await query(kind).findMany({ select: ['id', 'documentId', 'locale'], where: { id: { $in: safe } } });
    const versions = await translations(kind, rows.map((r) => r.documentId));
    const out = rows.map((r) => versions.get(r.documentId)?.[lang]).filter((id): id is number => id !== undefined);
    return [...new Set(out)];
  }

  async function userExists(id: number): Promise<boolean> {
    // Past MAX_ID no user can exist, and PostgreSQL would refuse the query (a 500, not a 400).
    if (!strapi.plugin('users-permissions') || !Number.isSafeInteger(id) || id > MAX_ID) return false;
    return (await strapi.db.query('plugin::users-permissions.user').count({ where: { id } })) > 0;
  }

  /**
   * `image` arguments (API.md §7): the id of an image in the media library, or the URL of a file
   * already in it, matched without any download (as TEC reuses known attachments).
   */
  async function imageId(ref: string): Promise<number | null> {
    const files = strapi.db.query('plugin::upload.file');
    const trimmed = ref.trim();
    if (/^\d+$/.test(trimmed) && Number(trimmed) > MAX_ID) return null;
    const where = /^\d+$/.test(trimmed) ? { id: Number(trimmed) } : { url: { $in: [trimmed, urlPath(trimmed)] } };
    const file = await files.findOne({ select: ['id', 'mime'], where });
    return file && String(file.mime ?? '').startsWith('image/') ? (file.id as number) : null;
  }

  /** Published events per term (TEC's term `count`), for the given terms, in one grouped query. */
  async function termCounts(kind: 'category' | 'tag', termIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (!termIds.length) return counts;
    const eventMeta = strapi.db.metadata.get(UID.event);
    const attribute = eventMeta.attributes[kind === 'category' ? 'categories' : 'tags'] as unknown as { joinTable: JoinTable };
    const { name, joinColumn, inverseJoinColumn } = attribute.joinTable;
    const termColumn = `${name}.${inverseJoinColumn.name}`;
    const rows: Array<{ term: number; n: number | string }> = await strapi.db
      .connection(name)
      .join(eventMeta.tableName, `${eventMeta.tableName}.id`, `${name}.${joinColumn.name}`)
      .whereIn(termColumn, [...new Set(termIds)])
      .where(`${eventMeta.tableName}.post_status`, 'publish')
      .groupBy(termColumn)
      .select({ term: termColumn })
      .count({ n: '*' });
    for (const row of rows) counts.set(Number(row.term), Number(row.n));
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

  async function termByText(kind: 'category' | 'tag', text: string, lang: string): Promise<number | null> {
    const bySlug = await query(kind).findOne({ select: ['id'], where: { slug: text, locale: lang } });
    if (bySlug) return bySlug.id as number;
    const byName = await query(kind).findOne({ select: ['id'], where: { name: { $eqi: text }, locale: lang }, orderBy: { id: 'asc' } });
    return byName ? (byName.id as number) : null;
  }

  async function documentOf(kind: RecordKind, id: number): Promise<string | null> {
    if (!Number.isSafeInteger(id) || id > MAX_ID) return null;
    const row = await query(kind).findOne({ select: ['documentId'], where: { id } });
    return row ? (row.documentId as string) : null;
  }

  const lookup: Lookup = { resolveIds, userExists, imageId, termByText, documentOf };

  return { translations, resolveIds, versionsIn, userExists, imageId, termByText, documentOf, termCounts, withDescendants, lookup };
};

export type RecordsService = ReturnType<typeof createRecordsService>;
export default createRecordsService;
