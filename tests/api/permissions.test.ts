/**
 * Who may write (docs/api.md §4, docs/tec-behaviour.md §5.1): anonymous → 401, authenticated without the action → 403,
 * both in the WordPress shape and before any validation; the action is granted by Strapi's own
 * mechanisms (API token types, custom tokens, users-permissions roles). By-slug writes check exactly
 * what by-id writes check. Reads are public.
 */
import { useApp } from './helpers/app';
import { NS, forbiddenBody, refused } from './helpers/writes';

const app = useApp();
let full: string;
let n = 0;

const ACTION = (name: string) => `plugin::calendar.events.${name}`;
const READS = [ACTION('find'), ACTION('findOne')];
const WRITES = ['create', 'update', 'delete'];
/** Every read and write action but `name`: "authenticated, just not allowed to do this one thing". */
const allBut = (name: string) => [...READS, ...WRITES.filter((w) => w !== name).map(ACTION)];

beforeAll(async () => {
  full = await app.token('full-access');
});

const body = () => {
  n += 1;
  return { title: `Perm ${n}`, start_date: '2031-10-01 10:00:00', end_date: '2031-10-01 11:00:00' };
};

async function seed() {
  const res = await app.http.post(`${NS}/events`).set('Authorization', full).send(body());
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string; title: string };
}

const withAuth = <T extends { set(k: string, v: string): T }>(req: T, auth: string | null) =>
  auth ? req.set('Authorization', auth) : req;

type Response = import('supertest').Response;
type Target = { id: number; slug: string; title: string } | null;

interface Operation {
  action: string;
  /** The event the operation works on (created beforehand by a full-access token), if any. */
  prepare(): Promise<Target>;
  run(auth: string | null, target: Target): Promise<Response>;
  /** What the caller sees when the operation was allowed. */
  applied(res: Response, target: Target): void;
}

const create: Operation = {
  action: 'create',
  prepare: async () => null,
  run: (auth) =>
    withAuth(app.http.post(`${NS}/events`), auth).send({
      ...body(),
      title: 'Created by the caller',
    }),
  applied(res) {
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Created by the caller');
  },
};

const pathOf = (by: 'id' | 'slug', e: Target) =>
  by === 'id' ? `/events/${e!.id}` : `/events/by-slug/${e!.slug}`;

const update = (by: 'id' | 'slug'): Operation => ({
  action: 'update',
  prepare: seed,
  run: (auth, e) =>
    withAuth(app.http.patch(`${NS}${pathOf(by, e)}`), auth).send({ title: `${e!.title} (edited)` }),
  applied(res, e) {
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(e!.id);
    expect(res.body.title).toBe(`${e!.title} (edited)`);
  },
});

const remove = (by: 'id' | 'slug'): Operation => ({
  action: 'delete',
  prepare: seed,
  run: (auth, e) => withAuth(app.http.delete(`${NS}${pathOf(by, e)}`), auth),
  applied(res, e) {
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(e!.id);
    expect(res.body.status).toBe('trash');
  },
});

const operations: Record<string, Operation> = {
  create,
  'update by id': update('id'),
  'update by slug': update('slug'),
  'delete by id': remove('id'),
  'delete by slug': remove('slug'),
};

type CallerKind =
  | 'anonymous'
  | 'read-only token'
  | 'custom token without the action'
  | 'custom token with the action'
  | 'full-access token'
  | 'user without the action'
  | 'user with the action';

async function callerAuth(kind: CallerKind, action: string): Promise<string | null> {
  switch (kind) {
    case 'anonymous':
      return null;
    case 'read-only token':
      return app.token('read-only');
    case 'custom token without the action':
      return app.token('custom', allBut(action));
    case 'custom token with the action':
      return app.token('custom', [ACTION(action)]);
    case 'full-access token':
      return full;
    case 'user without the action':
      return (await app.user(allBut(action))).auth;
    case 'user with the action':
      return (await app.user([ACTION(action)])).auth;
  }
}

const expected: Array<[CallerKind, 401 | 403 | 'allowed']> = [
  ['anonymous', 401],
  ['read-only token', 403],
  ['custom token without the action', 403],
  ['user without the action', 403],
  ['custom token with the action', 'allowed'],
  ['full-access token', 'allowed'],
  ['user with the action', 'allowed'],
];

const matrix = Object.keys(operations).flatMap((op) =>
  expected.map(([kind, outcome]) => [op, kind, outcome] as const)
);

