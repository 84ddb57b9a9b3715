/**
 * The iCalendar reader on bad and unusual input: what is not iCalendar, a broken line inside one
 * VEVENT (built from our Thunderbird file, tests/fixtures/ical/thunderbird-cancelled.ics), floating
 * times, and a TZID that is not an IANA name. The broken line on a real file:
 * tests/interop/unit/import-ical-input.test.ts.
 */
import path from 'path';
import { readIcal } from '../../server/src/import/ical/read';
import { brokenLineTests } from '../helpers/import-ical-suites';
import { OWN_ICAL } from '../helpers/own-fixtures';

const read = (text: string, siteZone = 'Europe/Brussels') =>
  readIcal(text, 'feed.ics', { siteZone });
const cal = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR'].join('\r\n');

describe('not iCalendar', () => {
  test.each([
    ['an HTML page', '<!DOCTYPE html><html><body>Not found</body></html>', /HTML/],
    ['JSON', '{"events": []}', /JSON/],
    ['empty text', '  \r\n', /empty/],
    ['other text', 'hello', /not iCalendar/],
  ])('%s: one problem, no records', (_what, text, message) => {
    const b = read(text);
    expect(b.records).toEqual([]);
    expect(b.problems).toEqual([{ source: 'feed.ics', message: expect.stringMatching(message) }]);
  });
});

describe('a broken line inside one VEVENT', () => {
  // Line 28 of the file is the series' DTSTART; the exception's VEVENT stays whole. The two tests
  // of the broken line are tests/helpers/import-ical-suites.ts's, run on a real file by the interop
  // suite too (tests/interop/unit/import-ical-input.test.ts).
  brokenLineTests({
    file: path.join(OWN_ICAL, 'thunderbird-cancelled.ics'),
    dtstart: 'DTSTART;TZID=Europe/Berlin:20270126T220000',
    line: 28,
    broken: 'DTSTART;TZID=Europe/Berlin:2027-01-26 22h',
    uid: 'd00dfeed-2222-4333-8444-a55566667777',
    exception: 'd00dfeed-2222-4333-8444-a55566667777#20270127T220000',
  });

  test('a VEVENT cut short and one without DTSTART are problems; the rest is read', () => {
    const b = read(
      cal(
        'BEGIN:VEVENT',
        'UID:cut',
        'SUMMARY:Cut',
        'DTSTART:20270105T190000Z',
        'BEGIN:VEVENT',
        'UID:nostart',
        'SUMMARY:No start',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:ok',
        'SUMMARY:Fine',
        'DTSTART:20270105T190000Z',
        'END:VEVENT'
      )
    );
    expect(b.problems).toEqual([
      { source: 'feed.ics', record: 'VEVENT cut', message: 'line 3: no END:VEVENT' },
      {
        source: 'feed.ics',
        record: 'VEVENT nostart',
        message: expect.stringMatching(/no DTSTART/),
      },
    ]);
    expect(b.records.map((r) => r.remoteId)).toEqual(['ok']);
  });
});

