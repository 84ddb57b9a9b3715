/**
 * The site's own fields (docs/api.md §14). The test host app adds fields to events (ticketUrl,
 * capacity, accessible, level) and venues (parking, floors) in tests/app/src/extensions/calendar,
 * as Strapi documents extending a plugin: they appear in the Content Manager, under
 * `custom_fields` in TEC's shape, are written with checks from their types, and are documented.
 */
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { NS, createAs, updateAs, expectCleanError, minimal, refused } from './helpers/writes';
import { NAMESPACE } from './helpers/root';

const app = useApp();
let full: string;
beforeAll(async () => {
  full = await app.token('full-access');
});
const create = createAs(app, () => full);
const update = updateAs(app, () => full);

const FIELDS = {
  ticketUrl: 'https://tickets.example.org/42',
  capacity: 120,
  accessible: false,
  level: 'beginner',
};

describe('events', () => {
  test('written on create and shown in TEC’s shape: {name: {label, value}}', async () => {
    const res = await create(minimal({ custom_fields: FIELDS }));
    expect(res.status).toBe(201);
    expect(res.body.custom_fields).toEqual({
      ticketUrl: { label: 'Ticket link', value: 'https://tickets.example.org/42' },
      capacity: { label: 'Capacity', value: 120 },
      accessible: { label: 'Accessible', value: false },
      level: { label: 'Level', value: 'beginner' },
    });
    const read = await app.http.get(`${NS}/events/${res.body.id}`);
    expect(read.body.custom_fields).toEqual(res.body.custom_fields);
  });

  test('an event without values has TEC’s []; a partial update changes one, null clears one', async () => {
    const made = await create(minimal());
    expect(made.body.custom_fields).toEqual([]);
    const one = await update(made.body.id, { custom_fields: { capacity: '30' } });
    expect(one.status).toBe(200);
    expect(one.body.custom_fields).toEqual({ capacity: { label: 'Capacity', value: 30 } });
    const two = await update(made.body.id, { custom_fields: { level: 'advanced' } });
    expect(Object.keys(two.body.custom_fields)).toEqual(['capacity', 'level']);
    const cleared = await update(made.body.id, { custom_fields: { capacity: null, level: '' } });
    expect(cleared.body.custom_fields).toEqual([]);
  });

  test.each([
    ['an integer field given text', { capacity: 'many' }, 'capacity must be an integer'],
    ['an integer below its minimum', { capacity: 0 }, 'capacity must be at least 1'],
    ['a boolean given a word', { accessible: 'maybe' }, 'accessible must be true or false'],
    ['a value outside the enumeration', { level: 'expert' }, 'level must be one of'],
    ['a field the site does not have', { colour: 'red' }, 'colour is not a field'],
    ['text longer than the column', { ticketUrl: 'x'.repeat(256) }, 'at most 255'],
  ])('%s is refused with 400 naming it, nothing written', async (_name, fields, message) => {
    const made = await create(minimal({ title: 'Untouched' }));
    const res = await refused(app, () => create(minimal({ custom_fields: fields })));
    expectCleanError(res, 400, 'rest_invalid_param');
    expect(res.body.data.params.custom_fields).toContain(message);
    const onUpdate = await refused(app, () => update(made.body.id, { custom_fields: fields }));
    expectCleanError(onUpdate, 400, 'rest_invalid_param');
  });

  test('custom_fields that is not an object is refused', async () => {
    const res = await refused(app, () => create(minimal({ custom_fields: 'capacity=3' })));
    expectCleanError(res, 400, 'rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual(['custom_fields']);
  });

  test('lists carry them; a locked event shows none', async () => {
    const open = await create(
      minimal({ title: 'Listed fields', status: 'publish', custom_fields: { capacity: 5 } })
    );
    const locked = await create(
      minimal({
        title: 'Locked fields',
        status: 'publish',
        password: 'sesame',
        custom_fields: { capacity: 6 },
      })
    );
    const list = await app.http.get(`${NS}/events?include=${open.body.id},${locked.body.id}`);
    const byId = new Map(list.body.events.map((e: any) => [e.id, e]));
    expect((byId.get(open.body.id) as any).custom_fields).toEqual({
      capacity: { label: 'Capacity', value: 5 },
    });
    expect((byId.get(locked.body.id) as any).custom_fields).toEqual([]);
  });
});

describe('venues', () => {
  test('written and shown on the venue and on the events that embed it', async () => {
    const res = await app.http
      .post(`${NS}/venues`)
      .set('Authorization', full)
      .send({ venue: 'Fields Hall', custom_fields: { parking: true, floors: 3 } });
    expect(res.status).toBe(201);
    expect(res.body.custom_fields).toEqual({
      parking: { label: 'Parking', value: true },
      floors: { label: 'Floors', value: 3 },
    });
    const event = await create(minimal({ venue: res.body.id }));
    expect(event.body.venue.custom_fields).toEqual(res.body.custom_fields);
    const bad = await app.http
      .post(`${NS}/venues/${res.body.id}`)
      .set('Authorization', full)
      .send({ custom_fields: { floors: -1 } });
    expectCleanError(bad, 400, 'rest_invalid_param');
  });

  test('a venue without values leaves the key out, as TEC leaves out empty values', async () => {
    const res = await app.http
      .post(`${NS}/venues`)
      .set('Authorization', full)
      .send({ venue: 'Plain Hall' });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('custom_fields');
  });
});

describe('documentation', () => {
  test('the namespace index lists the fields as members of the custom_fields argument', async () => {
    const index = (await app.http.get(`${NS}/`)).body;
    const post = index.routes[`/${NAMESPACE}/events`].endpoints.find((e: any) =>
      e.methods.includes('POST')
    );
    expect(post.args.custom_fields).toMatchObject({
      type: 'object',
      properties: {
        ticketUrl: { type: 'string', maxLength: 255 },
        capacity: { type: 'integer', minimum: 1 },
        accessible: { type: 'boolean' },
        level: { type: 'string', enum: ['beginner', 'intermediate', 'advanced'] },
      },
    });
  });

  test('the OpenAPI document describes the records’ custom_fields and the write argument', async () => {
    const doc = (await app.http.get(`${NS}/doc`)).body;
    const event = doc.components.schemas.Event.properties.custom_fields;
    const object = event.anyOf.find((s: any) => s.type === 'object');
    expect(object.properties.ticketUrl.properties.label).toEqual({ const: 'Ticket link' });
    expect(object.properties.capacity.properties.value).toEqual({ type: 'integer', minimum: 1 });
    const venue = doc.components.schemas.Venue.properties.custom_fields;
    expect(Object.keys(venue.anyOf[1].properties)).toEqual(['parking', 'floors']);
    const body = Object.values(doc.components.requestBodies).find(
      (b: any) =>
        b.content['application/json'].schema.properties.custom_fields?.properties?.capacity
    );
    expect(body).toBeDefined();
  });
});

test('the Content Manager shows them in the edit view', async () => {
  const root = await registerSuperAdmin(app);
  const res = await app.http
    .get('/content-manager/content-types/plugin::calendar.event/configuration')
    .set('Authorization', root);
  expect(res.status).toBe(200);
  const edit = res.body.data.contentType.layouts.edit.flat().map((f: { name: string }) => f.name);
  expect(edit).toEqual(expect.arrayContaining(['ticketUrl', 'capacity', 'accessible', 'level']));
  const venue = await app.http
    .get('/content-manager/content-types/plugin::calendar.venue/configuration')
    .set('Authorization', root);
  const venueEdit = venue.body.data.contentType.layouts.edit.flat().map((f: any) => f.name);
  expect(venueEdit).toEqual(expect.arrayContaining(['parking', 'floors']));
});

test('an occurrence changed on its own keeps the series’ fields, and the status and attendance', async () => {
  const series = await create({
    title: 'Streamed class',
    start_date: '2033-02-01 18:00:00',
    end_date: '2033-02-01 19:00:00',
    recurrence: 'FREQ=WEEKLY;COUNT=3',
    attendance_mode: 'mixed',
    online_url: 'https://stream.example.org/class',
    custom_fields: { capacity: 12, level: 'advanced' },
  });
  expect(series.status).toBe(201);
  const occ = (
    await app.http.get(`${NS}/events/${series.body.id}/occurrences`).set('Authorization', full)
  ).body.events;
  const changed = await update(occ[1].id, {
    title: 'Guest teacher',
    custom_fields: { capacity: 8 },
  });
  expect(changed.status).toBe(200);
  expect(changed.body).toMatchObject({
    title: 'Guest teacher',
    attendance_mode: 'mixed',
    online_url: 'https://stream.example.org/class',
    custom_fields: {
      capacity: { label: 'Capacity', value: 8 },
      level: { label: 'Level', value: 'advanced' },
    },
  });
  const split = await update(occ[2].id, { scope: 'following', title: 'Later classes' });
  expect(split.status).toBe(200);
  expect(split.body.custom_fields).toEqual({
    capacity: { label: 'Capacity', value: 12 },
    level: { label: 'Level', value: 'advanced' },
  });
  expect(split.body.online_url).toBe('https://stream.example.org/class');
});
