/**
 * The editors' calendar's admin routes (issue #5): the feed shows only what the Content Manager
 * would show the same admin; drag and resize writes keep the duration and the timezone, validate,
 * and show in the REST API.
 */
import { useApp } from './helpers/app';
import { adminWith, cm, registerSuperAdmin } from './helpers/admins';
import { makeCategory, makeVenue } from './helpers/fixtures';
import { NS } from './helpers/writes';

const EVENT = 'plugin::calendar.event';
const READ = { action: 'plugin::calendar.read' };
const RESCHEDULE = { action: 'plugin::calendar.reschedule' };

const app = useApp();
let root: string;
let token: string;
let concert: { id: number; documentId: string };
let concertFr: { id: number };
let draft: { id: number; documentId: string };

async function restEvent(body: Record<string, unknown>) {
  const res = await app.http.post(`${NS}/events`).set('Authorization', token).send(body);
  expect(res.status).toBe(201);
  const row = await app.strapi.db.query(EVENT).findOne({ where: { id: res.body.id } });
  return { id: res.body.id as number, documentId: row.documentId as string };
}

const feed = (auth: string, query = 'start=2030-03-01&end=2030-04-01&locale=en') =>
  app.http.get(`/calendar/events?${query}`).set('Authorization', auth);

const titles = (res: { body: { data: Array<{ title: string }> } }) =>
  res.body.data.map((e) => e.title).sort();

beforeAll(async () => {
  root = await registerSuperAdmin(app);
  token = await app.token('full-access');
  const music = await makeCategory(app.strapi, 'Music');
  const hall = await makeVenue(app.strapi, 'Harbour Hall');
  concert = await restEvent({
    title: 'Concert',
    start_date: '2030-03-12 19:00:00',
    end_date: '2030-03-12 21:30:00',
    timezone: 'Europe/Brussels',
    categories: [music.id],
    venue: hall.id,
    status: 'publish',
  });
  concertFr = await restEvent({
    title: 'Concert FR',
    start_date: '2030-03-12 19:00:00',
    end_date: '2030-03-12 21:30:00',
    timezone: 'Europe/Brussels',
    translation_language: 'fr',
    translation_of: concert.id,
  });
  draft = await restEvent({
    title: 'Draft fair',
    start_date: '2030-03-20',
    end_date: '2030-03-22',
    all_day: true,
    status: 'draft',
  });
});

// Who may call which route (every route × every role) is admin-authorization-matrix.test.ts, generated from the admin route table.

