/**
 * POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (docs/api.md §7, docs/tec-behaviour.md §4.2): only the fields
 * sent change; null, "" and [] clear what may be cleared; required fields cannot be cleared; refused
 * updates write nothing. Updates of language versions are in events-write-update-languages.test.ts.
 */
import { useApp } from './helpers/app';
import { makeRichLinks, updateRequests } from './helpers/event-updates';
import { NS, comparable, countEvents, refused } from './helpers/writes';

const app = useApp();
let full: string;
let venue: { id: number };
let orgA: { id: number };
let orgB: { id: number };
let music: { id: number };
let outdoor: { id: number };

beforeAll(async () => {
  full = await app.token('full-access');
  ({ venue, orgA, orgB, music, outdoor } = await makeRichLinks(app.strapi));
});

const { richEvent, read, send } = updateRequests(app, () => ({
  full,
  venue,
  orgA,
  orgB,
  music,
  outdoor,
}));

type Method = 'post' | 'put' | 'patch';

describe('update: only the fields sent change', () => {
  const cases: Array<[Method, 'id' | 'slug']> = [
    ['post', 'id'],
    ['put', 'id'],
    ['patch', 'id'],
    ['post', 'slug'],
    ['put', 'slug'],
    ['patch', 'slug'],
  ];

  test.each(cases)('%s by %s: a new title, everything else identical', async (method, by) => {
    const event = await richEvent();
    const before = await read(event.id);
    const path = by === 'id' ? `/events/${event.id}` : `/events/by-slug/${event.slug}`;
    const count = await countEvents(app);

    const res = await send(method, path, { title: `Renamed ${method} ${by}` });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(event.id);
    expect(res.body.title).toBe(`Renamed ${method} ${by}`);
    expect(res.body).not.toHaveProperty('json_ld');
    expect(await countEvents(app)).toBe(count);

    const after = await read(event.id);
    // json_ld names the event: it changes with the title.
    const omit = ['title', 'json_ld', 'modified', 'modified_utc'];
    expect(comparable(after, omit)).toEqual(comparable(before, omit));
    // The write response is the record as now stored.
    expect(comparable(res, [])).toEqual(comparable(after, ['json_ld']));
  });

  test('several fields at once, the others kept', async () => {
    const event = await richEvent();
    const res = await send('patch', `/events/${event.id}`, {
      featured: false,
      cost: '5',
      venue: { id: venue.id },
      all_day: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      featured: false,
      sticky: true,
      cost: '5',
      all_day: true,
      start_date: '2031-01-15 00:00:00',
      end_date: '2031-01-15 23:59:59',
      timezone: 'America/New_York',
      utc_start_date: '2031-01-15 05:00:00',
      website: 'https://example.test/rich',
    });
    expect(res.body.organizer.map((o: { id: number }) => o.id)).toEqual([orgB.id, orgA.id]);
  });

  test('a new end only keeps the start; an end before the start becomes the start', async () => {
    const event = await richEvent();
    const later = await send('patch', `/events/${event.id}`, { end_date: '2031-01-16 09:00:00' });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({
      start_date: '2031-01-15 10:00:00',
      end_date: '2031-01-16 09:00:00',
      utc_end_date: '2031-01-16 14:00:00',
    });
    const earlier = await send('patch', `/events/${event.id}`, { end_date: '2031-01-14 09:00:00' });
    expect(earlier.status).toBe(200);
    expect(earlier.body).toMatchObject({
      start_date: '2031-01-15 10:00:00',
      end_date: '2031-01-15 10:00:00',
    });
  });

  test('changing the timezone alone keeps the wall times and moves the UTC times', async () => {
    const event = await richEvent({ timezone: 'UTC' });
    expect(event.utc_start_date).toBe('2031-01-15 10:00:00');
    const ny = await send('patch', `/events/${event.id}`, { timezone: 'America/New_York' });
    expect(ny.status).toBe(200);
    expect(ny.body).toMatchObject({
      timezone: 'America/New_York',
      timezone_abbr: 'EST',
      start_date: '2031-01-15 10:00:00',
      end_date: '2031-01-15 12:30:00',
      utc_start_date: '2031-01-15 15:00:00',
      utc_end_date: '2031-01-15 17:30:00',
    });
    const paris = await send('put', `/events/${event.id}`, { timezone: 'Europe/Paris' });
    expect(paris.body).toMatchObject({
      timezone: 'Europe/Paris',
      timezone_abbr: 'CET',
      start_date: '2031-01-15 10:00:00',
      utc_start_date: '2031-01-15 09:00:00',
    });
  });

  test('an empty timezone means the site timezone (TEC): wall times kept, UTC moved', async () => {
    const event = await richEvent();
    expect(event.timezone).toBe('America/New_York');
    const res = await send('patch', `/events/${event.id}`, { timezone: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      timezone: 'UTC',
      timezone_abbr: 'UTC',
      start_date: '2031-01-15 10:00:00',
      utc_start_date: '2031-01-15 10:00:00',
    });
  });

  test('the status changes as asked', async () => {
    const event = await richEvent();
    for (const status of ['draft', 'pending', 'private', 'future', 'publish']) {
      const res = await send('patch', `/events/${event.id}`, { status });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
      expect((await read(event.id)).body.status).toBe(status);
    }
    await send('patch', `/events/${event.id}`, { status: 'draft' });
    const anonymous = await app.http.get(`${NS}/events/${event.id}`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.code).toBe('event-not-accessible');
  });

  test('a new slug is kept, made unique, and the event is reachable by it', async () => {
    const other = await richEvent();
    const event = await richEvent();
    const res = await send('patch', `/events/${event.id}`, { slug: other.slug });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe(`${other.slug}-2`);
    const same = await send('patch', `/events/by-slug/${res.body.slug}`, { slug: res.body.slug });
    expect(same.status).toBe(200);
    expect(same.body.slug).toBe(`${other.slug}-2`);
  });
});

