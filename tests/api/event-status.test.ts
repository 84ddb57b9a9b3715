/**
 * Event status and attendance (docs/api.md §13): written on create and partial update, cleared
 * with null, refused with nothing written, filtered on in lists, kept per occurrence, protected by
 * the event's password, and shown in the feed as ical.js reads it.
 */
import ICAL from 'ical.js';
import { useApp } from './helpers/app';
import { NS, createAs, updateAs, expectCleanError, minimal, refused } from './helpers/writes';

const app = useApp();
let full: string;
beforeAll(async () => {
  full = await app.token('full-access');
});
const create = createAs(app, () => full);
const update = updateAs(app, () => full);
const read = (id: number) => app.http.get(`${NS}/events/${id}`);

const FIELDS = [
  'event_status',
  'event_status_reason',
  'previous_start_date',
  'attendance_mode',
  'online_url',
];
const fieldsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(FIELDS.map((k) => [k, body[k]]));

describe('writing status and attendance', () => {
  test('a new event is scheduled and offline unless told otherwise', async () => {
    const res = await create(minimal({ title: 'Plain' }));
    expect(res.status).toBe(201);
    expect(fieldsOf(res.body)).toEqual({
      event_status: 'scheduled',
      event_status_reason: '',
      previous_start_date: null,
      attendance_mode: 'offline',
      online_url: '',
    });
  });

  test('create with every field; the reason is sanitised like a description', async () => {
    const res = await create(
      minimal({
        title: 'Moved online',
        event_status: 'moved_online',
        event_status_reason: 'The hall is **closed**<script>alert(1)</script>',
        attendance_mode: 'online',
        online_url: ' https://meet.example.org/room?a=1;b=2 ',
      })
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      event_status: 'moved_online',
      attendance_mode: 'online',
      online_url: 'https://meet.example.org/room?a=1;b=2',
      venue: [],
    });
    expect(res.body.event_status_reason).toContain('<strong>closed</strong>');
    expect(res.body.event_status_reason).not.toContain('<script');
  });

  test('a partial update changes only what it sends; null clears to the defaults', async () => {
    const made = await create(
      minimal({ attendance_mode: 'mixed', online_url: 'https://stream.example.org/' })
    );
    const changed = await update(made.body.id, {
      event_status: 'postponed',
      event_status_reason: 'Storm',
    });
    expect(changed.status).toBe(200);
    expect(fieldsOf(changed.body)).toMatchObject({
      event_status: 'postponed',
      event_status_reason: '<p>Storm</p>',
      attendance_mode: 'mixed',
      online_url: 'https://stream.example.org/',
    });
    const cleared = await update(made.body.id, {
      event_status: null,
      event_status_reason: null,
      attendance_mode: null,
      online_url: '',
    });
    expect(cleared.status).toBe(200);
    expect(fieldsOf(cleared.body)).toMatchObject({
      event_status: 'scheduled',
      event_status_reason: '',
      attendance_mode: 'offline',
      online_url: '',
    });
  });

  test.each([
    ['an unknown status', { event_status: 'cancelled' }, 'event_status'],
    ['an unknown attendance mode', { attendance_mode: 'virtual' }, 'attendance_mode'],
    ['a javascript: online URL', { online_url: 'javascript:alert(1)' }, 'online_url'],
    ['an online URL that is not a URL', { online_url: 'meet me there' }, 'online_url'],
    ['a reason that is not text', { event_status_reason: 12 }, 'event_status_reason'],
  ])('%s is refused with 400 and nothing written', async (_name, body, param) => {
    const made = await create(minimal({ title: 'Kept as is' }));
    const onCreate = await refused(app, () => create(minimal(body)));
    expectCleanError(onCreate, 400, 'rest_invalid_param');
    expect(Object.keys(onCreate.body.data.params)).toEqual([param]);
    const onUpdate = await refused(app, () => update(made.body.id, body));
    expectCleanError(onUpdate, 400, 'rest_invalid_param');
  });
});

