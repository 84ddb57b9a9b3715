/**
 * Shared by the venue, organizer and term tests: TEC's record key orders (docs/tec-behaviour.md §11), "the database
 * did not change" checks over every calendar table, and the callers of the permission tables.
 */
import type { Response } from 'supertest';
import type { TestApp } from './app';

import { NS } from './root';
export { NS };

export const UIDS = {
  event: 'plugin::calendar.event',
  venue: 'plugin::calendar.venue',
  organizer: 'plugin::calendar.organizer',
  category: 'plugin::calendar.category',
  tag: 'plugin::calendar.tag',
} as const;

/** Venue keys in TEC's order (docs/tec-behaviour.md §3.4, §11.8), plus docs/api.md §2's two additions. */
export const VENUE_KEYS = [
  'id',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'venue',
  'description',
  'excerpt',
  'slug',
  'image',
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'phone',
  'website',
  'stateprovince',
  'geo_lat',
  'geo_lng',
  'json_ld',
  'show_map',
  'show_map_link',
  'global_id',
  'global_id_lineage',
  'translation_language',
  'translations',
];

/** Organizer keys in TEC's order (docs/tec-behaviour.md §3.4, §11.8), plus docs/api.md §2's additions. */
export const ORGANIZER_KEYS = [
  'id',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'organizer',
  'description',
  'excerpt',
  'slug',
  'image',
  'phone',
  'website',
  'email',
  'json_ld',
  'global_id',
  'global_id_lineage',
  'translation_language',
  'translations',
];

/** `all` reduced to the keys present in `present`, keeping `all`'s order: what a pruned record must look like. */
export const inOrder = (all: string[], present: string[]) => all.filter((k) => present.includes(k));

/** Every calendar row with its links, as stored: two equal snapshots mean nothing was written. */
export async function dbState(app: TestApp) {
  const rows = (uid: string, populate?: Record<string, unknown>) =>
    app.strapi.db.query(uid).findMany({ orderBy: { id: 'asc' }, populate });
  const ref = { select: ['id'] };
  return {
    events: await rows(UIDS.event, { venue: ref, organizers: ref, categories: ref, tags: ref }),
    venues: await rows(UIDS.venue, { image: ref }),
    organizers: await rows(UIDS.organizer, { image: ref }),
    categories: await rows(UIDS.category, { parent: ref }),
    tags: await rows(UIDS.tag),
  };
}

/** Runs a request that must be refused, checks it changed nothing anywhere, returns the response. */
export async function unchanged(
  app: TestApp,
  request: () => PromiseLike<Response>
): Promise<Response> {
  const before = await dbState(app);
  const res = await request();
  expect(await dbState(app)).toEqual(before);
  return res;
}

export const count = (
  app: TestApp,
  uid: string,
  where: Record<string, unknown> = {}
): Promise<number> => app.strapi.db.query(uid).count({ where });

/** The exact 400 rest_invalid_param body for failures that read "Invalid parameter." (docs/tec-behaviour.md §1.1 step 4). */
export const invalidParamBody = (...names: string[]) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${names.join(', ')}`,
  data: {
    status: 400,
    params: Object.fromEntries(names.map((n) => [n, 'Invalid parameter.'])),
    details: [],
  },
});

export const forbiddenBody = (status: 401 | 403) => ({
  code: 'rest_forbidden',
  message: 'Sorry, you are not allowed to do that.',
  data: { status },
});

/**
 * A value with the test server's origin replaced: supertest serves every request on its own port,
 * so URLs in bodies of two requests differ only by it.
 */
export const withoutOrigin = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://origin'));

/** The path and query of an absolute URL the API emitted (supertest talks to an ephemeral port). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** The query of an absolute URL as ordered [key, value] pairs. */
export const queryPairs = (url: string) => [...new URL(url).searchParams.entries()];

/**
 * The callers of docs/api.md §4, built once per file: `without` callers lack the action under test,
 * `with` callers hold it. Returned as Authorization header values ('' = anonymous).
 */
export interface Callers {
  readOnly: string;
  fullAccess: string;
  customWithout: (action: string) => Promise<string>;
  customWith: (action: string) => Promise<string>;
  userWithout: (action: string) => Promise<string>;
  userWith: (action: string) => Promise<{ auth: string; id: number }>;
}

export async function callers(app: TestApp): Promise<Callers> {
  return {
    readOnly: await app.token('read-only'),
    fullAccess: await app.token('full-access'),
    // A custom token holding every other action of the plugin's resource but this one.
    customWithout: async (action) => app.token('custom', siblings(action)),
    customWith: async (action) => app.token('custom', [action]),
    userWithout: async (action) => (await app.user(siblings(action))).auth,
    userWith: (action) => app.user([action]),
  };
}

/** The resource's other write actions: holding them must not grant `action`. */
function siblings(action: string): string[] {
  const resource = action.replace(/\.[a-zA-Z]+$/, '');
  return ['create', 'update', 'delete', 'find', 'findOne']
    .map((a) => `${resource}.${a}`)
    .filter((a) => a !== action);
}

/** Sends `method` to `path` with `body` as `auth` ('' = anonymous). */
export function send(
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  auth: string,
  body?: object
) {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let req = app.http[verb](path);
  if (auth) req = req.set('Authorization', auth);
  return body && method !== 'GET' && method !== 'DELETE' ? req.send(body) : req;
}
