/**
 * Changing recurring events (docs/api.md §12): update and DELETE on an occurrence with scope
 * `this`, `following` and `all`, and occurrence ids that stay the same across a title change, a
 * move of the series and a change of its rule.
 */
import { useApp } from './helpers/app';
import { NS, createAs } from './helpers/writes';

const app = useApp();
let full: string;
beforeAll(async () => {
  full = await app.token('full-access');
});
const create = createAs(app, () => full);

type Occ = Record<string, any>;

const occurrences = async (id: number): Promise<Occ[]> => {
  const res = await app.http
    .get(`${NS}/events/${id}/occurrences?per_page=50`)
    .set('Authorization', full);
  expect(res.status).toBe(200);
  return res.body.events;
};

/** A weekly Tuesday class, five weeks from 2 March 2027, Brussels time. */
async function weekly(title = 'Weekly class'): Promise<{ id: number; occ: Occ[] }> {
  const res = await create({
    title,
    start_date: '2027-03-02 19:00:00',
    end_date: '2027-03-02 20:00:00',
    timezone: 'Europe/Brussels',
    recurrence: 'FREQ=WEEKLY;COUNT=5',
  });
  expect(res.status).toBe(201);
  return { id: res.body.id, occ: await occurrences(res.body.id) };
}

const post = (id: number, body: object) =>
  app.http.post(`${NS}/events/${id}`).set('Authorization', full).send(body);
const remove = (id: number, query = '') =>
  app.http.delete(`${NS}/events/${id}${query}`).set('Authorization', full);
const starts = (list: Occ[]) => list.map((o) => o.start_date);
const ids = (list: Occ[]) => list.map((o) => o.id);

