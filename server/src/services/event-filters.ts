/**
 * The event list query in domain terms, and its translation into one `where` of Strapi's query
 * engine: every filter is a condition of the same SQL statement (API.md, issue: a single indexed
 * query), so `total` and the page always agree.
 */
import type { PostStatus } from './visibility';

/** Wall-time bounds ('YYYY-MM-DD HH:MM:SS'), compared with the events' local start/end as TEC does. */
export interface Window {
  startFrom?: string;
  endTo?: string;
  startBefore?: string;
  startAfter?: string;
  endBefore?: string;
  endAfter?: string;
}

export interface EventListQuery {
  lang: string;
  statuses: PostStatus[];
  window: Window;
  search?: string;
  categoryIds?: number[];
  tagIds?: number[];
  venueIds?: number[];
  organizerIds?: number[];
  featured?: boolean;
  includeIds?: number[];
  parentId?: number;
  ticketed?: boolean;
  /** Venue ids within the radius, when a geographic centre was given (resolved by the service). */
  geo?: { center?: { lat: number; lng: number }; radiusKm: number };
  page: number;
  perPage: number;
}

type Where = Record<string, unknown>;

function windowConditions(w: Window): Where[] {
  const c: Where[] = [];
  if (w.startFrom) c.push({ startLocal: { $gte: w.startFrom } });
  if (w.endTo) c.push({ endLocal: { $lte: w.endTo } });
  if (w.startBefore) c.push({ startLocal: { $lt: w.startBefore } });
  if (w.startAfter) c.push({ startLocal: { $gt: w.startAfter } });
  if (w.endBefore) c.push({ endLocal: { $lt: w.endBefore } });
  if (w.endAfter) c.push({ endLocal: { $gt: w.endAfter } });
  return c;
}

/** `geoVenueIds`: venues inside the search radius (null when no centre was given). */
export function eventListWhere(q: EventListQuery, geoVenueIds: number[] | null): Where {
  const and: Where[] = [
    { locale: q.lang },
    { postStatus: { $in: q.statuses } },
    // TEC always leaves hidden events out of lists, even with `include` (reference §2.2 step 4).
    { $or: [{ hideFromListings: false }, { hideFromListings: { $null: true } }] },
    ...windowConditions(q.window),
  ];
  if (q.search) {
    and.push({ $or: ['title', 'description', 'excerpt'].map((f) => ({ [f]: { $containsi: q.search } })) });
  }
  if (q.categoryIds) and.push({ categories: { id: { $in: q.categoryIds } } });
  if (q.tagIds) and.push({ tags: { id: { $in: q.tagIds } } });
  if (q.venueIds) and.push({ venue: { id: { $in: q.venueIds } } });
  if (q.organizerIds) and.push({ organizers: { id: { $in: q.organizerIds } } });
  if (q.featured !== undefined) and.push(q.featured ? { featured: true } : { $or: [{ featured: false }, { featured: { $null: true } }] });
  if (q.includeIds) and.push({ id: { $in: q.includeIds } });
  if (q.parentId !== undefined) and.push({ parent: { id: q.parentId } });
  // No ticketing exists (API.md §6): ticketed=true matches nothing, false everything.
  if (q.ticketed === true) and.push({ id: { $null: true } });
  if (q.geo) {
    and.push(geoVenueIds ? { venue: { id: { $in: geoVenueIds.length ? geoVenueIds : [0] } } } : { venue: { geoLat: { $notNull: true }, geoLng: { $notNull: true } } });
  }
  return { $and: and };
}

/** Great-circle distance in km (haversine): precise enough for "within N km" of a venue. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
