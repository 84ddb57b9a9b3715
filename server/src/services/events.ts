/**
 * Events: queries with visibility applied, and writes in one transaction each.
 * Never sees the koa context or TEC's field names.
 */
import type { Core } from '@strapi/strapi';
import { distanceKm, eventListWhere, type EventListQuery } from './event-filters';
import { embeddableStatuses, type PostStatus } from './visibility';
import type { EventRow, TermRow, Translations } from './types';
import type { RecordsService } from './records';
import { UID } from './uids';
import { slugifyTitle } from '../utils/slug';

export const EVENT_POPULATE = {
  image: true,
  venue: { populate: { image: true } },
  organizers: { populate: { image: true } },
  categories: { populate: { parent: { select: ['id'] } } },
  tags: true,
} as const;

/** Ordering of reference §2.2 step 5 / API.md §6: start ascending, then id. */
const LIST_ORDER = [{ startLocal: 'asc' }, { id: 'asc' }];

export interface EventPage {
  rows: EventRow[];
  total: number;
}

/** Output companions of a set of events: language versions of every record, and term counts. */
export interface EventExtras {
  translations: Map<string, Translations>;
}

const createEventsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const records = () => strapi.plugin('calendar').service('records') as RecordsService;
  const events = () => strapi.db.query(UID.event);

  /** Venues inside the radius: few rows, so the exact distance is computed here and fed back as ids. */
  async function venuesWithin(q: EventListQuery): Promise<number[] | null> {
    const center = q.geo?.center;
    if (!center) return null;
    const venues: Array<{ id: number; geoLat: number; geoLng: number }> = await strapi.db.query(UID.venue).findMany({
      select: ['id', 'geoLat', 'geoLng'],
      where: { locale: q.lang, geoLat: { $notNull: true }, geoLng: { $notNull: true } },
    });
    return venues.filter((v) => distanceKm(center, { lat: v.geoLat, lng: v.geoLng }) <= q.geo!.radiusKm).map((v) => v.id);
  }

  /** Drops linked venues/organizers the caller may not see (API.md §3: never embedded) and fills term counts. */
  async function prepare(rows: EventRow[], mayEdit: boolean): Promise<EventRow[]> {
    const allowed = new Set<PostStatus>(embeddableStatuses(mayEdit));
    for (const row of rows) {
      if (row.venue && !allowed.has(row.venue.postStatus)) row.venue = null;
      row.organizers = (row.organizers ?? []).filter((o) => allowed.has(o.postStatus));
      row.categories = row.categories ?? [];
      row.tags = row.tags ?? [];
    }
    await fillCounts(rows.flatMap((r) => r.categories), 'category');
    await fillCounts(rows.flatMap((r) => r.tags), 'tag');
    return rows;
  }

  async function fillCounts(terms: TermRow[], kind: 'category' | 'tag') {
    const counts = await records().termCounts(kind, terms.map((t) => t.id));
    for (const term of terms) term.count = counts.get(term.id) ?? 0;
  }

  async function extras(rows: EventRow[]): Promise<EventExtras> {
    const svc = records();
    const [ev, ve, or, ca, ta] = await Promise.all([
      svc.translations('event', rows.map((r) => r.documentId)),
      svc.translations('venue', rows.flatMap((r) => (r.venue ? [r.venue.documentId] : []))),
      svc.translations('organizer', rows.flatMap((r) => r.organizers.map((o) => o.documentId))),
      svc.translations('category', rows.flatMap((r) => r.categories.map((t) => t.documentId))),
      svc.translations('tag', rows.flatMap((r) => r.tags.map((t) => t.documentId))),
    ]);
    return { translations: new Map([...ev, ...ve, ...or, ...ca, ...ta]) };
  }

  return {
    async list(q: EventListQuery, mayEdit: boolean): Promise<EventPage> {
      const categoryIds = q.categoryIds && (await records().withDescendants(q.categoryIds));
      // `include` may name any language version of an event (API.md §2); the list shows the request's.
      const includeIds = q.includeIds && (await records().versionsIn('event', q.includeIds, q.lang));
      const where = eventListWhere({ ...q, categoryIds, includeIds }, await venuesWithin(q));
      const [rows, total] = await Promise.all([
        events().findMany({ where, orderBy: LIST_ORDER, limit: q.perPage, offset: (q.page - 1) * q.perPage, populate: EVENT_POPULATE }),
        events().count({ where }),
      ]);
      return { rows: await prepare(rows as EventRow[], mayEdit), total };
    },

    async findById(id: number, mayEdit: boolean): Promise<EventRow | null> {
      const row = (await events().findOne({ where: { id }, populate: EVENT_POPULATE })) as EventRow | null;
      return row ? (await prepare([row], mayEdit))[0] : null;
    },

    /**
     * Exact match first, so a slug TEC's lookup would mangle (a dot) stays reachable (API.md §7);
     * then the slug normalised as TEC's lookup normalises it (lower case, '.' → '-' ...), so what
     * finds an event on TEC (`Community-Rock-Screening`) finds it here too (reference §2).
     */
    async idBySlug(slug: string, lang: string): Promise<number | null> {
      const find = async (s: string) => (await events().findOne({ select: ['id'], where: { slug: s, locale: lang } }))?.id as number | undefined;
      const normalised = slugifyTitle(slug);
      return (await find(slug)) ?? (normalised && normalised !== slug ? await find(normalised) : undefined) ?? null;
    },

    /** The id of `lang`'s version of the event `id` (any language), or null (API.md §2). */
    async versionIn(id: number, lang: string): Promise<number | null> {
      const ids = await records().resolveIds('event', [id], lang, false);
      return ids ? ids[0] : null;
    },

    extras,
  };
};

export type EventsService = ReturnType<typeof createEventsService>;
export default createEventsService;
