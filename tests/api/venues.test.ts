/**
 * Venues (docs/tec-behaviour.md §2.2 venue handlers, §3.1.3, §3.4, §4.3, §5.3; docs/api.md §1–§7): the list and its
 * filters, single reads by id and slug, create with de-duplication, partial updates, trash and
 * permanent delete. Write permissions are in writes-access.test.ts.
 */
import type { Response } from 'supertest';
import { useApp } from './helpers/app';
import { atOnce } from './helpers/concurrent';
import { daysFromNow, makeVenue } from './helpers/fixtures';
import { createEvent } from './helpers/event-reads';
import { originOf } from './helpers/writes';
import { NS, UIDS, VENUE_KEYS, count, inOrder, invalidParamBody, pathOf, queryPairs, unchanged } from './helpers/linked';

const app = useApp();
let full: string;
let editor: string;

beforeAll(async () => {
  full = await app.token('full-access');
  editor = await app.token('custom', ['plugin::calendar.venues.update', 'plugin::calendar.venues.find', 'plugin::calendar.venues.findOne']);
});

/** POST /venues as `auth`; fails the test unless the answer is 201. */
async function createVenue(fields: Record<string, unknown>, auth = full): Promise<Record<string, any>> {
  const res = await app.http.post(`${NS}/venues`).set('Authorization', auth).send(fields);
  if (res.status !== 201) throw new Error(`venue not created (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body;
}

const get = (path: string, auth?: string) => (auth ? app.http.get(path).set('Authorization', auth) : app.http.get(path));
const names = (res: Response) => (res.body.venues as Array<{ venue: string }>).map((v) => v.venue);
const venueCount = () => count(app, UIDS.venue);

describe('GET /venues: envelope and pagination', () => {
  const created: Array<Record<string, any>> = [];

  beforeAll(async () => {
    // Publication dates decide the order: newest first (docs/tec-behaviour.md §3.1.3, docs/api.md §6).
    for (const [i, date] of ['2024-01-03 10:00:00', '2024-01-05 10:00:00', '2024-01-04 10:00:00'].entries()) {
      created.push(await createVenue({ venue: `Pager Hall ${i}`, date }));
    }
  });

  it('lists venues newest first, with the keys of TEC in order and no json_ld', async () => {
    const res = await get(`${NS}/venues?search=Pager`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['venues', 'rest_url', 'total', 'total_pages']);
    expect(names(res)).toEqual(['Pager Hall 1', 'Pager Hall 2', 'Pager Hall 0']);
    expect(res.body.total).toBe(3);
    expect(res.body.total_pages).toBe(1);
    for (const venue of res.body.venues) expect(venue).not.toHaveProperty('json_ld');
  });

  it('orders a venue made without a publication date (e.g. in the Strapi admin) by the date it shows, on every database', async () => {
    const old = await createVenue({ venue: 'Undated Old', date: '2020-01-01 00:00:00' });
    const undated = await makeVenue(app.strapi, 'Undated Admin');
    const future = await createVenue({ venue: 'Undated Future', date: '2035-01-01 00:00:00' });
    const res = await get(`${NS}/venues?search=Undated`);
    expect(res.body.venues.map((v: { id: number }) => v.id)).toEqual([future.id, undated.id, old.id]);
    const shown = res.body.venues.map((v: { date: string }) => v.date);
    expect([...shown].sort().reverse()).toEqual(shown);
  });

  it('has next_rest_url on a first page, previous_rest_url on the last, both in between', async () => {
    const first = await get(`${NS}/venues?search=Pager&per_page=1`);
    expect(Object.keys(first.body)).toEqual(['venues', 'rest_url', 'next_rest_url', 'total', 'total_pages']);
    const middle = await get(`${NS}/venues?search=Pager&per_page=1&page=2`);
    expect(Object.keys(middle.body)).toEqual(['venues', 'rest_url', 'next_rest_url', 'previous_rest_url', 'total', 'total_pages']);
    const last = await get(`${NS}/venues?search=Pager&per_page=1&page=3`);
    expect(Object.keys(last.body)).toEqual(['venues', 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
    expect([first, middle, last].map(names)).toEqual([['Pager Hall 1'], ['Pager Hall 2'], ['Pager Hall 0']]);
    expect(last.body.total_pages).toBe(3);
  });

  it('sends the totals headers, exposes them, and links the neighbours (RFC 8288)', async () => {
    const res = await get(`${NS}/venues?search=Pager&per_page=1&page=2`);
    expect(res.headers['x-tec-total']).toBe('3');
    expect(res.headers['x-tec-totalpages']).toBe('3');
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('3');
    expect(res.headers['access-control-expose-headers']).toBe('X-TEC-Total, X-TEC-TotalPages, X-WP-Total, X-WP-TotalPages, Link');
    expect(res.headers.link).toBe(`<${res.body.previous_rest_url}>; rel="prev", <${res.body.next_rest_url}>; rel="next"`);
  });

  it('points rest_url at /venues/ with every effective argument, the status included (docs/tec-behaviour.md §11.7)', async () => {
    const res = await get(`${NS}/venues?search=Pager&per_page=1`);
    expect(pathOf(res.body.rest_url)).toBe(`${NS}/venues/?page=1&per_page=1&search=Pager&status=publish`);
    expect(pathOf(res.body.next_rest_url)).toBe(`${NS}/venues/?page=2&per_page=1&search=Pager&status=publish`);
    const second = await get(`${NS}/venues?search=Pager&per_page=1&page=2`);
    // The link to page 1 has no page (docs/tec-behaviour.md §3.2).
    expect(pathOf(second.body.previous_rest_url)).toBe(`${NS}/venues/?per_page=1&search=Pager&status=publish`);
  });

  it('visits every venue once following next_rest_url', async () => {
    const seen: number[] = [];
    let path: string | undefined = `${NS}/venues?search=Pager&per_page=2`;
    while (path) {
      const res = await get(path);
      expect(res.status).toBe(200);
      seen.push(...res.body.venues.map((v: { id: number }) => v.id));
      path = res.body.next_rest_url ? pathOf(res.body.next_rest_url) : undefined;
    }
    expect(seen).toEqual([created[1].id, created[2].id, created[0].id]);
  });

  it('defaults to 10 per page and clamps per_page to 50', async () => {
    expect(queryPairs((await get(`${NS}/venues`)).body.rest_url)).toContainEqual(['per_page', '10']);
    const res = await get(`${NS}/venues?per_page=500`);
    expect(res.status).toBe(200);
    expect(queryPairs(res.body.rest_url)).toContainEqual(['per_page', '50']);
  });

  it('answers an empty result with venues [], zero totals, no links', async () => {
    const res = await get(`${NS}/venues?search=zzznomatchzzz`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ venues: [], rest_url: expect.any(String), total: 0, total_pages: 0 });
    expect(res.headers['x-tec-total']).toBe('0');
    expect(res.headers.link).toBeUndefined();
  });

  it.each(['page=2&search=zzznomatchzzz', 'page=4&search=Pager&per_page=1', 'page=999999999'])('answers an empty page > 1 (%s) with 404 venue-archive-page-not-found', async (query) => {
    const res = await get(`${NS}/venues?${query}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'venue-archive-page-not-found', message: 'The requested venue archive page does not exist', data: { status: 404 } });
  });

  it.each(['page', 'per_page'])('rejects bad %s values with 400 rest_invalid_param', async (name) => {
    for (const value of ['foo', '-1', '0', '1.5', '', 'foo bar']) {
      const res = await get(`${NS}/venues?${name}=${encodeURIComponent(value)}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody(name));
    }
  });

  it('answers HEAD like GET', async () => {
    const res = await app.http.head(`${NS}/venues?search=Pager`);
    expect(res.status).toBe(200);
    expect(res.headers['x-tec-total']).toBe('3');
  });
});

describe('GET /venues: search', () => {
  // One value per searched field (docs/tec-behaviour.md §3.1.3); each holds a word found nowhere else.
  const FIELDS: Array<[string, Record<string, string>]> = [
    ['name', { venue: 'Quokka Searchable Hall' }],
    ['description', { venue: 'Searchable D', description: 'Home of the wombatine quartet' }],
    ['excerpt', { venue: 'Searchable E', excerpt: 'Numbatic nights' }],
    ['address', { venue: 'Searchable A', address: '7 Bilbyway Street' }],
    ['city', { venue: 'Searchable C', city: 'Dunnartville' }],
    ['province', { venue: 'Searchable P', province: 'Potoroo Province', country: 'Canada' }],
    ['state', { venue: 'Searchable S', state: 'Quollstate', country: 'Canada' }],
    ['stateprovince', { venue: 'Searchable SP', stateprovince: 'Bettongia' }],
    ['zip', { venue: 'Searchable Z', zip: 'ZX-98761' }],
    ['phone', { venue: 'Searchable T', phone: '+32 555 010 777' }],
  ];
  const WORD: Record<string, string> = {
    name: 'quokka', description: 'WOMBATINE', excerpt: 'numbatic', address: 'bilbyway', city: 'dunnartville',
    province: 'potoroo', state: 'quollstate', stateprovince: 'bettongia', zip: 'zx-98761', phone: '010 777',
  };

  beforeAll(async () => {
    for (const [, fields] of FIELDS) await createVenue(fields);
    await createVenue({ venue: 'Split Fields', address: '1 Kangaroo Road', city: 'Wallaby' });
    await createVenue({ venue: 'Country Only', country: 'Echidnaland' });
    await createVenue({ venue: 'Web Only', website: 'https://platypus.example/' });
  });

  it.each(FIELDS.map(([field]) => field))('finds a venue by its %s, case-insensitively', async (field) => {
    const res = await get(`${NS}/venues?search=${encodeURIComponent(WORD[field])}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([FIELDS.find(([f]) => f === field)![1].venue]);
  });

  it('matches when one field contains every word fragment, in any order', async () => {
    expect(names(await get(`${NS}/venues?search=${encodeURIComponent('road kangaroo')}`))).toEqual(['Split Fields']);
  });

  it('does not match words spread over several fields', async () => {
    const res = await get(`${NS}/venues?search=${encodeURIComponent('kangaroo wallaby')}`);
    expect(res.status).toBe(200);
    expect(res.body.venues).toEqual([]);
    expect(res.body.total).toBe(0);
  });

  it('does not search the country or the website (not in TEC\'s list)', async () => {
    expect((await get(`${NS}/venues?search=echidnaland`)).body.total).toBe(0);
    expect((await get(`${NS}/venues?search=platypus`)).body.total).toBe(0);
  });

  it('counts and pages the matches only (TEC counted the unfiltered set)', async () => {
    const res = await get(`${NS}/venues?search=searchable&per_page=4`);
    expect(res.body.total).toBe(10);
    expect(res.body.total_pages).toBe(3);
    expect(res.body.venues).toHaveLength(4);
  });

  it('rejects an empty search with 400', async () => {
    const res = await get(`${NS}/venues?search=`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('search'));
  });
});

