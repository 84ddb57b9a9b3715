/**
 * Linking venues, organizers, categories and tags from event writes (docs/tec-behaviour.md §4.6–4.7, docs/api.md §7):
 * every linking form, de-duplication of inline data, creation of terms by name, and the
 * transaction rule — a failed event write leaves nothing it would have created.
 */
import { useApp } from './helpers/app';
import { atOnce } from './helpers/concurrent';
import { makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import { NS } from './helpers/writes';

const UIDS = ['venue', 'organizer', 'category', 'tag'].map((k) => `plugin::calendar.${k}`);

const app = useApp();
let full: string;

const dates = { start_date: '2031-03-01 10:00:00', end_date: '2031-03-01 12:00:00' };
const create = (body: Record<string, unknown>) =>
  app.http
    .post(`${NS}/events`)
    .set('Authorization', full)
    .send({ title: 'Linked', ...dates, ...body });
const counts = async () => Promise.all(UIDS.map((uid) => app.strapi.db.query(uid).count()));

beforeAll(async () => {
  full = await app.token('full-access');
  // A write that fails after validation, inside the transaction: what a database error would do;
  // and one that loses a slug race once, as a concurrent writer would make it (PostgreSQL's words).
  let clashed = false;
  app.strapi.documents.use(
    async (
      ctx: { uid: string; action: string; params: { data?: { title?: string } } },
      next: () => Promise<unknown>
    ) => {
      const title =
        ctx.uid === 'plugin::calendar.event' && ctx.action === 'create'
          ? ctx.params.data?.title
          : undefined;
      if (title === 'explode') throw new Error('simulated failure');
      if (title === 'clash once' && !clashed) {
        clashed = true;
        throw Object.assign(new Error('duplicate key value violates unique constraint'), {
          code: '23505',
        });
      }
      return next();
    }
  );
});

describe('inline venue and organizers', () => {
  test('an event created with inline venue data and two inline organizers embeds them, and the lists find them', async () => {
    const res = await create({
      venue: { venue: 'Inline Hall', address: '5 Dock Road', city: 'Ghent', country: 'Belgium' },
      organizer: [
        { organizer: 'Inline Org One', email: 'one@example.test' },
        { organizer: 'Inline Org Two', phone: '+32 1' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.venue).toMatchObject({
      venue: 'Inline Hall',
      address: '5 Dock Road',
      city: 'Ghent',
      status: 'publish',
    });
    expect(res.body.organizer.map((o: { organizer: string }) => o.organizer)).toEqual([
      'Inline Org One',
      'Inline Org Two',
    ]);
    const venues = await app.http.get(`${NS}/venues?event=${res.body.id}`);
    expect(venues.body.venues.map((v: { id: number }) => v.id)).toEqual([res.body.venue.id]);
    const organizers = await app.http.get(`${NS}/organizers?event=${res.body.id}`);
    expect(organizers.body.organizers.map((o: { id: number }) => o.id).sort()).toEqual(
      res.body.organizer.map((o: { id: number }) => o.id).sort()
    );
  });

  test('inline data equal to an existing record links that record instead of creating one', async () => {
    const hall = await makeVenue(app.strapi, 'Dedupe Hall', { city: 'Bruges' });
    const before = await counts();
    const res = await create({ venue: { venue: 'dedupe hall', city: 'Bruges' } });
    expect(res.status).toBe(201);
    expect(res.body.venue.id).toBe(hall.id);
    expect(await counts()).toEqual(before);
  });

  test('organizers: an id, a list mixing ids, {id} and inline data (order kept), a lone inline object', async () => {
    const a = await makeOrganizer(app.strapi, 'Mix A');
    const b = await makeOrganizer(app.strapi, 'Mix B');
    expect(
      (await create({ organizer: a.id })).body.organizer.map((o: { id: number }) => o.id)
    ).toEqual([a.id]);
    const mixed = await create({ organizer: [b.id, { organizer: 'Mix New' }, { id: a.id }] });
    expect(mixed.body.organizer.map((o: { organizer: string }) => o.organizer)).toEqual([
      'Mix B',
      'Mix New',
      'Mix A',
    ]);
    expect(
      (await create({ organizer: `${a.id},${b.id}` })).body.organizer.map(
        (o: { id: number }) => o.id
      )
    ).toEqual([a.id, b.id]);
    expect(
      (await create({ organizer: { organizer: 'Lone Org' } })).body.organizer.map(
        (o: { organizer: string }) => o.organizer
      )
    ).toEqual(['Lone Org']);
  });

  test('venue by id and by {id}', async () => {
    const v = await makeVenue(app.strapi, 'By Id Hall');
    expect((await create({ venue: v.id })).body.venue.id).toBe(v.id);
    expect((await create({ venue: { id: v.id } })).body.venue.id).toBe(v.id);
    expect((await create({ venue: String(v.id) })).body.venue.id).toBe(v.id);
  });

  test.each([
    ['inline venue without a name', { venue: { city: 'Nowhere' } }, 'venue'],
    [
      'inline venue with a bad website',
      { venue: { venue: 'Bad Site Hall', website: 'not a url' } },
      'venue',
    ],
    ['unknown venue id', { venue: 987654 }, 'venue'],
    ['{id} of no venue', { venue: { id: 987654 } }, 'venue'],
    ['inline organizer without a name', { organizer: [{ email: 'x@example.test' }] }, 'organizer'],
    [
      'unknown organizer in a list',
      { organizer: [{ organizer: 'Would Be Created' }, 987654] },
      'organizer',
    ],
    ['unknown category id', { categories: [987654] }, 'categories'],
    ['a nested object among tags', { tags: [{ name: 'x' }] }, 'tags'],
  ])(
    '%s → 400 rest_invalid_param on that argument, nothing created',
    async (_label, body, param) => {
      const before = await counts();
      const events = await app.strapi.db.query('plugin::calendar.event').count();
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual([param]);
      expect(await counts()).toEqual(before);
      expect(await app.strapi.db.query('plugin::calendar.event').count()).toBe(events);
    }
  );
});

describe('categories and tags by id, slug or name', () => {
  test('ids, slugs and names mixed, as an array or CSV; names found in any case; missing names created', async () => {
    const music = await makeCategory(app.strapi, 'Music Links');
    const jazz = await makeTag(app.strapi, 'Jazz Links');
    const res = await create({
      categories: [music.id, 'Brand New Category'],
      tags: 'jazz-links, JAZZ LINKS, brand-new-tag',
    });
    expect(res.status).toBe(201);
    expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual([
      'Music Links',
      'Brand New Category',
    ]);
    expect(
      res.body.tags.map((t: { id: number; name: string }) => [t.id === jazz.id, t.name])
    ).toEqual([
      [true, 'Jazz Links'],
      [false, 'brand-new-tag'],
    ]);
    const created = await app.http.get(`${NS}/categories?slug=brand-new-category`);
    expect(created.body.categories).toHaveLength(1);
    // Naming it again links the same term.
    const again = await create({ categories: 'brand new category' });
    expect(again.body.categories.map((c: { id: number }) => c.id)).toEqual([
      res.body.categories[1].id,
    ]);
  });
});

describe('one transaction', () => {
  test('an invalid end_date with an inline venue leaves the venue count unchanged', async () => {
    const before = await counts();
    const res = await create({
      end_date: 'not a date at all',
      venue: { venue: 'Never Hall' },
      organizer: [{ organizer: 'Never Org' }],
      categories: 'Never Category',
    });
    expect(res.status).toBe(400);
    expect(res.body.data.params).toHaveProperty('end_date');
    expect(await counts()).toEqual(before);
  });

  test('a write that fails after validation leaves no venue, organizer or term it would have created', async () => {
    const before = await counts();
    const events = await app.strapi.db.query('plugin::calendar.event').count();
    const res = await app.http
      .post(`${NS}/events`)
      .set('Authorization', full)
      .send({
        title: 'explode',
        ...dates,
        venue: { venue: 'Rolled Back Hall' },
        organizer: [{ organizer: 'Rolled Back Org' }],
        categories: 'Rolled Back Category',
        tags: ['rolled-back-tag'],
      });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'rest_internal_error',
      message: expect.any(String),
      data: { status: 500 },
    });
    expect(await counts()).toEqual(before);
    expect(await app.strapi.db.query('plugin::calendar.event').count()).toBe(events);
  });
});

describe('concurrent writes naming the same new records', () => {
  // Several pooled connections at once on PostgreSQL or MariaDB: a write that loses the race for a
  // slug runs again, finds what the winner created, and links it (slug-clash.ts).
  test('link one venue, one category and one tag, all 201, no 500', async () => {
    const answers = await atOnce(app, 6, (i) =>
      create({
        title: `Rush event ${i}`,
        venue: { venue: 'Rush Inline Hall', city: 'Namur' },
        categories: ['Rush Inline Category'],
        tags: 'Rush Inline Tag',
      })
    );
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    const ids = (pick: (body: Record<string, any>) => number) =>
      new Set(answers.map((r) => pick(r.body))).size;
    expect([
      ids((b) => b.venue.id),
      ids((b) => b.categories[0].id),
      ids((b) => b.tags[0].id),
    ]).toEqual([1, 1, 1]);
  });

  test('a write retried after a lost slug race keeps only what its last attempt created', async () => {
    const before = await counts();
    const res = await create({
      title: 'clash once',
      venue: { venue: 'Retried Hall' },
      organizer: [{ organizer: 'Retried Org' }],
      categories: 'Retried Category',
      tags: ['retried-tag'],
    });
    expect(res.status).toBe(201);
    expect(await counts()).toEqual(before.map((n) => n + 1));
    expect(
      await app.strapi.db.query('plugin::calendar.event').count({ where: { title: 'clash once' } })
    ).toBe(1);
  });
});

describe('unlinking on update (docs/api.md §7)', () => {
  test('null, "" and [] unlink venue, organizers, categories and tags; omitted links stay', async () => {
    const made = await create({
      venue: { venue: 'Unlink Hall' },
      organizer: [{ organizer: 'Unlink Org' }],
      categories: 'Unlink Cat',
      tags: 'unlink-tag',
    });
    const id = made.body.id;
    const kept = await app.http
      .patch(`${NS}/events/${id}`)
      .set('Authorization', full)
      .send({ title: 'Renamed' });
    expect(kept.body.venue.venue).toBe('Unlink Hall');
    expect(kept.body.organizer).toHaveLength(1);
    const cleared = await app.http
      .patch(`${NS}/events/${id}`)
      .set('Authorization', full)
      .send({ venue: null, organizer: '', categories: [], tags: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ venue: [], organizer: [], categories: [], tags: [] });
  });
});