describe('previous_start_date', () => {
  test('is set when a published event’s start moves, and kept until the next move', async () => {
    const made = await create(
      minimal({
        start_date: '2031-06-01 10:00:00',
        end_date: '2031-06-01 12:00:00',
        timezone: 'Europe/Brussels',
        status: 'publish',
      })
    );
    const retitled = await update(made.body.id, { title: 'Renamed' });
    expect(retitled.body.previous_start_date).toBeNull();
    const moved = await update(made.body.id, {
      start_date: '2031-06-08 10:00:00',
      end_date: '2031-06-08 12:00:00',
      event_status: 'rescheduled',
    });
    expect(moved.body.previous_start_date).toBe('2031-06-01 10:00:00');
    const retitledAgain = await update(made.body.id, { title: 'Renamed again' });
    expect(retitledAgain.body.previous_start_date).toBe('2031-06-01 10:00:00');
    const movedAgain = await update(made.body.id, {
      start_date: '2031-06-15 10:00:00',
      end_date: '2031-06-15 12:00:00',
    });
    expect(movedAgain.body.previous_start_date).toBe('2031-06-08 10:00:00');
    const ld = (await read(made.body.id)).body.json_ld;
    expect(ld.previousStartDate).toBe('2031-06-08T10:00:00+02:00');
    expect(ld.eventStatus).toBe('https://schema.org/EventRescheduled');
  });

  test('a draft’s moves are nobody’s business', async () => {
    const made = await create(minimal({ status: 'draft' }));
    const moved = await update(made.body.id, {
      start_date: '2031-07-01 10:00:00',
      end_date: '2031-07-01 11:00:00',
    });
    expect(moved.body.previous_start_date).toBeNull();
  });
});

describe('lists', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {};
    const at = (day: number) => ({
      start_date: `2032-03-${String(day).padStart(2, '0')} 10:00:00`,
      end_date: `2032-03-${String(day).padStart(2, '0')} 11:00:00`,
      status: 'publish',
    });
    for (const [name, day, extra] of [
      ['scheduled', 1, {}],
      ['canceled', 2, { event_status: 'canceled' }],
      ['postponed', 3, { event_status: 'postponed' }],
      ['online', 4, { attendance_mode: 'online', online_url: 'https://x.example/' }],
      ['mixed', 5, { attendance_mode: 'mixed', online_url: 'https://y.example/' }],
    ] as const) {
      const res = await create({ title: `List ${name}`, ...at(day), ...extra });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    }
  });
  const listed = async (query: string) => {
    const res = await app.http.get(
      `${NS}/events?start_date=2032-03-01&end_date=2032-03-31&per_page=50${query}`
    );
    expect(res.status).toBe(200);
    return res.body;
  };

  test('canceled and postponed events stay in lists', async () => {
    const body = await listed('');
    expect(body.events.map((e: { id: number }) => e.id)).toEqual(Object.values(ids));
    expect(body.events[1].event_status).toBe('canceled');
  });

  test('event_status filters by one value or a list, and the links carry it', async () => {
    expect((await listed('&event_status=canceled')).events.map((e: any) => e.id)).toEqual([
      ids.canceled,
    ]);
    const two = await listed('&event_status=canceled,postponed');
    expect(two.events.map((e: any) => e.id)).toEqual([ids.canceled, ids.postponed]);
    expect(two.total).toBe(2);
    expect(two.rest_url).toContain('event_status=canceled%2Cpostponed');
    const scheduled = await listed('&event_status[]=scheduled');
    expect(scheduled.events.map((e: any) => e.id)).toEqual([ids.scheduled, ids.online, ids.mixed]);
  });

  test('attendance_mode filters too', async () => {
    const body = await listed('&attendance_mode=online,mixed');
    expect(body.events.map((e: any) => e.id)).toEqual([ids.online, ids.mixed]);
  });

  test('unknown values are refused', async () => {
    const res = await app.http.get(`${NS}/events?event_status=canceled,nope`);
    expectCleanError(res, 400, 'rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual(['event_status']);
    const mode = await app.http.get(`${NS}/events?attendance_mode=`);
    expectCleanError(mode, 400, 'rest_invalid_param');
  });
});

