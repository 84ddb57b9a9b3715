/**
 * The authorization matrix (issue #7 part 1), generated from the route tables (the namespace's and
 * WordPress core's, docs/api.md §16) so that a new route cannot be forgotten: every route and
 * method × every caller kind of docs/api.md §4, with the expected
 * outcome, and — after every refused write — a database that did not change. Then, for single
 * reads, every record state × every caller kind (docs/api.md §3, docs/tec-behaviour.md §5.2–5.3).
 */
import { actionOf, routes, type HttpMethod, type RouteDef } from '../../server/src/v1/routes';
import { wpRoutes } from '../../server/src/v1/wp/routes';
import { useApp, type TestApp } from './helpers/app';
import { PNG } from './helpers/image-site';
import { dbState, NS } from './helpers/linked';
import { daysFromNow } from './helpers/fixtures';

type Caller =
  | 'anonymous'
  | 'read-only token'
  | 'custom token without the action'
  | 'custom token with the action'
  | 'full-access token'
  | 'user without the permission'
  | 'user with the permission'
  | 'unknown bearer token'
  | 'unknown application password'
  | 'application password with the action';
const CALLERS: Caller[] = [
  'anonymous',
  'read-only token',
  'custom token without the action',
  'custom token with the action',
  'full-access token',
  'user without the permission',
  'user with the permission',
  // docs/api.md §4.1: WordPress's Basic with an API token as the application password.
  'unknown bearer token',
  'unknown application password',
  'application password with the action',
];

const basic = (secret: string) => `Basic ${Buffer.from(`editor:${secret}`).toString('base64')}`;
/** Credentials nobody recognises: 401 on every route, reads too, in the API's error shape. */
const UNRECOGNISED: Partial<Record<Caller, string>> = {
  'unknown bearer token': 'rest_forbidden',
  'unknown application password': 'incorrect_password',
};

const isRead = (route: RouteDef) => /\.(find|findOne)$/.test(route.handler);
/** Callers allowed to run a write: those holding its action (docs/api.md §4). */
const mayWrite = (caller: Caller) =>
  [
    'custom token with the action',
    'full-access token',
    'user with the permission',
    'application password with the action',
  ].includes(caller);

const app = useApp();
let full: string;
const auth = new Map<string, string | undefined>();

/** The Authorization header of a caller kind for an action (tokens and roles are made once per action). */
async function header(caller: Caller, action: string): Promise<string | undefined> {
  const key = `${caller}|${caller.includes('with the') ? action : ''}`;
  if (!auth.has(key)) {
    const unrelated = 'plugin::calendar.tags.findOne';
    const made: Record<Caller, () => Promise<string | undefined>> = {
      anonymous: async () => undefined,
      'read-only token': () => app.token('read-only'),
      'custom token without the action': () => app.token('custom', [unrelated]),
      'custom token with the action': () => app.token('custom', [action]),
      'full-access token': () => app.token('full-access'),
      'user without the permission': async () => (await app.user([])).auth,
      'user with the permission': async () => (await app.user([action])).auth,
      'unknown bearer token': async () => `Bearer ${'0'.repeat(64)}`,
      'unknown application password': async () => basic('abcd efgh ijkl mnop qrst uvwx'),
      'application password with the action': async () =>
        basic((await app.token('custom', [action])).replace(/^Bearer /, '')),
    };
    auth.set(key, await made[caller]());
  }
  return auth.get(key);
}

/** A fresh record of the route's resource, so writes never depend on each other. */
async function fixture(resource: string, recurring = false): Promise<{ id: number; slug: string }> {
  const bodies: Record<string, Record<string, unknown>> = {
    events: {
      title: `Matrix event ${Math.random()}`,
      start_date: daysFromNow(3),
      end_date: daysFromNow(3, 12),
      // The occurrences route names a recurring event (docs/api.md §12).
      ...(recurring ? { recurrence: 'FREQ=DAILY;COUNT=2' } : {}),
    },
    venues: { venue: `Matrix venue ${Math.random()}` },
    organizers: { organizer: `Matrix organizer ${Math.random()}` },
    categories: { name: `Matrix category ${Math.random()}` },
    tags: { name: `Matrix tag ${Math.random()}` },
  };
  const res = await app.http
    .post(`${NS}/${resource}`)
    .set('Authorization', full)
    .send(bodies[resource]);
  expect(res.status).toBe(201);
  return { id: res.body.id, slug: res.body.slug };
}

