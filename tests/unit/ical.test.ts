/**
 * The iCalendar feed builder (v1/ical): the parts the API test's month does not reach — zones
 * with no IANA name, aliases, all-day edges, quoting, locked records — and its determinism.
 */
import ICAL from 'ical.js';
import { eventFeed, lastChangeOf } from '../../server/src/v1/ical/feed';
import { tzidOf } from '../../server/src/v1/ical/timezones';
import type { OutputContext } from '../../server/src/v1/serializers/context';
import type { EventRow, OrganizerRow, VenueRow } from '../../server/src/domain/types';

const out = (unlocked = true): OutputContext => ({
  root: 'https://h.test/api/calendar/events/v1',
  site: 'https://h.test',
  origin: 'https://h.test',
  siteZone: 'UTC',
  translations: new Map(),
  unlocked: (stored) => !stored || unlocked,
});

const post = {
  postStatus: 'publish' as const,
  password: null,
  authorId: null,
  excerpt: null,
  image: null,
  postDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};
const venue: VenueRow = {
  ...post,
  id: 3,
  documentId: 'v',
  locale: 'en',
  name: 'Hall',
  slug: 'hall',
  description: null,
  address: '1 Main St',
  city: 'Ghent',
  country: 'Belgium',
  province: null,
  state: null,
  zip: '9000',
  phone: null,
  website: null,
  stateprovince: null,
  geoLat: null,
  geoLng: null,
  showMap: true,
  showMapLink: true,
};
const organizer: OrganizerRow = {
  ...post,
  id: 5,
  documentId: 'o',
  locale: 'en',
  name: 'The "Best" Org',
  slug: 'org',
  description: null,
  phone: null,
  website: null,
  email: 'org@h.test',
  updatedAt: '2026-11-03T08:00:00.000Z',
};

const event = (extra: Partial<EventRow> = {}): EventRow => ({
  ...post,
  id: 12,
  documentId: 'e',
  locale: 'en',
  title: 'Jazz',
  slug: 'jazz',
  description: 'Live *jazz*',
  allDay: false,
  timezone: 'UTC+5:30',
  startUtc: '2027-01-05T14:30:00.000Z',
  endUtc: '2027-01-05T16:00:00.000Z',
  startLocal: '2027-01-05 20:00:00',
  endLocal: '2027-01-05 21:30:00',
  cost: null,
  currencySymbol: null,
  currencyPosition: null,
  currencyCode: null,
  website: null,
  showMap: true,
  showMapLink: true,
  hideFromListings: false,
  sticky: false,
  featured: false,
  venue,
  organizers: [organizer],
  categories: [],
  tags: [],
  ...extra,
});

const feed = (rows: EventRow[], o = out()) =>
  eventFeed(rows, o, { lang: 'en', name: 'Events of h.test' });
const vevent = (text: string) =>
  new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);

describe('zones', () => {
  test('IANA zones by name; aliases under their canonical TZID; whole-hour offsets as Etc/GMT; UTC and other offsets as UTC', () => {
    expect(tzidOf('Europe/Brussels')).toBe('Europe/Brussels');
    expect(tzidOf('UTC+2')).toBe('Etc/GMT-2');
    expect(tzidOf('UTC-5')).toBe('Etc/GMT+5');
    expect(tzidOf('UTC')).toBeNull();
    expect(tzidOf('UTC+5:30')).toBeNull();
    expect(tzidOf('Not/AZone')).toBeNull();
    expect(tzidOf('Asia/Calcutta')).toMatch(/^Asia\/(Calcutta|Kolkata)$/);
  });

  test('an offset with no IANA name is written as the same instants in UTC, with no VTIMEZONE', () => {
    const text = feed([event()]);
    expect(text).toContain('DTSTART:20270105T143000Z\r\n');
    expect(text).toContain('DTEND:20270105T160000Z\r\n');
    expect(text).not.toContain('BEGIN:VTIMEZONE');
  });
});

describe('all-day events', () => {
  test('end on the day after their last day, whether stored as 23:59:59 or as the next midnight', () => {
    for (const endLocal of ['2027-01-06 23:59:59', '2027-01-07 00:00:00']) {
      const v = vevent(
        feed([event({ allDay: true, startLocal: '2027-01-05 00:00:00', endLocal })])
      );
      expect([endLocal, v.startDate.toString(), v.endDate.toString()]).toEqual([
        endLocal,
        '2027-01-05',
        '2027-01-07',
      ]);
    }
  });

  test('a one-day event lasts one day', () => {
    const v = vevent(
      feed([
        event({ allDay: true, startLocal: '2027-01-05 00:00:00', endLocal: '2027-01-05 00:00:00' }),
      ])
    );
    expect(v.endDate.toString()).toBe('2027-01-06');
  });
});

describe('content', () => {
  test('the organizer’s double quotes cannot break its quoted CN', () => {
    const text = feed([event()]);
    expect(text).toContain('ORGANIZER;CN="The \'Best\' Org":mailto:org@h.test\r\n');
    expect(vevent(text).organizer).toBe('mailto:org@h.test');
  });

  test('a locked event keeps its title and times; a locked venue its name', () => {
    const locked = vevent(feed([event({ password: 'x' })], out(false)));
    expect([locked.summary, locked.description, locked.location]).toEqual(['Jazz', null, null]);
    const lockedVenue = vevent(feed([event({ venue: { ...venue, password: 'v' } })], out(false)));
    expect(lockedVenue.location).toBe('Hall');
  });

  test('DTSTAMP is the newest change among the event and what it shows', () => {
    expect(lastChangeOf(event()).toISOString()).toBe('2026-11-03T08:00:00.000Z');
    expect(feed([event()])).toContain('DTSTAMP:20261103T080000Z\r\n');
  });

  test('is the same text every time, and ends every line with CRLF', () => {
    const text = feed([event(), event({ id: 13, slug: 'jazz-2' })]);
    expect(feed([event(), event({ id: 13, slug: 'jazz-2' })])).toBe(text);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(
      text.split('\r\n').every((line) => !line.includes('\n') && Buffer.byteLength(line) <= 75)
    ).toBe(true);
  });
});
