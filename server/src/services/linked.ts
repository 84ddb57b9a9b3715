/**
 * Venues and organizers ("linked posts" in TEC): lists with TEC's filters, reads, and writes in one
 * transaction each — de-duplicated creation (docs/tec-behaviour.md §4.3–4.4), partial updates, and trash or
 * delete that unlink the record from every event.
 */
import type { Core } from '@strapi/strapi';
import { cleanSlug, cutSlug, findBySlug, slugifyTitle, uniqueSlug } from '../utils/slug';
import { linkedIds, unlinkAll, type LinkedAttribute } from './link-tables';
import { retryingSlugClashes } from './slug-clash';
import { table, written, type Table } from './tables';
import { defaultListStatuses, scaleBackStatus, type PostStatus } from '../domain/visibility';
import type { OrganizerRow, VenueRow } from '../domain/types';
import { UID, type DocumentData } from '../domain/records';
import type { LinkedInput, LinkedKind, LinkedListQuery, SearchAccess } from '../domain/linked';

export type LinkedRow = VenueRow | OrganizerRow;

const LINK: Record<LinkedKind, LinkedAttribute> = { venue: 'venue', organizer: 'organizers' };

/** Fields a keyword search looks in besides the name (docs/tec-behaviour.md §3.1.3): all of them password-protected. */
const PROTECTED_SEARCH_FIELDS: Record<LinkedKind, string[]> = {
  venue: [
    'description',
    'excerpt',
    'address',
    'city',
    'province',
    'state',
    'stateprovince',
    'zip',
    'phone',
  ],
  organizer: ['description', 'excerpt', 'phone', 'email', 'website'],
};

/** Fields compared when de-duplicating a create, and how (docs/tec-behaviour.md §4.3–4.4). */
const DEDUPE_FIELDS: Record<LinkedKind, Array<[string, 'eqi' | 'fragments']>> = {
  venue: [
    ['name', 'eqi'],
    ['description', 'eqi'],
    ['excerpt', 'eqi'],
    ['address', 'fragments'],
    ['city', 'eqi'],
    ['province', 'eqi'],
    ['state', 'eqi'],
    ['stateprovince', 'eqi'],
    ['zip', 'eqi'],
    ['phone', 'eqi'],
  ],
  organizer: [
    ['name', 'eqi'],
    ['description', 'eqi'],
    ['excerpt', 'eqi'],
    ['phone', 'eqi'],
    ['email', 'eqi'],
    ['website', 'eqi'],
  ],
};

/** Text → the word fragments TEC matches: runs of letters, digits and '-' (docs/tec-behaviour.md §3.1.3). */
export const fragments = (text: string) => text.match(/[\p{L}\p{N}-]+/gu) ?? [];

type Where = Record<string, unknown>;

/**
 * The fields the request itself supplied. TEC looks for a duplicate before it derives anything
 * (stateprovince from state/province), so a derived value never makes a twin look different:
 * `{venue: 'a venue', province: 'a venue province'}` finds 'A venue' whatever stateprovince that
 * one was given (docs/tec-behaviour.md §4.3).
 */
function supplied(input: LinkedInput): Record<string, unknown> {
  const derived = new Set(input.derived ?? []);
  return Object.fromEntries(Object.entries(input.data).filter(([key]) => !derived.has(key)));
}

/** Records whose protected fields this caller may see: no password, or the one the request carries. */
const openTo = (password?: string): Where => ({
  $or: [{ password: { $null: true } }, { password: '' }, ...(password ? [{ password }] : [])],
});

/**
 * A record matches when any one field contains every fragment. The fields a password protects are
 * searched only where the caller could read them: matching them on a locked record would let anyone
 * probe its address word by word (docs/api.md §3: nothing of a protected venue leaks, by any path).
 * WordPress likewise leaves password-protected posts out of logged-out searches.
 */
function searchWhere(kind: LinkedKind, text: string, access: SearchAccess): Where {
  const parts = fragments(text);
  if (!parts.length) return { id: { $null: true } };
  const holds = (field: string): Where => ({
    $and: parts.map((p) => ({ [field]: { $containsi: p } })),
  });
  const inProtected: Where = { $or: PROTECTED_SEARCH_FIELDS[kind].map(holds) };
  return {
    $or: [
      holds('name'),
      access.all ? inProtected : { $and: [openTo(access.password), inProtected] },
    ],
  };
}

