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
  /** Whether a search may match password-protected events (only for callers who may edit them). */
  searchProtected?: boolean;
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

const SEARCH_FIELDS = ['title', 'description', 'excerpt'] as const;

/** WordPress's search stopwords (WP_Query::get_search_stopwords, English). */
const STOPWORDS = new Set(
  'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www'.split(',')
);

/**
 * The terms of a keyword search as WordPress splits them (WP_Query::parse_search, which TEC's
 * archive runs): on spaces, tabs, commas and plus signs, "quoted phrases" kept whole; single
 * letters and stopwords dropped; when nothing is left, or more than nine terms, the whole text is
 * one term. A term that starts with '-' excludes.
 */
export function searchTerms(text: string): string[] {
  const raw = text.replace(/[\r\n]/g, '');
  const found = raw.match(/".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g) ?? [];
  const terms = found
    .map((t) => (/^".+"$/.test(t) ? t.replace(/^["']+|["']+$/g, '') : t.replace(/^["' ]+|["' ]+$/g, '')))
    .filter((t) => t !== '' && !/^[a-z-]$/i.test(t) && !STOPWORDS.has(t.toLowerCase()));
  return terms.length === 0 || terms.length > 9 ? [raw] : terms;
}

/** Each term in one of the fields (AND over terms); an excluded term in none of them (a NULL field holds nothing). */
function searchConditions(text: string): Where[] {
  return searchTerms(text).map((term) => {
    if (term.length > 1 && term.startsWith('-')) {
      const word = term.slice(1);
      return { $and: SEARCH_FIELDS.map((f) => ({ $or: [{ [f]: { $null: true } }, { [f]: { $notContainsi: word } }] })) };
    }
    return { $or: SEARCH_FIELDS.map((f) => ({ [f]: { $containsi: term } })) };
  });
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
    and.push(...searchConditions(q.search));
    // WordPress leaves password-protected posts out of searches by callers who may not read them:
    // a match on their hidden description would tell what it says.
    if (!q.searchProtected) and.push({ $or: [{ password: { $null: true } }, { password: '' }] });
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
