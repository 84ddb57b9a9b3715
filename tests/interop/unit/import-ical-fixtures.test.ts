/**
 * Interop: the iCalendar reader (import/ical) on real files from calendar programs and public feeds,
 * read from the shared iCalendar fixtures beside the repository (tests/helpers/shared-fixtures.ts).
 * Every fact asserted was read in the file itself. The checking is tests/helpers/
 * import-ical-suites.ts's, which `npm test` runs with our own files' values
 * (tests/unit/import-ical-fixtures.test.ts). Every file is read without a problem.
 */
import { describeIcalFixtures } from '../../helpers/import-ical-suites';
import { ICAL_FIXTURES } from '../../helpers/shared-fixtures';

const MONTESSORI = '7g6502aejkun96i5fenfu6hvc1@google.com';
const ISSUE_223 = 'b143dcdc-2154-49a8-abea-5c64310ebabd';
const ISSUE_18 = 'b65c2b5b-b785-4edc-9560-e0379036d1f2';
const RECUR_INSTANCES = '623c13c0-6c2b-45d6-a12b-c33ad61c4868';

describeIcalFixtures(ICAL_FIXTURES, 'Google Calendar feeds', [
  {
    name: 'machbar: 64 VEVENTs, UTC single events in X-WR-TIMEZONE, series with EXDATE and 6 exceptions',
    file: 'machbar_16_feb_2019.ics',
    events: 64,
    exceptions: 6,
    records: {
      // DTSTART:20190228T190000Z with X-WR-TIMEZONE:Europe/Berlin: 20:00 in Berlin.
      '4pudsugalsbuqetcfdns8demti@google.com': {
        schedule: ['2019-02-28 20:00:00', '2019-02-28 21:00:00', 'Europe/Berlin', false],
        args: { title: '"Bioökonomie-Tag"' },
      },
      [MONTESSORI]: {
        recurrence: {
          rules: ['FREQ=WEEKLY;BYDAY=TH'],
          rdates: [],
          exdates: ['2019-03-07 08:30:00'],
        },
      },
      // Google writes the exceptions before their series: paired all the same.
      'ome5r9735mpdoo3n6lpf8oi0c4@google.com#20190216T110000': {
        args: { start_date: '2019-02-24 11:00:00', end_date: '2019-02-24 15:00:00' },
        exceptionOf: {
          remoteId: 'ome5r9735mpdoo3n6lpf8oi0c4@google.com',
          originalStart: '2019-02-16 11:00:00',
        },
      },
    },
  },
  {
    name: 'machbar: Google’s "Name, street, ZIP city, country" LOCATION as venue fields, one venue per text',
    file: 'machbar_16_feb_2019.ics',
    records: {
      'location:stadt- u. landesbibliothek potsdam im bildungsforum, am kanal 47, 14467 potsdam, deutschland':
        {
          allArgs: {
            venue: 'Stadt- u. Landesbibliothek Potsdam im Bildungsforum',
            address: 'Am Kanal 47',
            zip: '14467',
            city: 'Potsdam',
            country: 'Deutschland',
          },
          once: true,
        },
      'location:machbar': { allArgs: { venue: 'machBar' } },
      [MONTESSORI]: { links: { venue: 'location:machbar' } },
    },
  },
  {
    name: 'daylight_saving_time: a weekly series keeps its Berlin wall time across the DST change',
    file: 'daylight_saving_time.ics',
    events: 64,
    records: {
      // DTSTART;TZID=Europe/Berlin:20190213T190000, RRULE:FREQ=WEEKLY;BYDAY=WE, no end: the rule
      // stays anchored at 19:00 Berlin (the API expands it in that zone, docs/api.md §12.1).
      '7uartkcnhf0elbvs8md0itrf6c@google.com': {
        schedule: ['2019-02-13 19:00:00', '2019-02-13 21:00:00', 'Europe/Berlin', false],
        recurrence: { rules: ['FREQ=WEEKLY;BYDAY=WE'], rdates: [], exdates: [] },
      },
      // UNTIL in UTC as Google writes it.
      '4m856r43sj4i6g0vat9dn4gtui@google.com': {
        rules: ['FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20190115T225959Z'],
      },
    },
  },
  {
    name: 'issue_48: Lisbon weekly series; Google’s HTML DESCRIPTION is kept as HTML',
    file: 'issue_48_daylight_aware_repeats.ics',
    // LOCATION: (empty) makes no venue.
    kinds: { venue: [] },
    firstEvent: {
      remoteId: 'EVENT2',
      args: {
        title: 'MDS-t',
        start_date: '2020-09-21 11:30:00',
        end_date: '2020-09-21 13:00:00',
        timezone: 'Europe/Lisbon',
        description: expect.stringMatching(
          /^<p><a href="https:\/\/videoconf-colibri\.zoom\.us\/j\/93800310242\?pwd=K3FB/
        ),
      },
      recurrence: { rules: ['FREQ=WEEKLY;BYDAY=MO'], rdates: [], exdates: [] },
    },
  },
  {
    name: 'issue_151 (Google, read on macOS): yearly series, EXDATE, and an exception moved 30 minutes earlier',
    file: 'issue_151_macos_linux_difference.ics',
    records: {
      'aogpprh4bolu8ckmop49ca6404@google.com': {
        args: {
          title: 'Vespers for the Feast of St. Joseph',
          start_date: '2014-08-01 19:00:00',
          end_date: '2014-08-01 20:00:00',
          timezone: 'America/Los_Angeles',
        },
        recurrence: { rules: ['FREQ=YEARLY'], rdates: [], exdates: ['2016-08-01 19:00:00'] },
      },
      'aogpprh4bolu8ckmop49ca6404@google.com#20140801T190000': {
        args: { start_date: '2014-08-01 18:30:00', end_date: '2014-08-01 19:30:00' },
        exceptionOf: {
          remoteId: 'aogpprh4bolu8ckmop49ca6404@google.com',
          originalStart: '2014-08-01 19:00:00',
        },
      },
    },
  },
  {
    name: 'google_birthday: all-day series with RDATEs written `20131210Z`; exceptions of a series not in the file become single events',
    file: 'google_birthday.ics',
    events: 4,
    records: {
      '2014_BIRTHDAY_79d389868f96182e@google.com': {
        // VALUE=DATE 20141210 to DTEND 20141211 (exclusive): one day, stored as its 23:59:59.
        schedule: ['2014-12-10 00:00:00', '2014-12-10 23:59:59', 'America/Los_Angeles', true],
        recurrence: {
          rules: ['FREQ=DAILY;COUNT=1'],
          rdates: ['2012-12-10 00:00:00', '2013-12-10 00:00:00'],
          exdates: [],
        },
      },
      'BIRTHDAY_79d389868f96182e@google.com#20131210': {
        exceptionOf: null,
        args: {
          title: "PErson #2's birthday",
          start_date: '2013-12-10 00:00:00',
          end_date: '2013-12-10 23:59:59',
          all_day: true,
          description: '<p>Today is PErson #2&#39;s birthday!</p>',
        },
        warnings: [
          expect.stringMatching(/not in this file \(UID BIRTHDAY_79d389868f96182e@google\.com\)/),
        ],
      },
    },
  },
  {
    name: 'duration_instead_of_dtend: DURATION:P1D from 06:00 Los Angeles ends at 06:00 the next day',
    file: 'duration_instead_of_dtend.ics',
    records: {
      'dn4vrfmfn5p05roahsopg57h48@example.com': {
        args: { title: 'Really long event name thing' },
        schedule: ['2012-06-30 06:00:00', '2012-07-01 06:00:00', 'America/Los_Angeles', false],
        // DESCRIPTION: and LOCATION: are empty: no description, no venue.
        without: ['description'],
        links: null,
      },
    },
  },
]);