test('a password keeps the online URL and the reason hidden, like the description', async () => {
  const made = await create(
    minimal({
      status: 'publish',
      password: 'sesame',
      event_status: 'moved_online',
      event_status_reason: 'Online only',
      attendance_mode: 'online',
      online_url: 'https://secret.example.org/',
    })
  );
  // A single read answers 403 without the password (TEC); a list shows the event locked.
  const list = await app.http.get(`${NS}/events?include=${made.body.id}`);
  expect(list.status).toBe(200);
  const locked = { body: list.body.events[0] };
  expect(fieldsOf(locked.body)).toMatchObject({
    event_status: 'moved_online',
    event_status_reason: '',
    attendance_mode: 'online',
    online_url: '',
  });
  expect(JSON.stringify(locked.body)).not.toContain('secret.example.org');
  const open = await app.http.get(`${NS}/events/${made.body.id}?password=sesame`);
  expect(open.status).toBe(200);
  expect(open.body.online_url).toBe('https://secret.example.org/');
});

test('one canceled occurrence of a series carries its own status', async () => {
  const series = await create({
    title: 'Weekly talk',
    start_date: '2032-05-04 19:00:00',
    end_date: '2032-05-04 20:00:00',
    recurrence: 'FREQ=WEEKLY;COUNT=3',
    status: 'publish',
  });
  expect(series.status).toBe(201);
  const occ = (
    await app.http.get(`${NS}/events/${series.body.id}/occurrences`).set('Authorization', full)
  ).body.events;
  const canceled = await update(occ[1].id, { event_status: 'canceled', scope: 'this' });
  expect(canceled.status).toBe(200);
  const after = (
    await app.http.get(`${NS}/events/${series.body.id}/occurrences`).set('Authorization', full)
  ).body.events;
  expect(after.map((o: any) => [o.id, o.event_status])).toEqual([
    [occ[0].id, 'scheduled'],
    [occ[1].id, 'canceled'],
    [occ[2].id, 'scheduled'],
  ]);
  const onlyCanceled = await app.http.get(
    `${NS}/events?start_date=2032-05-01&end_date=2032-05-31&event_status=canceled`
  );
  expect(onlyCanceled.body.events.map((e: any) => e.id)).toEqual([occ[1].id]);
});

test('the feed: STATUS for canceled and postponed events, CONFERENCE for the online URL', async () => {
  const day = (d: number) => ({
    start_date: `2033-01-0${d} 10:00:00`,
    end_date: `2033-01-0${d} 11:00:00`,
    status: 'publish',
  });
  const canceled = await create({ title: 'Feed canceled', ...day(1), event_status: 'canceled' });
  const postponed = await create({ title: 'Feed postponed', ...day(2), event_status: 'postponed' });
  const online = await create({
    title: 'Feed online',
    ...day(3),
    attendance_mode: 'online',
    online_url: 'https://meet.example.org/a-very-long-room-name-that-makes-the-line-fold?x=1;y=2,3',
  });
  const res = await app.http.get(`${NS}/events.ics?start_date=2033-01-01&end_date=2033-01-05`);
  expect(res.status).toBe(200);
  const vcal = new ICAL.Component(ICAL.parse(res.text));
  const byUid = new Map(
    vcal
      .getAllSubcomponents('vevent')
      .map((v) => [String(v.getFirstPropertyValue('uid')).split('@')[0], v])
  );
  expect(byUid.get(String(canceled.body.id))!.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(byUid.get(String(postponed.body.id))!.getFirstPropertyValue('status')).toBe('TENTATIVE');
  const conference = byUid.get(String(online.body.id))!.getFirstProperty('conference')!;
  expect(conference.getFirstValue()).toBe(
    'https://meet.example.org/a-very-long-room-name-that-makes-the-line-fold?x=1;y=2,3'
  );
  expect(conference.type).toBe('uri');
  expect(res.text).toMatch(/\r\nCONFERENCE;VALUE=URI;FEATURE=VIDEO:https:\/\/meet/);
  expect(byUid.get(String(online.body.id))!.getFirstPropertyValue('status')).toBe('CONFIRMED');
});
