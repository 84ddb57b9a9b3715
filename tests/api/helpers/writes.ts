/**
 * Shared pieces of the write, permission and error tests: the namespace path, the event record's
 * keys, error-body assertions and "the database did not change" checks.
 */
import type { Response } from 'supertest';
import type { TestApp } from './app';

import { NS } from './root';
export { NS };
export const EVENT_UID = 'plugin::calendar.event';

/** The event record of docs/tec-behaviour.md §3.3 in its order, plus docs/api.md §2's two additions (no json_ld on writes). */
export const EVENT_KEYS = [
  'id',
  'global_id',
  'global_id_lineage',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'rest_url',
  'title',
  'description',
  'excerpt',
  'slug',
  'image',
  'all_day',
  'start_date',
  'start_date_details',
  'end_date',
  'end_date_details',
  'utc_start_date',
  'utc_start_date_details',
  'utc_end_date',
  'utc_end_date_details',
  'timezone',
  'timezone_abbr',
  'cost',
  'cost_details',
  'website',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
  'categories',
  'tags',
  'venue',
  'organizer',
  'custom_fields',
  'translation_language',
  'translations',
  'recurring',
  // docs/api.md §13
  'event_status',
  'event_status_reason',
  'previous_start_date',
  'attendance_mode',
  'online_url',
];

export const FORBIDDEN_MESSAGE = 'Sorry, you are not allowed to do that.';
export const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

/** `scheme://host:port` of the server a response came from. */
export const originOf = (res: Response) =>
  new URL((res as unknown as { request: { url: string } }).request.url).origin;

export const countEvents = (app: TestApp): Promise<number> =>
  app.strapi.db.query(EVENT_UID).count();

/** The smallest body POST /events accepts, with `extra` on top: the base of the create tests. */
export const minimal = (extra: Record<string, unknown> = {}) => ({
  title: 'Minimal',
  start_date: '2031-05-01 10:00:00',
  end_date: '2031-05-01 12:00:00',
  ...extra,
});

/**
 * POST /events as the file's full-access token, which its beforeAll makes (hence a function);
 * the response is the test's to check.
 *
 *   const create = createAs(app, () => full);
 */
export const createAs = (app: TestApp, fullAccess: () => string) => (body: unknown) =>
  app.http
    .post(`${NS}/events`)
    .set('Authorization', fullAccess())
    .send(body as object);

/** POST /events/{id} (TEC's update) as the file's full-access token; the response is the test's to check. */
export const updateAs = (app: TestApp, fullAccess: () => string) => (id: number, body: object) =>
  app.http.post(`${NS}/events/${id}`).set('Authorization', fullAccess()).send(body);

/** Every event row with its links, as stored: two equal snapshots mean nothing was written. */
export function eventRows(app: TestApp): Promise<unknown[]> {
  return app.strapi.db.query(EVENT_UID).findMany({
    orderBy: { id: 'asc' },
    populate: {
      venue: { select: ['id'] },
      organizers: { select: ['id'] },
      categories: { select: ['id'] },
      tags: { select: ['id'] },
    },
  });
}

/**
 * Runs a request that must be refused and checks that it changed nothing: same number of event
 * rows, same rows, same links. Returns the response for the caller's own assertions.
 */
export async function refused(
  app: TestApp,
  request: () => PromiseLike<Response>
): Promise<Response> {
  const count = await countEvents(app);
  const rows = await eventRows(app);
  const res = await request();
  expect(await countEvents(app)).toBe(count);
  expect(await eventRows(app)).toEqual(rows);
  return res;
}

/** An error in the WordPress shape and nothing else: no Strapi envelope, no stack, no SQL (docs/api.md §5). */
export function expectCleanError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(res.body)).toEqual(['code', 'message', 'data']);
  expect(res.body.code).toBe(code);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.data.status).toBe(status);
  const text = JSON.stringify(res.body);
  expect(text).not.toMatch(/"error"\s*:/);
  expect(text).not.toMatch(/\bat .+:\d+:\d+/); // stack frames
  expect(text).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set|where)\b/i); // SQL
  expect(text).not.toMatch(/knex|sqlite|SQLSTATE|ER_[A-Z_]+|node_modules/i);
}

/** The exact 401/403 body of a refused write (docs/api.md §4). */
export const forbiddenBody = (status: 401 | 403) => ({
  code: 'rest_forbidden',
  message: FORBIDDEN_MESSAGE,
  data: { status },
});

/**
 * A response's record on a neutral origin (supertest serves each request on its own port), without
 * the top-level keys in `omit`; omitting `json_ld` also drops the json_ld that single reads embed in
 * the venue and organizers (docs/tec-behaviour.md §3.4; write responses carry none).
 */
export function comparable(res: Response, omit: string[] = []): Record<string, unknown> {
  const text = JSON.stringify(res.body).split(originOf(res)).join('http://origin');
  const body = JSON.parse(text, (key, value) =>
    key === 'json_ld' && omit.includes('json_ld') ? undefined : value
  );
  for (const key of omit) delete body[key];
  return body;
}