const TRASHED: DocumentData = { postStatus: 'trash' };

const createLinkedService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = (kind: LinkedKind): Table<LinkedRow> => table(strapi, UID[kind]);
  const populate = { image: true } as const;

  async function listWhere(kind: LinkedKind, q: LinkedListQuery): Promise<Where> {
    const and: Where[] = [{ locale: q.lang }, { postStatus: { $in: q.statuses } }];
    if (q.search) and.push(searchWhere(kind, q.search, q.searchAccess));
    if (q.eventId !== undefined)
      and.push({
        id: {
          $in: await linkedIds(strapi, LINK[kind], {
            eventId: q.eventId,
            statusIn: q.eventStatuses,
          }),
        },
      });
    if (q.hasEvents !== undefined) {
      const ids = await linkedIds(strapi, LINK[kind], {
        statusNotIn: ['draft', 'pending'],
        lang: q.lang,
      });
      and.push({ id: q.hasEvents ? { $in: ids } : { $notIn: ids } });
    }
    if (q.upcomingFrom) {
      const ids = await linkedIds(strapi, LINK[kind], {
        statusIn: q.eventStatuses,
        startsFromUtc: q.upcomingFrom,
        lang: q.lang,
      });
      and.push({ id: { $in: ids } });
    }
    return { $and: and };
  }

  async function freeSlug(kind: LinkedKind, wanted: string, lang: string, selfId?: number) {
    return uniqueSlug(cutSlug(wanted) || kind, async (slug) => {
      const where: Where = { slug, locale: lang };
      if (selfId) where.id = { $ne: selfId };
      return (await query(kind).count({ where })) > 0;
    });
  }

  async function findById(kind: LinkedKind, id: number): Promise<LinkedRow | null> {
    return query(kind).findOne({ where: { id }, populate });
  }

  /**
   * An existing record equal on every non-empty field supplied (TEC's duplicate avoidance), among
   * the `statuses` the caller may see: answering a draft to a caller who may not read drafts
   * would hand it over whole.
   */
  async function duplicateOf(
    kind: LinkedKind,
    data: Record<string, unknown>,
    lang: string,
    statuses: PostStatus[]
  ): Promise<LinkedRow | null> {
    const conditions: Where[] = [];
    for (const [field, how] of DEDUPE_FIELDS[kind]) {
      const value = data[field];
      if (typeof value !== 'string' || value.trim() === '') continue;
      if (how === 'eqi') conditions.push({ [field]: { $eqi: value.trim() } });
      else conditions.push(...fragments(value).map((p) => ({ [field]: { $containsi: p } })));
    }
    if (!conditions.length) return null;
    const where = { $and: [{ locale: lang }, { postStatus: { $in: statuses } }, ...conditions] };
    return query(kind).findOne({ where, orderBy: { id: 'asc' }, populate });
  }

  /**
   * Create inside the caller's transaction (used alone, and for inline creation from event writes).
   * The slug is picked before the duplicate is looked for: a same-name create that committed in
   * between made the slug taken, and is then found as the duplicate rather than copied under the
   * next slug; one still running makes the insert clash on the slug, and the retry finds it.
   */
  async function createIn(
    kind: LinkedKind,
    input: LinkedInput,
    lang: string
  ): Promise<{ id: number; existed: boolean }> {
    // A slug sent with the create is taken (made unique); else it comes from the name.
    const given = typeof input.data.slug === 'string' ? cleanSlug(input.data.slug) : '';
    const slug = await freeSlug(kind, given || slugifyTitle(String(input.data.name ?? '')), lang);
    // A caller who may publish may also see every status but trash (docs/api.md §4); others, published records.
    const duplicate = await duplicateOf(
      kind,
      supplied(input),
      lang,
      defaultListStatuses(input.mayPublish === true)
    );
    if (duplicate) return { id: duplicate.id, existed: true };
    const data = {
      ...input.data,
      slug,
      postStatus: scaleBackStatus(input.requestedStatus, input.mayPublish === true),
      postDate: input.data.postDate ?? new Date(),
    };
    const doc = await strapi.documents(UID[kind]).create({ data, locale: lang });
    // Strapi types ids as string | number; the plugin's tables have integer ids.
    return { id: Number(doc.id), existed: false };
  }

  return {
    /**
     * Newest publication first (docs/tec-behaviour.md §3.1.3), by the date the records show: `postDate`, else
     * `createdAt` — a record made in the Strapi admin may have no postDate, and an SQL sort on it
     * would put those first on PostgreSQL and last on SQLite and MySQL. So the matching ids and
     * dates are read (three small columns), sorted here, and only the page is loaded whole.
     */
    async list(
      kind: LinkedKind,
      q: LinkedListQuery
    ): Promise<{ rows: LinkedRow[]; total: number }> {
      const where = await listWhere(kind, q);
      const matching = await query(kind).findMany({
        select: ['id', 'postDate', 'createdAt'],
        where,
      });
      const shown = (r: Pick<LinkedRow, 'postDate' | 'createdAt'>) =>
        new Date(r.postDate ?? r.createdAt).getTime();
      const ordered = matching.sort((a, b) => shown(b) - shown(a) || b.id - a.id);
      const start = (q.page - 1) * q.perPage;
      const ids = ordered.slice(start, start + q.perPage).map((r) => r.id);
      const rows = ids.length
        ? await query(kind).findMany({ where: { id: { $in: ids } }, populate })
        : [];
      return {
        rows: rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
        total: matching.length,
      };
    },

    findById,
    duplicateOf,
    createIn,

    /**
     * The exact slug first, then the slug normalised the way TEC's lookup normalises it (lower case,
     * '.' → '-' ...), so what finds a venue on TEC (`Golden-Auditorium`) finds it here too
     * (docs/tec-behaviour.md §2), as for events.
     */
    async idBySlug(kind: LinkedKind, slug: string, lang: string): Promise<number | null> {
      return findBySlug(
        slug,
        async (s) =>
          (await query(kind).findOne({ select: ['id'], where: { slug: s, locale: lang } }))?.id ??
          null
      );
    },

    async create(kind: LinkedKind, input: LinkedInput, lang: string): Promise<LinkedRow> {
      const { id } = await retryingSlugClashes(() =>
        strapi.db.transaction(() => createIn(kind, input, lang))
      );
      return written(await findById(kind, id), `${kind} ${id}`);
    },

    async update(kind: LinkedKind, existing: LinkedRow, input: LinkedInput): Promise<LinkedRow> {
      // Two updates sending the same new slug race like creates.
      await retryingSlugClashes(() =>
        strapi.db.transaction(async ({ trx }) => {
          const data = { ...input.data };
          if (typeof data.slug === 'string')
            data.slug = await freeSlug(
              kind,
              cleanSlug(data.slug) || slugifyTitle(String(data.name ?? existing.name)),
              existing.locale,
              existing.id
            );
          if (input.requestedStatus !== undefined)
            data.postStatus = scaleBackStatus(
              input.requestedStatus,
              input.mayPublish === true,
              existing.postStatus
            );
          await strapi
            .documents(UID[kind])
            .update({ documentId: existing.documentId, locale: existing.locale, data });
          // Trashing by `status: "trash"` is trashing too: the events let go of it, as with DELETE.
          if (data.postStatus === 'trash' && existing.postStatus !== 'trash')
            await unlinkAll(strapi, LINK[kind], existing.id, trx);
        })
      );
      return written(await findById(kind, existing.id), `${kind} ${existing.id}`);
    },

    /** Trash, and unlink from every event (docs/tec-behaviour.md §2.2 DELETE step 3). */
    async trash(kind: LinkedKind, existing: LinkedRow): Promise<LinkedRow> {
      await strapi.db.transaction(async ({ trx }) => {
        await strapi.documents(UID[kind]).update({
          documentId: existing.documentId,
          locale: existing.locale,
          data: TRASHED,
        });
        await unlinkAll(strapi, LINK[kind], existing.id, trx);
      });
      return written(await findById(kind, existing.id), `${kind} ${existing.id}`);
    },

    async destroy(kind: LinkedKind, existing: LinkedRow): Promise<void> {
      await strapi.db.transaction(async ({ trx }) => {
        await unlinkAll(strapi, LINK[kind], existing.id, trx);
        await strapi
          .documents(UID[kind])
          .delete({ documentId: existing.documentId, locale: existing.locale });
      });
    },
  };
};

export type LinkedService = ReturnType<typeof createLinkedService>;
export default createLinkedService;
