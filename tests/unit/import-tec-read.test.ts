/**
 * Reading a site that runs The Events Calendar (server/src/import/tec): finding its REST API v1,
 * every page of every list, and each record as the arguments of this API's create routes
 * (docs/api.md §7), against a local server answering as TEC does (tests/helpers/
 * tec-fixture-server.ts) from our own samples in TEC's shapes (tests/fixtures/tec/). The tests are
 * tests/helpers/import-tec-suites.ts's, with our samples' own records as data; the interop suite
 * runs them on TEC's real captured answers (tests/interop/unit/import-tec-read.test.ts).
 */
import { describeTecRead } from '../helpers/import-tec-suites';
import { OWN_SAMPLES } from '../helpers/tec-fixture-server';

describeTecRead({
  samples: OWN_SAMPLES,
  parentCategory: 11,
  // Workshops (category-single.json) is a child of Family in the samples themselves.
  sampleParents: [['14', '13']],
  kinds: [
    {
      name: 'an event (event-single sample)',
      records: [
        {
          kind: 'event',
          id: '101',
          label: 'event 101 “Harbour Lights Concert”',
          args: {
            title: 'Harbour Lights Concert',
            description: '<p>Sea shanties and brass on the quay.</p>\n<p>Bring a blanket.</p>',
            excerpt: '<p>Shanties and brass on the quay.</p>',
            slug: 'harbour-lights-concert',
            status: 'publish',
            date_utc: '2027-01-15 10:20:30',
            // Wall times in the event's own zone, not its utc_* times.
            start_date: '2027-06-12 19:30:00',
            end_date: '2027-06-12 22:00:00',
            timezone: 'Europe/Dublin',
            all_day: false,
            // cost_details.values ["free"] are no prices: the text as written.
            cost: 'Free',
            website: 'https://harbourlights.example.org/',
            show_map: true,
            show_map_link: false,
            hide_from_listings: false,
            sticky: false,
            featured: false,
          },
          links: { venue: '32', organizers: ['41'], categories: ['11'], tags: ['22'] },
          noTranslation: true,
        },
      ],
    },
    {
      name: 'an all-day, featured event with a price; two organizers; none; no venue',
      records: [
        {
          kind: 'event',
          id: '102',
          argsLike: {
            all_day: true,
            start_date: '2027-05-01 00:00:00',
            end_date: '2027-05-02 23:59:59',
            cost: '$5',
            featured: true,
          },
        },
        { kind: 'event', id: '104', organizers: ['42', '43'] },
        // `organizer: []` and TEC's `venue: []` for none: no link.
        {
          kind: 'event',
          id: '106',
          links: { venue: '33', categories: ['12'], tags: ['21', '24'] },
        },
        {
          kind: 'event',
          id: '107',
          links: { organizers: ['43'], categories: ['13'], tags: ['22'] },
        },
      ],
    },
    {
      name: 'prices rebuilt from cost_details: the symbol after the value, a range; no cost',
      records: [
        { kind: 'event', id: '105', argsLike: { cost: '20€' } },
        { kind: 'event', id: '106', argsLike: { cost: ['$10', '$15'] } },
        { kind: 'event', id: '107', without: ['cost'] },
      ],
    },
    {
      name: 'an event without a website: TEC shows its own page there, which is not imported',
      records: [{ kind: 'event', id: '103', without: ['website'] }],
    },
    {
      name: 'a category: the name decoded, the description kept as HTML',
      records: [
        {
          kind: 'category',
          id: '12',
          args: {
            name: 'Theatre & Dance',
            slug: 'theatre-dance',
            description: 'Events in the Theatre &amp; Dance category.',
          },
          links: null,
          label: 'category 12 “Theatre & Dance”',
        },
      ],
    },
    {
      name: 'a tag, and one found only embedded in events',
      records: [
        { kind: 'tag', id: '21', args: { name: '18+', slug: '18', description: 'Tagged 18+.' } },
        { kind: 'tag', id: '24', argsLike: { name: 'late night' } },
      ],
    },
    {
      name: 'a venue: address, map flags as strings',
      records: [
        {
          kind: 'venue',
          id: '33',
          args: {
            venue: 'Old Mill Studio',
            description: '<p>Wheels, kilns and a long table by the river.</p>',
            slug: 'old-mill-studio',
            status: 'publish',
            date_utc: '2027-01-10 09:10:00',
            address: '400 Mill Road',
            city: 'Portland',
            country: 'United States',
            state: 'ME',
            zip: '04101',
            phone: '+1-207-555-0133',
            stateprovince: 'ME',
            show_map: 'true',
            show_map_link: 'false',
            website: 'https://oldmill.example.org/',
          },
        },
      ],
    },
    {
      name: 'an organizer',
      records: [
        {
          kind: 'organizer',
          id: '41',
          args: {
            organizer: 'Tidewater Arts Collective',
            description: '<p>Volunteers who run the harbour festival.</p>',
            slug: 'tidewater-arts-collective',
            status: 'publish',
            date_utc: '2027-01-11 10:00:00',
            phone: '+353-91-555-0141',
            email: 'hello@tidewater.example.org',
            website: 'https://tidewater.example.org/',
          },
        },
      ],
    },
  ],
  event: 101,
  // The end from the sample's utc_end_date, 2027-06-12 21:00:00.
  noTimezone: {
    start_date: '2027-06-12 18:00:00',
    utc_start_date: '2027-06-12 16:00:00',
    start: '2027-06-12T16:00:00Z',
    end: '2027-06-12T21:00:00Z',
  },
  publishedVenue: '31',
  // The first answer, the namespace index, is about 3.8 kB.
  maxBytes: 2000,
  // The sample site's 7 events, the two the test adds, then it: the 10th.
  garbageAt: 10,
  embeddedVenue: { id: 32, name: 'Lighthouse Theatre', event: 101 },
});