describe('write permissions', () => {
  test.each(matrix)('%s as %s → %s', async (op, kind, outcome) => {
    const operation = operations[op];
    const auth = await callerAuth(kind, operation.action);
    const target = await operation.prepare();
    if (outcome === 'allowed') {
      operation.applied(await operation.run(auth, target), target);
      return;
    }
    const res = await refused(app, () => operation.run(auth, target));
    expect(res.status).toBe(outcome);
    expect(res.body).toEqual(forbiddenBody(outcome));
  });
});

describe('who the author is', () => {
  test('an event a users-permissions user creates is theirs: author is their id, as a string', async () => {
    const user = await app.user([ACTION('create'), ACTION('update')]);
    const res = await app.http.post(`${NS}/events`).set('Authorization', user.auth).send(body());
    expect(res.status).toBe(201);
    expect(res.body.author).toBe(String(user.id));
    const read = await app.http.get(`${NS}/events/${res.body.id}`);
    expect(read.body.author).toBe(String(user.id));
  });

  test('an API token is nobody: author "0" unless the body names a user', async () => {
    const user = await app.user([]);
    const plain = await app.http.post(`${NS}/events`).set('Authorization', full).send(body());
    expect(plain.body.author).toBe('0');
    const named = await app.http
      .post(`${NS}/events`)
      .set('Authorization', full)
      .send({ ...body(), author: user.id });
    expect(named.status).toBe(201);
    expect(named.body.author).toBe(String(user.id));
    const form = await app.http
      .post(`${NS}/events`)
      .set('Authorization', full)
      .type('form')
      .send({ ...body(), author: String(user.id) });
    expect(form.status).toBe(201);
    expect(form.body.author).toBe(String(user.id));
  });
});

