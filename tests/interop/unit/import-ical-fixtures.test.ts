/**
 * Interop: the iCalendar reader (import/ical) on real files from calendar programs and public feeds,
 * read from the shared iCalendar fixtures beside the repository (tests/helpers/shared-fixtures.ts).
 * Every fact asserted was read in the file itself. The same behaviours on files of our own:
 * tests/unit/import-ical-fixtures.test.ts.
 */
import fs from 'fs';
import path from 'path';
import { readIcal } from '../../../server/src/import/ical/read';
import { ICAL_FIXTURES } from '../../helpers/shared-fixtures';
import type { ImportBatch, ImportRecord } from '../../../server/src/domain/import';

const FIXTURES = ICAL_FIXTURES;
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const read = (name: string, text = fixture(name)) =>
  readIcal(text, name, { siteZone: 'Europe/Brussels' });

const events = (b: ImportBatch) => b.records.filter((r) => r.kind === 'event');
const one = (b: ImportBatch, remoteId: string): ImportRecord => {
  const r = b.records.find((x) => x.remoteId === remoteId);
  if (!r) throw new Error(`no record ${remoteId}`);
  return r;
};
const schedule = (r: ImportRecord) => {
  const { start_date, end_date, timezone, all_day } = r.args;
  return { start_date, end_date, timezone, all_day };
};

