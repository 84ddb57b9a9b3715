/**
 * The authorization matrix of the admin side (issue #7), generated from the admin route table
 * (server/src/admin-api/routes.ts) so that a new admin route cannot be forgotten: every route ×
 * no session, a content-API token, the super admin, and admin roles holding every combination of
 * the calendar's actions (plugin::calendar.read|reschedule|settings|import). A route answers only
 * when the role holds every action its policy names; a refused write changes neither the calendar
 * tables, the stored settings, the import runs nor the subscriptions. Then admin sessions against every REST route: an admin JWT is not a
 * content-API credential, so Strapi refuses it as an unknown token (401, reads included) and
 * nothing is written.
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { adminRoutes } from '../../server/src/admin-api/routes';
import { ACTIONS } from '../../server/src/admin-api/actions';
import { DEFAULT_SETTINGS } from '../../server/src/admin-api/settings';
import { actionOf, routes as restRoutes, type RouteDef } from '../../server/src/v1/routes';
import { useApp } from './helpers/app';
import { adminWith, cm, registerSuperAdmin } from './helpers/admins';
import { daysFromNow } from './helpers/fixtures';
import { dbState, NS } from './helpers/linked';

type AdminRoute = (typeof adminRoutes.routes)[number];
type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';

const EVENT = 'plugin::calendar.event';
const CALENDAR_ACTIONS = Object.values(ACTIONS);
/** Content Manager rights every admin role gets, so that only the calendar's own actions decide. */
const CONTENT_MANAGER = [
  cm('read', EVENT),
  cm('create', EVENT),
  cm('update', EVENT),
  ...['venue', 'organizer', 'category', 'tag'].map((k) => cm('read', `plugin::calendar.${k}`)),
];

/** A tiny iCalendar file: the matrix's import runs are dry runs of it (they write no record). */
const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//calendar tests//matrix//EN',
  'BEGIN:VEVENT',
  'UID:matrix-1@example.test',
  'DTSTAMP:20300101T000000Z',
  'DTSTART:20300312T190000Z',
  'DTEND:20300312T210000Z',
  'SUMMARY:Matrix import',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');
/** Refreshing it fails at once (nothing listens on port 9): a 200 with the problem. */
const SUBSCRIPTION = {
  url: 'http://127.0.0.1:9/matrix.ics',
  lang: 'en',
  categories: [],
  status: 'draft',
  refreshMinutes: 60,
  sourceWins: false,
  enabled: false,
};
const SUBSCRIPTION_UID = 'plugin::calendar.subscription';
const newSubscription = async (): Promise<number> =>
  (await app.strapi.plugin('calendar').service('subscriptions').create(SUBSCRIPTION)).id;

/**
 * A request each admin route accepts, by handler: a route added to the table without one here
 * fails below instead of going unchecked. `id` gives the record of a route's `:id`.
 */
const VALID: Record<string, { query?: string; body?: object; id?: () => Promise<number> }> = {
  'adminRecurrence.preview': {
    body: {
      recurrence: { rules: ['FREQ=WEEKLY;COUNT=3'], rdates: [], exdates: [] },
      startUtc: '2030-03-12T18:00:00.000Z',
      endUtc: '2030-03-12T20:00:00.000Z',
      timezone: 'Europe/Brussels',
      allDay: false,
      locale: 'en',
    },
  },
  'adminCalendar.events': { query: 'start=2030-03-01&end=2030-04-01&locale=en' },
  'adminCalendar.create': {
    body: {
      locale: 'en',
      title: 'Matrix draft',
      start: '2030-06-05T10:00',
      end: '2030-06-05T11:00',
      allDay: false,
    },
  },
  'adminCalendar.reschedule': { body: { locale: 'en', start: '2030-03-12T19:00:00' } },
  'adminCalendar.options': { query: 'locale=en' },
  'adminSettings.find': {},
  'adminSettings.update': { body: DEFAULT_SETTINGS },
  'adminImport.options': { query: 'locale=en' },
  'adminImport.start': { body: { file: { name: 'matrix.ics', text: ICS }, dryRun: true } },
  'adminImport.list': {},
  'adminImport.findOne': { id: async () => runId },
  // Each allowed call cancels one: every call gets its own.
  'adminImport.cancel': { id: () => readingRun() },
  'adminSubscriptions.find': {},
  'adminSubscriptions.create': { body: SUBSCRIPTION },
  'adminSubscriptions.update': { body: SUBSCRIPTION, id: async () => subscriptionId },
  // Each allowed call deletes one: every call gets its own.
  'adminSubscriptions.delete': { id: newSubscription },
  'adminSubscriptions.refresh': { id: async () => subscriptionId },
};

