/**
 * DELETE /events/{id} and /events/by-slug/{slug} (docs/api.md §7, docs/tec-behaviour.md §2.2): trash first (200 with
 * the trashed record, 410 when already trashed); force=true deletes for good, trashed or not.
 */
import { useApp } from './helpers/app';
import { makeOrganizer, makeVenue } from './helpers/fixtures';
import { NS, comparable, countEvents, refused } from './helpers/writes';

const app = useApp();
let full: string;
let venue: { id: number };
let org: { id: number };
let n = 0;

beforeAll(async () => {
  full = await app.token('full-access');
  venue = await makeVenue(app.strapi, 'Main Hall');
  org = await makeOrganizer(app.strapi, 'Org A');
});

async function event() {
  n += 1;
  const res = await app.http
    .post(`${NS}/events`)
    .set('Authorization', full)
    .send({
      title: `Doomed ${n}`,
      start_date: '2031-09-01 10:00:00',
      end_date: '2031-09-01 11:00:00',
      venue: venue.id,
      organizer: [org.id],
      cost: '3',
    });
  expect(res.status).toBe(201);
  return res;
}

const del = (path: string, query: Record<string, unknown> = {}) =>
  app.http.delete(`${NS}${path}`).set('Authorization', full).query(query);

const NOT_FOUND = (ref: string | number) => ({
  code: 'rest-event-not-found',
  message: `Event with ID ${ref} does not exist.`,
  data: { status: 404 },
});
const IN_TRASH = {
  code: 'event-is-in-trash',
  message: 'The event is already trashed',
  data: { status: 410 },
};

describe.each(['id', 'slug'] as const)('DELETE by %s', (by) => {
  const path = (e: { id: number; slug: string }) =>
    by === 'id' ? `/events/${e.id}` : `/events/by-slug/${e.slug}`;

  test('moves the event to the trash: 200 with the trashed record, the row kept', async () => {
    const created = await event();
    const e = created.body;
    const count = await countEvents(app);
    const res = await del(path(e));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('trash');
    expect(res.body).not.toHaveProperty('json_ld');
    const omit = ['status', 'modified', 'modified_utc'];
    expect(comparable(res, omit)).toEqual(comparable(created, omit));
    expect(await countEvents(app)).toBe(count);
    // A trashed event is "no longer available" to the public (docs/tec-behaviour.md §2.2).
    const read = await app.http.get(`${NS}/events/${e.id}`);
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('event-no-longer-available');
  });

  test('again → 410 event-is-in-trash, nothing changed', async () => {
    const e = (await event()).body;
    expect((await del(path(e))).status).toBe(200);
    const res = await refused(app, () => del(path(e)));
    expect(res.status).toBe(410);
    expect(res.body).toEqual(IN_TRASH);
  });

  test('force=true deletes for good: 200 with the last state, then 404', async () => {
    const e = (await event()).body;
    const before = await app.http.get(`${NS}/events/${e.id}`);
    const count = await countEvents(app);
    const res = await del(path(e), { force: true });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('publish');
    expect(comparable(res, [])).toEqual(comparable(before, ['json_ld']));
    expect(await countEvents(app)).toBe(count - 1);
    const read = await app.http.get(`${NS}/events/${e.id}`).set('Authorization', full);
    expect(read.status).toBe(404);
    expect(read.body).toEqual(NOT_FOUND(e.id));
    const bySlug = await app.http.get(`${NS}/events/by-slug/${e.slug}`).set('Authorization', full);
    expect(bySlug.status).toBe(404);
    const again = await refused(app, () => del(path(e), { force: true }));
    expect(again.status).toBe(404);
    expect(again.body).toEqual(NOT_FOUND(by === 'id' ? e.id : e.slug));
  });

  test('force=true on a trashed event deletes it too', async () => {
    const e = (await event()).body;
    expect((await del(path(e))).status).toBe(200);
    const count = await countEvents(app);
    const res = await del(path(e), { force: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('trash');
    expect(res.body.id).toBe(e.id);
    expect(await countEvents(app)).toBe(count - 1);
    expect((await app.http.get(`${NS}/events/${e.id}`).set('Authorization', full)).status).toBe(
      404
    );
  });

  test('an unknown event → 404 rest-event-not-found, with and without force', async () => {
    const ref = by === 'id' ? 999999 : 'no-such-event';
    const target = by === 'id' ? '/events/999999' : '/events/by-slug/no-such-event';
    for (const query of [{}, { force: true }]) {
      const res = await refused(app, () => del(target, query));
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND(ref));
    }
  });
});

describe('DELETE: details', () => {
  test('force accepts 1 and false like other booleans; anything else → 400 before anything is deleted', async () => {
    const e = (await event()).body;
    const bad = await refused(app, () => del(`/events/${e.id}`, { force: 'maybe' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): force',
      data: {
        status: 400,
        params: { force: 'force is not of type boolean.' },
        details: {
          force: {
            code: 'rest_invalid_type',
            message: 'force is not of type boolean.',
            data: { param: 'force' },
          },
        },
      },
    });
    const trashed = await del(`/events/${e.id}`, { force: 'false' });
    expect(trashed.status).toBe(200);
    expect(trashed.body.status).toBe('trash');
    const count = await countEvents(app);
    expect((await del(`/events/${e.id}`, { force: 1 })).status).toBe(200);
    expect(await countEvents(app)).toBe(count - 1);
  });

  test('an id beyond any stored id → 404 like any unknown id (not a database error)', async () => {
    const res = await refused(app, () => del('/events/3000000000', { force: true }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND(3000000000));
  });

  test('a permanent delete leaves the linked venue and organizer alone', async () => {
    const e = (await event()).body;
    expect((await del(`/events/${e.id}`, { force: true })).status).toBe(200);
    expect(
      await app.strapi.db.query('plugin::calendar.venue').count({ where: { id: venue.id } })
    ).toBe(1);
    expect(
      await app.strapi.db.query('plugin::calendar.organizer').count({ where: { id: org.id } })
    ).toBe(1);
  });

  test('a trashed event can be restored by an update of its status', async () => {
    const e = (await event()).body;
    expect((await del(`/events/${e.id}`)).status).toBe(200);
    const restored = await app.http
      .patch(`${NS}/events/${e.id}`)
      .set('Authorization', full)
      .send({ status: 'publish' });
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe('publish');
    expect((await app.http.get(`${NS}/events/${e.id}`)).status).toBe(200);
  });
});
