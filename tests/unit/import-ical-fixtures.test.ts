/**
 * The iCalendar reader (import/ical) on files written the way calendar programs and public feeds
 * write them: our own files under tests/fixtures/ical/ (what each covers: tests/fixtures/README.md),
 * so that these run on a clone alone. Every value expected was worked out from the file itself
 * (comments say how). The checking is tests/helpers/import-ical-suites.ts's, which the interop
 * suite runs with the real files' own values (tests/interop/unit/import-ical-fixtures.test.ts).
 * Every file is read without a problem.
 */
import { describeIcalFixtures } from '../helpers/import-ical-suites';
import { OWN_ICAL } from '../helpers/own-fixtures';

const GOOGLE_DST = 'soldering-evening@harbourside.example';
const THUNDERBIRD = 'c0ffee00-1111-4222-8333-944455556666';
const THUNDERBIRD_CANCELLED = 'd00dfeed-2222-4333-8444-a55566667777';
const ZIMBRA = 'f1e2d3c4-0000-4bbb-8ccc-123456789abc';

describeIcalFixtures(OWN_ICAL, 'Google Calendar feeds', [
  {
    name: 'google-feed: UTC single events in X-WR-TIMEZONE, a series with EXDATE whose exception comes first',
    file: 'google-feed.ics',
    events: 4,
    exceptions: 1,
    records: {
      // DTSTART:20270215T180000Z with X-WR-TIMEZONE:Europe/Berlin: 19:00 in Berlin (CET, +1)...
      'cheese-and-solder@harbourside.example': {
        schedule: ['2027-02-15 19:00:00', '2027-02-15 21:00:00', 'Europe/Berlin', false],
        args: { title: '"Käsefondue & Löten"' },
      },
      // ... and 20270712T160000Z is 18:00 in summer (CEST, +2).
      'summer-repair@harbourside.example': {
        schedule: ['2027-07-12 18:00:00', '2027-07-12 19:30:00', 'Europe/Berlin', false],
      },
      [GOOGLE_DST]: {
        recurrence: {
          rules: ['FREQ=WEEKLY;BYDAY=TU'],
          rdates: [],
          exdates: ['2027-03-23 19:00:00'],
        },
      },
      // The exception is written before its series: paired all the same.
      [`${GOOGLE_DST}#20270316T190000`]: {
        args: {
          title: 'Soldering evening (moved to Thursday)',
          start_date: '2027-03-18 18:00:00',
          end_date: '2027-03-18 21:00:00',
        },
        exceptionOf: { remoteId: GOOGLE_DST, originalStart: '2027-03-16 19:00:00' },
      },
    },
  },
  {
    name: 'google-feed: folded lines are unfolded, a space or a tab dropped from each continuation',
    file: 'google-feed.ics',
    records: {
      // DESCRIPTION folded after "o" (space) and after "bl" (tab); `\n` is a line break.
      [GOOGLE_DST]: {
        args: {
          description:
            '<p>Bring your own kit or borrow one of ours.<br>\nBeginners welcome: we start with a blinking LED.</p>',
        },
      },
    },
  },
  {
    name: 'google-feed: Google’s "Name, street, ZIP city, country" LOCATION as venue fields, one venue per text',
    file: 'google-feed.ics',
    records: {
      // Written once folded inside "Deutsch|land" and once on one line: the same text.
      'location:stadtbibliothek am hafen, kaiserkai 12, 20457 hamburg, deutschland': {
        allArgs: {
          venue: 'Stadtbibliothek am Hafen',
          address: 'Kaiserkai 12',
          zip: '20457',
          city: 'Hamburg',
          country: 'Deutschland',
        },
        once: true,
      },
      'summer-repair@harbourside.example': {
        links: {
          venue: 'location:stadtbibliothek am hafen, kaiserkai 12, 20457 hamburg, deutschland',
        },
      },
      'location:werkstatt': { allArgs: { venue: 'Werkstatt' } },
      [GOOGLE_DST]: { links: { venue: 'location:werkstatt' } },
    },
  },
  {
    name: 'dst: a weekly series keeps its Berlin wall time across the DST change; UNTIL in UTC as Google writes it',
    file: 'dst.ics',
    events: 5,
    records: {
      // DTSTART;TZID=Europe/Berlin:20270303T190000, weekly with no end across 2027-03-28: the rule
      // stays anchored at 19:00 Berlin (the API expands it in that zone, docs/api.md §12.1).
      'wednesday-band@harbourside.example': {
        schedule: ['2027-03-03 19:00:00', '2027-03-03 21:00:00', 'Europe/Berlin', false],
        recurrence: { rules: ['FREQ=WEEKLY;BYDAY=WE'], rdates: [], exdates: [] },
      },
      // Written FREQ;WKST=MO;UNTIL;INTERVAL;BYDAY: ical.js writes a rule FREQ, INTERVAL, the BY
      // parts, UNTIL, and leaves out WKST=MO, its default.
      'committee-breakfast@harbourside.example': {
        rules: ['FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20270414T215959Z'],
      },
    },
  },
  {
    name: 'dst: DURATION in hours is exact time across the skipped and the repeated hour',
    file: 'dst.ics',
    records: {
      // 01:30 CET (00:30Z) + 2 h = 02:30Z, 04:30 CEST: 02:00-03:00 does not exist that night.
      'night-ferry-spring@harbourside.example': {
        scheduleLike: { start_date: '2027-03-28 01:30:00', end_date: '2027-03-28 04:30:00' },
      },
      // 01:30 CEST (23:30Z) + 2 h = 01:30Z, 02:30 CET: 02:00-03:00 happens twice that night.
      'night-ferry-autumn@harbourside.example': {
        scheduleLike: { start_date: '2027-10-31 01:30:00', end_date: '2027-10-31 02:30:00' },
      },
    },
  },
  {
    name: 'dst: a wall time inside the skipped hour is kept as written, in its zone',
    file: 'dst.ics',
    records: {
      // RFC 5545 §3.3.5 reads 02:30 that night with the offset before the gap; the wall time and
      // zone are stored as written and the API applies the zone's rules (docs/api.md §7.2).
      'lost-hour@harbourside.example': {
        schedule: ['2027-03-28 02:30:00', '2027-03-28 03:30:00', 'Europe/Berlin', false],
      },
    },
  },
  {
    name: 'lisbon-html: a Lisbon weekly series; Google’s HTML DESCRIPTION is kept as HTML',
    file: 'lisbon-html.ics',
    // LOCATION: (empty) makes no venue.
    kinds: { venue: [] },
    firstEvent: {
      remoteId: 'TIDES1',
      args: {
        title: 'Tide table reading',
        start_date: '2027-09-20 10:30:00',
        end_date: '2027-09-20 12:00:00',
        timezone: 'Europe/Lisbon',
        // Folded inside "</a>|.": unfolded whole, not escaped.
        description:
          '<p>Join on <a href="https://meet.example.org/tides">the call</a>.</p><br><b>Bring</b> a chart.',
      },
      recurrence: { rules: ['FREQ=WEEKLY;BYDAY=MO'], rdates: [], exdates: [] },
    },
  },
  {
    name: 'apple-yearly: yearly series, EXDATE, and an exception moved 30 minutes earlier',
    file: 'apple-yearly.ics',
    records: {
      '5A1F0C3E-2B4D-4E6F-8A9B-0C1D2E3F4A5B': {
        args: {
          title: 'Lantern procession',
          start_date: '2027-08-15 20:00:00',
          end_date: '2027-08-15 21:00:00',
          timezone: 'America/Los_Angeles',
        },
        recurrence: { rules: ['FREQ=YEARLY'], rdates: [], exdates: ['2029-08-15 20:00:00'] },
      },
      '5A1F0C3E-2B4D-4E6F-8A9B-0C1D2E3F4A5B#20270815T200000': {
        args: { start_date: '2027-08-15 19:30:00', end_date: '2027-08-15 20:30:00' },
        exceptionOf: {
          remoteId: '5A1F0C3E-2B4D-4E6F-8A9B-0C1D2E3F4A5B',
          originalStart: '2027-08-15 20:00:00',
        },
      },
    },
  },
  {
    name: 'google-birthday: all-day series with RDATEs written `20261204Z`; exceptions of a series not in the file become single events; a yearly birthday',
    file: 'google-birthday.ics',
    events: 4,
    records: {
      '2027_BIRTHDAY_a1b2c3d4e5f60718@google.com': {
        // VALUE=DATE 20271204 to DTEND 20271205 (exclusive): one day, stored as its 23:59:59, in
        // the calendar's X-WR-TIMEZONE.
        schedule: ['2027-12-04 00:00:00', '2027-12-04 23:59:59', 'America/Los_Angeles', true],
        // INTERVAL=1 is the default, left out; the RDATEs sorted.
        recurrence: {
          rules: ['FREQ=DAILY;COUNT=1'],
          rdates: ['2025-12-04 00:00:00', '2026-12-04 00:00:00'],
          exdates: [],
        },
      },
      // Its RECURRENCE-ID VEVENTs carry another UID (no "2027_" prefix): no series here.
      'BIRTHDAY_a1b2c3d4e5f60718@google.com#20251204': {
        exceptionOf: null,
        args: {
          title: "Morgan's birthday",
          start_date: '2025-12-04 00:00:00',
          end_date: '2025-12-04 23:59:59',
          all_day: true,
          description: '<p>Today is Morgan&#39;s birthday!</p>',
        },
        warnings: [
          expect.stringMatching(/not in this file \(UID BIRTHDAY_a1b2c3d4e5f60718@google\.com\)/),
        ],
      },
      'BIRTHDAY_0f1e2d3c4b5a6978@google.com': {
        args: {
          title: "Sam's birthday",
          start_date: '2027-03-19 00:00:00',
          end_date: '2027-03-19 23:59:59',
          all_day: true,
        },
        recurrence: { rules: ['FREQ=YEARLY'], rdates: [], exdates: [] },
      },
    },
  },
  {
    name: 'duration: DURATION instead of DTEND, days nominal and hours exact; on a date, whole days',
    file: 'duration.ics',
    records: {
      'overnight-hackathon@harbourside.example': {
        args: { title: 'Overnight hackathon' },
        // DURATION:P1D from 06:00 Los Angeles ends at 06:00 the next day.
        schedule: ['2027-07-03 06:00:00', '2027-07-04 06:00:00', 'America/Los_Angeles', false],
        // DESCRIPTION: and LOCATION: are empty: no description, no venue.
        without: ['description'],
        links: null,
      },
      // P1DT2H from 12:00 on 2027-11-06: one day to 12:00 on the 7th (clocks went back at 02:00
      // that night, 25 hours), then two hours: 14:00.
      'fall-back-relay@harbourside.example': {
        scheduleLike: { start_date: '2027-11-06 12:00:00', end_date: '2027-11-07 14:00:00' },
      },
      // VALUE=DATE 20270710 for P3D: the 10th, 11th and 12th.
      'boat-show@harbourside.example': {
        schedule: ['2027-07-10 00:00:00', '2027-07-12 23:59:59', 'America/Los_Angeles', true],
      },
    },
  },
]);

