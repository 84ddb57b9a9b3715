/**
 * Shared by the event read tests: creating events through the API itself, and walking the
 * archive links the way a client does.
 */
import type { TestApp } from './app';
import { daysFromNow } from './fixtures';
import { VERSION_KEY } from '../../../server/src/services/read-path/read-version';

/**
 * What another instance's commit leaves in the database for this one: a new read version
 * (services/read-path/read-version.ts), with no lifecycle of this process involved.
 */
export const versionWrittenElsewhere = (app: TestApp) =>
  app.strapi.db
    .query('strapi::core-store')
    .updateMany({ where: { key: VERSION_KEY }, data: { value: JSON.stringify('elsewhere') } });

import { NS } from './root';
export { NS };

export interface EventBody {
  id: number;
  title: string;
  slug: string;
  [key: string]: unknown;
}

export interface ArchiveBody {
  events: EventBody[];
  rest_url: string;
  next_rest_url?: string;
  previous_rest_url?: string;
  total: number;
  total_pages: number;
}

/** POST /events with a full-access token; fails the test unless the event is created (201). */
export async function createEvent(
  app: TestApp,
  auth: string,
  fields: Record<string, unknown>
): Promise<EventBody> {
  const res = await app.http
    .post(`${NS}/events`)
    .set('Authorization', auth)
    .send({ start_date: daysFromNow(5, 10), end_date: daysFromNow(5, 11), ...fields });
  if (res.status !== 201)
    throw new Error(`event not created (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body as EventBody;
}

/** The path and query of an absolute URL the API emitted (supertest talks to an ephemeral port). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

/** The query parameters of an absolute URL, as a plain object (last value wins). */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries());
}

export const ids = (body: { events: EventBody[] }) => body.events.map((e) => e.id);

/** GET a list page, optionally as `auth`. */
export function get(app: TestApp, path: string, auth?: string) {
  const req = app.http.get(path);
  return auth ? req.set('Authorization', auth) : req;
}

/**
 * GET /events as anonymous, for the filter tests: `list` answers the body of a 200 (50 events a
 * page), `rejects` checks the 400 rest_invalid_param on `name` alone and answers its body.
 *
 *   const { list, rejects } = listQueries(app);
 */
export function listQueries(app: TestApp) {
  /** GET /events?{query} as anonymous; expects 200. */
  async function list(query: string) {
    const res = await get(app, `${NS}/events?per_page=50&${query}`);
    if (res.status !== 200)
      throw new Error(`GET ?${query} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  async function rejects(query: string, name: string) {
    const res = await get(app, `${NS}/events?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.message).toBe(`Invalid parameter(s): ${name}`);
    expect(res.body.data.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual([name]);
    return res.body;
  }

  return { list, rejects };
}

/**
 * Follows `next_rest_url` from `first` until it is absent; returns every page body, in order.
 * Every page must answer 200 and carry the same total.
 */
export async function walkNext(app: TestApp, first: string, auth?: string): Promise<ArchiveBody[]> {
  const pages: ArchiveBody[] = [];
  let path: string | undefined = first;
  while (path) {
    const res = await get(app, path, auth);
    if (res.status !== 200)
      throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    pages.push(res.body as ArchiveBody);
    if (pages.length > 100) throw new Error('next_rest_url never ends');
    path = res.body.next_rest_url ? pathOf(res.body.next_rest_url) : undefined;
  }
  return pages;
}

/** Follows `previous_rest_url` from `from` back to the first page. */
export async function walkPrevious(
  app: TestApp,
  from: string,
  auth?: string
): Promise<ArchiveBody[]> {
  const pages: ArchiveBody[] = [];
  let path: string | undefined = from;
  while (path) {
    const res = await get(app, path, auth);
    if (res.status !== 200)
      throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    pages.push(res.body as ArchiveBody);
    if (pages.length > 100) throw new Error('previous_rest_url never ends');
    path = res.body.previous_rest_url ? pathOf(res.body.previous_rest_url) : undefined;
  }
  return pages;
}

const EVENT_UID = 'plugin::calendar.event';

/**
 * Adds a `locale` version to an event created through the API, with Strapi's Document Service (the
 * fixtures' way for venues and terms: the read tests need translations, not the write path).
 * Returns the new version's id.
 */
export async function translateEvent(
  app: TestApp,
  id: number,
  locale: string,
  data: Record<string, unknown>
): Promise<number> {
  const row = await app.strapi.db.query(EVENT_UID).findOne({ where: { id } });
  const doc = await app.strapi.documents(EVENT_UID).update({
    documentId: row.documentId,
    locale,
    data: {
      postStatus: 'publish',
      allDay: false,
      timezone: row.timezone,
      startUtc: row.startUtc,
      endUtc: row.endUtc,
      ...data,
    },
  });
  return doc.id as number;
}

/** Makes the event `childId` a child of `parentId` (TEC's recurring-event parent), in the child's language. */
export async function setParent(app: TestApp, childId: number, parentId: number): Promise<void> {
  const child = await app.strapi.db.query(EVENT_UID).findOne({ where: { id: childId } });
  const parent = await app.strapi.db.query(EVENT_UID).findOne({ where: { id: parentId } });
  await app.strapi.documents(EVENT_UID).update({
    documentId: child.documentId,
    locale: child.locale,
    data: { parent: parent.documentId },
  });
}