describe('GET /venues: event, has_events, only_with_upcoming', () => {
  const v: Record<string, Record<string, any>> = {};
  let publishedEvent: number;

  beforeAll(async () => {
    for (const key of ['published', 'draftOnly', 'none', 'upcoming', 'past', 'upcomingDraft']) v[key] = await createVenue({ venue: `Linkage ${key}` });
    publishedEvent = (await createEvent(app, full, { title: 'Linkage published', venue: v.published.id })).id;
    await createEvent(app, full, { title: 'Linkage draft', venue: v.draftOnly.id, status: 'draft' });
    await createEvent(app, full, { title: 'Linkage upcoming', venue: v.upcoming.id, start_date: daysFromNow(20, 10), end_date: daysFromNow(20, 12) });
    await createEvent(app, full, { title: 'Linkage past', venue: v.past.id, start_date: daysFromNow(-20, 10), end_date: daysFromNow(-20, 12) });
    await createEvent(app, full, { title: 'Linkage upcoming draft', venue: v.upcomingDraft.id, status: 'draft', start_date: daysFromNow(20, 10), end_date: daysFromNow(20, 12) });
  });

  const sorted = (res: Response) => names(res).sort();

  it('event: the venue of that event', async () => {
    const res = await get(`${NS}/venues?event=${publishedEvent}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Linkage published']);
    expect(queryPairs(res.body.rest_url)).toContainEqual(['event', String(publishedEvent)]);
  });

  it('event: a draft event\'s venue is shown only to callers who may see the draft', async () => {
    const draftEvent = (await createEvent(app, full, { title: 'Linkage draft lookup', venue: v.published.id, status: 'draft' })).id;
    const anonymous = await get(`${NS}/venues?event=${draftEvent}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.venues).toEqual([]);
    expect(names(await get(`${NS}/venues?event=${draftEvent}`, full))).toEqual(['Linkage published']);
  });

  it.each(['999999', 'abc', ''])('event=%p: 400 rest_invalid_param', async (value) => {
    const res = await get(`${NS}/venues?event=${value}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)).toEqual(['event']);
  });

  it('has_events=true: linked to an event that is not a draft or pending', async () => {
    const res = await get(`${NS}/venues?search=Linkage&has_events=true`);
    expect(sorted(res)).toEqual(['Linkage past', 'Linkage published', 'Linkage upcoming']);
    expect(sorted(await get(`${NS}/venues?search=Linkage&has_events=yes`))).toEqual(sorted(res));
    expect(queryPairs(res.body.rest_url)).toContainEqual(['has_events', 'true']);
  });

  it('has_events=false: linked to no such event', async () => {
    const res = await get(`${NS}/venues?search=Linkage&has_events=false`);
    expect(sorted(res)).toEqual(['Linkage draftOnly', 'Linkage none', 'Linkage upcomingDraft']);
    expect(queryPairs(res.body.rest_url)).toContainEqual(['has_events', 'false']);
  });

  it('only_with_upcoming=true, anonymous: linked to a published event that has not started', async () => {
    const res = await get(`${NS}/venues?search=Linkage&only_with_upcoming=true`);
    expect(sorted(res)).toEqual(['Linkage published', 'Linkage upcoming']);
    expect(queryPairs(res.body.rest_url)).toContainEqual(['only_with_upcoming', 'true']);
  });

  it('only_with_upcoming=true, editor: draft events count too', async () => {
    const res = await get(`${NS}/venues?search=Linkage&only_with_upcoming=1`, full);
    expect(sorted(res)).toEqual(['Linkage draftOnly', 'Linkage published', 'Linkage upcoming', 'Linkage upcomingDraft']);
  });

  it('only_with_upcoming=false is no filter (it does not mean "without upcoming")', async () => {
    expect((await get(`${NS}/venues?search=Linkage&only_with_upcoming=false`)).body.total).toBe(6);
  });

  it('next_rest_url keeps every filter', async () => {
    const first = await get(`${NS}/venues?search=Linkage&has_events=true&only_with_upcoming=true&per_page=1`);
    expect(first.body.total).toBe(2);
    const second = await get(pathOf(first.body.next_rest_url));
    expect(second.status).toBe(200);
    expect([...names(first), ...names(second)].sort()).toEqual(['Linkage published', 'Linkage upcoming']);
    expect(second.body.next_rest_url).toBeUndefined();
  });
});

describe('GET /venues: status visibility', () => {
  beforeAll(async () => {
    await createVenue({ venue: 'Visible Pub' });
    await createVenue({ venue: 'Visible Draft', status: 'draft' });
    await createVenue({ venue: 'Visible Private', status: 'private' });
    const trashed = await createVenue({ venue: 'Visible Trash' });
    await app.http.delete(`${NS}/venues/${trashed.id}`).set('Authorization', full).expect(200);
  });

  it('anonymous callers see published venues only', async () => {
    expect(names(await get(`${NS}/venues?search=Visible`))).toEqual(['Visible Pub']);
    expect(names(await get(`${NS}/venues?search=Visible&status=publish`))).toEqual(['Visible Pub']);
  });

  it.each(['draft', 'publish,draft', 'trash', 'foo'])('anonymous status=%s: 400 rest_invalid_param', async (status) => {
    const res = await get(`${NS}/venues?search=Visible&status=${status}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('status'));
  });

  it('editors see every status but trash by default, and the URLs carry that list', async () => {
    const res = await get(`${NS}/venues?search=Visible`, editor);
    expect(names(res).sort()).toEqual(['Visible Draft', 'Visible Private', 'Visible Pub']);
    const status = new URL(res.body.rest_url).searchParams.get('status')!;
    expect(status.split(',').sort()).toEqual(['draft', 'future', 'pending', 'private', 'publish']);
    // The URL is one the endpoint accepts (never TEC's status=any).
    expect((await get(pathOf(res.body.rest_url), editor)).status).toBe(200);
  });

  it('editors may ask for any list of statuses', async () => {
    expect(names(await get(`${NS}/venues?search=Visible&status=draft`, editor))).toEqual(['Visible Draft']);
    expect(names(await get(`${NS}/venues?search=Visible&status=trash`, editor))).toEqual(['Visible Trash']);
    expect(names(await get(`${NS}/venues?search=Visible&status[]=draft&status[]=private`, editor)).sort()).toEqual(['Visible Draft', 'Visible Private']);
  });

  it.each(['any', 'foo', 'publish,foo'])('editors: status=%s is 400', async (status) => {
    const res = await get(`${NS}/venues?status=${status}`, editor);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('status'));
  });
});