describeIcalFixtures(ICAL_FIXTURES, 'other programs', [
  {
    name: 'Thunderbird (issue_223): a daily series with UNTIL, a moved exception and one with a new LOCATION',
    file: 'issue_223_thunderbird.ics',
    records: {
      [ISSUE_223]: {
        args: {
          title: 'event',
          start_date: '2025-04-23 09:00:00',
          end_date: '2025-04-23 10:00:00',
          timezone: 'Europe/London',
        },
        recurrence: { rules: ['FREQ=DAILY;UNTIL=20250427T080000Z'], rdates: [], exdates: [] },
      },
      [`${ISSUE_223}#20250424T090000`]: {
        args: { start_date: '2025-04-24 11:00:00', end_date: '2025-04-24 12:00:00' },
        exceptionOf: { remoteId: ISSUE_223, originalStart: '2025-04-24 09:00:00' },
      },
      [`${ISSUE_223}#20250425T090000`]: { links: { venue: 'location:new place' } },
      'location:new place': { allArgs: { venue: 'new place' } },
    },
  },
  {
    name: 'Thunderbird (issue_18): the cancelled occurrence is a canceled exception',
    file: 'issue_18_cancel_status.ics',
    records: {
      [ISSUE_18]: {
        args: {
          title: 'one is cancelled',
          start_date: '2020-01-28 22:00:00',
          timezone: 'Europe/Berlin',
        },
        recurrence: { rules: ['FREQ=DAILY;COUNT=3'], rdates: [], exdates: [] },
        without: ['event_status'],
      },
      [`${ISSUE_18}#20200129T220000`]: {
        args: { event_status: 'canceled', start_date: '2020-01-29 22:00:00' },
        exceptionOf: { remoteId: ISSUE_18, originalStart: '2020-01-29 22:00:00' },
      },
    },
  },
  {
    name: 'SabreDAV (each_week_but_two_deleted): EXDATEs written in UTC become Berlin wall times',
    file: 'each_week_but_two_deleted.ics',
    records: {
      // EXDATE:20190310T233000Z is 00:30 on the 11th in Berlin, the series' own time.
      SX2CURHKFTKKFFU3VUD7K: {
        args: {
          title: 'test6',
          start_date: '2019-03-04 00:30:00',
          end_date: '2019-03-04 01:00:00',
          timezone: 'Europe/Berlin',
        },
        recurrence: {
          rules: ['FREQ=WEEKLY;COUNT=8'],
          rdates: [],
          exdates: ['2019-03-11 00:30:00', '2019-03-25 00:30:00'],
        },
      },
    },
  },
  {
    name: 'Zimbra (recur_instances): RDATE in UTC, as a PERIOD and as a list; two exceptions, one with a UTC RECURRENCE-ID; ORGANIZER',
    file: 'recur_instances.ics',
    kinds: { organizer: 1 },
    records: {
      [RECUR_INSTANCES]: {
        args: {
          title: 'Crazy Event Thingy!',
          description: '<p>IAM FOO</p>',
          start_date: '2012-10-02 10:00:00',
          end_date: '2012-10-02 10:30:00',
          timezone: 'America/Los_Angeles',
        },
        recurrence: {
          rules: ['FREQ=MONTHLY;BYDAY=1TU'],
          // 20231123T090000Z and the PERIOD's start are 01:00 in Los Angeles (PST).
          rdates: [
            '2012-11-05 10:00:00',
            '2012-11-10 10:00:00',
            '2012-11-30 10:00:00',
            '2023-11-23 01:00:00',
            '2023-11-25 01:00:00',
          ],
          exdates: ['2012-12-04 10:00:00', '2013-02-05 10:00:00', '2013-04-02 10:00:00'],
        },
        links: { venue: 'location:place', organizers: ['organizer:jlal@mozilla.com'] },
      },
      'organizer:jlal@mozilla.com': {
        allArgs: { organizer: 'James Lal', email: 'jlal@mozilla.com' },
      },
      // RECURRENCE-ID:20121105T180000Z is 10:00 in the series' zone.
      [`${RECUR_INSTANCES}#20121105T180000Z`]: {
        args: { start_date: '2012-11-06 20:00:00' },
        exceptionOf: { remoteId: RECUR_INSTANCES, originalStart: '2012-11-05 10:00:00' },
      },
      [`${RECUR_INSTANCES}#20121002T100000`]: {
        args: { start_date: '2012-10-02 15:00:00', description: '<p>I HAZ CHANGED!</p>' },
        exceptionOf: { remoteId: RECUR_INSTANCES, originalStart: '2012-10-02 10:00:00' },
      },
    },
  },
  {
    name: 'rdate_exdate: no SUMMARY gets Google’s “(No title)” and a warning; a DATE EXDATE names that day’s 03:00 occurrence',
    file: 'rdate_exdate.ics',
    records: {
      '123': {
        warnings: ['no SUMMARY: titled "(No title)"'],
        // DTSTART:20240609T030000Z with an RRULE and no X-WR-TIMEZONE: stays UTC.
        args: {
          title: '(No title)',
          start_date: '2024-06-09 03:00:00',
          end_date: '2024-06-09 03:00:00',
          timezone: 'UTC',
          recurrence: { rules: ['FREQ=DAILY;COUNT=4'], exdates: ['2024-06-11 03:00:00'] },
        },
      },
    },
  },
  {
    name: 'Data::ICal (rdate_hackerpublicradio): no UID, RDATE-only series in UTC moved to X-WR-TIMEZONE',
    file: 'rdate_hackerpublicradio.ics',
    firstEvent: {
      remoteId: expect.stringMatching(/^ical-[0-9a-f]{20}$/),
      stableId: true,
      warnings: [expect.stringMatching(/no UID/)],
      // 19:00Z is 20:00 in London in summer, 19:00 in winter: the same instants.
      args: {
        title: 'HPR Community News',
        start_date: '2013-08-03 20:00:00',
        end_date: '2013-08-03 22:00:00',
        timezone: 'Europe/London',
        recurrence: { rules: [] },
      },
    },
    records: {
      'location:mumble.openspeak.cc port: 64747': {
        allArgs: { venue: 'mumble.openspeak.cc port: 64747' },
      },
    },
    // Twelve RDATEs: the third and fourth either side of the change back to winter time.
    also: (b) => {
      const [e] = b.records.filter((r) => r.kind === 'event');
      const rdates = (e.args.recurrence as { rdates: string[] }).rdates;
      expect(rdates).toHaveLength(12);
      expect(rdates.slice(2, 4)).toEqual(['2013-10-05 20:00:00', '2013-11-02 19:00:00']);
    },
  },
  {
    name: 'Discourse (no DTEND): a date-time without DTEND lasts no time; a relative URL is no website',
    file: 'discourse_no_dtend.ics',
    events: 4,
    records: {
      '0ab03762-6e6d-40d7-9ceb-b49844ba61a4': {
        schedule: ['2019-01-17 18:00:25', '2019-01-17 18:00:25', 'Europe/Berlin', false],
        args: {
          title: '2019-01-17 openLab',
          // Plain text: escaped, newlines as line breaks.
          description: expect.stringMatching(
            /^<p>Zwei FH-Studentinnen .*wiederkommen\. <br>\nIch habe/
          ),
        },
        without: ['website'],
        warnings: [expect.stringMatching(/"\/c\/machbar\/calendar" is not an absolute/)],
      },
      'd7069eb4-e82c-40af-9486-fb5bb332c328': { args: { end_date: '2019-02-28 18:30:14' } },
    },
  },
  {
    name: 'All-in-One Event Calendar (fablab_cottbus): X-ALT-DESC HTML, "Venue @ address", GEO, all-day, URL',
    file: 'fablab_cottbus.ics',
    events: 28,
    // CATEGORIES: (empty) makes no category.
    kinds: { category: [] },
    records: {
      'ai1ec-1862@blog.fablab-cottbus.de': {
        args: {
          title: 'Lab geschlossen: Wir sind auf dem Karlstraßenfest',
          start_date: '2018-06-09 00:00:00',
          end_date: '2018-06-09 23:59:59',
          all_day: true,
          timezone: 'Europe/Berlin',
          website:
            'http://blog.fablab-cottbus.de/Veranstaltung/wir-sind-auf-dem-karlstrassenfest-lab-geschlossen/',
          // The body of X-ALT-DESC's HTML document, not the plain DESCRIPTION.
          description: expect.stringMatching(/^<p>Wir sind auf dem Karlstraßenfest – kommt uns/),
        },
      },
      'ai1ec-1887@blog.fablab-cottbus.de': {
        args: {
          title: 'Repair Café',
          start_date: '2018-01-06 14:00:00',
          end_date: '2018-01-06 17:00:00',
        },
        recurrence: { rules: ['FREQ=MONTHLY;BYDAY=1SA'], rdates: [], exdates: [] },
        venueArgs: {
          venue: 'FabLab Cottbus',
          address: 'Walther-Pauer-Straße 5',
          zip: '03044',
          city: 'Cottbus',
          country: 'Deutschland',
          geo_lat: 51.76882,
          geo_lng: 14.32321,
        },
      },
    },
    // Nothing of the HTML document around the body.
    also: (_b, one) =>
      expect(one('ai1ec-1862@blog.fablab-cottbus.de').args.description).not.toMatch(
        /DOCTYPE|<BODY>/i
      ),
  },
  {
    // ical.js refuses `DTSTART:20190101` and so the whole file; each is read as the date it is.
    name: 'Calendar Labs (Germany_Holidays): dates without VALUE=DATE, DTEND equal to DTSTART, empty RRULE',
    file: 'Germany_Holidays.ics',
    events: 34,
    kinds: {
      venue: [
        {
          kind: 'venue',
          remoteId: 'location:germany',
          label: 'venue “Germany”',
          args: { venue: 'Germany' },
        },
      ],
    },
    records: {
      '5e3a8f312427a1580896049@calendarlabs.com': {
        without: ['recurrence'],
        args: {
          title: "New Year's Day",
          start_date: '2019-01-01 00:00:00',
          end_date: '2019-01-01 23:59:59',
          all_day: true,
          timezone: 'Etc/GMT',
        },
        warnings: [
          'dates written without VALUE=DATE (line 10, 11): read as dates',
          'an RRULE without FREQ is ignored',
        ],
      },
      '5e3a8f312460b1580896049@calendarlabs.com': {
        args: { title: 'Assumption Day', start_date: '2019-08-15 00:00:00' },
      },
    },
  },
]);