describeIcalFixtures(OWN_ICAL, 'other programs', [
  {
    name: 'Thunderbird: a daily series with UNTIL, a moved exception and one with a new LOCATION',
    file: 'thunderbird.ics',
    records: {
      [THUNDERBIRD]: {
        args: {
          title: 'Morning stand-up',
          start_date: '2027-05-03 09:00:00',
          end_date: '2027-05-03 10:00:00',
          timezone: 'Europe/London',
        },
        recurrence: { rules: ['FREQ=DAILY;UNTIL=20270507T080000Z'], rdates: [], exdates: [] },
      },
      [`${THUNDERBIRD}#20270504T090000`]: {
        args: { start_date: '2027-05-04 11:00:00', end_date: '2027-05-04 12:00:00' },
        exceptionOf: { remoteId: THUNDERBIRD, originalStart: '2027-05-04 09:00:00' },
      },
      [`${THUNDERBIRD}#20270505T090000`]: { links: { venue: 'location:boat house' } },
      'location:boat house': { allArgs: { venue: 'Boat house' } },
    },
  },
  {
    name: 'Thunderbird: the cancelled occurrence is a canceled exception',
    file: 'thunderbird-cancelled.ics',
    records: {
      [THUNDERBIRD_CANCELLED]: {
        args: {
          title: 'Late shift',
          start_date: '2027-01-26 22:00:00',
          timezone: 'Europe/Berlin',
        },
        recurrence: { rules: ['FREQ=DAILY;COUNT=3'], rdates: [], exdates: [] },
        without: ['event_status'],
      },
      [`${THUNDERBIRD_CANCELLED}#20270127T220000`]: {
        args: { event_status: 'canceled', start_date: '2027-01-27 22:00:00' },
        exceptionOf: { remoteId: THUNDERBIRD_CANCELLED, originalStart: '2027-01-27 22:00:00' },
      },
    },
  },
  {
    name: 'SabreDAV: EXDATEs written in UTC become Berlin wall times, in winter and in summer',
    file: 'sabredav.ics',
    records: {
      // EXDATE:20270307T233000Z is 00:30 on the 8th in Berlin (CET, +1); 20270328T223000Z is 00:30
      // on the 29th (CEST, +2, since the 28th): the series' own time both times.
      SX9HARBOURSIDE0001: {
        args: {
          title: 'Night watch',
          start_date: '2027-03-01 00:30:00',
          end_date: '2027-03-01 01:00:00',
          timezone: 'Europe/Berlin',
        },
        recurrence: {
          rules: ['FREQ=WEEKLY;COUNT=8'],
          rdates: [],
          exdates: ['2027-03-08 00:30:00', '2027-03-29 00:30:00'],
        },
      },
    },
  },
  {
    // The VTIMEZONE without TZID defines nothing, and is no problem.
    name: 'Zimbra: RDATE in UTC, as a PERIOD and as a list; two exceptions, one with a UTC RECURRENCE-ID; ORGANIZER',
    file: 'zimbra.ics',
    kinds: { organizer: 1 },
    records: {
      [ZIMBRA]: {
        args: {
          title: 'First Tuesday talk',
          description: '<p>FIRST TUESDAY TALKS</p>',
          start_date: '2027-04-06 10:00:00',
          end_date: '2027-04-06 10:30:00',
          timezone: 'America/Los_Angeles',
        },
        recurrence: {
          rules: ['FREQ=MONTHLY;BYDAY=1TU'],
          // 20281116T090000Z and the PERIOD's start 20281118T090000Z are 01:00 in Los Angeles
          // (PST, -8, since 2028-11-05); the EXDATEs written out of order come sorted.
          rdates: [
            '2027-05-10 10:00:00',
            '2027-05-15 10:00:00',
            '2027-05-30 10:00:00',
            '2028-11-16 01:00:00',
            '2028-11-18 01:00:00',
          ],
          exdates: ['2027-06-01 10:00:00', '2027-08-03 10:00:00', '2027-09-07 10:00:00'],
        },
        warnings: ['RDATE periods: the occurrence keeps the series’ length'],
        links: { venue: 'location:annex', organizers: ['organizer:robin@harbourside.example'] },
      },
      'organizer:robin@harbourside.example': {
        allArgs: { organizer: 'Robin Quay', email: 'robin@harbourside.example' },
      },
      // RECURRENCE-ID:20270510T170000Z is 10:00 in the series' zone (PDT, -7): the RDATE's.
      [`${ZIMBRA}#20270510T170000Z`]: {
        args: { start_date: '2027-05-11 20:00:00' },
        exceptionOf: { remoteId: ZIMBRA, originalStart: '2027-05-10 10:00:00' },
      },
      [`${ZIMBRA}#20270406T100000`]: {
        args: { start_date: '2027-04-06 15:00:00', description: '<p>MOVED TO THE AFTERNOON</p>' },
        exceptionOf: { remoteId: ZIMBRA, originalStart: '2027-04-06 10:00:00' },
      },
    },
  },
  {
    name: 'no-summary: no SUMMARY gets Google’s “(No title)” and a warning; a DATE EXDATE names that day’s 04:00 occurrence',
    file: 'no-summary.ics',
    records: {
      'nameless-1': {
        warnings: ['no SUMMARY: titled "(No title)"'],
        // DTSTART:20270609T040000Z with an RRULE and no X-WR-TIMEZONE: stays UTC; no DTEND, no
        // length.
        args: {
          title: '(No title)',
          start_date: '2027-06-09 04:00:00',
          end_date: '2027-06-09 04:00:00',
          timezone: 'UTC',
        },
        recurrence: {
          rules: ['FREQ=DAILY;COUNT=5'],
          rdates: [],
          exdates: ['2027-06-11 04:00:00'],
        },
      },
    },
  },
  {
    name: 'Data::ICal (no-uid-rdates): no UID, RDATE-only series in UTC moved to X-WR-TIMEZONE',
    file: 'no-uid-rdates.ics',
    firstEvent: {
      remoteId: expect.stringMatching(/^ical-[0-9a-f]{20}$/),
      // The same id on every read of the same file.
      stableId: true,
      warnings: [expect.stringMatching(/no UID/)],
      // 19:00Z is 19:00 in London in winter (GMT), 20:00 in summer (BST, 2027-03-28 to 10-31).
      args: {
        title: 'Community radio news',
        start_date: '2027-03-06 19:00:00',
        end_date: '2027-03-06 20:30:00',
        timezone: 'Europe/London',
        recurrence: {
          rules: [],
          rdates: [
            '2027-03-06 19:00:00',
            '2027-04-03 20:00:00',
            '2027-05-01 20:00:00',
            '2027-10-02 20:00:00',
            '2027-11-06 19:00:00',
            '2027-12-04 19:00:00',
          ],
        },
      },
    },
    records: {
      'location:voice.example.net port: 64738': {
        allArgs: { venue: 'voice.example.net port: 64738' },
      },
    },
  },
  {
    name: 'Discourse (no-dtend): a date-time without DTEND lasts no time; a relative URL is no website',
    file: 'no-dtend.ics',
    events: 2,
    records: {
      '7d3c2b1a-0f9e-4d8c-a7b6-5e4d3c2b1a09': {
        // DTSTART:20270121T170025Z in X-WR-TIMEZONE:Europe/Berlin (CET, +1).
        schedule: ['2027-01-21 18:00:25', '2027-01-21 18:00:25', 'Europe/Berlin', false],
        args: {
          title: '2027-01-21 open workshop',
          // Plain text: escaped, newlines as line breaks, a blank line as a new paragraph.
          description:
            '<p>Two visitors from the college built a weather station &amp; took it home, happy.<br>\nNext time: rain gauges.</p>\n<p>Photos in the thread.</p>',
        },
        without: ['website'],
        warnings: [expect.stringMatching(/"\/c\/harbourside\/events" is not an absolute/)],
      },
      '8e4d3c2b-1a0f-4e9d-b8c7-6f5e4d3c2b1a': {
        args: {
          end_date: '2027-02-25 18:30:14',
          website: 'https://forum.harbourside.example/t/open-workshop/42',
        },
      },
    },
  },
  {
    name: 'All-in-One Event Calendar (ai1ec): X-ALT-DESC HTML, "Venue @ address", GEO, all-day, URL',
    file: 'ai1ec.ics',
    events: 3,
    // CATEGORIES: (empty) makes no category.
    kinds: { category: [] },
    records: {
      'ai1ec-501@makers.harbourside.example': {
        args: {
          title: 'Closed: we are at the harbour festival',
          start_date: '2027-06-12 00:00:00',
          end_date: '2027-06-12 23:59:59',
          all_day: true,
          timezone: 'Europe/Berlin',
          website: 'https://makers.harbourside.example/event/closed-harbour-festival/',
          // The body of X-ALT-DESC's HTML document, not the plain DESCRIPTION.
          description:
            '<p>Find us at the festival – come and say hello.<br />\nThe workshop stays closed that Saturday.</p>',
        },
      },
      'ai1ec-502@makers.harbourside.example': {
        args: {
          title: 'Repair café',
          start_date: '2027-01-02 14:00:00',
          end_date: '2027-01-02 17:00:00',
        },
        recurrence: { rules: ['FREQ=MONTHLY;BYDAY=1SA'], rdates: [], exdates: [] },
        venueArgs: {
          venue: 'Makerspace Harbourside',
          address: 'Hafenstraße 7',
          zip: '18055',
          city: 'Rostock',
          country: 'Deutschland',
          geo_lat: 54.0924,
          geo_lng: 12.1407,
        },
      },
      // The first event at that LOCATION has no GEO; the venue takes the later one's.
      'ai1ec-503@makers.harbourside.example': {
        sameLinksAs: 'ai1ec-502@makers.harbourside.example',
      },
    },
  },
  {
    // ical.js refuses `DTSTART:20270101` and so the whole file; each is read as the date it is.
    name: 'Holiday feeds (holidays): dates without VALUE=DATE, DTEND equal to DTSTART, empty RRULE',
    file: 'holidays.ics',
    events: 3,
    kinds: {
      venue: [
        {
          kind: 'venue',
          remoteId: 'location:harbourside',
          label: 'venue “Harbourside”',
          args: { venue: 'Harbourside' },
        },
      ],
    },
    records: {
      'hol-2027-0101@holidays.example.org': {
        without: ['recurrence'],
        args: {
          title: "New Year's Day",
          start_date: '2027-01-01 00:00:00',
          end_date: '2027-01-01 23:59:59',
          all_day: true,
          timezone: 'Etc/GMT',
        },
        // The first VEVENT's DTSTART and DTEND are the file's lines 10 and 11.
        warnings: [
          'dates written without VALUE=DATE (line 10, 11): read as dates',
          'an RRULE without FREQ is ignored',
        ],
      },
      'hol-2027-0704@holidays.example.org': {
        args: { title: 'Harbour Day', start_date: '2027-07-04 00:00:00' },
      },
    },
  },
  {
    name: 'Outlook: Windows zone names with their VTIMEZONEs, as the site zone when it agrees, else a fixed offset',
    file: 'outlook.ics',
    records: {
      // "W. Europe Standard Time" has Brussels' offsets (the site zone here), winter and summer.
      '040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5A6B7C8D9E0F1A2B3C4D5': {
        args: {
          title: 'Harbour board',
          start_date: '2027-07-05 19:00:00',
          end_date: '2027-07-05 20:00:00',
          timezone: 'Europe/Brussels',
        },
        recurrence: {
          rules: ['FREQ=WEEKLY;BYDAY=MO'],
          rdates: [],
          exdates: ['2027-07-12 19:00:00'],
        },
        warnings: [
          expect.stringMatching(
            /"W\. Europe Standard Time" is not an IANA name: read as Europe\/Brussels/
          ),
        ],
      },
      // "GMT Standard Time" (London's offsets) agrees with no known zone: 10:00 in August is
      // BST, the fixed offset UTC+1.
      '040000008200E00074C5B7101A82E00800000000F0E1D2C3B4A5968778695A4B3C2D1E0F': {
        args: {
          title: 'Ferry timetable call',
          start_date: '2027-08-05 10:00:00',
          end_date: '2027-08-05 11:00:00',
          timezone: 'UTC+1',
        },
        warnings: [expect.stringMatching(/fixed offset UTC\+1/)],
      },
    },
  },
]);

