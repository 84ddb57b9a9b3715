/**
 * Interop: reading a site that runs The Events Calendar (server/src/import/tec) from the stand-in
 * (tests/helpers/tec-fixture-server.ts) bound to TEC's real captured answers
 * (tests/helpers/shared-fixtures.ts). The tests are tests/helpers/import-tec-suites.ts's, with the
 * captured records as data; `npm test` runs them on our own samples
 * (tests/unit/import-tec-read.test.ts).
 */
import { describeTecRead } from '../../helpers/import-tec-suites';
import { TEC_CAPTURE } from '../../helpers/shared-fixtures';

describeTecRead({
  samples: TEC_CAPTURE,
  parentCategory: 74,
  sampleParents: [],
  kinds: [
    {
      name: 'an event (event-single sample)',
      records: [
        {
          kind: 'event',
          id: '5810',
          label: 'event 5810 “Community Rock Screening”',
          args: {
            title: 'Community Rock Screening',
            description: expect.stringMatching(/^<p>Minim laboris est esse.*<\/p>$/s),
            excerpt:
              '<p>Est proident ex deserunt id lorem et reprehenderit velit qui est culpa.</p>',
            slug: 'community-rock-screening',
            status: 'publish',
            date_utc: '2026-11-21 04:03:23',
            start_date: '2027-08-14 16:00:00',
            end_date: '2027-08-14 18:30:00',
            timezone: 'UTC',
            all_day: false,
            cost: 'Free',
            website: 'https://events.example.test/e/5001',
            show_map: false,
            show_map_link: false,
            hide_from_listings: false,
            sticky: false,
            featured: false,
          },
          links: { venue: '503', organizers: ['793'], categories: ['83'], tags: ['120'] },
          noTranslation: true,
        },
      ],
    },
    {
      name: 'an all-day, featured event with a price and two organizers',
      records: [
        {
          kind: 'event',
          id: '7635',
          argsLike: {
            all_day: true,
            start_date: '2026-11-20 00:00:00',
            end_date: '2026-11-21 23:59:59',
            cost: '$5',
            featured: true,
          },
        },
        { kind: 'event', id: '3622', organizers: 2 },
      ],
    },
    {
      name: 'a category: the name decoded, the description kept as HTML',
      records: [
        {
          kind: 'category',
          id: '78',
          args: {
            name: 'Arts & Theatre',
            slug: 'arts-theatre',
            description: 'Events in the Arts &amp; Theatre category.',
          },
          links: null,
          label: 'category 78 “Arts & Theatre”',
        },
      ],
    },
    {
      name: 'a tag',
      records: [
        { kind: 'tag', id: '98', args: { name: '21+', slug: '21', description: 'Tagged 21+.' } },
      ],
    },
    {
      name: 'a venue: address, map flags as strings',
      records: [
        {
          kind: 'venue',
          id: '534',
          args: {
            venue: 'Central Arena 125',
            description: expect.stringMatching(/^<p>Officia ex nisi/),
            slug: 'central-arena-125',
            status: 'publish',
            date_utc: '2026-11-21 03:56:57',
            address: '599 River Rd',
            city: 'Atlanta',
            country: 'United States',
            state: 'GA',
            zip: '30363',
            phone: '+1-555-5836',
            stateprovince: 'GA',
            show_map: 'true',
            show_map_link: 'true',
            website: 'https://venue125.example.test/',
          },
        },
      ],
    },
    {
      name: 'an organizer',
      records: [
        {
          kind: 'organizer',
          id: '701',
          args: {
            organizer: 'Open Source Foundation 92',
            description: expect.stringMatching(/^<p>Aliqua cupidatat/),
            slug: 'open-source-foundation-92',
            status: 'publish',
            date_utc: '2026-11-21 03:57:06',
            phone: '+1-555-4245',
            email: 'contact92@org.example.test',
            website: 'https://org92.example.test/',
          },
        },
      ],
    },
  ],
  event: 5810,
  noTimezone: {
    start_date: '2027-08-14 18:00:00',
    utc_start_date: '2027-08-14 16:00:00',
    start: '2027-08-14T16:00:00Z',
    end: '2027-08-14T18:30:00Z',
  },
  publishedVenue: '534',
  maxBytes: 5000,
  garbageAt: 14,
  embeddedVenue: { id: 503, name: 'Old Town Conference Center 94', event: 5810 },
});
