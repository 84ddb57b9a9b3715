/**
 * Issue #27, "no request answers 500": ids and integers at and past what the databases hold
 * (signed 32-bit `integer` columns, 64-bit `biginteger`, JavaScript's 53 bits), and an occurrence
 * update whose scope removes the occurrence it names. Each answers in the API's error shape with a
 * status a client can act on — or, for a write that committed, success — on all three databases
 * (docs/api.md §5, §12.4, §14, §16).
 */
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { NS, createAs, expectCleanError, minimal, refused } from './helpers/writes';

const app = useApp();
const WP = '/wp-json/wp/v2';
let full: string;
beforeAll(async () => {
  full = await app.token('full-access');
});
const create = createAs(app, () => full);

/** Past the signed 32-bit columns, past JavaScript's exact integers, past any number. */
const TOO_LARGE = ['2147483648', '4294967296', '9007199254740993', '9'.repeat(40)];

describe('an occurrence update whose scope removes the occurrence it names', () => {
  const occurrences = async (id: number) => {
    const res = await app.http
      .get(`${NS}/events/${id}/occurrences?per_page=50`)
      .set('Authorization', full);
    expect(res.status).toBe(200);
    return res.body.events as Array<{ id: number; start_date: string }>;
  };

  async function daily(count: number) {
    const res = await create({
      title: 'Daily',
      start_date: '2031-06-01 09:00:00',
      end_date: '2031-06-01 10:00:00',
      recurrence: `FREQ=DAILY;COUNT=${count}`,
    });
    expect(res.status).toBe(201);
    return { id: res.body.id as number, occ: await occurrences(res.body.id) };
  }

  test('scope=all with a shorter rule: 200 with the series as written, the change kept', async () => {
    const { id, occ } = await daily(10);
    expect(occ).toHaveLength(10);
    const res = await app.http
      .post(`${NS}/events/${occ[3].id}`)
      .set('Authorization', full)
      .send({ scope: 'all', recurrence: 'FREQ=DAILY;COUNT=2', title: 'Daily, shorter' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: 'Daily, shorter' });
    expect(res.body.recurrence.rules).toEqual(['FREQ=DAILY;COUNT=2']);
    const after = await occurrences(id);
    expect(after.map((o) => o.id)).toEqual(occ.slice(0, 2).map((o) => o.id));
    const gone = await app.http.get(`${NS}/events/${occ[3].id}`).set('Authorization', full);
    expectCleanError(gone, 404, 'rest-event-not-found');
  });

  test('scope=all ending the recurrence: 200 with the event the series became', async () => {
    const { id, occ } = await daily(5);
    const res = await app.http
      .post(`${NS}/events/${occ[3].id}`)
      .set('Authorization', full)
      .send({ scope: 'all', recurrence: '' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
    expect(res.body.recurrence).toBeUndefined();
    const list = await app.http.get(`${NS}/events/${id}/occurrences`).set('Authorization', full);
    expectCleanError(list, 400, 'event-not-recurring');
  });

  test('scope=following with a shorter rule keeps the occurrence it names: it is answered', async () => {
    const { occ } = await daily(10);
    const res = await app.http
      .post(`${NS}/events/${occ[3].id}`)
      .set('Authorization', full)
      .send({ scope: 'following', recurrence: 'FREQ=DAILY;COUNT=1' });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(occ[3].id);
  });
});

describe('whole-number site fields hold what every database holds', () => {
  test.each([
    ['2147483648', 2147483648],
    ['-2147483649', -2147483649],
    ['a number past 53 bits', 2 ** 53 + 2],
    ['text past 64 bits', '99999999999999999999'],
  ])('venue floors = %s: 400 rest_invalid_param, nothing written', async (_name, floors) => {
    const venues = () => app.strapi.db.query('plugin::calendar.venue').count();
    const before = await venues();
    const res = await app.http
      .post(`${NS}/venues`)
      .set('Authorization', full)
      .send({ venue: 'Tall Hall', custom_fields: { floors } });
    expectCleanError(res, 400, 'rest_invalid_param');
    expect(res.body.data.params.custom_fields).toContain('floors is out of range');
    expect(await venues()).toBe(before);
  });

  test('an event integer field past 32 bits: 400 on create and on update, nothing written', async () => {
    const made = await create(minimal());
    for (const capacity of [2147483648, '2147483648', 1e21]) {
      const res = await refused(app, () => create(minimal({ custom_fields: { capacity } })));
      expectCleanError(res, 400, 'rest_invalid_param');
      const upd = await refused(app, () =>
        app.http
          .post(`${NS}/events/${made.body.id}`)
          .set('Authorization', full)
          .send({ custom_fields: { capacity } })
      );
      expectCleanError(upd, 400, 'rest_invalid_param');
    }
  });

  test('the largest 32-bit value is stored and read back on every database', async () => {
    const res = await create(minimal({ custom_fields: { capacity: 2147483647 } }));
    expect(res.status).toBe(201);
    expect(res.body.custom_fields.capacity.value).toBe(2147483647);
    const venue = await app.http
      .post(`${NS}/venues`)
      .set('Authorization', full)
      .send({ venue: 'Highest Hall', custom_fields: { floors: '2147483647' } });
    expect(venue.status).toBe(201);
    expect(venue.body.custom_fields.floors.value).toBe(2147483647);
  });
});

describe('wp/v2 term lists name ids no record can have', () => {
  test.each(['tribe_events_cat', 'tags'])(
    '%s: include, exclude and post past 32 bits answer as ids that do not exist (200)',
    async (base) => {
      const term = await app.http
        .post(`${NS}/${base === 'tags' ? 'tags' : 'categories'}`)
        .set('Authorization', full)
        .send({ name: `Limits ${base}` });
      expect(term.status).toBe(201);
      for (const id of TOO_LARGE) {
        const include = await app.http.get(`${WP}/${base}?include=${id}`);
        expect(include.status).toBe(200);
        expect(include.body).toEqual([]);
        const mixed = await app.http.get(`${WP}/${base}?include=${term.body.id},${id}`);
        expect(mixed.status).toBe(200);
        expect(mixed.body.map((t: { id: number }) => t.id)).toEqual([term.body.id]);
        const exclude = await app.http.get(`${WP}/${base}?exclude=${id}&per_page=100`);
        expect(exclude.status).toBe(200);
        expect(exclude.body.map((t: { id: number }) => t.id)).toContain(term.body.id);
        const post = await app.http.get(`${WP}/${base}?post=${id}`);
        expect(post.status).toBe(200);
        expect(post.body).toEqual([]);
        const one = await app.http.get(`${WP}/${base}/${id}`);
        expectCleanError(one, 404, 'rest_term_invalid');
      }
    }
  );

  test('parent past 32 bits: no children (200 [])', async () => {
    const res = await app.http.get(`${WP}/tribe_events_cat?parent=2147483648`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('wp/v2 media by an id no file can have', () => {
  test.each(TOO_LARGE)('media/%s: 404 rest_post_invalid_id', async (id) => {
    const res = await app.http.get(`${WP}/media/${id}`);
    expectCleanError(res, 404, 'rest_post_invalid_id');
  });
});

describe('the namespace by ids no record can have', () => {
  const bodies: Record<string, object> = {
    events: { title: 'x' },
    venues: { venue: 'x' },
    organizers: { organizer: 'x' },
    categories: { name: 'x' },
    tags: { name: 'x' },
  };
  const shape = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

  test.each(Object.keys(bodies))(
    '%s/{id} past 32 bits answers as an unknown id does (2147483647), on reads and writes',
    async (resource) => {
      const read = (id: string) =>
        app.http.get(`${NS}/${resource}/${id}`).set('Authorization', full);
      const write = (id: string) =>
        app.http.post(`${NS}/${resource}/${id}`).set('Authorization', full).send(bodies[resource]);
      const unknownRead = shape(await read('2147483647'));
      const unknownWrite = shape(await write('2147483647'));
      expect(unknownRead[0]).toBeGreaterThanOrEqual(400);
      expect(unknownRead[0]).toBeLessThan(500);
      for (const id of TOO_LARGE) {
        expect(shape(await read(id))).toEqual(unknownRead);
        expect(shape(await write(id))).toEqual(unknownWrite);
      }
    }
  );
});

describe('the admin routes by ids no row can have', () => {
  let root: string;
  beforeAll(async () => {
    root = await registerSuperAdmin(app);
  });

  test.each([
    ['GET', 'import-runs/', ''],
    ['DELETE', 'subscriptions/', ''],
    ['POST', 'subscriptions/', '/refresh'],
  ])('%s /calendar/%s{id}%s past 32 bits: 404, as an unknown id', async (method, path, tail) => {
    for (const id of ['2147483647', '2147483648', '9999999999']) {
      const verb = method.toLowerCase() as 'get' | 'delete' | 'post';
      const res = await app.http[verb](`/calendar/${path}${id}${tail}`).set('Authorization', root);
      expect(res.status).toBe(404);
    }
  });
});
