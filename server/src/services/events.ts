/**
 * Events: queries with visibility applied, and writes in one transaction each.
 * Never sees the koa context or TEC's field names.
 *
 * Reads go through the plugin's own read path (read-path/events.ts): a list is three statements
 * whatever its size or filters, with no generic query building or sanitising walks between the
 * validated query and the SQL (issue #6) — one, when the controller has every event of the page
 * rendered already (`skip`: controllers/rendered-events.ts). Writes stay with Strapi's Document
 * Service.
 */
import type { Core } from '@strapi/strapi';
import { distanceKm, eventListSql } from './event-filters';
import type { EventListQuery } from '../domain/events';
import { catalogOf } from './read-path/catalog';
import { createEventReads, type EventReads, type SkipEmbed } from './read-path/events';
import { embeddableStatuses, type PostStatus } from '../domain/visibility';
import type { EventRow, Translations } from '../domain/types';
import { OCCURRENCE_ID_BASE, UID } from '../domain/records';
import { isStoredId, storedIds } from '../domain/limits';
import { findBySlug } from '../utils/slug';
import { getService } from '../utils/get-service';

export interface EventPage {
  rows: EventRow[];
  total: number;
  /** The read version the rows are current for (read-path/read-version.ts). */
  version: unknown;
}

/** Output companions of a set of events: language versions of every record, and term counts. */
export interface EventExtras {
  translations: Map<string, Translations>;
}

const createEventsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const records = () => getService(strapi, 'records');
  let reads: EventReads | null = null;
  const read = () => (reads ??= createEventReads(strapi));
  /** The language versions the read path found with each event it returned, so `extras` needs no statement. */
  const knownTranslations = new WeakMap<EventRow, Map<string, Translations>>();

  /** Venues inside the radius: few rows, so the exact distance is computed here and fed back as ids. */
  async function venuesWithin(q: EventListQuery): Promise<number[] | null> {
    const center = q.geo?.center;
    if (!center) return null;
    const venues: Array<{ id: number; geoLat: number; geoLng: number }> = await strapi.db
      .query(UID.venue)
      .findMany({
        select: ['id', 'geoLat', 'geoLng'],
        where: { locale: q.lang, geoLat: { $notNull: true }, geoLng: { $notNull: true } },
      });
    return venues
      .filter((v) => distanceKm(center, { lat: v.geoLat, lng: v.geoLng }) <= q.geo!.radiusKm)
      .map((v) => v.id);
  }

  /** Drops linked venues/organizers the caller may not see (docs/api.md §3: never embedded). */
  function prepare(
    rows: EventRow[],
    translations: Map<string, Translations>,
    mayEdit: boolean
  ): EventRow[] {
    const allowed = new Set<PostStatus>(embeddableStatuses(mayEdit));
    for (const row of rows) {
      if (row.venue && !allowed.has(row.venue.postStatus)) row.venue = null;
      row.organizers = row.organizers.filter((o) => allowed.has(o.postStatus));
      knownTranslations.set(row, translations);
    }
    return rows;
  }

  /** `include` ids in the request's language: events through their documents, occurrences through their series'. */
  async function includedIn(ids: number[], lang: string): Promise<number[]> {
    const events = ids.filter((id) => id < OCCURRENCE_ID_BASE);
    const occurrences = storedIds(ids).filter((id) => id >= OCCURRENCE_ID_BASE);
    const found = await Promise.all(occurrences.map((id) => read().occurrenceIn(id, lang)));
    return [
      ...(events.length ? await records().versionsIn('event', events, lang) : []),
      ...found.filter((id): id is number => id !== null),
    ];
  }

  async function extras(rows: EventRow[]): Promise<EventExtras> {
    if (rows.every((r) => knownTranslations.has(r))) {
      const translations = new Map<string, Translations>();
      for (const row of rows)
        for (const [doc, t] of knownTranslations.get(row)!) translations.set(doc, t);
      return { translations };
    }
    const svc = records();
    const [ev, ve, or, ca, ta] = await Promise.all([
      svc.translations(
        'event',
        rows.map((r) => r.documentId)
      ),
      svc.translations(
        'venue',
        rows.flatMap((r) => (r.venue ? [r.venue.documentId] : []))
      ),
      svc.translations(
        'organizer',
        rows.flatMap((r) => r.organizers.map((o) => o.documentId))
      ),
      svc.translations(
        'category',
        rows.flatMap((r) => r.categories.map((t) => t.documentId))
      ),
      svc.translations(
        'tag',
        rows.flatMap((r) => r.tags.map((t) => t.documentId))
      ),
    ]);
    return { translations: new Map([...ev, ...ve, ...or, ...ca, ...ta]) };
  }

  return {
    /** A page of events; those `skip` names come without their embedded records (read-path/events.ts). */
    async list(q: EventListQuery, mayEdit: boolean, skip?: SkipEmbed): Promise<EventPage> {
      // `include` may name any language version of an event (docs/api.md §2); the list shows the request's.
      const includeIds = q.includeIds && (await includedIn(q.includeIds, q.lang));
      const sql = eventListSql(catalogOf(strapi), { ...q, includeIds }, await venuesWithin(q));
      const page = await read().list(sql, q.page, q.perPage, skip);
      const rows = prepare(page.rows, page.translations, mayEdit);
      return { rows, total: page.total, version: page.version };
    },

    /** The event or occurrence `id` with the read version it is current for (`skip` as for list). */
    async read(
      id: number,
      mayEdit: boolean,
      skip?: SkipEmbed
    ): Promise<{ row: EventRow | null; version: unknown }> {
      const found = await read().byId(id, skip);
      const row = found.rows.length ? prepare(found.rows, found.translations, mayEdit)[0] : null;
      return { row, version: found.version };
    },

    async findById(id: number, mayEdit: boolean): Promise<EventRow | null> {
      return (await this.read(id, mayEdit)).row;
    },

    /**
     * Exact match first, so a slug TEC's lookup would mangle (a dot) stays reachable (docs/api.md §7);
     * then the slug normalised the way TEC's lookup normalises it (lower case, '.' → '-' ...), so what
     * finds an event on TEC (`Community-Rock-Screening`) finds it here too (docs/tec-behaviour.md §2).
     */
    async idBySlug(slug: string, lang: string): Promise<number | null> {
      return findBySlug(slug, (s) => read().idBySlug(s, lang));
    },

    /** The id of `lang`'s version of the event or occurrence `id` (any language), or null (docs/api.md §2). */
    async versionIn(id: number, lang: string): Promise<number | null> {
      // No row has an id past the integer columns' range (PostgreSQL would refuse to compare it).
      if (!isStoredId(id)) return null;
      if (id >= OCCURRENCE_ID_BASE) return read().occurrenceIn(id, lang);
      const ids = await records().resolveIds('event', [id], lang, false);
      return ids ? ids[0] : null;
    },

    /** A series and the events that replace some of its occurrences, for the iCalendar feed. */
    async seriesEntry(
      seriesId: number,
      mayEdit: boolean
    ): Promise<{ series: EventRow; exceptions: EventRow[] } | null> {
      const series = await this.findById(seriesId, mayEdit);
      if (!series?.recurrence) return null;
      const exceptions: EventRow[] = [];
      for (const id of await read().exceptionIds(seriesId)) {
        const row = await this.findById(id, mayEdit);
        if (row) exceptions.push(row);
      }
      return { series, exceptions };
    },

    extras,
  };
};

export type EventsService = ReturnType<typeof createEventsService>;
export default createEventsService;
