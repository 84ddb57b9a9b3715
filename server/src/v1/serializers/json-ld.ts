/**
 * schema.org JSON-LD for single reads (docs/tec-behaviour.md §3.7, docs/api.md §9). Built from the same rows as the
 * record, and only from what the caller may see. TEC's key names and shapes are kept (an Event
 * with `location` Place, `organizer` Person, `offers` Offer); its values are made valid where
 * TEC's are not, so the object passes the schema.org vocabulary and Google's Event requirements
 * (tests/unit/json-ld.test.ts): availability as the schema.org URL, no PostalAddress without an
 * address, organizer and venue `url`s that lead somewhere, and no `performer: "Organization"`
 * (TEC writes a type name where a performer belongs; none is known here, so none is written).
 */
import { DateTime } from 'luxon';
import { isoWithOffset } from '../../utils/dates';
import { costDetails } from '../../utils/cost';
import { plainText } from '../../utils/html';
import { eventPageUrl } from './recurrence';
import { anchorOf } from '../../domain/events';
import { eventSchedule } from '../../domain/recurrence';
import type { EventRow, OrganizerRow, VenueRow } from '../../domain/types';
import { publicPageUrl } from '../urls';
import type { OutputContext } from './context';
import { serializeImage } from './image';
import { previousStart } from './event-status';
import {
  SCHEMA_ORG_ATTENDANCE,
  SCHEMA_ORG_STATUS,
  attendanceOf,
  attendsOnline,
  eventStatusOf,
} from '../../domain/event-status';

type Json = Record<string, unknown>;

/** Drops empty members: schema.org consumers treat "" as a value. */
const clean = (o: Json): Json =>
  Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')
  );

/** A PostalAddress only when there is an address: an empty one is an error to Google, not "unknown". */
function postalAddress(v: VenueRow): Json | undefined {
  const address = clean({
    streetAddress: v.address,
    addressLocality: v.city,
    addressRegion: v.stateprovince || v.state || v.province,
    postalCode: v.zip,
    addressCountry: v.country,
  });
  return Object.keys(address).length ? { '@type': 'PostalAddress', ...address } : undefined;
}

export function venueJsonLd(v: VenueRow, out: OutputContext, open: boolean): Json {
  if (!open) return clean({ '@type': 'Place', name: v.name });
  return clean({
    '@type': 'Place',
    name: v.name,
    description: plainText(v.description),
    url: publicPageUrl(out.site, 'venues', v.slug),
    address: postalAddress(v),
    geo:
      v.geoLat !== null && v.geoLng !== null
        ? { '@type': 'GeoCoordinates', latitude: v.geoLat, longitude: v.geoLng }
        : undefined,
    telephone: v.phone,
    sameAs: v.website,
  });
}

/**
 * TEC describes every organizer as a schema.org `Person` (its JSON_LD__Organizer type), website
 * also as `sameAs`. `url` is the website, else the organizer's own page (Google recommends one).
 */
export function organizerJsonLd(o: OrganizerRow, open: boolean, out?: OutputContext): Json {
  if (!open) return clean({ '@type': 'Person', name: o.name });
  return clean({
    '@type': 'Person',
    name: o.name,
    description: plainText(o.description),
    url: o.website || (out ? publicPageUrl(out.site, 'organizers', o.slug) : undefined),
    telephone: o.phone,
    email: o.email,
    sameAs: o.website,
  });
}

/** A trashed event is canceled whatever its status says (TEC's JSON-LD marks trashed events so). */
function statusOf(e: EventRow): string {
  return e.postStatus === 'trash'
    ? SCHEMA_ORG_STATUS.canceled
    : SCHEMA_ORG_STATUS[eventStatusOf(e.eventStatus)];
}

/**
 * Where people attend (docs/api.md §13): the venue's Place, a VirtualLocation with the online URL,
 * or both in an array for a mixed event (Google's rich results read it so). An event moved online
 * is attended online whatever its mode says.
 */
function locationOf(e: EventRow, out: OutputContext): unknown {
  const place = e.venue ? venueJsonLd(e.venue, out, out.unlocked(e.venue.password)) : undefined;
  const online = attendsOnline(attendanceOf(e.attendanceMode), eventStatusOf(e.eventStatus));
  const virtual =
    online && e.onlineUrl ? { '@type': 'VirtualLocation', url: e.onlineUrl } : undefined;
  if (!virtual) return place;
  if (attendanceOf(e.attendanceMode) === 'mixed' && place) return [place, virtual];
  return virtual;
}

/** The mode, with an event moved online counted as online (schema.org's EventMovedOnline). */
function attendanceModeOf(e: EventRow): string {
  const mode = attendanceOf(e.attendanceMode);
  const status = eventStatusOf(e.eventStatus);
  return SCHEMA_ORG_ATTENDANCE[status === 'moved_online' && mode === 'offline' ? 'online' : mode];
}

/** ISO 8601 with the site's offset, the way TEC writes `validFrom`. */
function siteIso(value: string | Date | null, out: OutputContext): string | undefined {
  if (!value) return undefined;
  const dt = (
    value instanceof Date
      ? DateTime.fromJSDate(value)
      : DateTime.fromISO(String(value), { zone: 'utc' })
  ).setZone(out.siteZone);
  return dt.isValid ? dt.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ") : undefined;
}

/**
 * TEC's Offer (keys and order of its JSON_LD__Event): the lowest price of the cost ("free" is 0),
 * valid from the event's publication. `category: "primary"` is TEC's own value, kept for clients
 * that read it.
 */
function offerOf(
  e: EventRow,
  url: string,
  out: OutputContext,
  currencyCode: string
): Json | undefined {
  const cost = costDetails(e);
  const prices = cost.values.map((v) => (v === 'free' ? '0' : v));
  if (!prices.length) return undefined;
  return clean({
    '@type': 'Offer',
    price: prices[0],
    priceCurrency: cost.currencyCode || currencyCode,
    url,
    category: 'primary',
    availability: 'https://schema.org/InStock',
    validFrom: siteIso(e.postDate ?? e.createdAt, out),
  });
}

export function eventJsonLd(e: EventRow, out: OutputContext, currencyCode: string): Json {
  const url = eventPageUrl(e, out.site);
  const image = serializeImage(e.image, out.origin);
  const organizer = e.organizers[0];
  return clean({
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: e.title,
    description: plainText(e.excerpt || e.description),
    image: image ? image.url : undefined,
    url,
    eventAttendanceMode: attendanceModeOf(e),
    eventStatus: statusOf(e),
    startDate: isoWithOffset(e.startLocal, e.timezone),
    endDate: isoWithOffset(e.endLocal, e.timezone),
    previousStartDate: previousStart(e)?.toFormat("yyyy-MM-dd'T'HH:mm:ssZZ"),
    location: locationOf(e, out),
    // TEC's event JSON-LD names the first organizer only, as an object (JSON_LD__Event::get_data).
    organizer: organizer
      ? organizerJsonLd(organizer, out.unlocked(organizer.password), out)
      : undefined,
    offers: offerOf(e, url, out, currencyCode),
    // A series' own read describes its rule (schema.org Schedule); each occurrence is an Event of its own.
    eventSchedule:
      e.recurrence && !e.occurrence ? eventSchedule(e.recurrence, anchorOf(e, 'UTC')) : undefined,
  });
}