describe('the events feed', () => {
  it('shows the language asked for, with status, relations and local wall times', async () => {
    const res = await feed(root);
    expect(res.status).toBe(200);
    const event = res.body.data.find((e: { title: string }) => e.title === 'Concert');
    expect(event).toMatchObject({
      id: concert.id,
      documentId: concert.documentId,
      locale: 'en',
      status: 'publish',
      allDay: false,
      timezone: 'Europe/Brussels',
      start: '2030-03-12T19:00:00',
      end: '2030-03-12T21:30:00',
      categories: [{ name: 'Music' }],
      venue: { name: 'Harbour Hall' },
      editable: true,
    });
    expect(event).not.toHaveProperty('createdBy');
    const drafted = res.body.data.find((e: { title: string }) => e.title === 'Draft fair');
    expect(drafted).toMatchObject({
      status: 'draft',
      allDay: true,
      start: '2030-03-20T00:00:00',
      end: '2030-03-22T23:59:59',
    });
    expect(titles(await feed(root, 'start=2030-03-01&end=2030-04-01&locale=fr'))).toEqual([
      'Concert FR',
    ]);
  });

  it('filters by status and category and leaves out events outside the range', async () => {
    expect(
      titles(await feed(root, 'start=2030-03-01&end=2030-04-01&locale=en&statuses=draft'))
    ).toEqual(['Draft fair']);
    const music = (await app.http.get('/calendar/options?locale=en').set('Authorization', root))
      .body.data.choices.categories[0];
    expect(
      titles(
        await feed(root, `start=2030-03-01&end=2030-04-01&locale=en&categories=${music.documentId}`)
      )
    ).toEqual(['Concert']);
    expect((await feed(root, 'start=2030-04-01&end=2030-05-01&locale=en')).body.data).toEqual([]);
  });

  it('carries each event’s status and attendance, and filters by them (docs/api.md §13)', async () => {
    const canceled = await restEvent({
      title: 'Canceled online talk',
      start_date: '2030-03-25 18:00:00',
      end_date: '2030-03-25 19:00:00',
      event_status: 'canceled',
      attendance_mode: 'online',
      online_url: 'https://meet.example.org/talk',
      status: 'publish',
    });
    const all = await feed(root);
    const shown = all.body.data.find((e: { id: number }) => e.id === canceled.id);
    expect(shown).toMatchObject({ eventStatus: 'canceled', attendanceMode: 'online' });
    expect(all.body.data.find((e: { title: string }) => e.title === 'Concert')).toMatchObject({
      eventStatus: 'scheduled',
      attendanceMode: 'offline',
    });
    const range = 'start=2030-03-01&end=2030-04-01&locale=en';
    expect(titles(await feed(root, `${range}&eventStatuses=canceled,postponed`))).toEqual([
      'Canceled online talk',
    ]);
    expect(titles(await feed(root, `${range}&attendanceModes=offline`))).toEqual([
      'Concert',
      'Draft fair',
    ]);
    expect((await feed(root, `${range}&eventStatuses=cancelled`)).status).toBe(400);
    await app.http.delete(`${NS}/events/${canceled.id}?force=true`).set('Authorization', token);
  });

  it('never shows an event of a language the admin may not read', async () => {
    const frOnly = await adminWith(app, [READ, cm('read', EVENT, ['fr'])]);
    expect((await feed(frOnly.auth)).body.data).toEqual([]);
    expect(titles(await feed(frOnly.auth, 'start=2030-03-01&end=2030-04-01&locale=fr'))).toEqual([
      'Concert FR',
    ]);
  });

  it('shows an admin restricted to their own events only those', async () => {
    const author = await adminWith(app, [
      READ,
      cm('read', EVENT, undefined, ['admin::is-creator']),
      cm('create', EVENT),
    ]);
    expect((await feed(author.auth)).body.data).toEqual([]);
    const created = await app.http.post('/calendar/events').set('Authorization', author.auth).send({
      locale: 'en',
      title: 'My workshop',
      start: '2030-03-15T10:00',
      end: '2030-03-15T12:00',
      allDay: false,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'My workshop',
      status: 'draft',
      start: '2030-03-15T10:00:00',
      end: '2030-03-15T12:00:00',
    });
    expect(titles(await feed(author.auth))).toEqual(['My workshop']);
  });

  it('answers 403 to an admin with the calendar action but no Content Manager read permission', async () => {
    const nothing = await adminWith(app, [READ]);
    expect((await feed(nothing.auth)).status).toBe(403);
  });

  it('rejects a bad range or language with 400', async () => {
    expect((await feed(root, 'start=2030-03-01&end=2031-03-01&locale=en')).status).toBe(400);
    expect((await feed(root, 'start=2030-03-01&end=2030-04-01&locale=de')).status).toBe(400);
    expect((await feed(root, 'start=yesterday&end=2030-04-01&locale=en')).status).toBe(400);
  });
});

