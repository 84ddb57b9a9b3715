/**
 * Recurring events in the iCalendar feed (docs/api.md §12): a series is one VEVENT with its rules
 * and a TZID start, an exception one VEVENT with RECURRENCE-ID. Checked against an independent
 * reader: ical.js (Thunderbird's parser) expands the feed to exactly the occurrences — UID and
 * RECURRENCE-ID for id, start, end — that the JSON list returns for the same window.
 */
import ICAL from 'ical.js';
import { useApp } from './helpers/app';
import { NS } from './helpers/writes';

const HOST = 'calendar.test';
const WINDOW = 'start_date=2027-03-01&end_date=2027-07-31&per_page=50';

const app = useApp();
let full: string;

async function send(method: 'post' | 'delete', path: string, body: object = {}) {
  const res = await app.http[method](`${NS}${path}`)
    .set('Host', HOST)
    .set('Authorization', full)
    .send(body);
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const occurrencesOf = async (id: number) =>
  (await app.http.get(`${NS}/events/${id}/occurrences?per_page=50`).set('Authorization', full)).body
    .events;

beforeAll(async () => {
  full = await app.token('full-access');
  // Weekly in Brussels across the March change, one occurrence moved, one deleted, one excluded.
  const weekly = await send('post', '/events', {
    title: 'Tuesday class',
    start_date: '2027-03-16 19:00:00',
    end_date: '2027-03-16 21:00:00',
    timezone: 'Europe/Brussels',
    recurrence: 'RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270601T000000Z\nEXDATE:20270406T190000',
  });
  const occ = await occurrencesOf(weekly.id);
  await send('post', `/events/${occ[2].id}`, {
    title: 'Tuesday class, later',
    start_date: '2027-03-30 20:00:00',
    end_date: '2027-03-30 22:00:00',
  });
  await send('delete', `/events/${occ[4].id}`);
  // Monthly on the second Tuesday in New York, across the US change.
  await send('post', '/events', {
    title: 'Board meeting',
    start_date: '2027-03-09 18:00:00',
    end_date: '2027-03-09 19:30:00',
    timezone: 'America/New_York',
    recurrence: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=4',
  });
  // All-day, three days in a row, twice, with an added date.
  await send('post', '/events', {
    title: 'Festival',
    all_day: true,
    start_date: '2027-07-01',
    end_date: '2027-07-01',
    timezone: 'Europe/Brussels',
    recurrence: { rules: ['FREQ=DAILY;COUNT=3'], rdates: ['2027-07-10'] },
  });
  await send('post', '/events', {
    title: 'One-off',
    start_date: '2027-04-02 10:00:00',
    end_date: '2027-04-02 11:00:00',
    timezone: 'Europe/Brussels',
  });
});

/** What identifies and places an occurrence: UID and RECURRENCE-ID, start and end as local walls. */
type Key = [string, string, string, string];

const wallOf = (t: { toString(): string; isDate: boolean }) =>
  t.isDate ? `${t.toString()} 00:00:00` : t.toString().replace('T', ' ').slice(0, 19);

function fromFeed(text: string): Key[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const out: Key[] = [];
  for (const v of vevents) {
    const e = new ICAL.Event(v);
    if (!e.isRecurrenceException()) masters.set(e.uid, e);
  }
  for (const v of vevents) {
    const e = new ICAL.Event(v);
    if (e.isRecurrenceException()) masters.get(e.uid)!.relateException(e);
  }
  for (const [uid, master] of masters) {
    if (!master.isRecurring()) {
      out.push([uid, '', wallOf(master.startDate), wallOf(master.endDate)]);
      continue;
    }
    const it = master.iterator();
    for (let next = it.next(); next && next.year <= 2027; next = it.next()) {
      const d = master.getOccurrenceDetails(next);
      out.push([uid, wallOf(d.recurrenceId), wallOf(d.startDate), wallOf(d.endDate)]);
    }
  }
  return out;
}

/** The JSON list's occurrences as the same keys; an all-day end is the day after its last (RFC 5545). */
function fromJson(events: Array<Record<string, any>>): Key[] {
  return events.map((e) => {
    const uid = `${e.series_id ?? e.id}@${HOST}`;
    const end = e.all_day
      ? `${new Date(Date.parse(`${e.end_date.slice(0, 10)}T00:00:00Z`) + 86400000).toISOString().slice(0, 10)} 00:00:00`
      : e.end_date;
    return [uid, e.recurring ? e.original_start_date : '', e.start_date, end];
  });
}

const inWindow = ([, , start, end]: Key) =>
  start >= '2027-03-01 00:00:00' && end <= '2027-08-01 00:00:00';

test('ical.js expands the feed to exactly the occurrences of the JSON list', async () => {
  const json = await app.http.get(`${NS}/events?${WINDOW}`).set('Host', HOST);
  expect(json.status).toBe(200);
  const feed = await app.http.get(`${NS}/events.ics?${WINDOW}`).set('Host', HOST);
  expect(feed.status).toBe(200);
  const expected = fromJson(json.body.events).sort();
  expect(json.body.total).toBe(expected.length);
  expect(fromFeed(feed.text).filter(inWindow).sort()).toEqual(expected);
  // What the fixture sets up is all there: the moved occurrence, DST on both sides, the all-day days.
  expect(expected).toEqual(
    expect.arrayContaining([
      [expect.any(String), '2027-03-30 19:00:00', '2027-03-30 20:00:00', '2027-03-30 22:00:00'],
      [expect.any(String), '2027-03-23 19:00:00', '2027-03-23 19:00:00', '2027-03-23 21:00:00'],
      [expect.any(String), '2027-07-10 00:00:00', '2027-07-10 00:00:00', '2027-07-11 00:00:00'],
    ])
  );
  expect(expected.map((k) => k[1])).not.toContain('2027-04-06 19:00:00');
});

test('a series is one VEVENT with RRULE and a TZID start; an exception carries RECURRENCE-ID', async () => {
  const feed = await app.http.get(`${NS}/events.ics?${WINDOW}`).set('Host', HOST);
  const text = feed.text.replace(/\r\n /g, '');
  expect(text).toMatch(/DTSTART;TZID=Europe\/Brussels:20270316T190000/);
  expect(text).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=20270601T000000Z;BYDAY=TU/);
  expect(text).toMatch(/EXDATE;TZID=Europe\/Brussels:.*20270406T190000/);
  expect(text).toMatch(/RECURRENCE-ID;TZID=Europe\/Brussels:20270330T190000/);
  expect(text.match(/SUMMARY:Tuesday class\r\n/g)).toHaveLength(1);
});
