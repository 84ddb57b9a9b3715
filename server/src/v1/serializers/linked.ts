/**
 * Venue and organizer records (docs/tec-behaviour.md §3.4), pruned of empty values, as read alone and as
 * embedded in events. A password-protected record the caller has not unlocked shows its name and
 * identity only: unlike TEC, `state` is blanked too and nothing else leaks (docs/api.md §3).
 */
import { renderHtml } from '../../utils/html';
import { siteFieldsRecord } from '../../domain/site-fields';
import type { OrganizerRow, VenueRow } from '../../domain/types';
import { publicPageUrl } from '../urls';
import type { OutputContext } from './context';
import { authorString, globalIds, languageFields, postDates, pruneEmpty } from './common';
import { serializeImage } from './image';
import { organizerJsonLd, venueJsonLd } from './json-ld';

interface Options {
  /** Single reads carry `json_ld` (docs/tec-behaviour.md §3.4). */
  jsonLd?: boolean;
}

const text = (v: string | null | undefined) => v ?? '';

function postHead(rec: VenueRow | OrganizerRow, kind: 'venues' | 'organizers', out: OutputContext) {
  return {
    id: rec.id,
    author: authorString(rec.authorId),
    status: rec.postStatus,
    ...postDates(rec, out),
    url: publicPageUrl(out.site, kind, rec.slug),
  };
}

const siteFieldsOf = (out: OutputContext, kind: 'venue' | 'organizer', row: object) =>
  siteFieldsRecord(out.siteFields?.[kind] ?? [], row);

export function serializeVenue(v: VenueRow, out: OutputContext, opts: Options = {}) {
  const open = out.unlocked(v.password);
  const geo =
    open && v.geoLat !== null && v.geoLng !== null ? { geo_lat: v.geoLat, geo_lng: v.geoLng } : {};
  const body = pruneEmpty({
    ...postHead(v, 'venues', out),
    venue: v.name,
    description: open ? renderHtml(v.description) : '',
    excerpt: open ? renderHtml(v.excerpt) : '',
    slug: v.slug,
    image: open ? serializeImage(v.image, out.origin) : false,
    address: open ? text(v.address) : '',
    city: open ? text(v.city) : '',
    country: open ? text(v.country) : '',
    province: open ? text(v.province) : '',
    state: open ? text(v.state) : '',
    zip: open ? text(v.zip) : '',
    phone: open ? text(v.phone) : '',
    website: open ? text(v.website) : '',
    stateprovince: open ? text(v.stateprovince) : '',
    // The site's own fields (docs/api.md §14), an addition pruned like TEC's empty values.
    custom_fields: open ? siteFieldsOf(out, 'venue', v) : [],
  });
  return {
    ...body,
    ...geo,
    ...(opts.jsonLd ? { json_ld: venueJsonLd(v, out, open) } : {}),
    // Added after pruning, so always present (docs/tec-behaviour.md §3.4); null when locked, like TEC.
    show_map: open ? v.showMap !== false : null,
    show_map_link: open ? v.showMapLink !== false : null,
    ...globalIds(v.id, out),
    ...languageFields(v, out),
  };
}

export function serializeOrganizer(o: OrganizerRow, out: OutputContext, opts: Options = {}) {
  const open = out.unlocked(o.password);
  const body = pruneEmpty({
    ...postHead(o, 'organizers', out),
    organizer: o.name,
    description: open ? renderHtml(o.description) : '',
    excerpt: open ? renderHtml(o.excerpt) : '',
    slug: o.slug,
    image: open ? serializeImage(o.image, out.origin) : false,
    phone: open ? text(o.phone) : '',
    website: open ? text(o.website) : '',
    email: open ? text(o.email) : '',
    custom_fields: open ? siteFieldsOf(out, 'organizer', o) : [],
  });
  return {
    ...body,
    ...(opts.jsonLd ? { json_ld: organizerJsonLd(o, open) } : {}),
    ...globalIds(o.id, out),
    ...languageFields(o, out),
  };
}