describe('rescheduling', () => {
  const schedule = (documentId: string, body: Record<string, unknown>, auth = root) =>
    app.http.put(`/calendar/events/${documentId}/schedule`).set('Authorization', auth).send(body);
  const rest = async (id: number, lang = 'en') =>
    (
      await app.http
        .get(`${NS}/events/${id}?translation_language=${lang}`)
        .set('Authorization', token)
    ).body;

  it('moves an event keeping its duration and timezone, as the REST API then reports', async () => {
    const res = await schedule(concert.documentId, { locale: 'en', start: '2030-03-14T18:00:00' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      start: '2030-03-14T18:00:00',
      end: '2030-03-14T20:30:00',
      timezone: 'Europe/Brussels',
    });
    expect(await rest(concert.id)).toMatchObject({
      start_date: '2030-03-14 18:00:00',
      end_date: '2030-03-14 20:30:00',
      utc_start_date: '2030-03-14 17:00:00',
      utc_end_date: '2030-03-14 19:30:00',
      timezone: 'Europe/Brussels',
    });
    // The other language version keeps its own dates (dates are per language, as everything else).
    expect(await rest(concertFr.id, 'fr')).toMatchObject({
      title: 'Concert FR',
      start_date: '2030-03-12 19:00:00',
    });
  });

  it('keeps the wall-clock times across a DST change', async () => {
    await schedule(concert.documentId, { locale: 'en', start: '2030-04-02T18:00:00' });
    expect(await rest(concert.id)).toMatchObject({
      start_date: '2030-04-02 18:00:00',
      end_date: '2030-04-02 20:30:00',
      utc_start_date: '2030-04-02 16:00:00',
    });
  });

  it('resizes, and moves all-day events by whole days', async () => {
    expect(
      (
        await schedule(concert.documentId, {
          locale: 'en',
          start: '2030-04-02T18:00:00',
          end: '2030-04-02T23:00:00',
        })
      ).status
    ).toBe(200);
    expect(await rest(concert.id)).toMatchObject({ end_date: '2030-04-02 23:00:00' });
    const moved = await schedule(draft.documentId, { locale: 'en', start: '2030-03-25' });
    expect(moved.body.data).toMatchObject({
      allDay: true,
      start: '2030-03-25T00:00:00',
      end: '2030-03-27T23:59:59',
    });
  });

  it('refuses an end before the start or an unreadable date with 400 and changes nothing', async () => {
    const before = await rest(concert.id);
    const bad = await schedule(concert.documentId, {
      locale: 'en',
      start: '2030-04-02T18:00:00',
      end: '2030-04-01T18:00:00',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/end .* before its start/);
    expect(
      (await schedule(concert.documentId, { locale: 'en', start: '2030-02-30T10:00' })).status
    ).toBe(400);
    expect((await schedule(concert.documentId, { locale: 'en', start: 'tomorrow' })).status).toBe(
      400
    );
    expect(await rest(concert.id)).toMatchObject({
      start_date: before.start_date,
      end_date: before.end_date,
    });
  });

  it('answers 404 for an unknown event or a language the admin may not read, 403 without update permission', async () => {
    expect(
      (await schedule('nosuchdocument000000000', { locale: 'en', start: '2030-03-14T18:00:00' }))
        .status
    ).toBe(404);
    const frOnly = await adminWith(app, [
      READ,
      RESCHEDULE,
      cm('read', EVENT, ['fr']),
      cm('update', EVENT, ['fr']),
    ]);
    expect(
      (
        await schedule(
          concert.documentId,
          { locale: 'en', start: '2030-03-14T18:00:00' },
          frOnly.auth
        )
      ).status
    ).toBe(404);
    const readOnly = await adminWith(app, [READ, RESCHEDULE, cm('read', EVENT)]);
    expect(
      (await feed(readOnly.auth)).body.data.every((e: { editable: boolean }) => !e.editable)
    ).toBe(true);
    expect(
      (
        await schedule(
          concert.documentId,
          { locale: 'en', start: '2030-03-14T18:00:00' },
          readOnly.auth
        )
      ).status
    ).toBe(403);
  });
});

describe('settings', () => {
  it('has defaults, stores a valid change, and rejects an invalid one with 400', async () => {
    const initial = await app.http.get('/calendar/settings').set('Authorization', root);
    expect(initial.body.data).toMatchObject({
      defaultView: 'dayGridMonth',
      firstDay: 1,
      weekends: true,
    });
    const wanted = {
      defaultView: 'listMonth',
      firstDay: 0,
      statuses: ['publish', 'draft'],
      weekends: false,
      dayStartHour: 7,
      dayEndHour: 22,
      newEventMinutes: 90,
    };
    expect(
      (await app.http.put('/calendar/settings').set('Authorization', root).send(wanted)).body.data
    ).toEqual(wanted);
    expect((await app.http.get('/calendar/settings').set('Authorization', root)).body.data).toEqual(
      wanted
    );
    const options = await app.http.get('/calendar/options?locale=en').set('Authorization', root);
    expect(options.body.data.settings).toEqual(wanted);
    for (const bad of [
      { ...wanted, firstDay: 7 },
      { ...wanted, defaultView: 'year' },
      { ...wanted, dayEndHour: 6 },
      { ...wanted, statuses: ['gone'] },
      { ...wanted, extra: 1 },
    ]) {
      expect(
        (await app.http.put('/calendar/settings').set('Authorization', root).send(bad)).status
      ).toBe(400);
    }
  });
});
