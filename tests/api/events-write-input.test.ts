/**
 * POST /events input (docs/api.md §7, docs/tec-behaviour.md §1.2, §4.1): validation errors, form, multipart and
 * query-string bodies, ignored fields, the forms of links, and that the password never comes back.
 * Every refused write is checked to have left the database as it was. The created record is in
 * events-write-create.test.ts.
 */
import { DateTime } from 'luxon';
import { useApp } from './helpers/app';
import { makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import { NS, createAs, expectCleanError, minimal, originOf, refused } from './helpers/writes';

const app = useApp();
let full: string;
let venue: { id: number };
let venue2: { id: number };
let orgA: { id: number };
let orgB: { id: number };
let music: { id: number };
let food: { id: number };
let outdoor: { id: number };
let family: { id: number };

beforeAll(async () => {
  full = await app.token('full-access');
  venue = await makeVenue(app.strapi, 'Main Hall', { city: 'Lyon' });
  venue2 = await makeVenue(app.strapi, 'Side Room');
  orgA = await makeOrganizer(app.strapi, 'Org A', { email: 'a@example.test' });
  orgB = await makeOrganizer(app.strapi, 'Org B');
  music = await makeCategory(app.strapi, 'Music');
  food = await makeCategory(app.strapi, 'Food Drink');
  outdoor = await makeTag(app.strapi, 'Outdoor');
  family = await makeTag(app.strapi, 'Family');
});

const create = createAs(app, () => full);

describe('POST /events: refused input', () => {
  test('missing title, start_date and end_date → 400 rest_missing_callback_param listing them in order', async () => {
    const res = await refused(app, () => create({}));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title, start_date, end_date',
      data: { status: 400, params: ['title', 'start_date', 'end_date'] },
    });
  });

  test('the body TEC answers the same request with (docs/tec-behaviour.md §11.11)', async () => {
    const res = await refused(app, () => create({ start_date: '2027-01-01 10:00:00' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title, end_date',
      data: { status: 400, params: ['title', 'end_date'] },
    });
  });

  const invalid: Array<[string, string, unknown]> = [
    ['an empty title', 'title', ''],
    ['a blank title', 'title', '   '],
    ['an unparsable start_date', 'start_date', 'before my birthday'],
    ['an unparsable end_date', 'end_date', 'the day after never'],
    ['an unknown timezone', 'timezone', 'Mars/Olympus'],
    ['a website that is not a URL', 'website', 'foo'],
    ['an author who does not exist', 'author', 23],
    ['an unregistered status', 'status', 'kinda_thinking_about_it'],
    ['an unknown venue id', 'venue', 999999],
    ['an unknown venue {id}', 'venue', { id: 999999 }],
    ['an unknown organizer id', 'organizer', 999999],
    ['a list with an unknown organizer', 'organizer', ['ORG_A', 999999]],
    ['an unknown category id', 'categories', [999999]],
    ['an unknown tag id', 'tags', '999999'],
    ['an unknown image id', 'image', '999999'],
    // Ids beyond PostgreSQL's integer range cannot exist: refused like any unknown id, on every database.
    ['a venue id beyond any stored id', 'venue', 3000000000],
    ['an organizer id beyond any stored id', 'organizer', [3000000000]],
    ['a category id beyond any stored id', 'categories', '3000000000'],
    ['a tag id beyond any stored id', 'tags', [3000000000]],
    ['an author id beyond any stored id', 'author', 3000000000],
    ['an image id beyond any stored id', 'image', '3000000000'],
    // WordPress runs validate callbacks before type checks: a non-string title fails TEC's own check.
    ['a JSON boolean for the title', 'title', true],
  ];

  test.each(invalid)(
    '%s → 400 rest_invalid_param "Invalid parameter."',
    async (_label, field, value) => {
      const resolved = Array.isArray(value)
        ? value.map((v) => (v === 'ORG_A' ? orgA.id : v))
        : value;
      const res = await refused(app, () => create(minimal({ [field]: resolved })));
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${field}`,
        data: { status: 400, params: { [field]: 'Invalid parameter.' }, details: [] },
      });
    }
  );

  const mistyped: Array<[string, string, unknown, string]> = [
    ['a JSON number for start_date (typed string)', 'start_date', 1925000000, 'string'],
    ['a JSON number for end_date', 'end_date', 1925000000, 'string'],
    ['"yes" for all_day (typed boolean)', 'all_day', 'yes', 'boolean'],
    ['an empty string for featured', 'featured', '', 'boolean'],
  ];

  test.each(mistyped)(
    '%s → 400 rest_invalid_param with a rest_invalid_type detail',
    async (_label, field, value, type) => {
      const res = await refused(app, () => create(minimal({ [field]: value })));
      const text = `${field} is not of type ${type}.`;
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${field}`,
        data: {
          status: 400,
          params: { [field]: text },
          details: {
            [field]: { code: 'rest_invalid_type', message: text, data: { param: field } },
          },
        },
      });
    }
  );

  test('every invalid field is reported at once, in the order of the argument list', async () => {
    const res = await refused(app, () =>
      create(minimal({ status: 'nope', website: 'foo', title: '' }))
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.message).toBe('Invalid parameter(s): title, website, status');
    expect(Object.keys(res.body.data.params)).toEqual(['title', 'website', 'status']);
  });

  test('a title longer than the stored column allows (65,535 characters) → 400, not a server error', async () => {
    const res = await refused(app, () => create(minimal({ title: 'x'.repeat(65536) })));
    expectCleanError(res, 400, 'rest_invalid_param');
    expect(res.body.data.params).toEqual({ title: 'Invalid parameter.' });
  });

  test('a title over 255 characters is kept whole (a text column, as WordPress’s post_title)', async () => {
    const title = `Long ${'x'.repeat(1000)}`;
    const res = await create(minimal({ title }));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(title);
  });

  test('a website longer than the stored column allows → 400, not a server error', async () => {
    const res = await refused(app, () =>
      create(minimal({ website: `https://example.test/${'a'.repeat(2100)}` }))
    );
    expectCleanError(res, 400, 'rest_invalid_param');
    expect(res.body.data.params).toEqual({ website: 'Invalid parameter.' });
  });

  test('a cost longer than the stored column allows → 400, not a server error', async () => {
    const res = await refused(app, () => create(minimal({ cost: '1'.repeat(300) })));
    expectCleanError(res, 400, 'rest_invalid_param');
    expect(res.body.data.params).toEqual({ cost: 'Invalid parameter.' });
  });
});