// latin1.ics is written in ISO-8859-1: ü, Ö, é and ö are one byte each, none valid UTF-8.
describeIcalFixtures(OWN_ICAL, 'bytes that are not UTF-8', [
  {
    name: 'decoded as Latin-1, its letters and folded lines read whole',
    file: 'latin1.ics',
    encoding: 'latin1',
    records: {
      'latin1-1@harbourside.example': {
        // SUMMARY folded inside "Mü|hle".
        args: {
          title: 'Führung durch die Mühle',
          description: '<p>Öffnungszeiten und Eintritt: siehe Aushang. Café geöffnet.</p>',
          // 17:00Z in Berlin in September (CEST, +2).
          start_date: '2027-09-10 19:00:00',
          end_date: '2027-09-10 21:00:00',
          timezone: 'Europe/Berlin',
        },
        venueArgs: { venue: 'Alte Mühle', address: 'Mühlenweg 3', zip: '18055', city: 'Rostock' },
      },
    },
  },
  {
    name: 'decoded as UTF-8 (as a file is read, server/src/import/read-source.ts): still read, each such byte a U+FFFD',
    file: 'latin1.ics',
    encoding: 'utf8',
    records: {
      'latin1-1@harbourside.example': {
        args: {
          title: 'F\uFFFDhrung durch die M\uFFFDhle',
          start_date: '2027-09-10 19:00:00',
          end_date: '2027-09-10 21:00:00',
        },
      },
    },
  },
]);
