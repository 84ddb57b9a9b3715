/**
 * A local stand-in for a WordPress site running The Events Calendar: an http server on 127.0.0.1
 * that answers TEC's REST API v1 (`/wp-json/tribe/events/v1/...` and `/?rest_route=...`) from
 * records built out of sample responses, with TEC's behaviours the importer must cope with
 * (docs/tec-behaviour.md §11): published records only for anonymous callers (400 on another
 * `status`), every status but trash for editors, the upcoming-only default window,
 * `hide_from_listings` left out, `per_page` clamped to 50, 404 past the last page (200 for terms),
 * term `next_rest_url` without `per_page`/`hide_empty`, `hide_empty` on by default, `X-TEC-Total`.
 *
 * The samples are ours by default: tests/fixtures/tec/, invented records in TEC's shapes (see
 * tests/fixtures/README.md), so that the tests run on a clone with nothing beside it. The interop
 * suite (tests/interop/) binds the same stand-in to real captured responses instead, through
 * `tecStandIn(TEC_CAPTURE)` (tests/helpers/shared-fixtures.ts); both sets use the same file names.
 *
 *   const tec = await startTecFixture({ site: sampleSite(), credentials: { user: 'admin', password: 'x' } });
 *   await readTecSite(tec.root, { allowedHosts: ['127.0.0.1'] });
 *   await tec.close();
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export type Raw = Record<string, any>;

/** A set of sample responses: the folder of its files, and the site origin its URLs name. */
export interface Samples {
  dir: string;
  /** Replaced by the stand-in's own origin in every answer. */
  origin: string;
}

/** Our own samples (tests/fixtures/tec/), written for these tests. */
export const OWN_SAMPLES: Samples = {
  dir: path.resolve(__dirname, '../fixtures/tec'),
  origin: 'http://tec.example.test',
};