describe('GET /venues/{id} and /venues/by-slug/{slug}', () => {
  let full1: Record<string, any>;

  beforeAll(async () => {
    full1 = await createVenue({
      venue: 'Golden Auditorium',
      description: 'Big *room*',
      excerpt: 'Big',
      address: '88 Oak Ave',
      city: 'Manchester',
      country: 'United Kingdom',
      province: 'Greater Manchester',
      zip: 'M165',
      phone: '+1-555-2582',
      website: 'https://venue66.example.test/',
      geo_lat: '53.4808',
      geo_lng: -2.2426,
      date: '2025-03-01 09:30:00',
    });
  });

  it('answers the full record with json_ld, keys in TEC\'s order (docs/tec-behaviour.md §11.8)', async () => {
    const res = await get(`${NS}/venues/${full1.id}`);
    expect(res.status).toBe(200);
    const origin = originOf(res);
    expect(res.body).toEqual({
      id: full1.id,
      status: 'publish',
      date: '2025-03-01 09:30:00',
      date_utc: '2025-03-01 09:30:00',
      modified: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      modified_utc: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      url: `${origin}/venues/golden-auditorium/`,
      venue: 'Golden Auditorium',
      description: '<p>Big <em>room</em></p>',
      excerpt: '<p>Big</p>',
      slug: 'golden-auditorium',
      address: '88 Oak Ave',
      city: 'Manchester',
      country: 'United Kingdom',
      province: 'Greater Manchester',
      zip: 'M165',
      phone: '+1-555-2582',
      website: 'https://venue66.example.test/',
      stateprovince: 'Greater Manchester',
      geo_lat: 53.4808,
      geo_lng: -2.2426,
      json_ld: expect.objectContaining({ '@type': 'Place', name: 'Golden Auditorium', telephone: '+1-555-2582', sameAs: 'https://venue66.example.test/' }),
      show_map: true,
      show_map_link: true,
      global_id: `127.0.0.1?id=${full1.id}`,
      global_id_lineage: [`127.0.0.1?id=${full1.id}`],
      translation_language: 'en',
      translations: { en: full1.id },
    });
    // No author key: an API token is no user, and TEC drops author "0" (docs/tec-behaviour.md §3.4).
    expect(Object.keys(res.body)).toEqual(inOrder(VENUE_KEYS, Object.keys(res.body)));
    expect(res.body.json_ld.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: '88 Oak Ave', addressLocality: 'Manchester', postalCode: 'M165', addressCountry: 'United Kingdom' });
  });

  it('answers the same record by slug', async () => {
    const byId = await get(`${NS}/venues/${full1.id}`);
    const bySlug = await get(`${NS}/venues/by-slug/golden-auditorium`);
    expect(bySlug.status).toBe(200);
    expect(JSON.stringify(bySlug.body).split(originOf(bySlug)).join('')).toBe(JSON.stringify(byId.body).split(originOf(byId)).join(''));
  });

  it('prunes every empty value but keeps show_map, show_map_link and the global ids', async () => {
    const bare = await createVenue({ venue: 'Bare Room' });
    const res = await get(`${NS}/venues/${bare.id}`);
    expect(Object.keys(res.body)).toEqual([
      'id', 'status', 'date', 'date_utc', 'modified', 'modified_utc', 'url', 'venue', 'slug', 'json_ld',
      'show_map', 'show_map_link', 'global_id', 'global_id_lineage', 'translation_language', 'translations',
    ]);
    const listed = (await get(`${NS}/venues?search=Bare`)).body.venues[0];
    expect(Object.keys(listed)).toEqual(Object.keys(res.body).filter((k) => k !== 'json_ld'));
  });

  it('shows geo_lat/geo_lng only when both are set', async () => {
    const half = await createVenue({ venue: 'Half Geo', geo_lat: 10 });
    const res = await get(`${NS}/venues/${half.id}`);
    expect(res.body).not.toHaveProperty('geo_lat');
    expect(res.body).not.toHaveProperty('geo_lng');
  });

  it.each(['91', 'north'])('refuses geo_lat=%p with 400', async (value) => {
    const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'Bad Geo', geo_lat: value, geo_lng: 4 }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('geo_lat'));
  });

  it('answers an unknown id with 400 rest_invalid_param on id (docs/tec-behaviour.md §11.11)', async () => {
    const res = await get(`${NS}/venues/99999999`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('id'));
  });

  it('answers an id too large for the database with 400 too, not a database error', async () => {
    for (const path of [`${NS}/venues/99999999999`, `${NS}/venues/99999999999999999999999`]) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody('id'));
    }
    const filter = await get(`${NS}/venues?event=99999999999`);
    expect(filter.status).toBe(400);
    expect(filter.body).toEqual(invalidParamBody('event'));
  });

  it('finds a slug the way TEC\'s lookup does (case-insensitively), and a slug with a dot as stored', async () => {
    expect((await get(`${NS}/venues/by-slug/Golden-Auditorium`)).body.id).toBe(full1.id);
    const dotted = await createVenue({ venue: 'Dotted Hall', slug: 'hall-v1.0' });
    expect(dotted.slug).toBe('hall-v1.0');
    expect((await get(`${NS}/venues/by-slug/hall-v1.0`)).body.id).toBe(dotted.id);
  });

  it('answers an unknown slug with 400 rest_invalid_param on slug', async () => {
    const res = await get(`${NS}/venues/by-slug/no-such-venue`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('slug'));
  });

  it('answers a non-numeric id with 404 rest_no_route', async () => {
    const res = await get(`${NS}/venues/foo`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });

  it('refuses a draft venue to anonymous callers with 403 venue-not-accessible, shows it to editors', async () => {
    const draft = await createVenue({ venue: 'Secret Draft Room', status: 'draft' });
    for (const path of [`${NS}/venues/${draft.id}`, `${NS}/venues/by-slug/secret-draft-room`]) {
      const res = await get(path);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'venue-not-accessible', message: 'The requested venue is not accessible', data: { status: 403 } });
      const seen = await get(path, editor);
      expect(seen.status).toBe(200);
      expect(seen.body.status).toBe('draft');
    }
  });

  it('reads the French version with translation_language=fr and lists only the request\'s language', async () => {
    const created = await app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'Salle Lumière', translation_language: 'fr' });
    const fr = created.body;
    expect(fr.translation_language).toBe('fr');
    // Its Location leads back to it from the default root.
    expect(queryPairs(created.headers.location)).toEqual([['translation_language', 'fr']]);
    expect((await get(pathOf(created.headers.location))).body.id).toBe(fr.id);
    expect((await get(`${NS}/venues?search=lumiere`)).body.total).toBe(0);
    expect(names(await get(`${NS}/venues?search=${encodeURIComponent('lumière')}&translation_language=fr`))).toEqual(['Salle Lumière']);
    const res = await get(`${NS}/venues/${fr.id}?translation_language=fr`);
    expect(res.status).toBe(200);
    expect(res.body.venue).toBe('Salle Lumière');
  });
});

