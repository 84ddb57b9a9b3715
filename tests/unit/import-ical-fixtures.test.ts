/**
 * The iCalendar reader (import/ical) on files written the way calendar programs and public feeds
 * write them: our own files under tests/fixtures/ical/ (what each covers: tests/fixtures/README.md),
 * so that these run on a clone alone. Every value expected was worked out from the file itself
 * (comments say how). The same behaviours on the real files: tests/interop/unit/.
 */
import fs from 'fs';
import path from 'path';
import { readIcal } from '../../server/src/import/ical/read';
import { OWN_ICAL } from '../helpers/own-fixtures';
import type { ImportBatch, ImportRecord } from '../../server/src/domain/import';

const fixture = (name: string, encoding: BufferEncoding = 'utf8') =>
  fs.readFileSync(path.join(OWN_ICAL, name), encoding);
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
  test('google-feed: UTC single events in X-WR-TIMEZONE, a series with EXDATE whose exception comes first', () => {
    const b = read('google-feed.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(4);
    expect(events(b).filter((r) => r.exceptionOf)).toHaveLength(1);
    // DTSTART:20270215T180000Z with X-WR-TIMEZONE:Europe/Berlin: 19:00 in Berlin (CET, +1)...
    expect(schedule(one(b, 'cheese-and-solder@harbourside.example'))).toEqual({
      start_date: '2027-02-15 19:00:00',
      end_date: '2027-02-15 21:00:00',
      timezone: 'Europe/Berlin',
      all_day: false,
    });
    // ... and 20270712T160000Z is 18:00 in summer (CEST, +2).
    expect(schedule(one(b, 'summer-repair@harbourside.example'))).toEqual({
      start_date: '2027-07-12 18:00:00',
      end_date: '2027-07-12 19:30:00',
      timezone: 'Europe/Berlin',
      all_day: false,
    });
    expect(one(b, 'cheese-and-solder@harbourside.example').args.title).toBe('"Käsefondue & Löten"');
    const series = one(b, 'soldering-evening@harbourside.example');
    expect(series.args.recurrence).toEqual({
      rules: ['FREQ=WEEKLY;BYDAY=TU'],
      rdates: [],
      exdates: ['2027-03-23 19:00:00'],
    });
    // The exception is written before its series: paired all the same.
    expect(one(b, 'soldering-evening@harbourside.example#20270316T190000')).toMatchObject({
      args: {
        title: 'Soldering evening (moved to Thursday)',
        start_date: '2027-03-18 18:00:00',
        end_date: '2027-03-18 21:00:00',
      },
      exceptionOf: {
        remoteId: 'soldering-evening@harbourside.example',
        originalStart: '2027-03-16 19:00:00',
      },
    });
  });

  test('google-feed: folded lines are unfolded, a space or a tab dropped from each continuation', () => {
    const b = read('google-feed.ics');
    // DESCRIPTION folded after "o" (space) and after "bl" (tab); `\n` is a line break.
    expect(one(b, 'soldering-evening@harbourside.example').args.description).toBe(
      '<p>Bring your own kit or borrow one of ours.<br>\nBeginners welcome: we start with a blinking LED.</p>'
    );
  });

  test('google-feed: Google’s "Name, street, ZIP city, country" LOCATION as venue fields, one venue per text', () => {
    const b = read('google-feed.ics');
    // Written once folded inside "Deutsch|land" and once on one line: the same text.
    const key = 'location:stadtbibliothek am hafen, kaiserkai 12, 20457 hamburg, deutschland';
    expect(one(b, key).args).toEqual({
      venue: 'Stadtbibliothek am Hafen',
      address: 'Kaiserkai 12',
      zip: '20457',
      city: 'Hamburg',
      country: 'Deutschland',
    });
    expect(b.records.filter((r) => r.remoteId === key)).toHaveLength(1);
    expect(one(b, 'summer-repair@harbourside.example').links).toEqual({ venue: key });
    expect(one(b, 'location:werkstatt').args).toEqual({ venue: 'Werkstatt' });
    expect(one(b, 'soldering-evening@harbourside.example').links).toEqual({
      venue: 'location:werkstatt',
    });
  });

  test('dst: a weekly series keeps its Berlin wall time across the DST change; UNTIL in UTC as Google writes it', () => {
    const b = read('dst.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(5);
    // DTSTART;TZID=Europe/Berlin:20270303T190000, weekly with no end across 2027-03-28: the rule
    // stays anchored at 19:00 Berlin (the API expands it in that zone, docs/api.md §12.1).
    const band = one(b, 'wednesday-band@harbourside.example');
    expect(schedule(band)).toEqual({
      start_date: '2027-03-03 19:00:00',
      end_date: '2027-03-03 21:00:00',
      timezone: 'Europe/Berlin',
      all_day: false,
    });
    expect(band.args.recurrence).toEqual({
      rules: ['FREQ=WEEKLY;BYDAY=WE'],
      rdates: [],
      exdates: [],
    });
    // Written FREQ;WKST=MO;UNTIL;INTERVAL;BYDAY: ical.js writes a rule FREQ, INTERVAL, the BY
    // parts, UNTIL, and leaves out WKST=MO, its default.
    expect(
      (one(b, 'committee-breakfast@harbourside.example').args.recurrence as { rules: string[] })
        .rules
    ).toEqual(['FREQ=WEEKLY;INTERVAL=2;BYDAY=WE;UNTIL=20270414T215959Z']);
  });

  test('dst: DURATION in hours is exact time across the skipped and the repeated hour', () => {
    const b = read('dst.ics');
    // 01:30 CET (00:30Z) + 2 h = 02:30Z, 04:30 CEST: 02:00-03:00 does not exist that night.
    expect(schedule(one(b, 'night-ferry-spring@harbourside.example'))).toMatchObject({
      start_date: '2027-03-28 01:30:00',
      end_date: '2027-03-28 04:30:00',
    });
    // 01:30 CEST (23:30Z) + 2 h = 01:30Z, 02:30 CET: 02:00-03:00 happens twice that night.
    expect(schedule(one(b, 'night-ferry-autumn@harbourside.example'))).toMatchObject({
      start_date: '2027-10-31 01:30:00',
      end_date: '2027-10-31 02:30:00',
    });
  });

  test('dst: a wall time inside the skipped hour is kept as written, in its zone', () => {
    // RFC 5545 §3.3.5 reads 02:30 that night with the offset before the gap; the wall time and
    // zone are stored as written and the API applies the zone's rules (docs/api.md §7.2).
    expect(schedule(one(read('dst.ics'), 'lost-hour@harbourside.example'))).toEqual({
      start_date: '2027-03-28 02:30:00',
      end_date: '2027-03-28 03:30:00',
      timezone: 'Europe/Berlin',
      all_day: false,
    });
  });

  test('lisbon-html: a Lisbon weekly series; Google’s HTML DESCRIPTION is kept as HTML', () => {
    const b = read('lisbon-html.ics');
    expect(b.problems).toEqual([]);
    const [e] = events(b);
    expect(e.remoteId).toBe('TIDES1');
    expect(e.args).toMatchObject({
      title: 'Tide table reading',
      start_date: '2027-09-20 10:30:00',
      end_date: '2027-09-20 12:00:00',
      timezone: 'Europe/Lisbon',
      recurrence: { rules: ['FREQ=WEEKLY;BYDAY=MO'], rdates: [], exdates: [] },
    });
    // Folded inside "</a>|.": unfolded whole, not escaped.
    expect(e.args.description).toBe(
      '<p>Join on <a href="https://meet.example.org/tides">the call</a>.</p><br><b>Bring</b> a chart.'
    );
    // LOCATION: (empty) makes no venue.
    expect(b.records.filter((r) => r.kind === 'venue')).toEqual([]);
  });

  test('apple-yearly: yearly series, EXDATE, and an exception moved 30 minutes earlier', () => {
    const b = read('apple-yearly.ics');
    expect(b.problems).toEqual([]);
    const uid = '5A1F0C3E-2B4D-4E6F-8A9B-0C1D2E3F4A5B';
    expect(one(b, uid).args).toMatchObject({
      title: 'Lantern procession',
      start_date: '2027-08-15 20:00:00',
      end_date: '2027-08-15 21:00:00',
      timezone: 'America/Los_Angeles',
      recurrence: { rules: ['FREQ=YEARLY'], rdates: [], exdates: ['2029-08-15 20:00:00'] },
    });
    expect(one(b, `${uid}#20270815T200000`)).toMatchObject({
      args: { start_date: '2027-08-15 19:30:00', end_date: '2027-08-15 20:30:00' },
      exceptionOf: { remoteId: uid, originalStart: '2027-08-15 20:00:00' },
    });
  });

  test('google-birthday: all-day series with RDATEs written `20261204Z`; exceptions of a series not in the file become single events; a yearly birthday', () => {
    const b = read('google-birthday.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(4);
    const series = one(b, '2027_BIRTHDAY_a1b2c3d4e5f60718@google.com');
    // VALUE=DATE 20271204 to DTEND 20271205 (exclusive): one day, stored as its 23:59:59, in the
    // calendar's X-WR-TIMEZONE.
    expect(schedule(series)).toEqual({
      start_date: '2027-12-04 00:00:00',
      end_date: '2027-12-04 23:59:59',
      timezone: 'America/Los_Angeles',
      all_day: true,
    });
    // INTERVAL=1 is the default, left out; the RDATEs sorted.
    expect(series.args.recurrence).toEqual({
      rules: ['FREQ=DAILY;COUNT=1'],
      rdates: ['2025-12-04 00:00:00', '2026-12-04 00:00:00'],
      exdates: [],
    });
    // Its RECURRENCE-ID VEVENTs carry another UID (no "2027_" prefix): no series here.
    const orphan = one(b, 'BIRTHDAY_a1b2c3d4e5f60718@google.com#20251204');
    expect(orphan.exceptionOf).toBeUndefined();
    expect(orphan.args).toMatchObject({
      title: "Morgan's birthday",
      start_date: '2025-12-04 00:00:00',
      end_date: '2025-12-04 23:59:59',
      all_day: true,
      description: '<p>Today is Morgan&#39;s birthday!</p>',
    });
    expect(orphan.warnings).toEqual([
      expect.stringMatching(/not in this file \(UID BIRTHDAY_a1b2c3d4e5f60718@google\.com\)/),
    ]);
    expect(one(b, 'BIRTHDAY_0f1e2d3c4b5a6978@google.com').args).toMatchObject({
      title: "Sam's birthday",
      start_date: '2027-03-19 00:00:00',
      end_date: '2027-03-19 23:59:59',
      all_day: true,
      recurrence: { rules: ['FREQ=YEARLY'], rdates: [], exdates: [] },
    });
  });

  test('duration: DURATION instead of DTEND, days nominal and hours exact; on a date, whole days', () => {
    const b = read('duration.ics');
    expect(b.problems).toEqual([]);
    const e = one(b, 'overnight-hackathon@harbourside.example');
    expect(e.args.title).toBe('Overnight hackathon');
    // DURATION:P1D from 06:00 Los Angeles ends at 06:00 the next day.
    expect(schedule(e)).toEqual({
      start_date: '2027-07-03 06:00:00',
      end_date: '2027-07-04 06:00:00',
      timezone: 'America/Los_Angeles',
      all_day: false,
    });
    // DESCRIPTION: and LOCATION: are empty: no description, no venue.
    expect(e.args.description).toBeUndefined();
    expect(e.links).toBeUndefined();
    // P1DT2H from 12:00 on 2027-11-06: one day to 12:00 on the 7th (clocks went back at 02:00
    // that night, 25 hours), then two hours: 14:00.
    expect(schedule(one(b, 'fall-back-relay@harbourside.example'))).toMatchObject({
      start_date: '2027-11-06 12:00:00',
      end_date: '2027-11-07 14:00:00',
    });
    // VALUE=DATE 20270710 for P3D: the 10th, 11th and 12th.
    expect(schedule(one(b, 'boat-show@harbourside.example'))).toEqual({
      start_date: '2027-07-10 00:00:00',
      end_date: '2027-07-12 23:59:59',
      timezone: 'America/Los_Angeles',
      all_day: true,
    });
  });
});

describe('other programs', () => {
  test('Thunderbird: a daily series with UNTIL, a moved exception and one with a new LOCATION', () => {
    const b = read('thunderbird.ics');
    expect(b.problems).toEqual([]);
    const uid = 'c0ffee00-1111-4222-8333-944455556666';
    expect(one(b, uid).args).toMatchObject({
      title: 'Morning stand-up',
      start_date: '2027-05-03 09:00:00',
      end_date: '2027-05-03 10:00:00',
      timezone: 'Europe/London',
      recurrence: { rules: ['FREQ=DAILY;UNTIL=20270507T080000Z'], rdates: [], exdates: [] },
    });
    expect(one(b, `${uid}#20270504T090000`)).toMatchObject({
      args: { start_date: '2027-05-04 11:00:00', end_date: '2027-05-04 12:00:00' },
      exceptionOf: { remoteId: uid, originalStart: '2027-05-04 09:00:00' },
    });
    expect(one(b, `${uid}#20270505T090000`).links).toEqual({ venue: 'location:boat house' });
    expect(one(b, 'location:boat house').args).toEqual({ venue: 'Boat house' });
  });

  test('Thunderbird: the cancelled occurrence is a canceled exception', () => {
    const b = read('thunderbird-cancelled.ics');
    expect(b.problems).toEqual([]);
    const uid = 'd00dfeed-2222-4333-8444-a55566667777';
    expect(one(b, uid).args).toMatchObject({
      title: 'Late shift',
      start_date: '2027-01-26 22:00:00',
      timezone: 'Europe/Berlin',
      recurrence: { rules: ['FREQ=DAILY;COUNT=3'], rdates: [], exdates: [] },
    });
    expect(one(b, uid).args.event_status).toBeUndefined();
    expect(one(b, `${uid}#20270127T220000`)).toMatchObject({
      args: { event_status: 'canceled', start_date: '2027-01-27 22:00:00' },
      exceptionOf: { remoteId: uid, originalStart: '2027-01-27 22:00:00' },
    });
  });

  test('SabreDAV: EXDATEs written in UTC become Berlin wall times, in winter and in summer', () => {
    const b = read('sabredav.ics');
    expect(b.problems).toEqual([]);
    // EXDATE:20270307T233000Z is 00:30 on the 8th in Berlin (CET, +1); 20270328T223000Z is 00:30
    // on the 29th (CEST, +2, since the 28th): the series' own time both times.
    expect(one(b, 'SX9HARBOURSIDE0001').args).toMatchObject({
      title: 'Night watch',
      start_date: '2027-03-01 00:30:00',
      end_date: '2027-03-01 01:00:00',
      timezone: 'Europe/Berlin',
      recurrence: {
        rules: ['FREQ=WEEKLY;COUNT=8'],
        rdates: [],
        exdates: ['2027-03-08 00:30:00', '2027-03-29 00:30:00'],
      },
    });
  });

  test('Zimbra: RDATE in UTC, as a PERIOD and as a list; two exceptions, one with a UTC RECURRENCE-ID; ORGANIZER', () => {
    const b = read('zimbra.ics');
    // The VTIMEZONE without TZID defines nothing, and is no problem.
    expect(b.problems).toEqual([]);
    const uid = 'f1e2d3c4-0000-4bbb-8ccc-123456789abc';
    const series = one(b, uid);
    expect(series.args).toMatchObject({
      title: 'First Tuesday talk',
      description: '<p>FIRST TUESDAY TALKS</p>',
      start_date: '2027-04-06 10:00:00',
      end_date: '2027-04-06 10:30:00',
      timezone: 'America/Los_Angeles',
    });
    expect(series.args.recurrence).toEqual({
      rules: ['FREQ=MONTHLY;BYDAY=1TU'],
      // 20281116T090000Z and the PERIOD's start 20281118T090000Z are 01:00 in Los Angeles (PST,
      // -8, since 2028-11-05); the EXDATEs written out of order come sorted.
      rdates: [
        '2027-05-10 10:00:00',
        '2027-05-15 10:00:00',
        '2027-05-30 10:00:00',
        '2028-11-16 01:00:00',
        '2028-11-18 01:00:00',
      ],
      exdates: ['2027-06-01 10:00:00', '2027-08-03 10:00:00', '2027-09-07 10:00:00'],
    });
    expect(series.warnings).toEqual(['RDATE periods: the occurrence keeps the series’ length']);
    expect(series.links).toEqual({
      venue: 'location:annex',
      organizers: ['organizer:robin@harbourside.example'],
    });
    expect(one(b, 'organizer:robin@harbourside.example').args).toEqual({
      organizer: 'Robin Quay',
      email: 'robin@harbourside.example',
    });
    expect(b.records.filter((r) => r.kind === 'organizer')).toHaveLength(1);
    // RECURRENCE-ID:20270510T170000Z is 10:00 in the series' zone (PDT, -7): the RDATE's.
    expect(one(b, `${uid}#20270510T170000Z`)).toMatchObject({
      args: { start_date: '2027-05-11 20:00:00' },
      exceptionOf: { remoteId: uid, originalStart: '2027-05-10 10:00:00' },
    });
    expect(one(b, `${uid}#20270406T100000`)).toMatchObject({
      args: { start_date: '2027-04-06 15:00:00', description: '<p>MOVED TO THE AFTERNOON</p>' },
      exceptionOf: { remoteId: uid, originalStart: '2027-04-06 10:00:00' },
    });
  });

  test('no-summary: no SUMMARY gets Google’s “(No title)” and a warning; a DATE EXDATE names that day’s 04:00 occurrence', () => {
    const titled = read('no-summary.ics');
    expect(titled.problems).toEqual([]);
    expect(one(titled, 'nameless-1').args.title).toBe('(No title)');
    expect(one(titled, 'nameless-1').warnings).toEqual(['no SUMMARY: titled "(No title)"']);
    // DTSTART:20270609T040000Z with an RRULE and no X-WR-TIMEZONE: stays UTC; no DTEND, no length.
    expect(one(titled, 'nameless-1').args).toMatchObject({
      start_date: '2027-06-09 04:00:00',
      end_date: '2027-06-09 04:00:00',
      timezone: 'UTC',
      recurrence: { rules: ['FREQ=DAILY;COUNT=5'], rdates: [], exdates: ['2027-06-11 04:00:00'] },
    });
  });

  test('Data::ICal (no-uid-rdates): no UID, RDATE-only series in UTC moved to X-WR-TIMEZONE', () => {
    const b = read('no-uid-rdates.ics');
    expect(b.problems).toEqual([]);
    const [e] = events(b);
    expect(e.remoteId).toMatch(/^ical-[0-9a-f]{20}$/);
    // The same id on every read of the same file.
    expect(read('no-uid-rdates.ics').records.map((r) => r.remoteId)).toContain(e.remoteId);
    expect(e.warnings).toEqual([expect.stringMatching(/no UID/)]);
    // 19:00Z is 19:00 in London in winter (GMT), 20:00 in summer (BST, 2027-03-28 to 10-31).
    expect(e.args).toMatchObject({
      title: 'Community radio news',
      start_date: '2027-03-06 19:00:00',
      end_date: '2027-03-06 20:30:00',
      timezone: 'Europe/London',
    });
    const rec = e.args.recurrence as { rules: string[]; rdates: string[] };
    expect(rec.rules).toEqual([]);
    expect(rec.rdates).toEqual([
      '2027-03-06 19:00:00',
      '2027-04-03 20:00:00',
      '2027-05-01 20:00:00',
      '2027-10-02 20:00:00',
      '2027-11-06 19:00:00',
      '2027-12-04 19:00:00',
    ]);
    expect(one(b, 'location:voice.example.net port: 64738').args).toEqual({
      venue: 'voice.example.net port: 64738',
    });
  });

  test('Discourse (no-dtend): a date-time without DTEND lasts no time; a relative URL is no website', () => {
    const b = read('no-dtend.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(2);
    const e = one(b, '7d3c2b1a-0f9e-4d8c-a7b6-5e4d3c2b1a09');
    // DTSTART:20270121T170025Z in X-WR-TIMEZONE:Europe/Berlin (CET, +1).
    expect(schedule(e)).toEqual({
      start_date: '2027-01-21 18:00:25',
      end_date: '2027-01-21 18:00:25',
      timezone: 'Europe/Berlin',
      all_day: false,
    });
    expect(e.args.title).toBe('2027-01-21 open workshop');
    expect(e.args.website).toBeUndefined();
    expect(e.warnings).toEqual([
      expect.stringMatching(/"\/c\/harbourside\/events" is not an absolute/),
    ]);
    // Plain text: escaped, newlines as line breaks, a blank line as a new paragraph.
    expect(e.args.description).toBe(
      '<p>Two visitors from the college built a weather station &amp; took it home, happy.<br>\nNext time: rain gauges.</p>\n<p>Photos in the thread.</p>'
    );
    const other = one(b, '8e4d3c2b-1a0f-4e9d-b8c7-6f5e4d3c2b1a');
    expect(other.args.end_date).toBe('2027-02-25 18:30:14');
    expect(other.args.website).toBe('https://forum.harbourside.example/t/open-workshop/42');
  });

  test('All-in-One Event Calendar (ai1ec): X-ALT-DESC HTML, "Venue @ address", GEO, all-day, URL', () => {
    const b = read('ai1ec.ics');
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(3);
    const closed = one(b, 'ai1ec-501@makers.harbourside.example');
    expect(closed.args).toMatchObject({
      title: 'Closed: we are at the harbour festival',
      start_date: '2027-06-12 00:00:00',
      end_date: '2027-06-12 23:59:59',
      all_day: true,
      timezone: 'Europe/Berlin',
      website: 'https://makers.harbourside.example/event/closed-harbour-festival/',
    });
    // The body of X-ALT-DESC's HTML document, not the plain DESCRIPTION.
    expect(closed.args.description).toBe(
      '<p>Find us at the festival – come and say hello.<br />\nThe workshop stays closed that Saturday.</p>'
    );
    // CATEGORIES: (empty) makes no category.
    expect(b.records.filter((r) => r.kind === 'category')).toEqual([]);
    const repair = one(b, 'ai1ec-502@makers.harbourside.example');
    expect(repair.args).toMatchObject({
      title: 'Repair café',
      start_date: '2027-01-02 14:00:00',
      end_date: '2027-01-02 17:00:00',
      recurrence: { rules: ['FREQ=MONTHLY;BYDAY=1SA'], rdates: [], exdates: [] },
    });
    // The first event at that LOCATION has no GEO; the venue takes the later one's.
    const laser = one(b, 'ai1ec-503@makers.harbourside.example');
    expect(laser.links).toEqual(repair.links);
    expect(one(b, repair.links!.venue!).args).toEqual({
      venue: 'Makerspace Harbourside',
      address: 'Hafenstraße 7',
      zip: '18055',
      city: 'Rostock',
      country: 'Deutschland',
      geo_lat: 54.0924,
      geo_lng: 12.1407,
    });
  });

  test('Holiday feeds (holidays): dates without VALUE=DATE, DTEND equal to DTSTART, empty RRULE', () => {
    const b = read('holidays.ics');
    // ical.js refuses `DTSTART:20270101` and so the whole file; each is read as the date it is.
    expect(b.problems).toEqual([]);
    expect(events(b)).toHaveLength(3);
    const newYear = one(b, 'hol-2027-0101@holidays.example.org');
    expect(newYear.args).toMatchObject({
      title: "New Year's Day",
      start_date: '2027-01-01 00:00:00',
      end_date: '2027-01-01 23:59:59',
      all_day: true,
      timezone: 'Etc/GMT',
    });
    expect(newYear.args.recurrence).toBeUndefined();
    // The first VEVENT's DTSTART and DTEND are the file's lines 10 and 11.
    expect(newYear.warnings).toEqual([
      'dates written without VALUE=DATE (line 10, 11): read as dates',
      'an RRULE without FREQ is ignored',
    ]);
    expect(one(b, 'hol-2027-0704@holidays.example.org').args).toMatchObject({
      title: 'Harbour Day',
      start_date: '2027-07-04 00:00:00',
    });
    expect(b.records.filter((r) => r.kind === 'venue')).toEqual([
      {
        kind: 'venue',
        remoteId: 'location:harbourside',
        label: 'venue “Harbourside”',
        args: { venue: 'Harbourside' },
      },
    ]);
  });

  test('Outlook: Windows zone names with their VTIMEZONEs, as the site zone when it agrees, else a fixed offset', () => {
    const b = read('outlook.ics');
    expect(b.problems).toEqual([]);
    const board = one(
      b,
      '040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5A6B7C8D9E0F1A2B3C4D5'
    );
    // "W. Europe Standard Time" has Brussels' offsets (the site zone here), winter and summer.
    expect(board.args).toMatchObject({
      title: 'Harbour board',
      start_date: '2027-07-05 19:00:00',
      end_date: '2027-07-05 20:00:00',
      timezone: 'Europe/Brussels',
      recurrence: { rules: ['FREQ=WEEKLY;BYDAY=MO'], rdates: [], exdates: ['2027-07-12 19:00:00'] },
    });
    expect(board.warnings).toEqual([
      expect.stringMatching(
        /"W\. Europe Standard Time" is not an IANA name: read as Europe\/Brussels/
      ),
    ]);
    // "GMT Standard Time" (London's offsets) agrees with no known zone: 10:00 in August is
    // BST, the fixed offset UTC+1.
    const call = one(b, '040000008200E00074C5B7101A82E00800000000F0E1D2C3B4A5968778695A4B3C2D1E0F');
    expect(call.args).toMatchObject({
      title: 'Ferry timetable call',
      start_date: '2027-08-05 10:00:00',
      end_date: '2027-08-05 11:00:00',
      timezone: 'UTC+1',
    });
    expect(call.warnings).toEqual([expect.stringMatching(/fixed offset UTC\+1/)]);
  });
});

describe('bytes that are not UTF-8', () => {
  // latin1.ics is written in ISO-8859-1: ü, Ö, é and ö are one byte each, none valid UTF-8.
  test('decoded as Latin-1, its letters and folded lines read whole', () => {
    const b = read('latin1.ics', fixture('latin1.ics', 'latin1'));
    expect(b.problems).toEqual([]);
    const e = one(b, 'latin1-1@harbourside.example');
    // SUMMARY folded inside "Mü|hle".
    expect(e.args).toMatchObject({
      title: 'Führung durch die Mühle',
      description: '<p>Öffnungszeiten und Eintritt: siehe Aushang. Café geöffnet.</p>',
      // 17:00Z in Berlin in September (CEST, +2).
      start_date: '2027-09-10 19:00:00',
      end_date: '2027-09-10 21:00:00',
      timezone: 'Europe/Berlin',
    });
    expect(one(b, e.links!.venue!).args).toEqual({
      venue: 'Alte Mühle',
      address: 'Mühlenweg 3',
      zip: '18055',
      city: 'Rostock',
    });
  });

  test('decoded as UTF-8 (as a file is read, server/src/import/read-source.ts): still read, each such byte a U+FFFD', () => {
    const b = read('latin1.ics', fixture('latin1.ics', 'utf8'));
    expect(b.problems).toEqual([]);
    const e = one(b, 'latin1-1@harbourside.example');
    expect(e.args).toMatchObject({
      title: 'F\uFFFDhrung durch die M\uFFFDhle',
      start_date: '2027-09-10 19:00:00',
      end_date: '2027-09-10 21:00:00',
    });
  });
});