function readSample(samples: Samples, name: string): any {
  const file = path.join(samples.dir, name);
  if (!fs.existsSync(file)) throw new Error(`TEC sample ${file} is missing`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export interface FixtureSite {
  categories: Raw[];
  tags: Raw[];
  venues: Raw[];
  organizers: Raw[];
  events: Raw[];
  /** Records answered by `GET /events/{id}` but in no list (a recurring series, say). */
  singles?: Raw[];
}

const byId = (records: Raw[]) => [...new Map(records.map((r) => [r.id, r])).values()];

/** Embedded terms carry WordPress's raw term members; the term routes show the record shape. */
const termRecord = ({ term_group: _g, term_taxonomy_id: _t, filter: _f, ...rest }: Raw) => rest;

/** Every record of the samples, embedded ones included, each once, as the site holds them. */
function siteOf(samples: Samples): FixtureSite {
  const sample = (name: string) => readSample(samples, name);
  const events = byId([
    ...sample('events-list-default.json').events,
    ...sample('events-list.json').events,
    sample('event-single.json'),
  ]).map(({ json_ld: _j, ...e }) => e);
  const embedded = (key: string) =>
    events.flatMap((e) => (Array.isArray(e[key]) ? e[key] : [e[key]]));
  const strip = ({ json_ld: _j, ...r }: Raw) => r;
  return structuredClone({
    categories: byId([
      ...sample('categories-list.json').categories,
      termRecord(sample('category-single.json')),
      ...embedded('categories').map(termRecord),
    ]).map(({ _links, ...t }) => t),
    tags: byId([...sample('tags-list.json').tags, ...embedded('tags').map(termRecord)]).map(
      ({ _links, ...t }) => t
    ),
    venues: byId([
      ...sample('venues-list.json').venues,
      sample('venue-single.json'),
      ...embedded('venue'),
    ]).map(strip),
    organizers: byId([
      ...sample('organizers-list.json').organizers,
      sample('organizer-single.json'),
      ...embedded('organizer'),
    ]).map(strip),
    events,
  });
}

/** `count` more copies of the site's events, with new ids and slugs, a day apart. */
export function moreEvents(site: FixtureSite, count: number, firstId = 20000): Raw[] {
  return Array.from({ length: count }, (_, i) => {
    const e = structuredClone(site.events[i % site.events.length]);
    const day = `2027-01-${String((i % 28) + 1).padStart(2, '0')}`;
    return {
      ...e,
      id: firstId + i,
      slug: `${e.slug}-${i}`,
      title: `${e.title} ${i}`,
      start_date: `${day} ${e.start_date.slice(11)}`,
      end_date: `${day} ${e.end_date.slice(11)}`,
    };
  });
}

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface FixtureOptions {
  site?: FixtureSite;
  /** The application password accepted over Basic; any other Authorization is a 401. */
  credentials?: { user: string; password: string };
  /** false: WordPress without pretty permalinks, where `/wp-json/...` is the theme's 404 page. */
  prettyPermalinks?: boolean;
  /** Answers a request first: a reply, 'hang' (never answer), or undefined for TEC's answer. */
  override?: (route: string | null, url: URL, req: IncomingMessage) => Reply | 'hang' | undefined;
}

export interface TecFixture {
  /** The site root, `http://127.0.0.1:{port}`. */
  root: string;
  /** Every request received: its path and query, and its Authorization header. */
  requests: { url: string; authorization?: string }[];
  close(): Promise<void>;
}

const NS = '/tribe/events/v1';
const DEFAULT_START = '2026-11-20 00:00:00';
const DEFAULT_END = '2028-11-21 23:59:59';
const wpError = (status: number, code: string, message: string, data: Raw = {}): Reply => ({
  status,
  body: { code, message, data: { status, ...data } },
});
const HTML_404: Reply = {
  status: 404,
  body: '<!doctype html><html><body>Page not found</body></html>',
};

/** The REST route asked for, or null for a page of the site itself. */
function routeOf(url: URL, pretty: boolean): string | null {
  const rest = url.searchParams.get('rest_route');
  if (rest !== null) return rest.replace(/\/+$/, '') || '/';
  if (!pretty || !url.pathname.startsWith('/wp-json')) return null;
  return url.pathname.slice('/wp-json'.length).replace(/\/+$/, '') || '/';
}

type Caller = 'anonymous' | 'editor' | 'refused';

function callerOf(req: IncomingMessage, credentials: FixtureOptions['credentials']): Caller {
  const header = req.headers.authorization;
  if (!header) return 'anonymous';
  const expected = credentials
    ? `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
    : null;
  return header === expected ? 'editor' : 'refused';
}

/** TEC's status rule (docs/api.md §3): null when the caller may not ask for those statuses. */
function statusFilter(q: URLSearchParams, caller: Caller): ((r: Raw) => boolean) | null {
  const asked = q.get('status');
  if (!asked)
    return caller === 'editor' ? (r) => r.status !== 'trash' : (r) => r.status === 'publish';
  const list = asked.split(',').map((s) => s.trim());
  if (caller !== 'editor' && list.some((s) => s !== 'publish')) return null;
  return (r) => list.includes(r.status);
}

const inLanguage = (q: URLSearchParams) => (r: Raw) =>
  !q.get('translation_language') ||
  r.translation_language === undefined ||
  r.translation_language === q.get('translation_language');

/** TEC's default window is upcoming events only; explicit bounds are snapped to whole days. */
function inWindow(q: URLSearchParams) {
  const start = (q.get('start_date') ?? DEFAULT_START).slice(0, 10) + ' 00:00:00';
  const end = (q.get('end_date') ?? DEFAULT_END).slice(0, 10) + ' 23:59:59';
  return (e: Raw) => !e.hide_from_listings && e.start_date >= start && e.end_date <= end;
}

const LISTS: Record<string, { key: keyof FixtureSite; term?: boolean; code?: string }> = {
  events: { key: 'events', code: 'event-archive-page-not-found' },
  venues: { key: 'venues', code: 'venue-archive-page-not-found' },
  organizers: { key: 'organizers', code: 'organizer-archive-page-not-found' },
  categories: { key: 'categories', term: true },
  tags: { key: 'tags', term: true },
};

function listReply(name: string, site: FixtureSite, url: URL, caller: Caller, base: string): Reply {
  const spec = LISTS[name];
  const q = url.searchParams;
  // Broken records (not objects) pass every filter: tests put them there to be served.
  const keep = (f: (r: Raw) => boolean) => (r: Raw) => typeof r !== 'object' || f(r);
  let records = (site[spec.key] ?? []).filter(keep(inLanguage(q)));
  if (!spec.term) {
    const status = statusFilter(q, caller);
    if (!status)
      return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): status', {
        params: { status: 'Invalid parameter.' },
      });
    records = records.filter(keep(status));
  } else if (q.get('hide_empty') !== 'false') records = records.filter(keep((t) => t.count > 0));
  if (name === 'events') records = records.filter(keep(inWindow(q)));
  const perPage = Math.min(50, Number(q.get('per_page') ?? 10));
  const page = Number(q.get('page') ?? 1);
  const items = records.slice((page - 1) * perPage, page * perPage);
  const total = records.length;
  const totalPages = Math.ceil(total / perPage);
  if (!items.length && page > 1 && spec.code)
    return wpError(404, spec.code, 'The requested archive page does not exist');
  // TEC's term links keep nothing but `page` (docs/api.md §11.4); the others keep the query.
  const next = new URL(`${base}${NS}/${name}/`);
  if (!spec.term) q.forEach((v, k) => k !== 'page' && next.searchParams.set(k, v));
  next.searchParams.set('page', String(page + 1));
  const more = page < totalPages ? { next_rest_url: next.href } : {};
  const rest_url = `${base}${NS}/${name}/`;
  const body = spec.term
    ? { rest_url, total, total_pages: totalPages, [name]: items, ...more }
    : { [name]: items, rest_url, ...more, total, total_pages: totalPages };
  return {
    status: 200,
    body,
    headers: { 'X-TEC-Total': String(total), 'X-TEC-TotalPages': String(totalPages) },
  };
}

function single(site: FixtureSite, id: number, caller: Caller): Reply {
  const event = [...site.events, ...(site.singles ?? [])].find((e) => e.id === id);
  if (!event) return wpError(404, 'rest-event-not-found', `Event with ID ${id} does not exist.`);
  if (event.status !== 'publish' && caller !== 'editor')
    return wpError(403, 'event-not-accessible', 'The requested event is not accessible');
  return { status: 200, body: event };
}

function tecReply(
  samples: Samples,
  route: string | null,
  url: URL,
  caller: Caller,
  o: FixtureOptions,
  base: string
): Reply {
  if (route === null) return HTML_404;
  if (caller === 'refused')
    return wpError(
      401,
      'incorrect_password',
      'The provided password is an invalid application password.'
    );
  if (route === NS) return { status: 200, body: readSample(samples, 'namespace-index.json') };
  const m = /^\/tribe\/events\/v1\/(\w+)(?:\/(\d+))?$/.exec(route);
  const site = () => o.site ?? siteOf(samples);
  if (m && m[2] && m[1] === 'events') return single(site(), Number(m[2]), caller);
  if (m && !m[2] && LISTS[m[1]]) return listReply(m[1], site(), url, caller, base);
  return wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
}

function send(res: ServerResponse, reply: Reply, origin: string, base: string) {
  const html = typeof reply.body === 'string';
  const raw = html ? (reply.body as string) : JSON.stringify(reply.body);
  const text = raw.split(origin).join(base);
  res.writeHead(reply.status, {
    'content-type': html ? 'text/html; charset=UTF-8' : 'application/json; charset=UTF-8',
    ...reply.headers,
  });
  res.end(text);
}

async function startOn(samples: Samples, options: FixtureOptions): Promise<TecFixture> {
  const requests: TecFixture['requests'] = [];
  const sockets = new Set<import('node:net').Socket>();
  let base = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push({
      url: `${url.pathname}${url.search}`,
      authorization: req.headers.authorization,
    });
    const route = routeOf(url, options.prettyPermalinks !== false);
    const custom = options.override?.(route, url, req);
    if (custom === 'hang') return;
    const caller = callerOf(req, options.credentials);
    send(res, custom ?? tecReply(samples, route, url, caller, options, base), samples.origin, base);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    root: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests keep their sockets open: close them, or close() never returns.
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

/** The stand-in bound to a set of samples: its site, a sample file, and its server. */
export function tecStandIn(samples: Samples) {
  return {
    /** The origin the samples' URLs name; the stand-in answers with its own instead. */
    origin: samples.origin,
    sample: (name: string) => readSample(samples, name),
    sampleSite: () => siteOf(samples),
    startTecFixture: (options: FixtureOptions = {}) => startOn(samples, options),
  };
}

/** The stand-in on our own samples (tests/fixtures/tec/). */
export const { origin, sample, sampleSite, startTecFixture } = tecStandIn(OWN_SAMPLES);
