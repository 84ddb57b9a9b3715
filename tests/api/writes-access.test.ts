/**
 * Who may write venues, organizers, categories and tags (docs/api.md §4): every write route and method
 * against every kind of caller — anonymous (401), read-only token, custom token and
 * users-permissions user without the action (403), and custom token, user and full-access token
 * with it. Refusals come before validation and change nothing. Reads are public.
 */
import { useApp } from './helpers/app';
import { makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';
import {
  NS,
  UIDS,
  callers,
  count,
  forbiddenBody,
  send,
  unchanged,
  type Callers,
} from './helpers/linked';

const app = useApp();
let who: Callers;

beforeAll(async () => {
  who = await callers(app);
});

type Resource = 'venues' | 'organizers' | 'categories' | 'tags';
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Action = 'create' | 'update' | 'delete';

const RESOURCES: Record<
  Resource,
  { uid: string; nameField: string; bySlug: boolean; trashes: boolean; make: typeof makeVenue }
> = {
  venues: { uid: UIDS.venue, nameField: 'venue', bySlug: true, trashes: true, make: makeVenue },
  organizers: {
    uid: UIDS.organizer,
    nameField: 'organizer',
    bySlug: true,
    trashes: true,
    make: makeOrganizer,
  },
  categories: {
    uid: UIDS.category,
    nameField: 'name',
    bySlug: false,
    trashes: false,
    make: makeCategory,
  },
  tags: { uid: UIDS.tag, nameField: 'name', bySlug: false, trashes: false, make: makeTag },
};

interface Target {
  id: number;
  slug: string;
}

interface Route {
  resource: Resource;
  action: Action;
  method: Method;
  label: string;
  path(target: Target): string;
}

/** The write routes of the route table (docs/tec-behaviour.md §2 rows 11, 13–17, 19, 21–25, 27, 29–30, 31–35). */
function writeRoutes(resource: Resource): Route[] {
  const routes: Route[] = [
    {
      resource,
      action: 'create',
      method: 'POST',
      label: `POST /${resource}`,
      path: () => `${NS}/${resource}`,
    },
  ];
  const ways: Array<[string, (t: Target) => string]> = [
    [`/${resource}/{id}`, (t) => `${NS}/${resource}/${t.id}`],
  ];
  if (RESOURCES[resource].bySlug)
    ways.push([`/${resource}/by-slug/{slug}`, (t) => `${NS}/${resource}/by-slug/${t.slug}`]);
  for (const [pattern, path] of ways) {
    for (const method of ['POST', 'PUT', 'PATCH'] as const)
      routes.push({ resource, action: 'update', method, label: `${method} ${pattern}`, path });
    routes.push({ resource, action: 'delete', method: 'DELETE', label: `DELETE ${pattern}`, path });
  }
  return routes;
}

const ROUTES = (Object.keys(RESOURCES) as Resource[]).flatMap(writeRoutes);

let serial = 0;
const uniqueName = (prefix: string) => `${prefix} ${++serial} ${process.pid}`;

/** A fresh record to update or delete, so every test starts from the same state. */
async function target(resource: Resource): Promise<Target> {
  const name = uniqueName('Access target');
  const row = await RESOURCES[resource].make(app.strapi, name);
  return { id: row.id, slug: row.slug };
}

const actionOf = (route: Route) => `plugin::calendar.${route.resource}.${route.action}`;

function request(route: Route, t: Target, auth: string) {
  const body =
    route.action === 'delete'
      ? undefined
      : { [RESOURCES[route.resource].nameField]: uniqueName('Access write') };
  return { res: send(app, route.method, route.path(t), auth, body), body };
}

describe.each(ROUTES)('$label', (route) => {
  const { uid, nameField, trashes } = RESOURCES[route.resource];
  const action = actionOf(route);

  const REFUSED: Array<[string, 401 | 403, () => Promise<string>]> = [
    ['anonymous', 401, async () => ''],
    ['a read-only token', 403, async () => who.readOnly],
    ['a custom token without the action', 403, () => who.customWithout(action)],
    ['a users-permissions user without the action', 403, () => who.userWithout(action)],
  ];

  it.each(REFUSED)(
    'refuses %s with %d rest_forbidden and writes nothing',
    async (_, status, auth) => {
      const t = await target(route.resource);
      const header = await auth();
      const res = await unchanged(app, () => request(route, t, header).res);
      expect(res.status).toBe(status);
      expect(res.body).toEqual(forbiddenBody(status));
    }
  );

  it('checks permission before validation: an anonymous write with bad input or an unknown id is 401', async () => {
    const unknown = { id: 99999999, slug: 'no-such-record' };
    const bad = route.action === 'delete' ? undefined : { [nameField]: '' };
    const res = await unchanged(app, () => send(app, route.method, route.path(unknown), '', bad));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(forbiddenBody(401));
  });

  const ALLOWED: Array<
    [string, () => Promise<{ auth: string; userId?: number; mayPublish: boolean }>]
  > = [
    [
      'a custom token with the action',
      async () => ({ auth: await who.customWith(action), mayPublish: false }),
    ],
    [
      'a users-permissions user with the action',
      async () => {
        const user = await who.userWith(action);
        return { auth: user.auth, userId: user.id, mayPublish: false };
      },
    ],
    ['a full-access token', async () => ({ auth: who.fullAccess, mayPublish: true })],
  ];

  it.each(ALLOWED)('lets %s write', async (_, caller) => {
    const t = await target(route.resource);
    const { auth, userId, mayPublish } = await caller();
    const before = await count(app, uid);
    const { res, body } = request(route, t, auth);
    const answer = await res;

    if (route.action === 'create') {
      expect(answer.status).toBe(201);
      expect(answer.body[nameField]).toBe(body![nameField]);
      expect(await count(app, uid)).toBe(before + 1);
      if (trashes) {
        // The status scale-back of docs/tec-behaviour.md §5.1: without the update action, a draft.
        expect(answer.body.status).toBe(mayPublish ? 'publish' : 'draft');
        // author: the calling user's id as a numeric string; none for API tokens (pruned).
        if (userId !== undefined) expect(answer.body.author).toBe(String(userId));
        else expect(answer.body).not.toHaveProperty('author');
      }
    } else if (route.action === 'update') {
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(t.id);
      expect(answer.body[nameField]).toBe(body![nameField]);
      expect((await app.strapi.db.query(uid).findOne({ where: { id: t.id } })).name).toBe(
        body![nameField]
      );
    } else {
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(t.id);
      if (trashes) {
        expect(answer.body.status).toBe('trash');
        expect((await app.strapi.db.query(uid).findOne({ where: { id: t.id } })).postStatus).toBe(
          'trash'
        );
      } else {
        expect(await count(app, uid, { id: t.id })).toBe(0);
      }
    }
  });
});

describe('reads are public (the Public role holds the read actions)', () => {
  const LISTS: Resource[] = ['venues', 'organizers', 'categories', 'tags'];

  it.each(LISTS)(
    'GET /%s answers anonymous callers, users whose role holds nothing, and read-only tokens',
    async (resource) => {
      const user = await app.user([]);
      for (const auth of ['', user.auth, who.readOnly]) {
        const res = await send(app, 'GET', `${NS}/${resource}`, auth);
        expect(res.status).toBe(200);
        expect(res.body).toHaveProperty(resource);
      }
    }
  );

  it.each(LISTS)('GET /%s/{id} answers anonymous callers', async (resource) => {
    const t = await target(resource);
    const res = await send(app, 'GET', `${NS}/${resource}/${t.id}`, '');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(t.id);
  });

  it.each(['venues', 'organizers'] as const)(
    'GET /%s/by-slug/{slug} answers anonymous callers',
    async (resource) => {
      const t = await target(resource);
      const res = await send(app, 'GET', `${NS}/${resource}/by-slug/${t.slug}`, '');
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(t.id);
    }
  );

  it('lists drafts only for callers holding the update action', async () => {
    const draft = await makeVenue(app.strapi, uniqueName('Access draft'), { postStatus: 'draft' });
    const withUpdate = await who.customWith('plugin::calendar.venues.update');
    const withoutUpdate = await who.customWithout('plugin::calendar.venues.update');
    const ids = async (auth: string) =>
      (await send(app, 'GET', `${NS}/venues?per_page=50&search=draft`, auth)).body.venues.map(
        (v: { id: number }) => v.id
      );
    expect(await ids(withUpdate)).toContain(draft.id);
    expect(await ids(withoutUpdate)).not.toContain(draft.id);
    expect(await ids('')).not.toContain(draft.id);
  });
});