describe('Google Calendar feeds', () => {
  test('machbar: 64 VEVENTs, UTC single events in X-WR-TIMEZONE, series with EXDATE and 6 exceptions', () => {
    const b = read('machbar_16_feb_2019.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(64);
    expect(events(b).filter((r) => r.exceptionOf)).toHaveLength(6);
    // DTSTART:20190228T190000Z with X-WR-TIMEZONE:Europe/Berlin: 20:00 in Berlin.
    expect(schedule(one(b, '4pudsugalsbuqetcfdns8demti@google.com'))).toEqual({
      start_date: '2019-02-28 20:00:00',
      end_date: '2019-02-28 21:00:00',
      timezone: 'Europe/Berlin',
      all_day: false,
    });
    expect(one(b, '4pudsugalsbuqetcfdns8demti@google.com').args.title).toBe('"Bioökonomie-Tag"');
    const montessori = one(b, '7g6502aejkun96i5fenfu6hvc1@google.com');
    expect(montessori.args.recurrence).toEqual({
      rules: ['FREQ=WEEKLY;BYDAY=TH'],
      rdates: [],
      exdates: ['2019-03-07 08:30:00'],
    });
    // Google writes the exceptions before their series: paired all the same.
    expect(one(b, 'ome5r9735mpdoo3n6lpf8oi0c4@google.com#20190216T110000')).toMatchObject({
      args: { start_date: '2019-02-24 11:00:00', end_date: '2019-02-24 15:00:00' },
      exceptionOf: {
        remoteId: 'ome5r9735mpdoo3n6lpf8oi0c4@google.com',
        originalStart: '2019-02-16 11:00:00',
      },
    });
  });

  test('machbar: Google’s "Name, street, ZIP city, country" LOCATION as venue fields, one venue per text', () => {
    const b = read('machbar_16_feb_2019.ics');
    const key =
      'location:stadt- u. landesbibliothek potsdam im bildungsforum, am kanal 47, 14467 potsdam, deutschland';
    expect(one(b, key).args).toEqual({
      venue: 'Stadt- u. Landesbibliothek Potsdam im Bildungsforum',
      address: 'Am Kanal 47',
      zip: '14467',
      city: 'Potsdam',
      country: 'Deutschland',
    });
    expect(b.records.filter((r) => r.remoteId === key)).toHaveLength(1);
    expect(one(b, 'location:machbar').args).toEqual({ venue: 'machBar' });
    expect(one(b, '7g6502aejkun96i5fenfu6hvc1@google.com').links).toEqual({
      venue: 'location:machbar',
    });
  });

  test('daylight_saving_time: a weekly series keeps its Berlin wall time across the DST change', () => {
    const b = read('daylight_saving_time.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(64);
    // DTSTART;TZID=Europe/Berlin:20190213T190000, RRULE:FREQ=WEEKLY;BYDAY=WE, no end: the rule
    // stays anchored at 19:00 Berlin (the API expands it in that zone, docs/api.md §12.1).
    const chaos = one(b, '7uartkcnhf0elbvs8md0itrf6c@google.com');
    expect(schedule(chaos)).toEqual({
      start_date: '2019-02-13 19:00:00',
      end_date: '2019-02-13 21:00:00',
      timezone: 'Europe/Berlin',
      all_day: false,
    });
    expect(chaos.args.recurrence).toEqual({
      rules: ['FREQ=WEEKLY;BYDAY=WE'],
      rdates: [],
      exdates: [],
    });
    // UNTIL in UTC as Google writes it.
    expect(
      (one(b, '4m856r43sj4i6g0vat9dn4gtui@google.com').args.recurrence as { rules: string[] }).rules
    ).toEqual(['FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20190115T225959Z']);
  });

  test('issue_48: Lisbon weekly series; Google’s HTML DESCRIPTION is kept as HTML', () => {
    const b = read('issue_48_daylight_aware_repeats.ics');
    expect(b.problems).toEqual([]);
    const [e] = events(b);
    expect(e.remoteId).toBe('EVENT2');
    expect(e.args).toMatchObject({
      title: 'MDS-t',
      start_date: '2020-09-21 11:30:00',
      end_date: '2020-09-21 13:00:00',
      timezone: 'Europe/Lisbon',
      recurrence: { rules: ['FREQ=WEEKLY;BYDAY=MO'], rdates: [], exdates: [] },
    });
    expect(e.args.description).toMatch(
      /^<p><a href="https:\/\/videoconf-colibri\.zoom\.us\/j\/93800310242\?pwd=K3FB/
    );
    // LOCATION: (empty) makes no venue.
    expect(b.records.filter((r) => r.kind === 'venue')).toEqual([]);
  });

  test('issue_151 (Google, read on macOS): yearly series, EXDATE, and an exception moved 30 minutes earlier', () => {
    const b = read('issue_151_macos_linux_difference.ics');
    expect(b.problems).toEqual([]);
    const uid = 'aogpprh4bolu8ckmop49ca6404@google.com';
    expect(one(b, uid).args).toMatchObject({
      title: 'Vespers for the Feast of St. Joseph',
      start_date: '2014-08-01 19:00:00',
      end_date: '2014-08-01 20:00:00',
      timezone: 'America/Los_Angeles',
      recurrence: { rules: ['FREQ=YEARLY'], rdates: [], exdates: ['2016-08-01 19:00:00'] },
    });
    expect(one(b, `${uid}#20140801T190000`)).toMatchObject({
      args: { start_date: '2014-08-01 18:30:00', end_date: '2014-08-01 19:30:00' },
      exceptionOf: { remoteId: uid, originalStart: '2014-08-01 19:00:00' },
    });
  });

  test('google_birthday: all-day series with RDATEs written `20131210Z`; exceptions of a series not in the file become single events', () => {
    const b = read('google_birthday.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(4);
    const series = one(b, '2014_BIRTHDAY_79d389868f96182e@google.com');
    // VALUE=DATE 20141210 to DTEND 20141211 (exclusive): one day, stored as its 23:59:59.
    expect(schedule(series)).toEqual({
      start_date: '2014-12-10 00:00:00',
      end_date: '2014-12-10 23:59:59',
      timezone: 'America/Los_Angeles',
      all_day: true,
    });
    expect(series.args.recurrence).toEqual({
      rules: ['FREQ=DAILY;COUNT=1'],
      rdates: ['2012-12-10 00:00:00', '2013-12-10 00:00:00'],
      exdates: [],
    });
    const orphan = one(b, 'BIRTHDAY_79d389868f96182e@google.com#20131210');
    expect(orphan.exceptionOf).toBeUndefined();
    expect(orphan.args).toMatchObject({
      title: "PErson #2's birthday",
      start_date: '2013-12-10 00:00:00',
      end_date: '2013-12-10 23:59:59',
      all_day: true,
      description: '<p>Today is PErson #2&#39;s birthday!</p>',
    });
    expect(orphan.warnings).toEqual([
      expect.stringMatching(/not in this file \(UID BIRTHDAY_79d389868f96182e@google\.com\)/),
    ]);
  });

  test('duration_instead_of_dtend: DURATION:P1D from 06:00 Los Angeles ends at 06:00 the next day', () => {
    const b = read('duration_instead_of_dtend.ics');
    expect(b.problems).toEqual([]);
    const e = one(b, 'dn4vrfmfn5p05roahsopg57h48@example.com');
    expect(e.args.title).toBe('Really long event name thing');
    expect(schedule(e)).toEqual({
      start_date: '2012-06-30 06:00:00',
      end_date: '2012-07-01 06:00:00',
      timezone: 'America/Los_Angeles',
      all_day: false,
    });
    // DESCRIPTION: and LOCATION: are empty: no description, no venue.
    expect(e.args.description).toBeUndefined();
    expect(e.links).toBeUndefined();
  });
});

describe('other programs', () => {
  test('Thunderbird (issue_223): a daily series with UNTIL, a moved exception and one with a new LOCATION', () => {
    const b = read('issue_223_thunderbird.ics');
    expect(b.problems).toEqual([]);
    const uid = 'b143dcdc-2154-49a8-abea-5c64310ebabd';
    expect(one(b, uid).args).toMatchObject({
      title: 'event',
      start_date: '2025-04-23 09:00:00',
      end_date: '2025-04-23 10:00:00',
      timezone: 'Europe/London',
      recurrence: { rules: ['FREQ=DAILY;UNTIL=20250427T080000Z'], rdates: [], exdates: [] },
    });
    expect(one(b, `${uid}#20250424T090000`)).toMatchObject({
      args: { start_date: '2025-04-24 11:00:00', end_date: '2025-04-24 12:00:00' },
      exceptionOf: { remoteId: uid, originalStart: '2025-04-24 09:00:00' },
    });
    expect(one(b, `${uid}#20250425T090000`).links).toEqual({ venue: 'location:new place' });
    expect(one(b, 'location:new place').args).toEqual({ venue: 'new place' });
  });

  test('Thunderbird (issue_18): the cancelled occurrence is a canceled exception', () => {
    const b = read('issue_18_cancel_status.ics');
    expect(b.problems).toEqual([]);
    const uid = 'b65c2b5b-b785-4edc-9560-e0379036d1f2';
    expect(one(b, uid).args).toMatchObject({
      title: 'one is cancelled',
      start_date: '2020-01-28 22:00:00',
      timezone: 'Europe/Berlin',
      recurrence: { rules: ['FREQ=DAILY;COUNT=3'], rdates: [], exdates: [] },
    });
    expect(one(b, uid).args.event_status).toBeUndefined();
    expect(one(b, `${uid}#20200129T220000`)).toMatchObject({
      args: { event_status: 'canceled', start_date: '2020-01-29 22:00:00' },
      exceptionOf: { remoteId: uid, originalStart: '2020-01-29 22:00:00' },
    });
  });

  test('SabreDAV (each_week_but_two_deleted): EXDATEs written in UTC become Berlin wall times', () => {
    const b = read('each_week_but_two_deleted.ics');
    expect(b.problems).toEqual([]);
    // EXDATE:20190310T233000Z is 00:30 on the 11th in Berlin, the series' own time.
    expect(one(b, 'SX2CURHKFTKKFFU3VUD7K').args).toMatchObject({
      title: 'test6',
      start_date: '2019-03-04 00:30:00',
      end_date: '2019-03-04 01:00:00',
      timezone: 'Europe/Berlin',
      recurrence: {
        rules: ['FREQ=WEEKLY;COUNT=8'],
        rdates: [],
        exdates: ['2019-03-11 00:30:00', '2019-03-25 00:30:00'],
      },
    });
  });

  test('Zimbra (recur_instances): RDATE in UTC, as a PERIOD and as a list; two exceptions, one with a UTC RECURRENCE-ID; ORGANIZER', () => {
    const b = read('recur_instances.ics');
    expect(b.problems).toEqual([]);
    const uid = '623c13c0-6c2b-45d6-a12b-c33ad61c4868';
    const series = one(b, uid);
    expect(series.args).toMatchObject({
      title: 'Crazy Event Thingy!',
      description: '<p>IAM FOO</p>',
      start_date: '2012-10-02 10:00:00',
      end_date: '2012-10-02 10:30:00',
      timezone: 'America/Los_Angeles',
    });
    expect(series.args.recurrence).toEqual({
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
    });
    expect(series.links).toEqual({
      venue: 'location:place',
      organizers: ['organizer:jlal@mozilla.com'],
    });
    expect(one(b, 'organizer:jlal@mozilla.com').args).toEqual({
      organizer: 'James Lal',
      email: 'jlal@mozilla.com',
    });
    expect(b.records.filter((r) => r.kind === 'organizer')).toHaveLength(1);
    // RECURRENCE-ID:20121105T180000Z is 10:00 in the series' zone.
    expect(one(b, `${uid}#20121105T180000Z`)).toMatchObject({
      args: { start_date: '2012-11-06 20:00:00' },
      exceptionOf: { remoteId: uid, originalStart: '2012-11-05 10:00:00' },
    });
    expect(one(b, `${uid}#20121002T100000`)).toMatchObject({
      args: { start_date: '2012-10-02 15:00:00', description: '<p>I HAZ CHANGED!</p>' },
      exceptionOf: { remoteId: uid, originalStart: '2012-10-02 10:00:00' },
    });
  });

  test('rdate_exdate: no SUMMARY gets Google’s “(No title)” and a warning; a DATE EXDATE names that day’s 03:00 occurrence', () => {
    const titled = read('rdate_exdate.ics');
    expect(titled.problems).toEqual([]);
    expect(one(titled, '123').args.title).toBe('(No title)');
    expect(one(titled, '123').warnings).toEqual(['no SUMMARY: titled "(No title)"']);
    // DTSTART:20240609T030000Z with an RRULE and no X-WR-TIMEZONE: stays UTC.
    expect(one(titled, '123').args).toMatchObject({
      start_date: '2024-06-09 03:00:00',
      end_date: '2024-06-09 03:00:00',
      timezone: 'UTC',
      recurrence: { rules: ['FREQ=DAILY;COUNT=4'], exdates: ['2024-06-11 03:00:00'] },
    });
  });

  test('Data::ICal (rdate_hackerpublicradio): no UID, RDATE-only series in UTC moved to X-WR-TIMEZONE', () => {
    const b = read('rdate_hackerpublicradio.ics');
    expect(b.problems).toEqual([]);
    const [e] = events(b);
    expect(e.remoteId).toMatch(/^ical-[0-9a-f]{20}$/);
    expect(read('rdate_hackerpublicradio.ics').records.map((r) => r.remoteId)).toContain(
      e.remoteId
    );
    expect(e.warnings).toEqual([expect.stringMatching(/no UID/)]);
    // 19:00Z is 20:00 in London in summer, 19:00 in winter: the same instants.
    expect(e.args).toMatchObject({
      title: 'HPR Community News',
      start_date: '2013-08-03 20:00:00',
      end_date: '2013-08-03 22:00:00',
      timezone: 'Europe/London',
    });
    const rec = e.args.recurrence as { rules: string[]; rdates: string[] };
    expect(rec.rules).toEqual([]);
    expect(rec.rdates).toHaveLength(12);
    expect(rec.rdates.slice(2, 4)).toEqual(['2013-10-05 20:00:00', '2013-11-02 19:00:00']);
    expect(one(b, 'location:mumble.openspeak.cc port: 64747').args).toEqual({
      venue: 'mumble.openspeak.cc port: 64747',
    });
  });

  test('Discourse (no DTEND): a date-time without DTEND lasts no time; a relative URL is no website', () => {
    const b = read('discourse_no_dtend.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(4);
    const e = one(b, '0ab03762-6e6d-40d7-9ceb-b49844ba61a4');
    expect(schedule(e)).toEqual({
      start_date: '2019-01-17 18:00:25',
      end_date: '2019-01-17 18:00:25',
      timezone: 'Europe/Berlin',
      all_day: false,
    });
    expect(e.args.title).toBe('2019-01-17 openLab');
    expect(e.args.website).toBeUndefined();
    expect(e.warnings).toEqual([
      expect.stringMatching(/"\/c\/machbar\/calendar" is not an absolute/),
    ]);
    // Plain text: escaped, newlines as line breaks.
    expect(e.args.description).toMatch(/^<p>Zwei FH-Studentinnen .*wiederkommen\. <br>\nIch habe/);
    expect(one(b, 'd7069eb4-e82c-40af-9486-fb5bb332c328').args.end_date).toBe(
      '2019-02-28 18:30:14'
    );
  });

  test('All-in-One Event Calendar (fablab_cottbus): X-ALT-DESC HTML, "Venue @ address", GEO, all-day, URL', () => {
    const b = read('fablab_cottbus.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(28);
    const fest = one(b, 'ai1ec-1862@blog.fablab-cottbus.de');
    expect(fest.args).toMatchObject({
      title: 'Lab geschlossen: Wir sind auf dem Karlstraßenfest',
      start_date: '2018-06-09 00:00:00',
      end_date: '2018-06-09 23:59:59',
      all_day: true,
      timezone: 'Europe/Berlin',
      website:
        'http://blog.fablab-cottbus.de/Veranstaltung/wir-sind-auf-dem-karlstrassenfest-lab-geschlossen/',
    });
    // The body of X-ALT-DESC's HTML document, not the plain DESCRIPTION.
    expect(fest.args.description).toMatch(/^<p>Wir sind auf dem Karlstraßenfest – kommt uns/);
    expect(fest.args.description).not.toMatch(/DOCTYPE|<BODY>/i);
    // CATEGORIES: (empty) makes no category.
    expect(b.records.filter((r) => r.kind === 'category')).toEqual([]);
    const repair = one(b, 'ai1ec-1887@blog.fablab-cottbus.de');
    expect(repair.args).toMatchObject({
      title: 'Repair Café',
      start_date: '2018-01-06 14:00:00',
      end_date: '2018-01-06 17:00:00',
      recurrence: { rules: ['FREQ=MONTHLY;BYDAY=1SA'], rdates: [], exdates: [] },
    });
    const venue = one(b, repair.links!.venue!);
    expect(venue.args).toEqual({
      venue: 'FabLab Cottbus',
      address: 'Walther-Pauer-Straße 5',
      zip: '03044',
      city: 'Cottbus',
      country: 'Deutschland',
      geo_lat: 51.76882,
      geo_lng: 14.32321,
    });
  });

  test('Calendar Labs (Germany_Holidays): dates without VALUE=DATE, DTEND equal to DTSTART, empty RRULE', () => {
    const b = read('Germany_Holidays.ics');
    // ical.js refuses `DTSTART:20190101` and so the whole file; each is read as the date it is.
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(34);
    const newYear = one(b, '5e3a8f312427a1580896049@calendarlabs.com');
    expect(newYear.args).toMatchObject({
      title: "New Year's Day",
      start_date: '2019-01-01 00:00:00',
      end_date: '2019-01-01 23:59:59',
      all_day: true,
      timezone: 'Etc/GMT',
    });
    expect(newYear.args.recurrence).toBeUndefined();
    expect(newYear.warnings).toEqual([
      'dates written without VALUE=DATE (line 10, 11): read as dates',
      'an RRULE without FREQ is ignored',
    ]);
    expect(one(b, '5e3a8f312460b1580896049@calendarlabs.com').args).toMatchObject({
      title: 'Assumption Day',
      start_date: '2019-08-15 00:00:00',
    });
    expect(b.records.filter((r) => r.kind === 'venue')).toEqual([
      {
        kind: 'venue',
        remoteId: 'location:germany',
        label: 'venue “Germany”',
        args: { venue: 'Germany' },
      },
    ]);
  });
});
