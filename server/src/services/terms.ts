/**
 * Event categories and tags (WordPress terms): lists with WordPress's term-query arguments, and
 * permanent writes. Term tables are small (dozens to a few thousand rows), so a list reads the
 * language's matching terms once, counts their published events in one grouped query, and
 * filters, sorts and pages them here — which is what `hide_empty` and `orderby=count` need.
 */
import type { Core } from '@strapi/strapi';
import { cutSlug, slugifyTitle, uniqueSlug } from '../utils/slug';
import { linkedIds } from './link-tables';
import { retryingSlugClashes } from './slug-clash';
import type { TermRow } from '../domain/types';
import { UID, type DocumentData } from '../domain/records';
import { isStoredId, storedIds } from '../domain/limits';
import { getService } from '../utils/get-service';
import { table, written } from './tables';
import type { TermInput, TermKind, TermListQuery } from '../domain/terms';

type Where = Record<string, unknown>;
/** What counting and `hide_empty` read of a term. */
type Counted = Pick<TermRow, 'id' | 'parent' | 'count'>;

/**
 * A term's slug: the one sent, else the name, sanitised the way WordPress's sanitize_title does (lower
 * case, '.' → '-'; terms have no by-slug route, so nothing needs a dot kept), cut to 200 characters.
 * '' when nothing sluggable remains (the caller falls back to the kind).
 */
function termSlug(wanted: string | undefined, name: string): string {
  const slug = (wanted !== undefined && slugifyTitle(wanted)) || slugifyTitle(name);
  return cutSlug(slug);
}

const byText = (key: 'name' | 'slug' | 'description') => (a: TermRow, b: TermRow) =>
  String(a[key] ?? '').localeCompare(String(b[key] ?? ''));
const byNumber = (get: (t: TermRow) => number) => (a: TermRow, b: TermRow) => get(a) - get(b);

function comparator(q: TermListQuery): ((a: TermRow, b: TermRow) => number) | null {
  switch (q.orderBy) {
    case 'id':
    case 'term_group':
      return byNumber((t) => t.id);
    case 'slug':
    case 'description':
      return byText(q.orderBy);
    case 'count':
      return byNumber((t) => t.count ?? 0);
    case 'parent':
      return byNumber((t) => t.parent?.id ?? 0);
    case 'include': {
      const at = new Map((q.include ?? []).map((id, i) => [id, i]));
      return byNumber((t) => at.get(t.id) ?? Number.MAX_SAFE_INTEGER);
    }
    case 'none':
      return null;
    default:
      return byText('name');
  }
}

const createTermsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = (kind: TermKind) => table(strapi, UID[kind]);
  const records = () => getService(strapi, 'records');
  const populate = { parent: { select: ['id'] } } as const;

  async function withCounts<R extends Counted>(kind: TermKind, rows: R[]): Promise<R[]> {
    const counts = await records().termCounts(
      kind,
      rows.map((r) => r.id)
    );
    for (const row of rows) row.count = counts.get(row.id) ?? 0;
    return rows;
  }

  async function listWhere(kind: TermKind, q: TermListQuery): Promise<Where> {
    const and: Where[] = [{ locale: q.lang }];
    if (q.search)
      and.push({ $or: [{ name: { $containsi: q.search } }, { slug: { $containsi: q.search } }] });
    // An id no row can have (domain/limits.ts) names nothing, as an unknown id does: it never
    // reaches the statement, which PostgreSQL would refuse (wp/v2 takes any digits: docs/api.md §16.3).
    if (q.include) and.push({ id: { $in: storedIds(q.include) } });
    if (q.exclude) and.push({ id: { $notIn: storedIds(q.exclude) } });
    if (q.slug !== undefined) and.push({ slug: Array.isArray(q.slug) ? { $in: q.slug } : q.slug });
    if (q.parentId !== undefined)
      and.push(
        q.parentId === 0
          ? { parent: { id: { $null: true } } }
          : { parent: { id: { $in: storedIds([q.parentId]) } } }
      );
    if (q.eventId !== undefined) {
      const ids = isStoredId(q.eventId)
        ? await linkedIds(strapi, kind === 'category' ? 'categories' : 'tags', {
            eventId: q.eventId,
            statusIn: q.eventStatuses,
          })
        : [];
      and.push({ id: { $in: ids } });
    }
    return { $and: and };
  }

  /** Whether a list reads every term of its language: then its rows are all `inUse` needs. */
  const readsAll = (q: TermListQuery) =>
    q.search === undefined &&
    q.include === undefined &&
    q.exclude === undefined &&
    q.slug === undefined &&
    q.parentId === undefined &&
    q.eventId === undefined;

  /**
   * The terms `hide_empty` keeps: those with a published event and, for categories, every ancestor
   * of one. WordPress's term query is hierarchical by default and keeps an empty parent whose
   * descendants are not empty, so a client walking the tree from the top reaches every category
   * in use (TEC delegates its term lists to that query). `all`: every term of the language with
   * its parent and count, read here unless the caller has them already.
   */
  async function inUse(kind: TermKind, lang: string, all?: Counted[]): Promise<Set<number>> {
    const terms: Counted[] =
      all ??
      (await withCounts(
        kind,
        await query(kind).findMany({
          select: ['id'],
          where: { locale: lang },
          populate: kind === 'category' ? populate : {},
        })
      ));
    const keep = new Set(terms.filter((t) => (t.count ?? 0) > 0).map((t) => t.id));
    const parentOf = new Map(terms.map((t) => [t.id, t.parent?.id ?? 0]));
    for (const id of [...keep]) {
      // Stops at an ancestor already kept: its own ancestors are kept already (and a loop ends).
      for (
        let parent = parentOf.get(id) ?? 0;
        parent && !keep.has(parent);
        parent = parentOf.get(parent) ?? 0
      )
        keep.add(parent);
    }
    return keep;
  }

  async function findById(kind: TermKind, id: number): Promise<TermRow | null> {
    if (!isStoredId(id)) return null;
    const row = await query(kind).findOne({ where: { id }, populate });
    return row ? (await withCounts(kind, [row]))[0] : null;
  }

  /** The term of that name under that parent in that language (WordPress's `term_exists`). */
  async function sameName(
    kind: TermKind,
    name: string,
    parentId: number,
    lang: string,
    selfId?: number
  ): Promise<number | null> {
    const where: Where = { locale: lang, name: { $eqi: name.trim() } };
    if (kind === 'category') where.parent = parentId ? { id: parentId } : { id: { $null: true } };
    if (selfId) where.id = { $ne: selfId };
    const row = await query(kind).findOne({
      select: ['id'],
      where,
      populate: kind === 'category' ? populate : undefined,
    });
    return row ? row.id : null;
  }

  async function freeSlug(kind: TermKind, wanted: string, lang: string, selfId?: number) {
    return uniqueSlug(wanted || kind, async (slug) => {
      const where: Where = { slug, locale: lang };
      if (selfId) where.id = { $ne: selfId };
      return (await query(kind).count({ where })) > 0;
    });
  }

  /** Whether `candidate` is `id` or one of its descendants (a parent there would make a loop). */
  async function isSelfOrDescendant(id: number, candidate: number): Promise<boolean> {
    return (await records().withDescendants([id])).includes(candidate);
  }

  /** Hands the children of a category about to go to its parent (none: they become top-level). */
  async function adoptChildren(existing: TermRow): Promise<void> {
    const children = await query('category').findMany({
      select: ['id', 'documentId', 'locale'],
      where: { parent: { id: existing.id } },
    });
    const parent = existing.parent?.id ?? null;
    const reparented: DocumentData = { parent };
    for (const child of children) {
      await strapi
        .documents(UID.category)
        .update({ documentId: child.documentId, locale: child.locale, data: reparented });
    }
  }

  /**
   * Create inside the caller's transaction (alone, or from an event write naming a new term);
   * `existed` when a term of that name is there already (WordPress's term_exists). The name is
   * looked up after the slug is picked: a same-name create that committed in between made the slug
   * taken and is found here, rather than copied under the next slug; one still running makes the
   * insert clash on the slug, and the retry finds it. So a burst of one name makes one term.
   */
  async function createIn(
    kind: TermKind,
    input: TermInput,
    lang: string
  ): Promise<{ id: number; existed: boolean }> {
    const name = input.name?.trim() ?? '';
    const slug = await freeSlug(kind, termSlug(input.slug, name), lang);
    const existing = name ? await sameName(kind, name, input.parentId ?? 0, lang) : null;
    if (existing) return { id: existing, existed: true };
    const data: Record<string, unknown> = { name, description: input.description ?? '', slug };
    if (kind === 'category' && input.parentId) data.parent = input.parentId;
    const doc = await strapi.documents(UID[kind]).create({ data, locale: lang });
    // Strapi types ids as string | number; the plugin's tables have integer ids.
    return { id: Number(doc.id), existed: false };
  }

  return {
    async list(kind: TermKind, q: TermListQuery): Promise<{ rows: TermRow[]; total: number }> {
      const rows = await query(kind).findMany({
        where: await listWhere(kind, q),
        populate,
        orderBy: { id: 'asc' },
      });
      let matching = await withCounts(kind, rows);
      if (q.hideEmpty) {
        // An unfiltered list has read every term with its parent and count: no second read.
        const kept = await inUse(kind, q.lang, readsAll(q) ? matching : undefined);
        matching = matching.filter((t) => kept.has(t.id));
      }
      const compare = comparator(q);
      if (compare)
        matching.sort(
          (a, b) => (q.order === 'desc' ? -compare(a, b) : compare(a, b)) || a.id - b.id
        );
      const start = (q.page - 1) * q.perPage;
      return { rows: matching.slice(start, start + q.perPage), total: matching.length };
    },

    findById,
    sameName,
    isSelfOrDescendant,
    createIn,

    /** The new term, or `existed` with the one of that name that won a race with this create. */
    async create(
      kind: TermKind,
      input: TermInput,
      lang: string
    ): Promise<{ row: TermRow; existed: boolean }> {
      const { id, existed } = await retryingSlugClashes(() =>
        strapi.db.transaction(() => createIn(kind, input, lang))
      );
      return { row: written(await findById(kind, id), `${kind} ${id}`), existed };
    },

    async update(kind: TermKind, existing: TermRow, input: TermInput): Promise<TermRow> {
      // Two updates sending the same new slug race like creates.
      await retryingSlugClashes(() =>
        strapi.db.transaction(async () => {
          const data: Record<string, unknown> = {};
          if (input.name !== undefined) data.name = input.name.trim();
          if (input.description !== undefined) data.description = input.description;
          if (input.slug !== undefined)
            data.slug = await freeSlug(
              kind,
              termSlug(input.slug, input.name ?? existing.name),
              existing.locale,
              existing.id
            );
          if (kind === 'category' && input.parentId !== undefined)
            data.parent = input.parentId || null;
          await strapi
            .documents(UID[kind])
            .update({ documentId: existing.documentId, locale: existing.locale, data });
        })
      );
      return written(await findById(kind, existing.id), `${kind} ${existing.id}`);
    },

    /**
     * Permanent, the way TEC forces it (docs/tec-behaviour.md §2.2): the term's links go with it. A category's
     * children move up to its own parent, as wp_delete_term does, rather than to the top.
     */
    async destroy(kind: TermKind, existing: TermRow): Promise<void> {
      await strapi.db.transaction(async () => {
        if (kind === 'category') await adoptChildren(existing);
        await strapi
          .documents(UID[kind])
          .delete({ documentId: existing.documentId, locale: existing.locale });
      });
    },
  };
};

export type TermsService = ReturnType<typeof createTermsService>;
export default createTermsService;