describe('POST /events: bodies', () => {
  test('a form-encoded body works like JSON: booleans as 1/0, lists as a[0]=…, CSV', async () => {
    const form = [
      'title=Form+Event',
      `start_date=${encodeURIComponent('2031-04-01 10:00:00')}`,
      `end_date=${encodeURIComponent('2031-04-01 12:00:00')}`,
      'all_day=0',
      'featured=1',
      'sticky=1',
      'show_map=1',
      'show_map_link=0',
      'hide_from_listings=0',
      `venue=${venue.id}`,
      `organizer[0]=${orgB.id}`,
      `organizer[1]=${orgA.id}`,
      'categories[0]=music',
      `categories[1]=${food.id}`,
      `tags=${encodeURIComponent(`outdoor,${family.id}`)}`,
      'cost=15',
      `website=${encodeURIComponent('https://example.test/form')}`,
      `timezone=${encodeURIComponent('Europe/Paris')}`,
    ].join('&');
    const res = await app.http
      .post(`${NS}/events`)
      .set('Authorization', full)
      .type('form')
      .send(form);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Form Event',
      start_date: '2031-04-01 10:00:00',
      utc_start_date: '2031-04-01 08:00:00',
      timezone: 'Europe/Paris',
      all_day: false,
      featured: true,
      sticky: true,
      show_map: true,
      show_map_link: false,
      hide_from_listings: false,
      website: 'https://example.test/form',
      venue: { id: venue.id },
    });
    expect(res.body.cost_details.values).toEqual(['15']);
    expect(res.body.organizer.map((o: { id: number }) => o.id)).toEqual([orgB.id, orgA.id]);
    expect(res.body.categories.map((t: { id: number }) => t.id)).toEqual([music.id, food.id]);
    expect(res.body.tags.map((t: { id: number }) => t.id)).toEqual([outdoor.id, family.id]);
  });

  test('a form-encoded body is validated like JSON', async () => {
    const form = `title=Form&start_date=2031-04-01&end_date=2031-04-01&all_day=yes`;
    const res = await refused(app, () =>
      app.http.post(`${NS}/events`).set('Authorization', full).type('form').send(form)
    );
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ all_day: 'all_day is not of type boolean.' });
  });

  test('a multipart body works too (fields only)', async () => {
    const res = await app.http
      .post(`${NS}/events`)
      .set('Authorization', full)
      .field('title', 'Multipart Event')
      .field('start_date', '2031-04-02 10:00:00')
      .field('end_date', '2031-04-02 11:00:00')
      .field('featured', '1');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Multipart Event',
      start_date: '2031-04-02 10:00:00',
      featured: true,
    });
  });

  test('parameters in the query string are read too, the body winning (docs/tec-behaviour.md §1.2)', async () => {
    const res = await app.http
      .post(`${NS}/events/`)
      .set('Authorization', full)
      .query({
        title: 'From the query',
        start_date: '2031-04-03 10:00:00',
        end_date: '2031-04-03 11:00:00',
        cost: '4',
      })
      .send({ cost: '5' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'From the query',
      start_date: '2031-04-03 10:00:00',
      cost: '5',
    });
  });

  test('a Unix timestamp (as a string) is an instant, shown in the event timezone', async () => {
    const ts = DateTime.fromISO('2031-04-04T15:00:00Z').toSeconds();
    const res = await create(
      minimal({ timezone: 'Europe/Paris', start_date: String(ts), end_date: String(ts + 3600) })
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      utc_start_date: '2031-04-04 15:00:00',
      start_date: '2031-04-04 17:00:00',
      end_date: '2031-04-04 18:00:00',
    });
  });

  test('unknown and read-only fields are ignored', async () => {
    const res = await create(
      minimal({
        title: 'Ignored Fields',
        id: 424242,
        url: 'http://elsewhere.test/x/',
        rest_url: 'http://elsewhere.test/y',
        utc_start_date: '2000-01-01 00:00:00',
        timezone_abbr: 'XYZ',
        cost_details: { values: ['99'] },
        global_id: 'elsewhere?id=1',
        color: 'blue',
      })
    );
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(424242);
    expect(res.body.rest_url).toBe(`${originOf(res)}${NS}/events/${res.body.id}`);
    expect(res.body.url).toBe(`${originOf(res)}/events/ignored-fields/`);
    expect(res.body.utc_start_date).toBe('2031-05-01 10:00:00');
    expect(res.body.timezone_abbr).toBe('UTC');
    expect(res.body.cost_details.values).toEqual([]);
    expect(res.body.global_id).toBe(`127.0.0.1?id=${res.body.id}`);
    expect(res.body).not.toHaveProperty('color');
  });
});