describe('update: clearing', () => {
  const clearing: Array<[string, unknown]> = [
    ['null', null],
    ['""', ''],
    ['[]', []],
  ];

  test.each(clearing)(
    '%s clears venue, organizers, categories, tags, cost and website',
    async (_label, value) => {
      const event = await richEvent();
      const before = await read(event.id);
      const fields = ['venue', 'organizer', 'categories', 'tags', 'cost', 'website'];
      const res = await send(
        'patch',
        `/events/${event.id}`,
        Object.fromEntries(fields.map((f) => [f, value]))
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        venue: [],
        organizer: [],
        categories: [],
        tags: [],
        cost: '',
        cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
        website: '',
      });
      const after = await read(event.id);
      const omit = [...fields, 'cost_details', 'json_ld', 'modified', 'modified_utc'];
      expect(comparable(after, omit)).toEqual(comparable(before, omit));
      expect(after.body.venue).toEqual([]);
      expect(after.body.organizer).toEqual([]);
    }
  );

  const required: Array<[string, unknown]> = [
    ['title', null],
    ['title', ''],
    ['start_date', null],
    ['start_date', ''],
    ['end_date', null],
    ['end_date', ''],
  ];

  test.each(required)(
    'clearing %s with %j → 400 rest_invalid_param, nothing written',
    async (field, value) => {
      const event = await richEvent();
      const res = await refused(app, () =>
        send('patch', `/events/${event.id}`, { [field]: value, featured: false })
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${field}`,
        data: { status: 400, params: { [field]: 'Invalid parameter.' }, details: [] },
      });
    }
  );

  test('the password can be set, changed and removed (null)', async () => {
    const event = await richEvent();
    expect((await send('patch', `/events/${event.id}`, { password: 'one' })).status).toBe(200);
    expect((await app.http.get(`${NS}/events/${event.id}`).query({ password: 'one' })).status).toBe(
      200
    );
    expect((await send('patch', `/events/${event.id}`, { password: 'two' })).status).toBe(200);
    expect((await app.http.get(`${NS}/events/${event.id}`).query({ password: 'one' })).status).toBe(
      403
    );
    expect((await send('patch', `/events/${event.id}`, { password: null })).status).toBe(200);
    expect((await app.http.get(`${NS}/events/${event.id}`)).status).toBe(200);
  });
});

test('the write responses of a protected event show the whole record to the editor who wrote it', async () => {
  const created = await richEvent({ password: 'pw' });
  expect(created.description).toBe('<p>A <strong>full</strong> description.</p>');
  const res = await send('patch', `/events/${created.id}`, { cost: '7' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    cost: '7',
    description: '<p>A <strong>full</strong> description.</p>',
    featured: true,
    venue: { id: venue.id },
  });
  // Readers still need the password (docs/tec-behaviour.md §5.3), editors included.
  const locked = await app.http.get(`${NS}/events/${created.id}`).set('Authorization', full);
  expect(locked.status).toBe(403);
  expect(locked.body.code).toBe('event-password-protected');
  const trashed = await app.http.delete(`${NS}/events/${created.id}`).set('Authorization', full);
  expect(trashed.status).toBe(200);
  expect(trashed.body).toMatchObject({
    status: 'trash',
    cost: '7',
    featured: true,
    venue: { id: venue.id },
  });
});

describe('update: refused', () => {
  test.each(['post', 'put', 'patch'] as Method[])(
    '%s on an unknown id → 404 rest-event-not-found',
    async (method) => {
      const res = await refused(app, () => send(method, '/events/999999', { title: 'Nope' }));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'rest-event-not-found',
        message: 'Event with ID 999999 does not exist.',
        data: { status: 404 },
      });
    }
  );

  test.each(['post', 'put', 'patch'] as Method[])(
    '%s on an unknown slug → 404 rest-event-not-found',
    async (method) => {
      const res = await refused(app, () =>
        send(method, '/events/by-slug/no-such-event', { title: 'Nope' })
      );
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'rest-event-not-found',
        message: 'Event with ID no-such-event does not exist.',
        data: { status: 404 },
      });
    }
  );

  test('an id beyond any stored id → 404 like any unknown id (not a database error)', async () => {
    const res = await refused(app, () => send('patch', '/events/3000000000', { title: 'Nope' }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'rest-event-not-found',
      message: 'Event with ID 3000000000 does not exist.',
      data: { status: 404 },
    });
  });

  test('invalid values are refused like on create, and nothing is written', async () => {
    const event = await richEvent();
    const res = await refused(app, () =>
      send('patch', `/events/${event.id}`, {
        title: 'Would change',
        website: 'foo',
        author: 23,
        venue: 999999,
      })
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual(['author', 'website', 'venue']);
  });

  test('the path decides which event is written: a body id or slug does not redirect the write', async () => {
    const target = await richEvent();
    const other = await richEvent();
    const res = await send('patch', `/events/${target.id}`, { id: other.id, title: 'Path wins' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(target.id);
    expect((await read(other.id)).body.title).toBe(other.title);
  });
});