describe('the permission check comes before validation (docs/api.md §4)', () => {
  const cases: Array<[string, () => import('supertest').Test]> = [
    ['POST /events with an empty body', () => app.http.post(`${NS}/events`).send({})],
    [
      'POST /events with invalid values',
      () => app.http.post(`${NS}/events`).send({ title: '', start_date: 'never' }),
    ],
    ['PATCH an unknown id', () => app.http.patch(`${NS}/events/999999`).send({ title: 'x' })],
    [
      'PUT an unknown slug',
      () => app.http.put(`${NS}/events/by-slug/no-such-event`).send({ title: '' }),
    ],
    ['DELETE an unknown id', () => app.http.delete(`${NS}/events/999999`)],
    [
      'DELETE an unknown slug with a bad force',
      () => app.http.delete(`${NS}/events/by-slug/no-such-event`).query({ force: 'maybe' }),
    ],
  ];

  test.each(cases)('anonymous: %s → 401, not 400 or 404', async (_label, request) => {
    const res = await refused(app, () => request());
    expect(res.status).toBe(401);
    expect(res.body).toEqual(forbiddenBody(401));
  });

  test.each(cases)('read-only token: %s → 403, not 400 or 404', async (_label, request) => {
    const readOnly = await app.token('read-only');
    const res = await refused(app, () => request().set('Authorization', readOnly));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(forbiddenBody(403));
  });

  test('an invalid token is refused like no token at all (401), also on reads', async () => {
    const res = await refused(app, () =>
      app.http.post(`${NS}/events`).set('Authorization', 'Bearer not-a-token').send(body())
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual(forbiddenBody(401));
  });
});

describe('status scale-back for callers who may create but not publish (docs/tec-behaviour.md §5.1)', () => {
  const createOnly = () => app.token('custom', [ACTION('create')]);

  test.each([
    ['no status', undefined, 'draft'],
    ['publish', 'publish', 'pending'],
    ['future', 'future', 'pending'],
    ['draft', 'draft', 'draft'],
    ['pending', 'pending', 'pending'],
  ])('custom token with events.create only, asking %s → %s', async (_label, status, stored) => {
    const res = await app.http
      .post(`${NS}/events`)
      .set('Authorization', await createOnly())
      .send({ ...body(), ...(status ? { status } : {}) });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe(stored);
    const row = await app.strapi.db
      .query('plugin::calendar.event')
      .findOne({ where: { id: res.body.id } });
    expect(row.postStatus).toBe(stored);
  });

  test('a user with events.create only gets a draft, and pending when asking to publish', async () => {
    const user = await app.user([ACTION('create')]);
    const draft = await app.http.post(`${NS}/events`).set('Authorization', user.auth).send(body());
    expect(draft.body.status).toBe('draft');
    const pending = await app.http
      .post(`${NS}/events`)
      .set('Authorization', user.auth)
      .send({ ...body(), status: 'publish' });
    expect(pending.body.status).toBe('pending');
  });

  test('callers who hold events.update publish by default and keep what they ask for', async () => {
    const editor = await app.token('custom', [ACTION('create'), ACTION('update')]);
    const published = await app.http.post(`${NS}/events`).set('Authorization', editor).send(body());
    expect(published.body.status).toBe('publish');
    const future = await app.http
      .post(`${NS}/events`)
      .set('Authorization', editor)
      .send({ ...body(), status: 'future' });
    expect(future.body.status).toBe('future');
    const user = await app.user([ACTION('create'), ACTION('update')]);
    expect(
      (await app.http.post(`${NS}/events`).set('Authorization', user.auth).send(body())).body.status
    ).toBe('publish');
  });

  test('a drafted event stays out of public reads', async () => {
    const res = await app.http
      .post(`${NS}/events`)
      .set('Authorization', await createOnly())
      .send(body());
    expect(res.body.status).toBe('draft');
    const read = await app.http.get(`${NS}/events/${res.body.id}`);
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('event-not-accessible');
  });
});

describe('reads are public (the Public role was granted find/findOne at bootstrap)', () => {
  let published: { id: number; slug: string };

  beforeAll(async () => {
    published = await seed();
  });

  const readers: Array<[string, () => Promise<string | null>]> = [
    ['anonymous', async () => null],
    ['a read-only token', () => app.token('read-only')],
    ['a user whose role holds no action', async () => (await app.user([])).auth],
    ['a custom token with events.create only', () => app.token('custom', [ACTION('create')])],
  ];

  test.each(readers)(
    '%s can read the list, one event by id and by slug',
    async (_label, authOf) => {
      const auth = await authOf();
      const list = await withAuth(app.http.get(`${NS}/events`), auth).query({
        start_date: '2031-10-01',
        end_date: '2031-10-02',
        per_page: 50,
      });
      expect(list.status).toBe(200);
      expect(list.body.events.map((e: { id: number }) => e.id)).toContain(published.id);
      const single = await withAuth(app.http.get(`${NS}/events/${published.id}`), auth);
      expect(single.status).toBe(200);
      expect(single.body.id).toBe(published.id);
      const bySlug = await withAuth(app.http.get(`${NS}/events/by-slug/${published.slug}`), auth);
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.id).toBe(published.id);
    }
  );

  test('what signed-in callers may read follows the Public role: revoked there, refused to them too', async () => {
    const role = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' } });
    const permissions = app.strapi.db.query('plugin::users-permissions.permission');
    const user = await app.user([]);
    await permissions.deleteMany({ where: { role: role.id, action: ACTION('find') } });
    try {
      const anonymous = await app.http.get(`${NS}/events`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual(forbiddenBody(401));
      const signedIn = await app.http.get(`${NS}/events`).set('Authorization', user.auth);
      expect(signedIn.status).toBe(403);
      expect(signedIn.body).toEqual(forbiddenBody(403));
      // The Public role still holds findOne.
      expect(
        (await app.http.get(`${NS}/events/${published.id}`).set('Authorization', user.auth)).status
      ).toBe(200);
    } finally {
      await permissions.create({ data: { role: role.id, action: ACTION('find') } });
    }
  });

  test('the Public role holds exactly the read actions, not the writes', async () => {
    const role = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' } });
    const actions = (
      await app.strapi.db
        .query('plugin::users-permissions.permission')
        .findMany({ where: { role: role.id } })
    )
      .map((p: { action: string }) => p.action)
      .filter((a: string) => a.startsWith('plugin::calendar.events.'))
      .sort();
    expect(actions).toEqual([ACTION('find'), ACTION('findOne')]);
  });

  test('the Public role is not granted anything again after an editor revoked it', async () => {
    // Bootstrap's grant runs once; running it again (as a restart would) must not undo a revocation.
    const role = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' } });
    const permissions = app.strapi.db.query('plugin::users-permissions.permission');
    await permissions.deleteMany({ where: { role: role.id, action: ACTION('findOne') } });
    const { grantPublicRead } = await import('../../server/src/setup');
    await grantPublicRead(app.strapi);
    expect(await permissions.count({ where: { role: role.id, action: ACTION('findOne') } })).toBe(
      0
    );
    await permissions.create({ data: { role: role.id, action: ACTION('findOne') } });
  });
});