/** A body each write route accepts, so that only authorization can refuse it. */
function validBody(resource: string, method: HttpMethod): Record<string, unknown> {
  if (method === 'DELETE') return {};
  const name = `Written ${Math.random()}`;
  const bodies: Record<string, Record<string, unknown>> = {
    events:
      method === 'POST' && true
        ? { title: name, start_date: daysFromNow(6), end_date: daysFromNow(6, 12) }
        : { title: name },
    venues: { venue: name },
    organizers: { organizer: name },
    categories: { name },
    tags: { name },
  };
  return bodies[resource];
}

/** WordPress core's routes, on WordPress's root (docs/api.md §16). */
const WP_CORE = '/wp-json/wp/v2';
const isCore = (route: RouteDef) => wpRoutes.includes(route);
/** The namespace resource holding the records of a wp/v2 term base. */
const CORE_TERMS: Record<string, string> = { tags: 'tags', tribe_events_cat: 'categories' };

/** An image as WordPress clients upload it: the raw body, with its type and file name. */
const uploadImage = (req: ReturnType<TestApp['http']['post']>) =>
  req
    .set('Content-Type', 'image/png')
    .set('Content-Disposition', 'attachment; filename="matrix.png"')
    .send(PNG);

async function coreFixture(resource: string): Promise<number> {
  if (resource !== 'media') return (await fixture(CORE_TERMS[resource])).id;
  const res = await uploadImage(app.http.post(`${WP_CORE}/media`).set('Authorization', full));
  expect(res.status).toBe(201);
  return res.body.id;
}

async function url(route: RouteDef): Promise<string> {
  const resource = route.path.split('/')[1];
  const root = isCore(route) ? WP_CORE : NS;
  if (!route.path.includes(':')) return `${root}${route.path}`;
  const record = isCore(route)
    ? { id: await coreFixture(resource), slug: '' }
    : await fixture(resource, route.path.endsWith('/occurrences'));
  return `${root}${route.path.replace(/:id\([^)]*\)\)?/, String(record.id)).replace(/:slug\([^)]*\)\)?/, record.slug)}`;
}

const pairs = [...routes, ...wpRoutes].flatMap((route) =>
  route.methods.map((method) => ({ route, method }))
);

/** The database and the media library, to compare around a refused request. */
const state = async () => ({
  db: await dbState(app),
  files: await app.strapi.db.query('plugin::upload.file').count(),
});

beforeAll(async () => {
  full = await app.token('full-access');
});

describe.each(
  pairs.map(
    (p) => [`${p.method} ${isCore(p.route) ? '(wp/v2) ' : ''}${p.route.path || '/'}`, p] as const
  )
)('%s', (_name, { route, method }) => {
  test.each(CALLERS)('%s', async (caller) => {
    const target = await url(route);
    const h = await header(caller, actionOf(route));
    const send = () => {
      const req =
        app.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](target);
      if (h) req.set('Authorization', h);
      if (method === 'GET') return req;
      const resource = route.path.split('/')[1];
      if (isCore(route) && resource === 'media') return uploadImage(req);
      return req.send(validBody(CORE_TERMS[resource] ?? resource, method));
    };
    const unrecognised = UNRECOGNISED[caller];
    if (unrecognised) {
      const before = await state();
      const res = await send();
      expect([caller, res.status, res.body.code]).toEqual([caller, 401, unrecognised]);
      expect(await state()).toEqual(before);
      return;
    }
    // docs/api.md §16.1: a read every caller may reach, which has no one to answer for anonymous callers.
    if (route.handler === 'wpUsers.findOne' && caller === 'anonymous') {
      const res = await send();
      expect([res.status, res.body.code]).toEqual([401, 'rest_not_logged_in']);
      return;
    }
    if (isRead(route)) {
      // The Public role holds every read action, and signed-in callers keep what it may do.
      const res = await send();
      expect([caller, res.status]).toEqual([caller, 200]);
      return;
    }
    if (mayWrite(caller)) {
      const res = await send();
      expect([caller, res.status < 300]).toEqual([caller, true]);
      return;
    }
    const before = await state();
    const res = await send();
    const status = caller === 'anonymous' ? 401 : 403;
    expect([caller, res.status, res.body]).toEqual([
      caller,
      status,
      {
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status },
      },
    ]);
    expect(await state()).toEqual(before);
  });
});

