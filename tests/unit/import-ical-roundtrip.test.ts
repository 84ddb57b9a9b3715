/**
 * Round trip: what our own feed (v1/ical/feed.ts, docs/api.md §9.2) writes, the iCalendar reader
 * reads back as the same create arguments: dates, zone, rule, exception, status, venue, organizer.
 */
import { readIcal } from '../../server/src/import/ical/read';
import { eventFeed } from '../../server/src/v1/ical/feed';
import type { OutputContext } from '../../server/src/v1/serializers/context';
import type { EventRow, OrganizerRow, VenueRow } from '../../server/src/domain/types';

const out: OutputContext = {
  root: 'https://h.test/api/calendar/events/v1',
  site: 'https://h.test',
  origin: 'https://h.test',
  siteZone: 'UTC',
  translations: new Map(),
  unlocked: () => true,
};
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
  geoLat: 51.05,
  geoLng: 3.72,
  showMap: true,
  showMapLink: true,
};
const organizer: OrganizerRow = {
  ...post,
  id: 5,
  documentId: 'o',
  locale: 'en',
  name: 'Club',
  slug: 'club',
  description: null,
  phone: null,
  website: null,
  email: 'Club@H.test',
};
const row = (extra: Partial<EventRow>): EventRow => ({
  ...post,
  id: 12,
  documentId: 'e',
  locale: 'en',
  title: 'Jazz',
  slug: 'jazz',
  description: 'Live jazz',
  allDay: false,
  timezone: 'Europe/Brussels',
  startUtc: '2027-01-05T18:00:00.000Z',
  endUtc: '2027-01-05T20:00:00.000Z',
  startLocal: '2027-01-05 19:00:00',
  endLocal: '2027-01-05 21:00:00',
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
  venue: null,
  organizers: [],
  categories: [],
  tags: [],
  ...extra,
});
const feed = (rows: EventRow[], series = new Map()) =>
  eventFeed(rows, out, { lang: 'en', name: 'Events of h.test' }, series);
const read = (text: string) => readIcal(text, 'https://h.test/events.ics', { siteZone: 'UTC' });

test('a weekly series with an EXDATE and a canceled exception comes back as written', () => {
  const series = row({
    recurrence: {
      rules: ['FREQ=WEEKLY;COUNT=5;BYDAY=TU'],
      rdates: ['2027-03-03 19:00:00'],
      exdates: ['2027-01-19 19:00:00'],
    },
  });
  const exception = row({
    id: 13,
    title: 'Jazz (off)',
    eventStatus: 'canceled',
    startUtc: '2027-01-12T19:00:00.000Z',
    endUtc: '2027-01-12T21:00:00.000Z',
    startLocal: '2027-01-12 20:00:00',
    endLocal: '2027-01-12 22:00:00',
    seriesId: 12,
    originalStart: '2027-01-12 19:00:00',
    occurrence: { seriesId: 12, originalStart: '2027-01-12 19:00:00' },
  });
  const first = {
    ...series,
    id: 1_000_000_001,
    occurrence: { seriesId: 12, originalStart: series.startLocal },
  };
  const b = read(feed([first], new Map([[12, { series, exceptions: [exception] }]])));
  expect(b.problems).toEqual([]);
  const [s, x] = b.records;
  expect(s.remoteId).toBe('12@h.test');
  expect(s.args).toMatchObject({
    title: 'Jazz',
    description: '<p>Live jazz</p>',
    start_date: '2027-01-05 19:00:00',
    end_date: '2027-01-05 21:00:00',
    timezone: 'Europe/Brussels',
    all_day: false,
    status: 'publish',
    website: 'https://h.test/events/jazz/',
    recurrence: {
      rules: [expect.stringMatching(/^FREQ=WEEKLY;(COUNT=5;BYDAY=TU|BYDAY=TU;COUNT=5)$/)],
      rdates: ['2027-03-03 19:00:00'],
      exdates: ['2027-01-19 19:00:00'],
    },
  });
  expect(s.args.event_status).toBeUndefined();
  expect(x).toMatchObject({
    remoteId: '12@h.test#20270112T190000',
    args: {
      title: 'Jazz (off)',
      event_status: 'canceled',
      start_date: '2027-01-12 20:00:00',
      end_date: '2027-01-12 22:00:00',
      timezone: 'Europe/Brussels',
    },
    exceptionOf: { remoteId: '12@h.test', originalStart: '2027-01-12 19:00:00' },
  });
});

test('an all-day event over three days keeps its days (DTEND exclusive, stored 23:59:59)', () => {
  const b = read(
    feed([
      row({ allDay: true, startLocal: '2027-02-01 00:00:00', endLocal: '2027-02-03 23:59:59' }),
    ])
  );
  expect(b.records[0].args).toMatchObject({
    start_date: '2027-02-01 00:00:00',
    end_date: '2027-02-03 23:59:59',
    all_day: true,
  });
});

test('venue (LOCATION + GEO), organizer and the online URL (CONFERENCE) come back', () => {
  const b = read(
    feed([
      row({
        venue,
        organizers: [organizer],
        attendanceMode: 'mixed',
        onlineUrl: 'https://meet.test/j/1?a=b;c,d',
      }),
    ])
  );
  expect(b.problems).toEqual([]);
  const event = b.records.find((r) => r.kind === 'event')!;
  expect(event.args).toMatchObject({
    attendance_mode: 'mixed',
    online_url: 'https://meet.test/j/1?a=b;c,d',
  });
  expect(b.records.find((r) => r.kind === 'venue')!.args).toEqual({
    venue: 'Hall',
    address: '1 Main St',
    city: 'Ghent',
    zip: '9000',
    country: 'Belgium',
    geo_lat: 51.05,
    geo_lng: 3.72,
  });
  expect(b.records.find((r) => r.kind === 'organizer')!.args).toEqual({
    organizer: 'Club',
    email: 'club@h.test',
  });
  expect(event.links).toEqual({
    venue: b.records.find((r) => r.kind === 'venue')!.remoteId,
    organizers: ['organizer:club@h.test'],
  });
});

test('UTC and fixed-offset events are read back at the same instants in UTC', () => {
  const b = read(
    feed([
      row({
        timezone: 'UTC+5:30',
        startLocal: '2027-01-05 20:00:00',
        endLocal: '2027-01-05 21:30:00',
        startUtc: '2027-01-05T14:30:00.000Z',
        endUtc: '2027-01-05T16:00:00.000Z',
      }),
    ])
  );
  expect(b.records[0].args).toMatchObject({
    start_date: '2027-01-05 14:30:00',
    end_date: '2027-01-05 16:00:00',
    timezone: 'UTC',
  });
});