/** The calendar actions a route's `admin::hasPermissions` policy requires. */
function requiredActions(route: AdminRoute): string[] {
  const policy = route.config.policies.find(
    (p) => typeof p === 'object' && p.name === 'admin::hasPermissions'
  );
  return typeof policy === 'object' ? [...policy.config.actions] : [];
}

/** Every subset of the calendar's actions: the roles of the matrix. */
const SUBSETS: string[][] = CALENDAR_ACTIONS.reduce<string[][]>(
  (sets, action) => [...sets, ...sets.map((s) => [...s, action])],
  [[]]
);
const roleName = (actions: string[]) =>
  actions.length
    ? `admin with ${actions.map((a) => a.split('.')[1]).join('+')}`
    : 'admin without calendar actions';

/**
 * A run still reading when cancelled: its feed (a server of this file's) never answers. Each
 * cancel that is let through stops its run at once; one that is refused leaves its run to the
 * feed's idle timeout (a few seconds here), so the file's end does not wait long for it.
 */
let silent: http.Server;
const readingRun = async (): Promise<number> =>
  (
    await app.strapi
      .plugin('calendar')
      .service('importRuns')
      .start({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/never.ics` }, null)
  ).id;

const app = useApp({
  env: { CALENDAR_IMPORT_HOSTS: '127.0.0.1', CALENDAR_IMPORT_IDLE_TIMEOUT_MS: '3000' },
  // The dry runs started by the matrix may still be reading when the file ends.
  beforeClose: (booted) => booted.strapi.plugin('calendar').service('importRuns').idle(),
});
let superAdmin: string;
let runId: number;
let subscriptionId: number;
let contentToken: string;
let documentId: string;
const roles = new Map<string, string>();
/** Requests sent, per side of the matrix. */
const cases = { admin: 0, rest: 0 };

const SETTINGS_KEY = { type: 'plugin', name: 'calendar', key: 'settings' };
/**
 * Everything an admin write may touch: the calendar tables, the stored settings, the subscriptions,
 * and how many import runs there are (a run started earlier may still update its own row).
 */
const snapshot = async () => ({
  calendar: await dbState(app),
  settings: await app.strapi.store.get(SETTINGS_KEY),
  subscriptions: await app.strapi.db.query(SUBSCRIPTION_UID).findMany({ orderBy: { id: 'asc' } }),
  importRuns: await app.strapi.db.query('plugin::calendar.import-run').count(),
});

/** The request a route accepts, its `:id` record made first (before the caller's snapshot). */
async function requestFor(route: AdminRoute) {
  const valid = VALID[route.handler];
  if (!valid)
    throw new Error(
      `no valid request for admin route ${route.method} ${route.path} (${route.handler}): add one to VALID`
    );
  const id = valid.id ? String(await valid.id()) : '';
  const path = `/calendar${route.path.replace(':documentId', documentId).replace(':id', id)}${valid.query ? `?${valid.query}` : ''}`;
  return { path, body: valid.body };
}

function callAdmin(
  route: AdminRoute,
  request: { path: string; body?: object },
  auth: string | undefined
) {
  const req = app.http[route.method.toLowerCase() as Verb](request.path);
  if (auth) req.set('Authorization', auth);
  cases.admin += 1;
  return request.body ? req.send(request.body) : req;
}

beforeAll(async () => {
  silent = http.createServer(() => undefined); // holds every request unanswered
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  superAdmin = await registerSuperAdmin(app);
  contentToken = await app.token('full-access');
  const created = await app.http.post(`${NS}/events`).set('Authorization', contentToken).send({
    title: 'Matrix concert',
    start_date: '2030-03-12 19:00:00',
    end_date: '2030-03-12 21:00:00',
  });
  documentId = (await app.strapi.db.query(EVENT).findOne({ where: { id: created.body.id } }))
    .documentId;
  runId = (
    await app.strapi
      .plugin('calendar')
      .service('importRuns')
      .start({ file: { name: 'matrix.ics', text: ICS }, dryRun: true }, null)
  ).id;
  subscriptionId = await newSubscription();
  for (const actions of SUBSETS)
    roles.set(
      roleName(actions),
      (await adminWith(app, [...actions.map((action) => ({ action })), ...CONTENT_MANAGER])).auth
    );
});

afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  const total = cases.admin + cases.rest;
  console.log(
    `admin authorization matrix: ${total} cases — ${cases.admin} on ${adminRoutes.routes.length} admin routes × ${SUBSETS.length + 3} callers, ${cases.rest} REST route × method pairs with an admin session`
  );
});

describe.each(adminRoutes.routes.map((r) => [`${r.method} /calendar${r.path}`, r] as const))(
  '%s',
  (_name, route) => {
    const write = route.method !== 'GET';

    test.each([['no session'], ['a content-API token']])(
      '%s → 401, nothing written',
      async (who) => {
        const request = await requestFor(route);
        const before = write ? await snapshot() : null;
        const res = await callAdmin(
          route,
          request,
          who === 'no session' ? undefined : contentToken
        );
        expect([who, res.status, res.body?.error?.status]).toEqual([who, 401, 401]);
        if (write) expect(await snapshot()).toEqual(before);
      }
    );

    test('the super admin → 2xx', async () => {
      expect((await callAdmin(route, await requestFor(route), superAdmin)).status).toBeLessThan(
        300
      );
    });

    test.each(SUBSETS.map((actions) => [roleName(actions), actions] as const))(
      '%s',
      async (name, actions) => {
        const allowed = requiredActions(route).every((a) => actions.includes(a));
        const request = await requestFor(route);
        const before = write && !allowed ? await snapshot() : null;
        const res = await callAdmin(route, request, roles.get(name));
        if (allowed) {
          expect([name, res.status < 300]).toEqual([name, true]);
          return;
        }
        expect([name, res.status, res.body?.error?.status]).toEqual([name, 403, 403]);
        if (write) expect(await snapshot()).toEqual(before);
      }
    );
  }
);

/** A body each REST write accepts, so that only the credential can refuse it (as in authorization-matrix.test.ts). */
function restBody(route: RouteDef): object | undefined {
  const resource = route.path.split('/')[1];
  if (route.methods.includes('GET') || route.methods.includes('DELETE')) return undefined;
  const name = `Admin session ${cases.rest}`;
  if (resource === 'events')
    return route.path.includes(':')
      ? { title: name }
      : { title: name, start_date: daysFromNow(4), end_date: daysFromNow(4, 12) };
  return resource === 'venues'
    ? { venue: name }
    : resource === 'organizers'
      ? { organizer: name }
      : { name };
}

describe('an admin session is no content-API credential: every REST route answers 401 and writes nothing', () => {
  const pairs = restRoutes.flatMap((route) =>
    route.methods.map((method) => [`${method} ${route.path || '/'}`, route, method] as const)
  );

  test.each(pairs)('%s', async (_name, route, method) => {
    const url = `${NS}${route.path.replace(/:id\(.*?\)(?=\/|$)/, '1').replace(/:slug\(.*?\)(?=\/|$)/, 'matrix-concert')}`;
    const read = /\.(find|findOne)$/.test(route.handler);
    const before = read ? null : await dbState(app);
    const body = restBody(route);
    const req = app.http[method.toLowerCase() as Verb](url).set('Authorization', superAdmin);
    cases.rest += 1;
    const res = await (body ? req.send(body) : req);
    expect([actionOf(route), res.status, res.body]).toEqual([
      actionOf(route),
      401,
      {
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: 401 },
      },
    ]);
    if (!read) expect(await dbState(app)).toEqual(before);
  });
});
