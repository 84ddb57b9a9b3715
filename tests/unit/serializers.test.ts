import { serializeEvent } from '../../server/src/v1/serializers/event';
import { serializeVenue } from '../../server/src/v1/serializers/linked';
import { serializeImage } from '../../server/src/v1/serializers/image';
import type { OutputContext } from '../../server/src/v1/serializers/context';
import type { EventRow, VenueRow } from '../../server/src/domain/types';

/** Keys of a real TEC 6.17 single-event response, in order (docs/tec-behaviour.md §11.5). */
const TEC_EVENT_KEYS = [
  'id',
  'global_id',
  'global_id_lineage',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'rest_url',
  'title',
  'description',
  'excerpt',
  'slug',
  'image',
  'all_day',
  'start_date',
  'start_date_details',
  'end_date',
  'end_date_details',
  'utc_start_date',
  'utc_start_date_details',
  'utc_end_date',
  'utc_end_date_details',
  'timezone',
  'timezone_abbr',
  'cost',
  'cost_details',
  'website',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
  'categories',
  'tags',
  'venue',
  'organizer',
  'custom_fields',
  'json_ld',
];

const out = (unlocked = true): OutputContext => ({
  root: 'http://h/api/calendar/events/v1',
  site: 'http://h',
  origin: 'http://h',
  siteZone: 'UTC',
  translations: new Map([['doc-e', { en: 12, fr: 57 }]]),
  unlocked: (stored) => !stored || unlocked,
});

const venue = (extra: Partial<VenueRow> = {}): VenueRow => ({
  id: 3,
  documentId: 'doc-v',
  locale: 'en',
  name: 'Hall',
  slug: 'hall',
  description: 'A hall',
  excerpt: null,
  postStatus: 'publish',
  password: null,
  authorId: null,
  postDate: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  image: null,
  address: '1 Main St',
  city: 'Ghent',
  country: 'Belgium',
  province: null,
  state: 'OV',
  zip: '9000',
  phone: '',
  website: null,
  stateprovince: null,
  geoLat: null,
  geoLng: null,
  showMap: true,
  showMapLink: false,
  ...extra,
});

const event = (extra: Partial<EventRow> = {}): EventRow => ({
  id: 12,
  documentId: 'doc-e',
  locale: 'en',
  title: 'Jazz',
  slug: 'jazz',
  description: 'Event 01 description',
  excerpt: null,
  postStatus: 'publish',
  password: null,
  authorId: 4,
  postDate: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T11:30:00.000Z',
  image: null,
  allDay: false,
  timezone: 'America/New_York',
  startUtc: '2027-01-05T19:23:36.000Z',
  endUtc: '2027-01-05T21:00:00.000Z',
  startLocal: '2027-01-05 14:23:36',
  endLocal: '2027-01-05 16:00:00',
  cost: '$23',
  currencySymbol: '$',
  currencyPosition: 'prefix',
  currencyCode: null,
  website: null,
  showMap: true,
  showMapLink: null,
  hideFromListings: false,
  sticky: false,
  featured: true,
  venue: null,
  organizers: [],
  categories: [],
  tags: [],
  ...extra,
});

