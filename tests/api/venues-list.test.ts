/**
 * GET /venues (docs/tec-behaviour.md §2.2 venue handlers, §3.1.3; docs/api.md §6): the envelope and its
 * pagination, search, and the event, has_events and only_with_upcoming filters. What each caller
 * sees is in venues-visibility.test.ts, single reads in venues-single.test.ts, writes in
 * venues-create.test.ts and venues-update-delete.test.ts.
 */
import type { Response } from 'supertest';
import { useApp } from './helpers/app';
import { daysFromNow, makeVenue } from './helpers/fixtures';
import { createEvent } from './helpers/event-reads';
import { NS, invalidParamBody, pathOf, queryPairs } from './helpers/linked';
import { names, venueRequests } from './helpers/venues';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const { createVenue, get } = venueRequests(app, () => full);

describe('GET /venues: envelope and pagination', () => {
  const created: Array<Record<string, any>> = [];

  beforeAll(async () => {
    // Publication dates decide the order: newest first (docs/tec-behaviour.md §3.1.3, docs/api.md §6).
    for (const [i, date] of [
      '2024-01-03 10:00:00',
      '2024-01-05 10:00:00',
      '2024-01-04 10:00:00',
    ].entries()) {
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
    expect(res.body.venues.map((v: { id: number }) => v.id)).toEqual([
      future.id,
      undated.id,
      old.id,
    ]);
    const shown = res.body.venues.map((v: { date: string }) => v.date);
    expect([...shown].sort().reverse()).toEqual(shown);
  });

  it('has next_rest_url on a first page, previous_rest_url on the last, both in between', async () => {
    const first = await get(`${NS}/venues?search=Pager&per_page=1`);
    expect(Object.keys(first.body)).toEqual([
      'venues',
      'rest_url',
      'next_rest_url',
      'total',
      'total_pages',
    ]);
    const middle = await get(`${NS}/venues?search=Pager&per_page=1&page=2`);
    expect(Object.keys(middle.body)).toEqual([
      'venues',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    const last = await get(`${NS}/venues?search=Pager&per_page=1&page=3`);
    expect(Object.keys(last.body)).toEqual([
      'venues',
      'rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect([first, middle, last].map(names)).toEqual([
      ['Pager Hall 1'],
      ['Pager Hall 2'],
      ['Pager Hall 0'],
    ]);
    expect(last.body.total_pages).toBe(3);
  });

  it('sends the totals headers, exposes them, and links the neighbours (RFC 8288)', async () => {
    const res = await get(`${NS}/venues?search=Pager&per_page=1&page=2`);
    expect(res.headers['x-tec-total']).toBe('3');
    expect(res.headers['x-tec-totalpages']).toBe('3');
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('3');
    expect(res.headers['access-control-expose-headers']).toBe(
      'X-TEC-Total, X-TEC-TotalPages, X-WP-Total, X-WP-TotalPages, Link'
    );
    expect(res.headers.link).toBe(
      `<${res.body.previous_rest_url}>; rel="prev", <${res.body.next_rest_url}>; rel="next"`
    );
  });

  it('points rest_url at /venues/ with every effective argument, the status included (docs/tec-behaviour.md §11.7)', async () => {
    const res = await get(`${NS}/venues?search=Pager&per_page=1`);
    expect(pathOf(res.body.rest_url)).toBe(
      `${NS}/venues/?page=1&per_page=1&search=Pager&status=publish`
    );
    expect(pathOf(res.body.next_rest_url)).toBe(
      `${NS}/venues/?page=2&per_page=1&search=Pager&status=publish`
    );
    const second = await get(`${NS}/venues?search=Pager&per_page=1&page=2`);
    // The link to page 1 has no page (docs/tec-behaviour.md §3.2).
    expect(pathOf(second.body.previous_rest_url)).toBe(
      `${NS}/venues/?per_page=1&search=Pager&status=publish`
    );
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
    expect(queryPairs((await get(`${NS}/venues`)).body.rest_url)).toContainEqual([
      'per_page',
      '10',
    ]);
    const res = await get(`${NS}/venues?per_page=500`);
    expect(res.status).toBe(200);
    expect(queryPairs(res.body.rest_url)).toContainEqual(['per_page', '50']);
  });

  it('answers an empty result with venues [], zero totals, no links', async () => {
    const res = await get(`${NS}/venues?search=zzznomatchzzz`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      venues: [],
      rest_url: expect.any(String),
      total: 0,
      total_pages: 0,
    });
    expect(res.headers['x-tec-total']).toBe('0');
    expect(res.headers.link).toBeUndefined();
  });

  it.each(['page=2&search=zzznomatchzzz', 'page=4&search=Pager&per_page=1', 'page=999999999'])(
    'answers an empty page > 1 (%s) with 404 venue-archive-page-not-found',
    async (query) => {
      const res = await get(`${NS}/venues?${query}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'venue-archive-page-not-found',
        message: 'The requested venue archive page does not exist',
        data: { status: 404 },
      });
    }
  );

  it.each(['page', 'per_page'])(
    'rejects bad %s values with 400 rest_invalid_param',
    async (name) => {
      for (const value of ['foo', '-1', '0', '1.5', '', 'foo bar']) {
        const res = await get(`${NS}/venues?${name}=${encodeURIComponent(value)}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(invalidParamBody(name));
      }
    }
  );

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
    name: 'quokka',
    description: 'WOMBATINE',
    excerpt: 'numbatic',
    address: 'bilbyway',
    city: 'dunnartville',
    province: 'potoroo',
    state: 'quollstate',
    stateprovince: 'bettongia',
    zip: 'zx-98761',
    phone: '010 777',
  };

  beforeAll(async () => {
    for (const [, fields] of FIELDS) await createVenue(fields);
    await createVenue({ venue: 'Split Fields', address: '1 Kangaroo Road', city: 'Wallaby' });
    await createVenue({ venue: 'Country Only', country: 'Echidnaland' });
    await createVenue({ venue: 'Web Only', website: 'https://platypus.example/' });
  });

  it.each(FIELDS.map(([field]) => field))(
    'finds a venue by its %s, case-insensitively',
    async (field) => {
      const res = await get(`${NS}/venues?search=${encodeURIComponent(WORD[field])}`);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual([FIELDS.find(([f]) => f === field)![1].venue]);
    }
  );

  it('matches when one field contains every word fragment, in any order', async () => {
    expect(names(await get(`${NS}/venues?search=${encodeURIComponent('road kangaroo')}`))).toEqual([
      'Split Fields',
    ]);
  });

  it('does not match words spread over several fields', async () => {
    const res = await get(`${NS}/venues?search=${encodeURIComponent('kangaroo wallaby')}`);
    expect(res.status).toBe(200);
    expect(res.body.venues).toEqual([]);
    expect(res.body.total).toBe(0);
  });

  it("does not search the country or the website (not in TEC's list)", async () => {
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
    for (const key of ['published', 'draftOnly', 'none', 'upcoming', 'past', 'upcomingDraft'])
      v[key] = await createVenue({ venue: `Linkage ${key}` });
    publishedEvent = (
      await createEvent(app, full, { title: 'Linkage published', venue: v.published.id })
    ).id;
    await createEvent(app, full, {
      title: 'Linkage draft',
      venue: v.draftOnly.id,
      status: 'draft',
    });
    await createEvent(app, full, {
      title: 'Linkage upcoming',
      venue: v.upcoming.id,
      start_date: daysFromNow(20, 10),
      end_date: daysFromNow(20, 12),
    });
    await createEvent(app, full, {
      title: 'Linkage past',
      venue: v.past.id,
      start_date: daysFromNow(-20, 10),
      end_date: daysFromNow(-20, 12),
    });
    await createEvent(app, full, {
      title: 'Linkage upcoming draft',
      venue: v.upcomingDraft.id,
      status: 'draft',
      start_date: daysFromNow(20, 10),
      end_date: daysFromNow(20, 12),
    });
  });

  const sorted = (res: Response) => names(res).sort();

  it('event: the venue of that event', async () => {
    const res = await get(`${NS}/venues?event=${publishedEvent}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Linkage published']);
    expect(queryPairs(res.body.rest_url)).toContainEqual(['event', String(publishedEvent)]);
  });

  it("event: a draft event's venue is shown only to callers who may see the draft", async () => {
    const draftEvent = (
      await createEvent(app, full, {
        title: 'Linkage draft lookup',
        venue: v.published.id,
        status: 'draft',
      })
    ).id;
    const anonymous = await get(`${NS}/venues?event=${draftEvent}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.venues).toEqual([]);
    expect(names(await get(`${NS}/venues?event=${draftEvent}`, full))).toEqual([
      'Linkage published',
    ]);
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
    expect(sorted(res)).toEqual([
      'Linkage draftOnly',
      'Linkage published',
      'Linkage upcoming',
      'Linkage upcomingDraft',
    ]);
  });

  it('only_with_upcoming=false is no filter (it does not mean "without upcoming")', async () => {
    expect((await get(`${NS}/venues?search=Linkage&only_with_upcoming=false`)).body.total).toBe(6);
  });

  it('next_rest_url keeps every filter', async () => {
    const first = await get(
      `${NS}/venues?search=Linkage&has_events=true&only_with_upcoming=true&per_page=1`
    );
    expect(first.body.total).toBe(2);
    const second = await get(pathOf(first.body.next_rest_url));
    expect(second.status).toBe(200);
    expect([...names(first), ...names(second)].sort()).toEqual([
      'Linkage published',
      'Linkage upcoming',
    ]);
    expect(second.body.next_rest_url).toBeUndefined();
  });
});
