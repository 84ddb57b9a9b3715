/**
 * json_ld of single reads (docs/tec-behaviour.md §3.7, docs/api.md §9): complete schema.org, checked against the
 * schema.org vocabulary (types, properties of each type, value ranges) and Google's Event
 * requirements, in TEC's key names.
 */
import { eventJsonLd, organizerJsonLd, venueJsonLd } from '../../server/src/v1/serializers/json-ld';
import type { OutputContext } from '../../server/src/v1/serializers/context';
import type { EventRow, OrganizerRow, VenueRow } from '../../server/src/domain/types';
import { googleEventGaps, schemaOrgIssues } from './schemaorg/validate';

const out = (unlocked = true): OutputContext => ({
  root: 'https://h.test/api/calendar/events/v1',
  site: 'https://h.test',
  origin: 'https://h.test',
  siteZone: 'Europe/Brussels',
  translations: new Map(),
  unlocked: (stored) => !stored || unlocked,
});

const post = {
  postStatus: 'publish' as const,
  password: null,
  authorId: null,
  excerpt: null,
  image: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

const venue = (extra: Partial<VenueRow> = {}): VenueRow => ({
  ...post,
  id: 3,
  documentId: 'doc-v',
  locale: 'en',
  name: 'Concertgebouw',
  slug: 'concertgebouw',
  description: 'A **concert** hall',
  postDate: null,
  address: "'t Zand 34",
  city: 'Brugge',
  country: 'Belgium',
  province: 'West-Vlaanderen',
  state: null,
  zip: '8000',
  phone: '+32 70 22 33 02',
  website: 'https://www.concertgebouw.be/',
  stateprovince: null,
  geoLat: 51.2036,
  geoLng: 3.2164,
  showMap: true,
  showMapLink: true,
  ...extra,
});

const organizer = (extra: Partial<OrganizerRow> = {}): OrganizerRow => ({
  ...post,
  id: 5,
  documentId: 'doc-o',
  locale: 'en',
  name: 'Brugge Plus',
  slug: 'brugge-plus',
  description: 'Organizes',
  postDate: null,
  phone: '+32 50 44 30 40',
  website: 'https://bruggeplus.be/',
  email: 'info@bruggeplus.be',
  ...extra,
});

const image = {
  id: 9,
  url: '/uploads/poster.jpg',
  ext: '.jpg',
  width: 1200,
  height: 800,
  size: 120.5,
  mime: 'image/jpeg',
  formats: null,
};

const event = (extra: Partial<EventRow> = {}): EventRow => ({
  ...post,
  id: 12,
  documentId: 'doc-e',
  locale: 'en',
  title: 'Jazz at the Concertgebouw',
  slug: 'jazz',
  description: 'An evening of *jazz*.',
  excerpt: 'Jazz, live.',
  postDate: '2026-11-01T10:00:00.000Z',
  image,
  allDay: false,
  timezone: 'Europe/Brussels',
  startUtc: '2027-06-05T18:00:00.000Z',
  endUtc: '2027-06-05T21:30:00.000Z',
  startLocal: '2027-06-05 20:00:00',
  endLocal: '2027-06-05 23:30:00',
  cost: '€15 - €25',
  currencySymbol: '€',
  currencyPosition: 'prefix',
  currencyCode: 'EUR',
  website: null,
  showMap: true,
  showMapLink: true,
  hideFromListings: false,
  sticky: false,
  featured: false,
  venue: venue(),
  organizers: [organizer()],
  categories: [],
  tags: [],
  ...extra,
});

/** Keys TEC's event JSON-LD has (docs/tec-behaviour.md §11.5), and `image`, which TEC adds when there is one. */
const TEC_EVENT_KEYS = [
  '@context',
  '@type',
  'name',
  'description',
  'image',
  'url',
  'eventAttendanceMode',
  'eventStatus',
  'startDate',
  'endDate',
  // An addition (docs/api.md §13), where schema.org's examples put it: after the dates.
  'previousStartDate',
  'location',
  'organizer',
  'offers',
  'performer',
];
const TEC_OFFER_KEYS = [
  '@type',
  'price',
  'priceCurrency',
  'url',
  'category',
  'availability',
  'validFrom',
];

describe('event json_ld', () => {
  const ld = eventJsonLd(event(), out(), 'USD');

  test('is valid schema.org: known types, properties of their types, values in their ranges', () => {
    expect(schemaOrgIssues(ld)).toEqual([]);
  });

  test('meets every Google Event requirement, and every recommendation but performer (none is known)', () => {
    expect(googleEventGaps(ld)).toEqual({ required: [], recommended: ['performer'] });
  });

  test('keeps TEC’s key names and order', () => {
    const keys = Object.keys(ld);
    expect(keys).toEqual(TEC_EVENT_KEYS.filter((k) => keys.includes(k)));
    expect(Object.keys(ld.offers as object)).toEqual(TEC_OFFER_KEYS);
  });

  test('dates carry the offset of the event’s zone (summer time in Brussels)', () => {
    expect(ld).toMatchObject({
      startDate: '2027-06-05T20:00:00+02:00',
      endDate: '2027-06-05T23:30:00+02:00',
    });
  });

  test('location is a Place with a PostalAddress and GeoCoordinates', () => {
    expect(ld.location).toEqual({
      '@type': 'Place',
      name: 'Concertgebouw',
      description: 'A concert hall',
      url: 'https://h.test/venues/concertgebouw/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: "'t Zand 34",
        addressLocality: 'Brugge',
        addressRegion: 'West-Vlaanderen',
        postalCode: '8000',
        addressCountry: 'Belgium',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.2036, longitude: 3.2164 },
      telephone: '+32 70 22 33 02',
      sameAs: 'https://www.concertgebouw.be/',
    });
  });

  test('offers come from the cost: the lowest price, its currency, valid from publication', () => {
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: '15',
      priceCurrency: 'EUR',
      url: 'https://h.test/events/jazz/',
      category: 'primary',
      availability: 'https://schema.org/InStock',
      validFrom: '2026-11-01T11:00:00+01:00',
    });
    expect(
      (
        eventJsonLd(event({ cost: 'Free', currencyCode: null }), out(), 'USD').offers as Record<
          string,
          unknown
        >
      ).price
    ).toBe('0');
    expect(
      (
        eventJsonLd(event({ cost: '10', currencyCode: null }), out(), 'USD').offers as Record<
          string,
          unknown
        >
      ).priceCurrency
    ).toBe('USD');
    expect(eventJsonLd(event({ cost: null }), out(), 'USD')).not.toHaveProperty('offers');
  });

  test('image, organizer and status', () => {
    expect(ld.image).toBe('https://h.test/uploads/poster.jpg');
    expect(ld.organizer).toMatchObject({
      '@type': 'Person',
      name: 'Brugge Plus',
      url: 'https://bruggeplus.be/',
    });
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(eventJsonLd(event({ postStatus: 'trash' }), out(), 'USD').eventStatus).toBe(
      'https://schema.org/EventCancelled'
    );
  });

  test('an organizer without a website links to its own page', () => {
    const bare = eventJsonLd(event({ organizers: [organizer({ website: null })] }), out(), 'USD');
    expect((bare.organizer as Record<string, unknown>).url).toBe(
      'https://h.test/organizers/brugge-plus/'
    );
    expect(schemaOrgIssues(bare)).toEqual([]);
  });

  test('a venue without an address has no empty PostalAddress (Google then reports the address missing)', () => {
    const noAddress = eventJsonLd(
      event({
        venue: venue({ address: null, city: null, country: null, province: null, zip: null }),
      }),
      out(),
      'USD'
    );
    expect(noAddress.location).not.toHaveProperty('address');
    expect(schemaOrgIssues(noAddress)).toEqual([]);
    expect(googleEventGaps(noAddress).required).toEqual(['location.address']);
  });

  test('all-day and fixed-offset events stay valid', () => {
    const allDay = eventJsonLd(
      event({
        allDay: true,
        startLocal: '2027-06-05 00:00:00',
        endLocal: '2027-06-05 23:59:59',
        timezone: 'UTC+5:30',
      }),
      out(),
      'USD'
    );
    expect(allDay).toMatchObject({
      startDate: '2027-06-05T00:00:00+05:30',
      endDate: '2027-06-05T23:59:59+05:30',
    });
    expect(schemaOrgIssues(allDay)).toEqual([]);
  });

  test('locked linked records show their names only, and stay valid', () => {
    const locked = eventJsonLd(
      event({ venue: venue({ password: 'x' }), organizers: [organizer({ password: 'y' })] }),
      out(false),
      'USD'
    );
    expect(locked.location).toEqual({ '@type': 'Place', name: 'Concertgebouw' });
    expect(locked.organizer).toEqual({ '@type': 'Person', name: 'Brugge Plus' });
    expect(schemaOrgIssues(locked)).toEqual([]);
  });
});