describe('single reads by record state', () => {
  const STATES = ['publish', 'future', 'draft', 'pending', 'private', 'trash', 'password'] as const;
  /** Callers who hold the resource's update action see every state (docs/api.md §4: "may see non-published"). */
  const editor = (caller: Caller) => caller === 'full-access token';
  const readers: Caller[] = [
    'anonymous',
    'read-only token',
    'custom token with the action',
    'full-access token',
    'user with the permission',
  ];

  async function record(resource: 'events' | 'venues', state: (typeof STATES)[number]) {
    const made = await fixture(resource);
    const uid = resource === 'events' ? 'plugin::calendar.event' : 'plugin::calendar.venue';
    const data = state === 'password' ? { password: 'open sesame' } : { postStatus: state };
    await app.strapi.db.query(uid).update({ where: { id: made.id }, data });
    return made.id;
  }

  test.each(STATES.flatMap((state) => readers.map((caller) => [state, caller] as const)))(
    'event in state %s, read by %s',
    async (state, caller) => {
      const id = await record('events', state);
      const h = await header(caller, 'plugin::calendar.events.findOne');
      const req = app.http.get(`${NS}/events/${id}`);
      const res = await (h ? req.set('Authorization', h) : req);
      const expected =
        state === 'publish' || (editor(caller) && state !== 'password')
          ? { status: 200 }
          : {
              status: 403,
              code:
                state === 'password'
                  ? 'event-password-protected'
                  : state === 'trash'
                    ? 'event-no-longer-available'
                    : 'event-not-accessible',
            };
      expect({
        status: res.status,
        ...(res.status === 200 ? {} : { code: res.body.code }),
      }).toEqual(expected);
      expect(JSON.stringify(res.body)).not.toContain('open sesame');
    }
  );

  test.each(STATES.flatMap((state) => readers.map((caller) => [state, caller] as const)))(
    'venue in state %s, read by %s',
    async (state, caller) => {
      const id = await record('venues', state);
      const h = await header(caller, 'plugin::calendar.venues.findOne');
      const req = app.http.get(`${NS}/venues/${id}`);
      const res = await (h ? req.set('Authorization', h) : req);
      // Protected venues are not refused but blanked (docs/tec-behaviour.md §2.2); unpublished ones need the update action.
      const expected = state === 'publish' || state === 'password' || editor(caller) ? 200 : 403;
      expect(res.status).toBe(expected);
      if (expected === 403) expect(res.body.code).toBe('venue-not-accessible');
      expect(JSON.stringify(res.body)).not.toContain('open sesame');
    }
  );

  test('a list shows an anonymous caller published records only, with totals to match', async () => {
    const res = await app.http.get(
      `${NS}/events?per_page=50&start_date=${encodeURIComponent(daysFromNow(-1))}`
    );
    const statuses = new Set(res.body.events.map((e: { status: string }) => e.status));
    expect([...statuses]).toEqual(['publish']);
    expect(Number(res.headers['x-tec-total'])).toBe(res.body.total);
  });
});
