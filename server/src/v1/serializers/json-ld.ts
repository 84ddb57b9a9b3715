/**
 * schema.org JSON-LD for single reads (reference §3.7). Built from the same rows as the record,
 * and only from what the caller may see.
 */
import { isoWithOffset } from '../../utils/dates';
import { costDetails } from '../../utils/cost';
import { plainText } from '../../utils/html';
import type { EventRow, OrganizerRow, VenueRow } from '../../services/types';
import { publicPageUrl } from '../urls';
import type { OutputContext } from './context';
import { serializeImage } from './image';

type Json = Record<string, unknown>;

/** Drops empty members: schema.org consumers treat "" as a value. */
const clean = (o: Json): Json => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export function venueJsonLd(v: VenueRow, out: OutputContext, open: boolean): Json {
  if (!open) return clean({ '@type': 'Place', name: v.name });
  return clean({
    '@type': 'Place',
    name: v.name,
    description: plainText(v.description),
    url: publicPageUrl(out.site, 'venues', v.slug),
    address: clean({
      '@type': 'PostalAddress',
      streetAddress: v.address,
      addressLocality: v.city,
      addressRegion: v.stateprovince || v.state || v.province,
      postalCode: v.zip,
      addressCountry: v.country,
    }),
    geo: v.geoLat !== null && v.geoLng !== null ? { '@type': 'GeoCoordinates', latitude: v.geoLat, longitude: v.geoLng } : undefined,
    telephone: v.phone,
    sameAs: v.website,
  });
}

/** TEC describes every organizer as a schema.org `Person` (its JSON_LD__Organizer type), website also as `sameAs`. */
export function organizerJsonLd(o: OrganizerRow, open: boolean): Json {
  if (!open) return clean({ '@type': 'Person', name: o.name });
  return clean({
    '@type': 'Person',
    name: o.name,
    description: plainText(o.description),
    url: o.website,
    telephone: o.phone,
    email: o.email,
    sameAs: o.website,
  });
}

const EVENT_STATUS: Record<string, string> = { trash: 'https://schema.org/EventCancelled' };

export function eventJsonLd(e: EventRow, out: OutputContext, currencyCode: string): Json {
  const url = publicPageUrl(out.site, 'events', e.slug);
  const cost = costDetails(e);
  const prices = cost.values.map((v) => (v === 'free' ? '0' : v));
  const image = serializeImage(e.image, out.origin);
  return clean({
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: e.title,
    description: plainText(e.excerpt || e.description),
    image: image ? image.url : undefined,
    url,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: EVENT_STATUS[e.postStatus] ?? 'https://schema.org/EventScheduled',
    startDate: isoWithOffset(e.startLocal, e.timezone),
    endDate: isoWithOffset(e.endLocal, e.timezone),
    location: e.venue ? venueJsonLd(e.venue, out, out.unlocked(e.venue.password)) : undefined,
    // TEC's event JSON-LD names the first organizer only, as an object (JSON_LD__Event::get_data).
    organizer: e.organizers.length ? organizerJsonLd(e.organizers[0], out.unlocked(e.organizers[0].password)) : undefined,
    offers: prices.length
      ? clean({
          '@type': 'Offer',
          price: prices[0],
          priceCurrency: cost.currencyCode || currencyCode,
          url,
          availability: 'https://schema.org/InStock',
        })
      : undefined,
  });
}
