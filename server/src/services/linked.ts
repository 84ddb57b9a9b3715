/**
 * Venues and organizers ("linked posts" in TEC): lists with TEC's filters, reads, and writes in one
 * transaction each — de-duplicated creation (reference §4.3–4.4), partial updates, and trash or
 * delete that unlink the record from every event.
 */
import type { Core } from '@strapi/strapi';
import { slugifyTitle, uniqueSlug } from '../utils/slug';
import { linkedIds, unlinkAll, type LinkedAttribute } from './link-tables';
import { scaleBackStatus, type PostStatus } from './visibility';
import type { OrganizerRow, VenueRow } from './types';
import { UID } from './uids';

export type LinkedKind = 'venue' | 'organizer';
export type LinkedRow = VenueRow | OrganizerRow;

const LINK: Record<LinkedKind, LinkedAttribute> = { venue: 'venue', organizer: 'organizers' };

/** Fields a keyword search looks in (reference §3.1.3). */
const SEARCH_FIELDS: Record<LinkedKind, string[]> = {
  venue: ['name', 'description', 'excerpt', 'address', 'city', 'province', 'state', 'stateprovince', 'zip', 'phone'],
  organizer: ['name', 'description', 'excerpt', 'phone', 'email', 'website'],
};

/** Fields compared when de-duplicating a create, and how (reference §4.3–4.4). */
const DEDUPE_FIELDS: Record<LinkedKind, Array<[string, 'eqi' | 'fragments']>> = {
  venue: [['name', 'eqi'], ['description', 'eqi'], ['excerpt', 'eqi'], ['address', 'fragments'], ['city', 'eqi'], ['province', 'eqi'], ['state', 'eqi'], ['stateprovince', 'eqi'], ['zip', 'eqi'], ['phone', 'eqi']],
  organizer: [['name', 'eqi'], ['description', 'eqi'], ['excerpt', 'eqi'], ['phone', 'eqi'], ['email', 'eqi'], ['website', 'eqi']],
};

export interface LinkedListQuery {
  lang: string;
  statuses: PostStatus[];
  search?: string;
  /** Only records linked to this event. */
  eventId?: number;
  /** true: linked to an event that is not a draft or pending; false: linked to none such. */
  hasEvents?: boolean;
  /** Only records linked to an event (of `upcomingStatuses`) starting at or after this instant. */
  upcomingFrom?: Date;
  upcomingStatuses: PostStatus[];
  page: number;
  perPage: number;
}

/** Text → the word fragments TEC matches: runs of letters, digits and '-' (reference §3.1.3). */
export const fragments = (text: string) => text.match(/[\p{L}\p{N}-]+/gu) ?? [];

type Where = Record<string, unknown>;

/** A record matches when any one field contains every fragment. */
function searchWhere(kind: LinkedKind, text: string): Where {
  const parts = fragments(text);
  if (!parts.length) return { id: { $null: true } };
  return { $or: SEARCH_FIELDS[kind].map((f) => ({ $and: parts.map((p) => ({ [f]: { $containsi: p } })) })) };
}

/**
 * Slugs a client sends are normalised as event slugs are: lower case, the uid alphabet, dots and
 * tildes kept, so a slug TEC's lookup would mangle stays reachable (API.md §7).
 */
const cleanSlug = (slug: string) => slug.trim().toLowerCase().replace(/[^a-z0-9\-_.~]+/g, '-').replace(/^-+|-+$/g, '');

/** WordPress cuts post slugs at 200 characters (uid columns hold 255, a uniqueness suffix included). */
const MAX_SLUG = 200;
const cutSlug = (slug: string) => slug.slice(0, MAX_SLUG).replace(/-+$/, '');

export interface LinkedInput {
  data: Record<string, unknown>;
  requestedStatus?: PostStatus;
  mayPublish?: boolean;
}