describe('POST /events: links', () => {
  test('venue by {id}, a single organizer id, categories by slug (CSV), tags by slug and id (array)', async () => {
    const res = await create(
      minimal({
        venue: { id: venue2.id },
        organizer: orgA.id,
        categories: 'music,food-drink',
        tags: ['family', outdoor.id],
      })
    );
    expect(res.status).toBe(201);
    expect(res.body.venue).toMatchObject({ id: venue2.id, venue: 'Side Room' });
    expect(res.body.organizer.map((o: { id: number }) => o.id)).toEqual([orgA.id]);
    expect(res.body.categories.map((t: { slug: string }) => t.slug).sort()).toEqual([
      'food-drink',
      'music',
    ]);
    expect(res.body.tags.map((t: { slug: string }) => t.slug).sort()).toEqual([
      'family',
      'outdoor',
    ]);
  });

  test('organizers as a list of {id} objects keep their order; ids as strings work', async () => {
    const res = await create(
      minimal({
        organizer: [{ id: orgB.id }, { id: String(orgA.id) }],
        venue: String(venue.id),
        categories: `${food.id}`,
      })
    );
    expect(res.status).toBe(201);
    expect(res.body.organizer.map((o: { id: number }) => o.id)).toEqual([orgB.id, orgA.id]);
    expect(res.body.venue.id).toBe(venue.id);
    expect(res.body.categories.map((t: { id: number }) => t.id)).toEqual([food.id]);
  });
});
describe('the password', () => {
  const SECRET = 'S3cret-Pa55word';

  test('set on create, it is never returned by any response', async () => {
    const created = await create(minimal({ title: 'Protected', password: SECRET }));
    expect(created.status).toBe(201);
    const id = created.body.id;
    const responses = [
      created,
      await app.http.get(`${NS}/events/${id}`).set('Authorization', full),
      await app.http.get(`${NS}/events/${id}`).query({ password: SECRET }),
      await app.http
        .get(`${NS}/events/${id}`)
        .set('Authorization', full)
        .query({ context: 'edit' }),
      await app.http.get(`${NS}/events/by-slug/protected`).query({ password: SECRET }),
      await app.http
        .get(`${NS}/events`)
        .query({ start_date: '2031-01-01', end_date: '2031-12-31', password: SECRET }),
      await app.http
        .get(`${NS}/events`)
        .set('Authorization', full)
        .query({ start_date: '2031-01-01', end_date: '2031-12-31', status: 'publish' }),
      await app.http
        .patch(`${NS}/events/${id}`)
        .set('Authorization', full)
        .send({ title: 'Protected too' }),
      await app.http
        .patch(`${NS}/events/${id}`)
        .set('Authorization', full)
        .send({ password: SECRET }),
      await app.http.delete(`${NS}/events/${id}`).set('Authorization', full),
      await app.http.delete(`${NS}/events/${id}`).set('Authorization', full).query({ force: true }),
    ];
    // A protected event is refused even to an editor unless unlocked (TEC, docs/tec-behaviour.md §5.3); all others answer.
    expect(responses.map((r) => r.status)).toEqual([
      201, 403, 200, 200, 200, 200, 200, 200, 200, 200, 200,
    ]);
    for (const res of responses) {
      const text = JSON.stringify(res.body) + JSON.stringify(res.headers);
      expect(text).not.toContain(SECRET);
      expect(text).not.toMatch(/"password"/);
    }
  });

  test('nothing else Strapi serves exposes it (the content types have no content-API routes of their own)', async () => {
    const created = await create(minimal({ title: 'Protected 2', password: SECRET }));
    const row = await app.strapi.db
      .query('plugin::calendar.event')
      .findOne({ where: { id: created.body.id } });
    const paths = [
      '/api/events',
      `/api/events/${row.documentId}`,
      '/api/calendar/events',
      '/api/calendar/event',
      `/api/calendar/events/${created.body.id}`,
      '/api/calendar-events',
    ];
    for (const path of paths) {
      for (const auth of [undefined, full]) {
        const req = app.http.get(path);
        const res = await (auth ? req.set('Authorization', auth) : req);
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain(SECRET);
      }
    }
  });

  test('the event is locked without it, open with it', async () => {
    const created = await create(
      minimal({ title: 'Locked', password: SECRET, cost: '5', venue: venue.id })
    );
    const locked = await app.http.get(`${NS}/events/${created.body.id}`);
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('event-password-protected');
    const open = await app.http.get(`${NS}/events/${created.body.id}`).query({ password: SECRET });
    expect(open.status).toBe(200);
    expect(open.body.cost).toBe('5');
  });
});
