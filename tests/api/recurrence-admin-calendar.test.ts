/**
 * The admin calendar and recurring events (issue #14): the feed shows each occurrence with its own
 * id and times, marked with its series, and a drag of an occurrence moves this one, this and the
 * following, or all of them, keeping their ids.
 */
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { NS, createAs } from './helpers/writes';

const app = useApp();
let root: string;
let full: string;
let seriesId: number;

beforeAll(async () => {
  root = await registerSuperAdmin(app);
  full = await app.token('full-access');
  const res = await createAs(
    app,
    () => full
  )({
    title: 'Pottery',
    start_date: '2030-03-05 18:00:00',
    end_date: '2030-03-05 20:00:00',
    timezone: 'Europe/Brussels',
    status: 'publish',
    recurrence: 'FREQ=WEEKLY;COUNT=4',
  });
  expect(res.status).toBe(201);
  seriesId = res.body.id;
});

const feed = async () => {
  const res = await app.http
    .get('/calendar/events?start=2030-03-01&end=2030-04-06&locale=en')
    .set('Authorization', root);
  expect(res.status).toBe(200);
  return res.body.data as Array<Record<string, any>>;
};

const schedule = (documentId: string, body: object) =>
  app.http
    .put(`/calendar/events/${documentId}/schedule`)
    .set('Authorization', root)
    .send({ locale: 'en', ...body });

test('the feed shows every occurrence with its own id, marked with its series', async () => {
  const shown = (await feed()).filter((e) => e.title === 'Pottery');
  expect(shown.map((e) => e.start)).toEqual([
    '2030-03-05T18:00:00',
    '2030-03-12T18:00:00',
    '2030-03-19T18:00:00',
    '2030-03-26T18:00:00',
  ]);
  expect(new Set(shown.map((e) => e.id)).size).toBe(4);
  expect(shown[1].occurrence).toEqual({
    seriesId,
    originalStart: '2030-03-12 18:00:00',
    changed: false,
  });
});

test('dragging one occurrence with "this" moves it alone and keeps its id', async () => {
  const before = (await feed()).filter((e) => e.title === 'Pottery');
  const res = await schedule(before[1].documentId, {
    occurrence: before[1].id,
    scope: 'this',
    start: '2030-03-13T18:00:00',
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({
    id: before[1].id,
    start: '2030-03-13T18:00:00',
    end: '2030-03-13T20:00:00',
    occurrence: { seriesId, changed: true },
  });
  const after = (await feed()).filter((e) => e.title === 'Pottery');
  expect(after.map((e) => [e.id, e.start])).toEqual([
    [before[0].id, '2030-03-05T18:00:00'],
    [before[1].id, '2030-03-13T18:00:00'],
    [before[2].id, '2030-03-19T18:00:00'],
    [before[3].id, '2030-03-26T18:00:00'],
  ]);
});

test('dragging with "all" moves the series by the same time, every id kept', async () => {
  const before = (await feed()).filter((e) => e.title === 'Pottery');
  const res = await schedule(before[2].documentId, {
    occurrence: before[2].id,
    scope: 'all',
    start: '2030-03-19T19:00:00',
  });
  expect(res.status).toBe(200);
  const after = (await feed()).filter((e) => e.title === 'Pottery');
  expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
  expect(after.map((e) => e.start)).toEqual([
    '2030-03-05T19:00:00',
    // The occurrence changed on its own keeps its own time.
    '2030-03-13T18:00:00',
    '2030-03-19T19:00:00',
    '2030-03-26T19:00:00',
  ]);
  const series = await app.http.get(`${NS}/events/${seriesId}`).set('Authorization', full);
  expect(series.body.start_date).toBe('2030-03-05 19:00:00');
});