describe('time zones', () => {
  test('floating times: X-WR-TIMEZONE, else the site zone, with a warning naming the assumption', () => {
    const vevent = [
      'BEGIN:VEVENT',
      'UID:f',
      'SUMMARY:Float',
      'DTSTART:20270105T190000',
      'DTEND:20270105T210000',
      'END:VEVENT',
    ];
    const site = read(cal(...vevent), 'America/New_York').records[0];
    expect(site.args).toMatchObject({
      start_date: '2027-01-05 19:00:00',
      end_date: '2027-01-05 21:00:00',
      timezone: 'America/New_York',
    });
    expect(site.warnings).toEqual(['dates without a time zone: read in America/New_York']);
    const named = read(cal('X-WR-TIMEZONE:Asia/Tokyo', ...vevent)).records[0];
    expect(named.args.timezone).toBe('Asia/Tokyo');
    expect(named.warnings).toEqual(['dates without a time zone: read in Asia/Tokyo']);
  });

  // Outlook's Windows zone name with the VTIMEZONE it writes for it.
  const outlookZone = [
    'BEGIN:VTIMEZONE',
    'TZID:W. Europe Standard Time',
    'BEGIN:STANDARD',
    'DTSTART:16011028T030000',
    'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:16010325T020000',
    'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
  ];
  const outlookEvent = [
    'BEGIN:VEVENT',
    'UID:o',
    'SUMMARY:Board',
    'DTSTART;TZID=W. Europe Standard Time:20270705T190000',
    'DTEND;TZID=W. Europe Standard Time:20270705T200000',
    'RRULE:FREQ=WEEKLY',
    'EXDATE;TZID=W. Europe Standard Time:20270712T190000',
    'END:VEVENT',
  ];

  test('a non-IANA TZID with its VTIMEZONE: the calendar’s IANA zone when it has the same offsets', () => {
    const [e] = read(
      cal('X-WR-TIMEZONE:Europe/Amsterdam', ...outlookZone, ...outlookEvent)
    ).records;
    expect(e.args).toMatchObject({
      start_date: '2027-07-05 19:00:00',
      end_date: '2027-07-05 20:00:00',
      timezone: 'Europe/Amsterdam',
      recurrence: { rules: ['FREQ=WEEKLY'], exdates: ['2027-07-12 19:00:00'] },
    });
    expect(e.warnings).toEqual([
      expect.stringMatching(
        /"W\. Europe Standard Time" is not an IANA name: read as Europe\/Amsterdam/
      ),
    ]);
  });

  test('… else the site zone when it agrees, else the fixed offset the event starts at', () => {
    const brussels = read(cal(...outlookZone, ...outlookEvent)).records[0];
    expect(brussels.args.timezone).toBe('Europe/Brussels');
    const [e] = read(cal(...outlookZone, ...outlookEvent), 'America/Chicago').records;
    expect(e.args).toMatchObject({ start_date: '2027-07-05 19:00:00', timezone: 'UTC+2' });
    expect(e.warnings).toEqual([expect.stringMatching(/fixed offset UTC\+2/)]);
  });

  test('a TZID with a path prefix (old Mozilla) is its IANA zone', () => {
    const [e] = read(
      cal(
        'BEGIN:VEVENT',
        'UID:m',
        'SUMMARY:M',
        'DTSTART;TZID=/mozilla.org/20050126_1/Europe/Berlin:20270105T190000',
        'END:VEVENT'
      )
    ).records;
    expect(e.args).toMatchObject({ start_date: '2027-01-05 19:00:00', timezone: 'Europe/Berlin' });
    expect(e.warnings).toBeUndefined();
  });
});

describe('content', () => {
  test('CATEGORIES repeat and hold comma lists: one category record each, linked; ORGANIZER by CN only', () => {
    const b = read(
      cal(
        'BEGIN:VEVENT',
        'UID:c1',
        'SUMMARY:A',
        'DTSTART:20270105T190000Z',
        'CATEGORIES:Jazz,Live',
        'CATEGORIES:jazz',
        'ORGANIZER;CN=Club:urn:x',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:c2',
        'SUMMARY:B',
        'DTSTART:20270106T190000Z',
        'CATEGORIES:Live',
        'END:VEVENT'
      )
    );
    expect(b.records.filter((r) => r.kind !== 'event').map((r) => [r.remoteId, r.args])).toEqual([
      ['category:jazz', { name: 'Jazz' }],
      ['category:live', { name: 'Live' }],
      ['organizer:club', { organizer: 'Club' }],
    ]);
    expect(b.records.find((r) => r.remoteId === 'c1')!.links).toEqual({
      organizers: ['organizer:club'],
      categories: ['category:jazz', 'category:live'],
    });
  });

  test('plain DESCRIPTION is escaped into paragraphs and line breaks', () => {
    const [e] = read(
      cal(
        'BEGIN:VEVENT',
        'UID:d',
        'SUMMARY:D',
        'DTSTART:20270105T190000Z',
        'DESCRIPTION:if a < b & c\\nnext\\n\\nsecond',
        'END:VEVENT'
      )
    ).records;
    expect(e.args.description).toBe('<p>if a &lt; b &amp; c<br>\nnext</p>\n<p>second</p>');
  });
});

describe('access and completeness', () => {
  const event = (uid: string, ...extra: string[]) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTART:20310101T100000Z',
    'SUMMARY:Board meeting',
    ...extra,
    'END:VEVENT',
  ];

  test('CLASS:PRIVATE and CONFIDENTIAL events are private; PUBLIC and none are published', () => {
    const b = read(
      cal(
        ...event('a', 'CLASS:PRIVATE'),
        ...event('b', 'CLASS:CONFIDENTIAL'),
        ...event('c', 'CLASS:PUBLIC'),
        ...event('d')
      )
    );
    const statuses = Object.fromEntries(b.records.map((r) => [r.remoteId, r.args.status]));
    expect(statuses).toEqual({ a: 'private', b: 'private', c: 'publish', d: 'publish' });
  });

  test('a calendar without END:VCALENDAR is read, and said to be maybe cut short', () => {
    const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', ...event('a')].join('\r\n');
    const b = read(text);
    expect(b.records.map((r) => r.remoteId)).toEqual(['a']);
    expect(b.problems).toEqual([
      { source: 'feed.ics', message: expect.stringMatching(/END:VCALENDAR/) },
    ]);
  });
});