const createLinkedService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = (kind: LinkedKind) => strapi.db.query(UID[kind]);
  const populate = { image: true } as const;

  async function listWhere(kind: LinkedKind, q: LinkedListQuery): Promise<Where> {
    const and: Where[] = [{ locale: q.lang }, { postStatus: { $in: q.statuses } }];
    if (q.search) and.push(searchWhere(kind, q.search));
    if (q.eventId !== undefined) and.push({ id: { $in: await linkedIds(strapi, LINK[kind], { eventId: q.eventId }) } });
    if (q.hasEvents !== undefined) {
      const ids = await linkedIds(strapi, LINK[kind], { statusNotIn: ['draft', 'pending'], lang: q.lang });
      and.push({ id: q.hasEvents ? { $in: ids } : { $notIn: ids } });
    }
    if (q.upcomingFrom) {
      const ids = await linkedIds(strapi, LINK[kind], { statusIn: q.upcomingStatuses, startsFromUtc: q.upcomingFrom, lang: q.lang });
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
    return (await query(kind).findOne({ where: { id }, populate })) as LinkedRow | null;
  }

  /** An existing record equal on every non-empty field supplied (TEC's duplicate avoidance). */
  async function duplicateOf(kind: LinkedKind, data: Record<string, unknown>, lang: string): Promise<LinkedRow | null> {
    const conditions: Where[] = [];
    for (const [field, how] of DEDUPE_FIELDS[kind]) {
      const value = data[field];
      if (typeof value !== 'string' || value.trim() === '') continue;
      if (how === 'eqi') conditions.push({ [field]: { $eqi: value.trim() } });
      else conditions.push(...fragments(value).map((p) => ({ [field]: { $containsi: p } })));
    }
    if (!conditions.length) return null;
    const where = { $and: [{ locale: lang }, { postStatus: { $ne: 'trash' } }, ...conditions] };
    return (await query(kind).findOne({ where, orderBy: { id: 'asc' }, populate })) as LinkedRow | null;
  }

  /** Create inside the caller's transaction (used alone, and for inline creation from event writes). */
  async function createIn(kind: LinkedKind, input: LinkedInput, lang: string): Promise<{ id: number; existed: boolean }> {
    const duplicate = await duplicateOf(kind, input.data, lang);
    if (duplicate) return { id: duplicate.id, existed: true };
    // A slug sent with the create is taken (made unique); else it comes from the name.
    const given = typeof input.data.slug === 'string' ? cleanSlug(input.data.slug) : '';
    const slug = await freeSlug(kind, given || slugifyTitle(String(input.data.name ?? '')), lang);
    const data = {
      ...input.data,
      slug,
      postStatus: scaleBackStatus(input.requestedStatus, input.mayPublish === true),
      postDate: input.data.postDate ?? new Date(),
    };
    const doc = await strapi.documents(UID[kind]).create({ data, locale: lang } as never);
    return { id: (doc as unknown as { id: number }).id, existed: false };
  }

  return {
    async list(kind: LinkedKind, q: LinkedListQuery): Promise<{ rows: LinkedRow[]; total: number }> {
      const where = await listWhere(kind, q);
      const [rows, total] = await Promise.all([
        query(kind).findMany({ where, orderBy: [{ postDate: 'desc' }, { id: 'desc' }], limit: q.perPage, offset: (q.page - 1) * q.perPage, populate }),
        query(kind).count({ where }),
      ]);
      return { rows: rows as LinkedRow[], total };
    },

    findById,
    duplicateOf,
    createIn,

    /**
     * The exact slug first, then the slug normalised as TEC's lookup normalises it (lower case,
     * '.' → '-' ...), so what finds a venue on TEC (`Golden-Auditorium`) finds it here too
     * (reference §2), as for events.
     */
    async idBySlug(kind: LinkedKind, slug: string, lang: string): Promise<number | null> {
      const find = async (s: string) => ((await query(kind).findOne({ select: ['id'], where: { slug: s, locale: lang } }))?.id as number | undefined) ?? null;
      const normalised = slugifyTitle(slug);
      return (await find(slug)) ?? (normalised && normalised !== slug ? await find(normalised) : null);
    },

    async create(kind: LinkedKind, input: LinkedInput, lang: string): Promise<LinkedRow> {
      const { id } = await strapi.db.transaction(() => createIn(kind, input, lang));
      return (await findById(kind, id)) as LinkedRow;
    },

    async update(kind: LinkedKind, existing: LinkedRow, input: LinkedInput): Promise<LinkedRow> {
      await strapi.db.transaction(async () => {
        const data = { ...input.data };
        if (typeof data.slug === 'string') data.slug = await freeSlug(kind, cleanSlug(data.slug) || slugifyTitle(String(data.name ?? existing.name)), existing.locale, existing.id);
        if (input.requestedStatus !== undefined) data.postStatus = scaleBackStatus(input.requestedStatus, input.mayPublish === true, existing.postStatus);
        await strapi.documents(UID[kind]).update({ documentId: existing.documentId, locale: existing.locale, data } as never);
      });
      return (await findById(kind, existing.id)) as LinkedRow;
    },

    /** Trash, and unlink from every event (reference §2.2 DELETE step 3). */
    async trash(kind: LinkedKind, existing: LinkedRow): Promise<LinkedRow> {
      await strapi.db.transaction(async ({ trx }) => {
        await strapi.documents(UID[kind]).update({ documentId: existing.documentId, locale: existing.locale, data: { postStatus: 'trash' } } as never);
        await unlinkAll(strapi, LINK[kind], existing.id, trx);
      });
      return (await findById(kind, existing.id)) as LinkedRow;
    },

    async destroy(kind: LinkedKind, existing: LinkedRow): Promise<void> {
      await strapi.db.transaction(async ({ trx }) => {
        await unlinkAll(strapi, LINK[kind], existing.id, trx);
        await strapi.documents(UID[kind]).delete({ documentId: existing.documentId, locale: existing.locale } as never);
      });
    },
  };
};

export type LinkedService = ReturnType<typeof createLinkedService>;
export default createLinkedService;