describe('event status and attendance (docs/api.md §13)', () => {
  const canceledOnline = eventJsonLd(
    event({
      eventStatus: 'canceled',
      attendanceMode: 'online',
      onlineUrl: 'https://meet.example.org/jazz?a=1;b=2',
      venue: null,
    }),
    out(),
    'USD'
  );
  const rescheduledMixed = eventJsonLd(
    event({
      eventStatus: 'rescheduled',
      attendanceMode: 'mixed',
      onlineUrl: 'https://stream.example.org/jazz',
      previousStartUtc: '2027-05-29T18:00:00.000Z',
    }),
    out(),
    'USD'
  );

  test('a canceled online event: valid, with a VirtualLocation and no Place', () => {
    expect(schemaOrgIssues(canceledOnline)).toEqual([]);
    expect(googleEventGaps(canceledOnline).required).toEqual([]);
    expect(canceledOnline).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://meet.example.org/jazz?a=1;b=2' },
    });
  });

  test('a rescheduled mixed event: valid, the Place and the VirtualLocation, the previous start', () => {
    expect(schemaOrgIssues(rescheduledMixed)).toEqual([]);
    expect(googleEventGaps(rescheduledMixed).required).toEqual([]);
    expect(rescheduledMixed.eventStatus).toBe('https://schema.org/EventRescheduled');
    expect(rescheduledMixed.eventAttendanceMode).toBe(
      'https://schema.org/MixedEventAttendanceMode'
    );
    expect(rescheduledMixed.previousStartDate).toBe('2027-05-29T20:00:00+02:00');
    const [place, virtual] = rescheduledMixed.location as Array<Record<string, unknown>>;
    expect(place['@type']).toBe('Place');
    expect(virtual).toEqual({ '@type': 'VirtualLocation', url: 'https://stream.example.org/jazz' });
  });

  test('an event moved online is attended online', () => {
    const moved = eventJsonLd(
      event({ eventStatus: 'moved_online', onlineUrl: 'https://meet.example.org/x' }),
      out(),
      'USD'
    );
    expect(schemaOrgIssues(moved)).toEqual([]);
    expect(moved.eventStatus).toBe('https://schema.org/EventMovedOnline');
    expect(moved.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(moved.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://meet.example.org/x',
    });
  });

  test('the validator refuses a status or mode outside schema.org’s enumerations', () => {
    expect(
      schemaOrgIssues({ ...canceledOnline, eventStatus: 'https://schema.org/EventCanceled' })
    ).not.toEqual([]);
  });
});

describe('venue and organizer json_ld', () => {
  test('are valid schema.org Place and Person', () => {
    expect(schemaOrgIssues(venueJsonLd(venue(), out(), true))).toEqual([]);
    expect(schemaOrgIssues(organizerJsonLd(organizer(), true))).toEqual([]);
  });
});

describe('the validator itself', () => {
  test('catches what TEC gets wrong and what the vocabulary forbids', () => {
    const tecLike = {
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: 'x',
      startDate: '2027-01-01',
      performer: 'Organization',
      offers: { '@type': 'Offer', availability: 'inStock' },
    };
    expect(schemaOrgIssues(tecLike)).toEqual([
      '$.performer: "Organization" is not expected Organization or Person',
      '$.offers.availability: "inStock" is not expected ItemAvailability',
    ]);
    expect(
      schemaOrgIssues({ '@type': 'Event', name: 'x', telephone: '1', startDate: 'tomorrow' })
    ).toEqual([
      '$.telephone: not a property of Event',
      '$.startDate: "tomorrow" is not expected Date or DateTime',
    ]);
    expect(schemaOrgIssues({ '@type': 'Happening' })).toEqual(['$: unknown @type "Happening"']);
  });
});