describe('images, language roots, unknown routes', () => {
  it('image: the id or URL of a media-library image; shown after slug; "" or null removes it; other files refused', async () => {
    const files = app.strapi.db.query('plugin::upload.file');
    const file = { ext: '.png', mime: 'image/png', size: 12.5, provider: 'local', width: 640, height: 480 };
    const photo = await files.create({ data: { ...file, name: 'hall.png', hash: 'hall_1', url: '/uploads/hall_1.png' } });
    const pdf = await files.create({ data: { ...file, name: 'plan.pdf', hash: 'plan_1', ext: '.pdf', mime: 'application/pdf', url: '/uploads/plan_1.pdf' } });

    const v = await createVenue({ venue: 'Pictured Hall', image: String(photo.id), city: 'Tournai' });
    expect(v.image).toMatchObject({ id: photo.id, url: expect.stringMatching(/\/uploads\/hall_1\.png$/), extension: 'png', width: 640, height: 480 });
    expect(Object.keys(v)).toEqual(inOrder(VENUE_KEYS, Object.keys(v)));
    expect(Object.keys(v).indexOf('image')).toBe(Object.keys(v).indexOf('slug') + 1);
    const byUrl = await createVenue({ venue: 'Pictured By Url', image: 'https://cdn.example.test/uploads/hall_1.png' });
    expect(byUrl.image.id).toBe(photo.id);

    const refused = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'PDF Hall', image: String(pdf.id) }));
    expect(refused.body).toEqual(invalidParamBody('image'));

    for (const clear of [null, '']) {
      await app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ image: String(photo.id) }).expect(200);
      const res = await app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ image: clear });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('image');
      expect(res.body.city).toBe('Tournai');
    }
  });

  it('answers on a language root with that language\'s records and URLs that stay on it', async () => {
    const en = await createVenue({ venue: 'Rooted Hall' });
    const row = await app.strapi.db.query(UIDS.venue).findOne({ where: { id: en.id } });
    const fr = await app.strapi.documents(UIDS.venue).update({ documentId: row.documentId, locale: 'fr', data: { name: 'Salle Enracinée', slug: 'salle-enracinee', postStatus: 'publish' } });
    const res = await get(`/fr${NS}/venues/${en.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: fr.id, venue: 'Salle Enracinée', translation_language: 'fr', translations: { en: en.id, fr: fr.id } });
    const list = await get(`/fr${NS}/venues?search=enracin`);
    expect(list.body.venues.map((x: { id: number }) => x.id)).toEqual([fr.id]);
    expect(new URL(list.body.rest_url).pathname).toBe(`/fr${NS}/venues/`);
    expect((await get(`/fr${NS}/venues/by-slug/salle-enracinee`)).body.id).toBe(fr.id);
    // The English slug names no French venue; the error speaks French (docs/api.md §5).
    expect((await get(`/fr${NS}/venues/by-slug/rooted-hall`)).body).toEqual({
      code: 'rest_invalid_param',
      message: 'Paramètre(s) invalide(s) : slug',
      data: { status: 400, params: { slug: 'Paramètre invalide.' }, details: [] },
    });
  });

  it.each([
    ['PUT', '/venues'],
    ['DELETE', '/venues'],
    ['PATCH', '/venues'],
    ['POST', '/venues/by-slug/'],
    ['GET', '/venues/12/extra'],
  ])('%s %s → 404 rest_no_route', async (method, path) => {
    const res = await unchanged(app, () => app.http[method.toLowerCase() as 'get'](`${NS}${path}`).set('Authorization', full));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
  });
});

describe('password-protected venues', () => {
  let locked: Record<string, any>;

  const PROTECTED = ['description', 'excerpt', 'address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'website', 'stateprovince', 'geo_lat', 'geo_lng', 'image'];

  beforeAll(async () => {
    locked = await createVenue({
      venue: 'Locked Loft', password: 'sesame', description: 'Behind the door', excerpt: 'Door', address: '1 Hidden Way', city: 'Ghent',
      country: 'United States', state: 'NY', province: 'Nowhere', zip: '10001', phone: '555', website: 'https://loft.example/', geo_lat: 1, geo_lng: 2,
    });
  });

  function expectBlanked(body: Record<string, unknown>) {
    for (const key of PROTECTED) expect(body).not.toHaveProperty(key);
    expect(body).toMatchObject({ id: locked.id, venue: 'Locked Loft', slug: 'locked-loft', show_map: null, show_map_link: null });
    expect(JSON.stringify(body)).not.toMatch(/Hidden|Ghent|NY|10001|loft\.example|sesame/);
  }

  it('never returns the password, not even to its writer', () => {
    expect(locked).not.toHaveProperty('password');
    expect(locked.address).toBe('1 Hidden Way');
  });

  it('answers 200 with the protected fields blanked to anonymous callers (single, list, by slug)', async () => {
    const single = await get(`${NS}/venues/${locked.id}`);
    expect(single.status).toBe(200);
    expectBlanked(single.body);
    expect(single.body.json_ld).toEqual({ '@type': 'Place', name: 'Locked Loft' });
    expectBlanked((await get(`${NS}/venues/by-slug/locked-loft`)).body);
    expectBlanked((await get(`${NS}/venues?search=Locked`)).body.venues[0]);
    expectBlanked((await get(`${NS}/venues/${locked.id}?password=wrong`)).body);
  });

  it('answers the full record with the right password', async () => {
    const res = await get(`${NS}/venues/${locked.id}?password=sesame`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ address: '1 Hidden Way', city: 'Ghent', state: 'NY', stateprovince: 'NY', geo_lat: 1, geo_lng: 2, description: '<p>Behind the door</p>' });
    expect((await get(`${NS}/venues?search=Locked&password=sesame`)).body.venues[0].city).toBe('Ghent');
  });

  it('is found by its name, but not by a protected field, unless the caller could read it', async () => {
    expect(names(await get(`${NS}/venues?search=Loft`))).toEqual(['Locked Loft']);
    for (const word of ['hidden', 'ghent', '10001', 'door']) {
      expect((await get(`${NS}/venues?search=${word}`)).body.total).toBe(0);
      expect((await get(`${NS}/venues?search=${word}&password=wrong`)).body.total).toBe(0);
      expect(names(await get(`${NS}/venues?search=${word}&password=sesame`))).toEqual(['Locked Loft']);
      expect(names(await get(`${NS}/venues?search=${word}&context=edit`, editor))).toEqual(['Locked Loft']);
      expect((await get(`${NS}/venues?search=${word}`, editor)).body.total).toBe(0);
    }
  });

  it('shows it whole to an editor with context=edit only', async () => {
    expect((await get(`${NS}/venues/${locked.id}?context=edit`, editor)).body.city).toBe('Ghent');
    expectBlanked((await get(`${NS}/venues/${locked.id}`, editor)).body);
    expectBlanked((await get(`${NS}/venues/${locked.id}?context=edit`)).body);
  });

  it('never leaks through an event that embeds it', async () => {
    const event = await createEvent(app, full, { title: 'Locked Party', venue: locked.id });
    const res = await get(`${NS}/events/${event.id}`);
    expect(res.status).toBe(200);
    expectBlanked(res.body.venue);
    const listed = (await get(`${NS}/events?search=${encodeURIComponent('Locked Party')}`)).body.events[0];
    expectBlanked(listed.venue);
  });
});

describe('POST /venues', () => {
  it('creates: 201, Location, the record without json_ld', async () => {
    const before = await venueCount();
    const res = await app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: '  Harbor Club  ', city: 'Paris', country: 'France', zip: '75067' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`${originOf(res)}${NS}/venues/${res.body.id}`);
    expect(res.body).toMatchObject({ venue: 'Harbor Club', slug: 'harbor-club', status: 'publish', city: 'Paris', country: 'France', zip: '75067', show_map: true, show_map_link: true });
    expect(res.body).not.toHaveProperty('json_ld');
    expect(res.body).not.toHaveProperty('author');
    expect(Object.keys(res.body)).toEqual(inOrder(VENUE_KEYS, Object.keys(res.body)));
    expect(await venueCount()).toBe(before + 1);
    const read = await get(pathOf(res.headers.location));
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(res.body.id);
  });

  it('takes the slug it is given', async () => {
    const res = await createVenue({ venue: 'Slugged Hall', slug: 'my-own-slug' });
    expect(res.slug).toBe('my-own-slug');
    expect((await get(`${NS}/venues/by-slug/my-own-slug`)).body.id).toBe(res.id);
    const again = await createVenue({ venue: 'Other Slugged Hall', slug: 'my-own-slug' });
    expect(again.slug).toBe('my-own-slug-2');
  });

  it('gives a name with nothing sluggable a slug all the same (the kind, made unique)', async () => {
    const a = await createVenue({ venue: '東京ホール' });
    const b = await createVenue({ venue: '大阪ホール' });
    expect(a.slug).toMatch(/^venue(-\d+)?$/);
    expect(b.slug).toMatch(/^venue-\d+$/);
    expect((await get(`${NS}/venues/by-slug/${b.slug}`)).body.venue).toBe('大阪ホール');
  });

  it('accepts a form-encoded body (TEC clients send forms)', async () => {
    const res = await app.http.post(`${NS}/venues`).set('Authorization', full).type('form').send('venue=Form+Hall&show_map=0&show_map_link=1&city=Lyon');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ venue: 'Form Hall', city: 'Lyon', show_map: false, show_map_link: true });
  });

  it('stores the map flags by truthiness of a string', async () => {
    expect(await createVenue({ venue: 'Map Off', show_map: 'false', show_map_link: 'no' })).toMatchObject({ show_map: false, show_map_link: false });
    expect(await createVenue({ venue: 'Map On', show_map: 'yes', show_map_link: '1' })).toMatchObject({ show_map: true, show_map_link: true });
  });

  it.each([
    ['no country: the state', { state: 'CA' }, 'CA'],
    ['US: the state', { country: 'US', state: 'TX', province: 'Ignored' }, 'TX'],
    ['United States: the state', { country: 'United States', state: 'TN' }, 'TN'],
    ['another country: the province', { country: 'Canada', state: 'Ignored', province: 'Ontario' }, 'Ontario'],
    ['US without a state: the province', { country: 'US', province: 'Guam' }, 'Guam'],
    ['given explicitly: as given', { country: 'Canada', province: 'Quebec', stateprovince: 'QC' }, 'QC'],
  ])('derives stateprovince (%s)', async (_, fields, expected) => {
    const res = await createVenue({ venue: `Derived ${expected} ${Math.random()}`, ...fields });
    expect(res.stateprovince).toBe(expected);
  });

  it('leaves stateprovince out when there is nothing to derive it from', async () => {
    expect(await createVenue({ venue: 'No Region', country: 'France' })).not.toHaveProperty('stateprovince');
  });

  describe('de-duplication (docs/tec-behaviour.md §4.3)', () => {
    const data = { venue: 'Dedupe Den', address: '5 Long Road', city: 'Bruges', zip: '8000', phone: '+32 50' };
    let first: Record<string, any>;

    beforeAll(async () => {
      first = await createVenue(data);
    });

    it('answers a second identical create with 201 and the first record, creating nothing', async () => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send(data));
      expect(res.status).toBe(201);
      expect(res.body.id).toBe(first.id);
      expect(res.headers.location).toBe(`${originOf(res)}${NS}/venues/${first.id}`);
    });

    it('matches names case-insensitively and the address by word fragments, on the fields sent', async () => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'DEDUPE den', address: 'long road' }));
      expect(res.status).toBe(201);
      expect(res.body.id).toBe(first.id);
    });

    it('creates a new venue when one sent field differs', async () => {
      const before = await venueCount();
      const res = await createVenue({ ...data, city: 'Antwerp' });
      expect(res.id).not.toBe(first.id);
      expect(res.slug).toBe('dedupe-den-2');
      expect(await venueCount()).toBe(before + 1);
    });

    it('reuses a draft only for callers who may see drafts (no leak to a create-only caller)', async () => {
      const draft = await createVenue({ venue: 'Draft Twin', city: 'Arlon', status: 'draft' });
      const createOnly = await app.token('custom', ['plugin::calendar.venues.create']);
      const fresh = await createVenue({ venue: 'Draft Twin', city: 'Arlon' }, createOnly);
      expect(fresh.id).not.toBe(draft.id);
      expect(fresh.status).toBe('draft');
      const again = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'Draft Twin', city: 'Arlon' }));
      expect(again.body.id).toBe(draft.id);
    });

    // One process on PostgreSQL or MariaDB runs these on several pooled connections at once; the
    // writers that lose the race for the slug find the winner as their duplicate (slug-clash.ts).
    it('answers concurrent identical creates with 201 each and one venue, not a 500', async () => {
      const answers = await atOnce(app, 6, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'Rush Hall', city: 'Liège' }));
      expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
      expect(await count(app, UIDS.venue, { name: 'Rush Hall' })).toBe(1);
    });

    it('does not reuse a trashed venue', async () => {
      const gone = await createVenue({ venue: 'Trashed Twin', city: 'Mons' });
      await app.http.delete(`${NS}/venues/${gone.id}`).set('Authorization', full).expect(200);
      const res = await createVenue({ venue: 'Trashed Twin', city: 'Mons' });
      expect(res.id).not.toBe(gone.id);
    });
  });

  describe('refused input (nothing is written)', () => {
    it('requires the name: missing → 400 rest_missing_callback_param', async () => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ city: 'Nowhere' }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'rest_missing_callback_param', message: 'Missing parameter(s): venue', data: { status: 400, params: ['venue'] } });
    });

    it.each(['', '   '])('refuses the name %p with 400 rest_invalid_param', async (venue) => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody('venue'));
    });

    it.each(['foo', 'javascript:alert(1)', 'ftp://example.test/'])('refuses website %p', async (website) => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'Web Bad', website }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody('website'));
    });

    it.each(['show_map', 'show_map_link'])('refuses %s as a JSON boolean (docs/tec-behaviour.md §11.11)', async (name) => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'Typed Map', [name]: true }));
      expect(res.status).toBe(400);
      const message = `${name} is not of type string.`;
      expect(res.body).toEqual({
        code: 'rest_invalid_param',
        message: `Invalid parameter(s): ${name}`,
        data: { status: 400, params: { [name]: message }, details: { [name]: { code: 'rest_invalid_type', message, data: { param: name } } } },
      });
    });

    it.each([
      ['status', 'kinda_thinking_about_it'],
      ['author', 23],
      ['author', 'foo'],
      ['date', 'foo'],
      ['date_utc', 'not a date'],
      ['image', 999999],
      ['image', '999999'],
      ['image', '99999999999'],
      ['author', 99999999999],
      ['slug', ''],
    ])('refuses %s=%p', async (name, value) => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'Refused Room', [name]: value }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(Object.keys(res.body.data.params)).toEqual([name]);
    });

    it('refuses a name longer than the column with 400, not a database error', async () => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: 'x'.repeat(300) }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody('venue'));
    });

    it('reports every bad field at once, in definition order', async () => {
      const res = await unchanged(app, () => app.http.post(`${NS}/venues`).set('Authorization', full).send({ venue: '', website: 'foo', status: 'nope' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid parameter(s): venue, website, status');
    });
  });
});

describe('POST|PUT|PATCH /venues/{id} and by slug', () => {
  const base = {
    venue: 'Update Hall', description: 'Desc', excerpt: 'Exc', address: '1 First St', city: 'Leuven', country: 'Belgium',
    province: 'Brabant', state: 'VB', zip: '3000', phone: '016', website: 'https://update.example/', stateprovince: 'VB-X',
  };

  /** The record minus what any write changes. */
  const stable = (body: Record<string, unknown>) => {
    const { modified, modified_utc, url, ...rest } = body;
    return JSON.parse(JSON.stringify(rest));
  };

  it.each(['post', 'put', 'patch'] as const)('%s changes only the fields sent', async (method) => {
    const v = await createVenue({ ...base, venue: `Update Hall ${method}` });
    const res = await app.http[method](`${NS}/venues/${v.id}`).set('Authorization', full).send({ city: 'Mechelen' });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('json_ld');
    expect(stable(res.body)).toEqual({ ...stable(v), city: 'Mechelen' });
    expect(stable((await get(`${NS}/venues/${v.id}`)).body)).toEqual({ ...stable(v), city: 'Mechelen', json_ld: expect.any(Object) });
  });

  it.each(['description', 'excerpt', 'address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'website', 'stateprovince'])('"" clears %s and its key disappears', async (field) => {
    const v = await createVenue({ ...base, venue: `Clear ${field}` });
    const res = await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ [field]: '' });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty(field);
    // Everything else stays (stateprovince is re-derived from the address parts: tested below).
    const others = Object.keys(v).filter((k) => k !== field && k !== 'stateprovince');
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(others));
    expect((await get(`${NS}/venues/${v.id}`)).body).not.toHaveProperty(field);
  });

  it('null clears geo coordinates; numbers set them', async () => {
    const v = await createVenue({ venue: 'Geo Switch', geo_lat: 1, geo_lng: 2 });
    const cleared = await app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ geo_lat: null });
    expect(cleared.body).not.toHaveProperty('geo_lat');
    const set = await app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ geo_lat: '45.5' });
    expect(set.body).toMatchObject({ geo_lat: 45.5, geo_lng: 2 });
  });

  it('re-derives stateprovince when the address parts are written, not otherwise', async () => {
    const v = await createVenue({ venue: 'Region Shift', country: 'US', state: 'NY' });
    expect(v.stateprovince).toBe('NY');
    expect((await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ city: 'Albany' })).body.stateprovince).toBe('NY');
    expect((await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ state: 'NJ' })).body.stateprovince).toBe('NJ');
    expect((await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ country: 'Canada', province: 'Ontario' })).body.stateprovince).toBe('Ontario');
  });

  it('keeps the map flags unless sent', async () => {
    const v = await createVenue({ venue: 'Map Keep', show_map: 'false' });
    const res = await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ city: 'Namur' });
    expect(res.body).toMatchObject({ show_map: false, show_map_link: true });
    expect((await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ show_map: '1' })).body.show_map).toBe(true);
  });

  it('normalises a slug it is sent, as event slugs are', async () => {
    const v = await createVenue({ venue: 'Slug Normal' });
    const res = await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ slug: '  Has Space & More ' });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('has-space-more');
    expect((await get(`${NS}/venues/by-slug/has-space-more`)).body.id).toBe(v.id);
  });

  it('renames without de-duplication and keeps the slug unless one is sent', async () => {
    const a = await createVenue({ venue: 'Rename Source' });
    await createVenue({ venue: 'Rename Target' });
    const res = await app.http.put(`${NS}/venues/${a.id}`).set('Authorization', full).send({ venue: 'Rename Target' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, venue: 'Rename Target', slug: 'rename-source' });
    const slugged = await app.http.put(`${NS}/venues/${a.id}`).set('Authorization', full).send({ slug: 'rename-target' });
    expect(slugged.body.slug).toBe('rename-target-2');
  });

  it('changes the status, and the record follows its visibility', async () => {
    const v = await createVenue({ venue: 'Status Flip' });
    const res = await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ status: 'draft' });
    expect(res.body.status).toBe('draft');
    expect((await get(`${NS}/venues/${v.id}`)).status).toBe(403);
  });

  it('updates by slug, the same way', async () => {
    const v = await createVenue({ ...base, venue: 'Slug Update Hall' });
    for (const method of ['post', 'put', 'patch'] as const) {
      const res = await app.http[method](`${NS}/venues/by-slug/slug-update-hall`).set('Authorization', full).send({ phone: `0${method}` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: v.id, phone: `0${method}`, city: 'Leuven' });
    }
  });

  it('sets and removes a password', async () => {
    const v = await createVenue({ venue: 'Password Toggle', city: 'Hasselt' });
    await app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ password: 'pw' }).expect(200);
    expect((await get(`${NS}/venues/${v.id}`)).body).not.toHaveProperty('city');
    await app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ password: '' }).expect(200);
    expect((await get(`${NS}/venues/${v.id}`)).body.city).toBe('Hasselt');
  });

  describe('refused updates (nothing is written)', () => {
    let v: Record<string, any>;

    beforeAll(async () => {
      v = await createVenue({ ...base, venue: 'Refuse Update Hall' });
    });

    it.each([
      ['venue', '', invalidParamBody('venue')],
      ['venue', '  ', invalidParamBody('venue')],
      ['website', 'foo', invalidParamBody('website')],
      ['status', 'nope', invalidParamBody('status')],
      ['slug', '', invalidParamBody('slug')],
    ])('%s=%p → 400', async (name, value, body) => {
      const res = await unchanged(app, () => app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ [name]: value }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(body);
    });

    it('show_map as a JSON boolean → 400 "show_map is not of type string."', async () => {
      const res = await unchanged(app, () => app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ show_map: false }));
      expect(res.status).toBe(400);
      expect(res.body.data.params).toEqual({ show_map: 'show_map is not of type string.' });
    });

    it('an unknown id → 400 on id; an unknown slug → 400 on slug', async () => {
      const byId = await unchanged(app, () => app.http.put(`${NS}/venues/99999999`).set('Authorization', full).send({ city: 'X' }));
      expect(byId.status).toBe(400);
      expect(byId.body).toEqual(invalidParamBody('id'));
      const bySlug = await unchanged(app, () => app.http.put(`${NS}/venues/by-slug/nope-nope`).set('Authorization', full).send({ city: 'X' }));
      expect(bySlug.status).toBe(400);
      expect(bySlug.body).toEqual(invalidParamBody('slug'));
    });

    it('a body id does not redirect the write to another record', async () => {
      const other = await createVenue({ venue: 'Innocent Bystander', city: 'Liège' });
      const res = await app.http.put(`${NS}/venues/${v.id}`).set('Authorization', full).send({ id: other.id, zip: '3001' });
      expect(res.body.id).toBe(v.id);
      expect((await get(`${NS}/venues/${other.id}`)).body).not.toHaveProperty('zip');
    });
  });
});

describe('DELETE /venues/{id} and by slug', () => {
  const trashBody = { code: 'venue-is-in-trash', message: 'The venue is already trashed', data: { status: 410 } };

  it('moves to the trash (200, status trash), then answers 410 venue-is-in-trash', async () => {
    const v = await createVenue({ venue: 'Trash Me', city: 'Ypres' });
    const res = await app.http.delete(`${NS}/venues/${v.id}`).set('Authorization', full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, status: 'trash', venue: 'Trash Me', city: 'Ypres' });
    expect(await count(app, UIDS.venue, { id: v.id })).toBe(1);
    const again = await unchanged(app, () => app.http.delete(`${NS}/venues/${v.id}`).set('Authorization', full));
    expect(again.status).toBe(410);
    expect(again.body).toEqual(trashBody);
    // Anonymous callers cannot read a trashed venue; editors can.
    expect((await get(`${NS}/venues/${v.id}`)).status).toBe(403);
    expect((await get(`${NS}/venues/${v.id}`, editor)).body.status).toBe('trash');
  });

  it('force=true deletes a trashed venue for good: 200 with its last state, then 400 on read', async () => {
    const v = await createVenue({ venue: 'Force After Trash' });
    await app.http.delete(`${NS}/venues/${v.id}`).set('Authorization', full).expect(200);
    const res = await app.http.delete(`${NS}/venues/${v.id}?force=true`).set('Authorization', full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, status: 'trash', venue: 'Force After Trash' });
    expect(await count(app, UIDS.venue, { id: v.id })).toBe(0);
    expect((await get(`${NS}/venues/${v.id}`, editor)).body).toEqual(invalidParamBody('id'));
  });

  it('force=true deletes a live venue directly', async () => {
    const v = await createVenue({ venue: 'Force Now' });
    const res = await app.http.delete(`${NS}/venues/${v.id}?force=true`).set('Authorization', full);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: v.id, status: 'publish' });
    expect(await count(app, UIDS.venue, { id: v.id })).toBe(0);
  });

  it('deletes by slug the same way', async () => {
    const v = await createVenue({ venue: 'Slug Trash' });
    expect((await app.http.delete(`${NS}/venues/by-slug/slug-trash`).set('Authorization', full)).body).toMatchObject({ id: v.id, status: 'trash' });
    expect((await app.http.delete(`${NS}/venues/by-slug/slug-trash`).set('Authorization', full)).body).toEqual(trashBody);
    expect((await app.http.delete(`${NS}/venues/by-slug/slug-trash?force=true`).set('Authorization', full)).status).toBe(200);
    expect((await get(`${NS}/venues/by-slug/slug-trash`, editor)).body).toEqual(invalidParamBody('slug'));
  });

  it('refuses an unknown id or slug with 400 and deletes nothing', async () => {
    expect((await unchanged(app, () => app.http.delete(`${NS}/venues/99999999`).set('Authorization', full))).body).toEqual(invalidParamBody('id'));
    expect((await unchanged(app, () => app.http.delete(`${NS}/venues/by-slug/nope-nope`).set('Authorization', full))).body).toEqual(invalidParamBody('slug'));
  });

  it('unlinks the venue from its events when an update sets status trash, as DELETE does', async () => {
    const v = await createVenue({ venue: 'Status Trash' });
    const e = await createEvent(app, full, { title: 'Status trash host', venue: v.id });
    const res = await app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ status: 'trash' });
    expect(res.body.status).toBe('trash');
    expect((await get(`${NS}/events/${e.id}`, full)).body.venue).toEqual([]);
    expect((await get(`${NS}/venues?event=${e.id}&status=trash`, editor)).body.venues).toEqual([]);
    // Back from the trash, it is not linked again (TEC deleted the links).
    await app.http.patch(`${NS}/venues/${v.id}`).set('Authorization', full).send({ status: 'publish' }).expect(200);
    expect((await get(`${NS}/events/${e.id}`, full)).body.venue).toEqual([]);
  });

  it.each(['trash', 'force'])('unlinks the venue from every event (%s)', async (how) => {
    const v = await createVenue({ venue: `Unlink ${how}` });
    const e1 = await createEvent(app, full, { title: `Unlink ${how} one`, venue: v.id });
    const e2 = await createEvent(app, full, { title: `Unlink ${how} two`, venue: v.id, status: 'draft' });
    expect(e1.venue).toMatchObject({ id: v.id });
    await app.http.delete(`${NS}/venues/${v.id}${how === 'force' ? '?force=true' : ''}`).set('Authorization', full).expect(200);
    for (const e of [e1, e2]) {
      const res = await get(`${NS}/events/${e.id}`, full);
      expect(res.status).toBe(200);
      expect(res.body.venue).toEqual([]);
    }
    expect((await get(`${NS}/venues?event=${e1.id}&status=trash`, editor)).body.venues).toEqual([]);
  });
});