describe('event record (docs/tec-behaviour.md §3.3)', () => {
  test('keys in TEC order, then the language additions, recurring and the status fields', () => {
    const keys = Object.keys(serializeEvent(event(), out(), { jsonLd: true, currencyCode: 'USD' }));
    expect(keys).toEqual([
      ...TEC_EVENT_KEYS,
      'translation_language',
      'translations',
      'recurring',
      'event_status',
      'event_status_reason',
      'previous_start_date',
      'attendance_mode',
      'online_url',
    ]);
  });

  test('TEC types: author string, zero-padded string details, image false, venue []', () => {
    const e = serializeEvent(event(), out(), { currencyCode: 'USD' });
    expect(e.author).toBe('4');
    expect(e.start_date_details).toEqual({
      year: '2027',
      month: '01',
      day: '05',
      hour: '14',
      minutes: '23',
      seconds: '36',
    });
    expect(e.utc_start_date).toBe('2027-01-05 19:23:36');
    expect(e.timezone_abbr).toBe('EST');
    expect(e.image).toBe(false);
    expect(e.venue).toEqual([]);
    expect(e.description).toBe('<p>Event 01 description</p>');
    expect(e.excerpt).toBe('');
    expect(e.cost).toBe('$23');
    expect(e.cost_details).toEqual({
      currency_symbol: '$',
      currency_code: '',
      currency_position: 'prefix',
      values: ['23'],
    });
    expect(e.website).toBe('http://h/events/jazz/');
    expect(e.rest_url).toBe('http://h/api/calendar/events/v1/events/12');
    expect(e.translations).toEqual({ en: 12, fr: 57 });
    expect(e).not.toHaveProperty('json_ld');
  });

  test('a locked password-protected event blanks exactly the protected fields (docs/tec-behaviour.md §5.3)', () => {
    const e = serializeEvent(event({ password: 's3cret', venue: venue() }), out(false), {
      jsonLd: true,
      currencyCode: 'USD',
    });
    expect(e).toMatchObject({
      title: 'Jazz',
      description: '',
      excerpt: '',
      image: false,
      all_day: null,
      cost: '',
      website: '',
      show_map: null,
      show_map_link: null,
      hide_from_listings: null,
      sticky: null,
      featured: null,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
      custom_fields: [],
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
      start_date: '2027-01-05 14:23:36',
    });
    expect(e).not.toHaveProperty('json_ld');
    expect(JSON.stringify(e)).not.toContain('s3cret');
  });
});

describe('venue record (docs/tec-behaviour.md §3.4)', () => {
  test('empty values are pruned; show_map and ids always follow', () => {
    const v = serializeVenue(venue(), out());
    expect(Object.keys(v)).toEqual([
      'id',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'venue',
      'description',
      'slug',
      'address',
      'city',
      'country',
      'state',
      'zip',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
      'translation_language',
      'translations',
    ]);
    expect(v).not.toHaveProperty('author');
    expect(v.show_map_link).toBe(false);
  });

  test('coordinates when set', () => {
    expect(serializeVenue(venue({ geoLat: 51.05, geoLng: 3.72 }), out())).toMatchObject({
      geo_lat: 51.05,
      geo_lng: 3.72,
    });
  });

  test('a locked protected venue shows its name and identity only — state included (fix of TEC)', () => {
    const v = serializeVenue(venue({ password: 'x', geoLat: 1, geoLng: 2 }), out(false));
    for (const key of [
      'address',
      'city',
      'country',
      'state',
      'zip',
      'description',
      'geo_lat',
      'geo_lng',
      'image',
    ])
      expect(v).not.toHaveProperty(key);
    expect(v.venue).toBe('Hall');
    expect(v.show_map).toBeNull();
  });
});

test('image object from a media file (docs/tec-behaviour.md §3.6)', () => {
  const image = serializeImage(
    {
      id: 9,
      url: '/uploads/a.jpg',
      ext: '.JPG',
      width: 800,
      height: 600,
      size: 12.5,
      mime: 'image/jpeg',
      formats: {
        thumbnail: {
          url: '/uploads/t_a.jpg',
          width: 156,
          height: 117,
          size: 3,
          mime: 'image/jpeg',
        },
      },
    },
    'http://h'
  );
  expect(image).toEqual({
    url: 'http://h/uploads/a.jpg',
    id: 9,
    extension: 'jpg',
    width: 800,
    height: 600,
    filesize: 12800,
    sizes: {
      thumbnail: {
        width: 156,
        height: 117,
        'mime-type': 'image/jpeg',
        filesize: 3072,
        url: 'http://h/uploads/t_a.jpg',
      },
    },
  });
  expect(serializeImage(null, 'http://h')).toBe(false);
});