describe('update with scope', () => {
  test('this (the default on an occurrence): an exception with its own fields, same id and series', async () => {
    const { id, occ } = await weekly();
    const res = await post(occ[2].id, {
      title: 'Guest teacher',
      start_date: '2027-03-16 20:00:00',
      end_date: '2027-03-16 21:30:00',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: occ[2].id,
      series_id: id,
      title: 'Guest teacher',
      start_date: '2027-03-16 20:00:00',
      original_start_date: '2027-03-16 19:00:00',
    });
    const after = await occurrences(id);
    expect(ids(after)).toEqual(ids(occ));
    expect(after.map((o) => o.title)).toEqual([
      'Weekly class',
      'Weekly class',
      'Guest teacher',
      'Weekly class',
      'Weekly class',
    ]);
    expect((await app.http.get(`${NS}/events/${occ[2].id}`)).body.title).toBe('Guest teacher');
    // A change to the series leaves the exception's own fields alone.
    await post(id, { title: 'Weekly yoga' });
    expect((await occurrences(id)).map((o) => o.title)).toEqual([
      'Weekly yoga',
      'Weekly yoga',
      'Guest teacher',
      'Weekly yoga',
      'Weekly yoga',
    ]);
    // Changing the exception again keeps it one exception.
    const again = await post(occ[2].id, { title: 'Guest teacher (2)' });
    expect(again.body.id).toBe(occ[2].id);
    expect((await occurrences(id))[2].title).toBe('Guest teacher (2)');
  });

  test('a rule sent with scope=this is refused', async () => {
    const { occ } = await weekly();
    const res = await post(occ[1].id, { recurrence: 'FREQ=DAILY;COUNT=2' });
    expect(res.status).toBe(400);
    expect(res.body.data.params.recurrence).toMatch(/series/);
  });

  test('following: the series ends before, the rest continue with the change, ids kept', async () => {
    const { id, occ } = await weekly();
    const res = await post(occ[3].id, { scope: 'following', title: 'Advanced class' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(occ[3].id);
    expect(res.body.title).toBe('Advanced class');
    const first = await occurrences(id);
    expect(ids(first)).toEqual(ids(occ).slice(0, 3));
    const second = await occurrences(occ[3].id);
    expect(ids(second)).toEqual(ids(occ).slice(3));
    expect(second.every((o) => o.title === 'Advanced class')).toBe(true);
    expect(second[0].series_id).not.toBe(id);
  });

  test('all from an occurrence: moving it by an hour moves the series by an hour, ids kept', async () => {
    const { id, occ } = await weekly();
    const res = await post(occ[1].id, {
      scope: 'all',
      start_date: '2027-03-09 20:00:00',
      end_date: '2027-03-09 21:00:00',
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(occ[1].id);
    const after = await occurrences(id);
    expect(ids(after)).toEqual(ids(occ));
    expect(starts(after)).toEqual([
      '2027-03-02 20:00:00',
      '2027-03-09 20:00:00',
      '2027-03-16 20:00:00',
      '2027-03-23 20:00:00',
      '2027-03-30 20:00:00',
    ]);
  });
});

describe('ids are stable', () => {
  test('across a title change, a move of the series and a change of its rule', async () => {
    const { id, occ } = await weekly();
    await post(id, { title: 'Renamed' });
    expect(ids(await occurrences(id))).toEqual(ids(occ));
    await post(id, { start_date: '2027-03-02 18:00:00', end_date: '2027-03-02 19:00:00' });
    const moved = await occurrences(id);
    expect(ids(moved)).toEqual(ids(occ));
    expect(moved[4].start_date).toBe('2027-03-30 18:00:00');
    // Every other week: the 1st, 3rd and 5th stay (same ids); new ones beyond get new ids.
    await post(id, { recurrence: 'FREQ=WEEKLY;INTERVAL=2;COUNT=4' });
    const changed = await occurrences(id);
    expect(ids(changed).slice(0, 3)).toEqual([occ[0].id, occ[2].id, occ[4].id]);
    expect(ids(occ)).not.toContain(changed[3].id);
  });
});

describe('delete with scope', () => {
  test('this: the occurrence is excluded and a later read answers 404', async () => {
    const { id, occ } = await weekly();
    const res = await remove(occ[1].id);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(occ[1].id);
    expect(ids(await occurrences(id))).toEqual(ids(occ).filter((x) => x !== occ[1].id));
    expect((await app.http.get(`${NS}/events/${occ[1].id}`)).status).toBe(404);
    const series = await app.http.get(`${NS}/events/${id}`).set('Authorization', full);
    expect(series.body.recurrence.exdates).toEqual(['2027-03-09 19:00:00']);
  });

  test('this on an exception removes the exception with its occurrence', async () => {
    const { id, occ } = await weekly();
    await post(occ[2].id, { title: 'Changed' });
    expect((await remove(occ[2].id)).status).toBe(200);
    expect(ids(await occurrences(id))).toEqual(ids(occ).filter((x) => x !== occ[2].id));
    expect((await app.http.get(`${NS}/events/${occ[2].id}`)).status).toBe(404);
  });

  test('following: the series ends before the occurrence', async () => {
    const { id, occ } = await weekly();
    expect((await remove(occ[2].id, '?scope=following')).status).toBe(200);
    expect(ids(await occurrences(id))).toEqual(ids(occ).slice(0, 2));
  });

  test('all: the series goes to the trash, and with force is deleted', async () => {
    const { id, occ } = await weekly();
    const res = await remove(occ[2].id, '?scope=all');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'trash' });
    expect((await app.http.get(`${NS}/events/${occ[0].id}`)).status).toBe(403);
    expect((await remove(id, '?force=true')).status).toBe(200);
    expect((await app.http.get(`${NS}/events/${occ[0].id}`)).status).toBe(404);
    expect((await app.http.get(`${NS}/events/${id}`)).status).toBe(404);
  });
});

test('a move made through the Document Service (the Content Manager) keeps the ids too', async () => {
  const { id, occ } = await weekly();
  const row = await app.strapi.db
    .query('plugin::calendar.event')
    .findOne({ where: { id }, select: ['documentId', 'locale'] });
  await app.strapi.documents('plugin::calendar.event').update({
    documentId: row.documentId,
    locale: row.locale,
    data: {
      startUtc: new Date('2027-03-02T19:30:00Z'),
      endUtc: new Date('2027-03-02T20:30:00Z'),
    },
  });
  const moved = await occurrences(id);
  expect(ids(moved)).toEqual(ids(occ));
  expect(moved[0].start_date).toBe('2027-03-02 20:30:00');
});

test('a stored rule that cannot be split (written around the API) refuses the scope in the error shape, writing nothing', async () => {
  const { id, occ } = await weekly();
  // A writer that went around the Document Service stored a rule the plugin would have refused.
  await app.strapi.db
    .query('plugin::calendar.event')
    .update({ where: { id }, data: { recurrence: { rules: ['FREQ=SECONDLY'] } } });
  const res = await post(occ[2].id, { title: 'Moved on', scope: 'following' });
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('rest_invalid_param');
  expect(Object.keys(res.body.data.params)).toEqual(['scope']);
  const gone = await remove(occ[2].id, '?scope=following');
  expect(gone.status).toBe(400);
  expect(gone.body.code).toBe('rest_invalid_param');
  expect(ids(await occurrences(id))).toEqual(ids(occ));
  expect((await occurrences(id)).map((o) => o.title)).toEqual(occ.map((o) => o.title));
});
