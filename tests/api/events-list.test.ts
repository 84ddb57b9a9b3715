/**
 * GET /events: the archive envelope and headers (docs/tec-behaviour.md §3.2, docs/api.md §6) and pagination
 * (docs/tec-behaviour.md §3.1.1). The date window is in events-list-dates.test.ts, filters in
 * events-list-filters-fields.test.ts and events-list-filters-links.test.ts, visibility in
 * events-list-visibility.test.ts.
 */
import { useApp } from './helpers/app';
import { daysFromNow, makeCategory, makeTag } from './helpers/fixtures';
import {
  NS,
  createEvent,
  get,
  ids,
  pathOf,
  queryOf,
  walkNext,
  walkPrevious,
  type EventBody,
} from './helpers/event-reads';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const EXPOSED = ['X-TEC-Total', 'X-TEC-TotalPages', 'X-WP-Total', 'X-WP-TotalPages', 'Link'];

describe('archive envelope', () => {
  let created: EventBody[];

  beforeAll(async () => {
    created = [];
    for (let i = 1; i <= 3; i++)
      created.push(
        await createEvent(app, full, {
          title: `Envelope ${i}`,
          start_date: daysFromNow(i, 9),
          end_date: daysFromNow(i, 10),
        })
      );
  });

  it('has exactly the keys of TEC, in order, on a first page with a next page', async () => {
    const res = await get(app, `${NS}/events?search=Envelope&per_page=2`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'events',
      'rest_url',
      'next_rest_url',
      'total',
      'total_pages',
    ]);
    expect(res.body.total).toBe(3);
    expect(res.body.total_pages).toBe(2);
    expect(ids(res.body)).toEqual([created[0].id, created[1].id]);
  });

  it('has previous_rest_url and no next_rest_url on the last page', async () => {
    const res = await get(app, `${NS}/events?search=Envelope&per_page=2&page=2`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'events',
      'rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(ids(res.body)).toEqual([created[2].id]);
  });

  it('has both neighbours on a middle page', async () => {
    const res = await get(app, `${NS}/events?search=Envelope&per_page=1&page=2`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      'events',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(res.body.total_pages).toBe(3);
  });

  it('mirrors the totals in the TEC and WP headers and exposes them to browsers', async () => {
    const res = await get(app, `${NS}/events?search=Envelope&per_page=2`);
    expect(res.headers['x-tec-total']).toBe(String(res.body.total));
    expect(res.headers['x-tec-totalpages']).toBe(String(res.body.total_pages));
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('2');
    const exposed = String(res.headers['access-control-expose-headers'])
      .split(',')
      .map((h) => h.trim().toLowerCase());
    for (const name of EXPOSED) expect(exposed).toContain(name.toLowerCase());
  });

  it('still exposes every totals header to a cross-origin caller', async () => {
    const res = await get(app, `${NS}/events?search=Envelope`).set(
      'Origin',
      'https://client.example'
    );
    expect(res.status).toBe(200);
    const exposed = String(res.headers['access-control-expose-headers'])
      .split(',')
      .map((h) => h.trim().toLowerCase());
    for (const name of EXPOSED) expect(exposed).toContain(name.toLowerCase());
  });

  it('links the neighbour pages in an RFC 8288 Link header', async () => {
    const res = await get(app, `${NS}/events?search=Envelope&per_page=1&page=2`);
    const link = String(res.headers.link);
    expect(link).toContain(`<${res.body.next_rest_url}>; rel="next"`);
    expect(link).toContain(`<${res.body.previous_rest_url}>; rel="prev"`);
    const first = await get(app, `${NS}/events?search=Envelope&per_page=1`);
    expect(String(first.headers.link)).toBe(`<${first.body.next_rest_url}>; rel="next"`);
  });

  it('answers an empty result with events [], zero totals and no neighbours', async () => {
    const res = await get(app, `${NS}/events?search=zzznomatchzzz`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      events: [],
      rest_url: expect.any(String),
      total: 0,
      total_pages: 0,
    });
    expect(Object.keys(res.body)).toEqual(['events', 'rest_url', 'total', 'total_pages']);
    expect(res.headers['x-tec-total']).toBe('0');
    expect(res.headers['x-tec-totalpages']).toBe('0');
    expect(res.headers['x-wp-total']).toBe('0');
    expect(res.headers['x-wp-totalpages']).toBe('0');
    expect(res.headers.link).toBeUndefined();
  });

  it('points rest_url at the archive of the namespace, with a trailing slash and the effective arguments', async () => {
    const res = await get(app, `${NS}/events?search=Envelope&per_page=2`);
    const url = new URL(res.body.rest_url);
    expect(url.pathname).toBe(`${NS}/events/`);
    expect(queryOf(res.body.rest_url)).toMatchObject({
      page: '1',
      per_page: '2',
      search: 'Envelope',
      status: 'publish',
    });
    // TEC's order (docs/tec-behaviour.md §11.4).
    expect([...url.searchParams.keys()]).toEqual([
      'page',
      'per_page',
      'start_date',
      'end_date',
      'search',
      'status',
    ]);
  });

  it('lists events without json_ld, ordered by start then id', async () => {
    const res = await get(app, `${NS}/events?search=Envelope`);
    expect(ids(res.body)).toEqual(created.map((e) => e.id));
    for (const event of res.body.events) expect(event).not.toHaveProperty('json_ld');
  });

  it('answers HEAD like GET: same status and totals headers, no body', async () => {
    const res = await app.http.head(`${NS}/events?search=Envelope&per_page=2`);
    expect(res.status).toBe(200);
    expect(res.headers['x-tec-total']).toBe('3');
    expect(res.headers['x-tec-totalpages']).toBe('2');
    expect(res.text ?? '').toBe('');
  });
});

describe('pagination', () => {
  const bad = ['foo', '-1', '0', '1.5', '', 'foo bar'];

  it.each(bad)('rejects page=%p with 400 rest_invalid_param', async (value) => {
    const res = await get(app, `${NS}/events?page=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): page',
      data: { status: 400, params: { page: 'Invalid parameter.' }, details: [] },
    });
  });

  it.each(bad)('rejects per_page=%p with 400 rest_invalid_param', async (value) => {
    const res = await get(app, `${NS}/events?per_page=${encodeURIComponent(value)}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.message).toBe('Invalid parameter(s): per_page');
    expect(res.body.data.params).toEqual({ per_page: 'Invalid parameter.' });
  });

  it('reports every bad argument at once', async () => {
    const res = await get(app, `${NS}/events?page=0&per_page=abc`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid parameter(s): page, per_page');
    expect(res.body.data.params).toEqual({
      page: 'Invalid parameter.',
      per_page: 'Invalid parameter.',
    });
  });

  describe('over a larger set', () => {
    let all: number[];

    beforeAll(async () => {
      const cat = await makeCategory(app.strapi, 'Bulk Paging');
      all = [];
      // Pairs share a start time, so the id tie-break decides the order.
      for (let i = 0; i < 55; i++) {
        const day = 3 + Math.floor(i / 2);
        const e = await createEvent(app, full, {
          title: `Bulk ${i}`,
          start_date: daysFromNow(day, 12),
          end_date: daysFromNow(day, 13),
          categories: [cat.id],
        });
        all.push(e.id);
      }
    });

    it('defaults to 10 per page', async () => {
      const res = await get(app, `${NS}/events?categories=bulk-paging`);
      expect(res.body.events).toHaveLength(10);
      expect(res.body.total).toBe(55);
      expect(res.body.total_pages).toBe(6);
      expect(queryOf(res.body.rest_url).per_page).toBe('10');
    });

    it('clamps per_page to 50', async () => {
      const res = await get(app, `${NS}/events?categories=bulk-paging&per_page=100`);
      expect(res.status).toBe(200);
      expect(res.body.events).toHaveLength(50);
      expect(res.body.total).toBe(55);
      expect(res.body.total_pages).toBe(2);
      expect(queryOf(res.body.rest_url).per_page).toBe('50');
      expect(queryOf(res.body.next_rest_url).per_page).toBe('50');
    });

    it('answers a page past the end with 404 event-archive-page-not-found', async () => {
      const res = await get(app, `${NS}/events?categories=bulk-paging&per_page=50&page=3`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 'event-archive-page-not-found',
        message: 'The requested event archive page does not exist',
        data: { status: 404 },
      });
    });

    it('answers a huge page with 404, not a database error', async () => {
      const res = await get(
        app,
        `${NS}/events?categories=bulk-paging&per_page=50&page=999999999999999`
      );
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('event-archive-page-not-found');
    });

    it('answers page 2 of an empty result with 404 too, page 1 with 200', async () => {
      expect((await get(app, `${NS}/events?search=zzznomatchzzz&page=2`)).status).toBe(404);
      expect((await get(app, `${NS}/events?search=zzznomatchzzz&page=1`)).status).toBe(200);
    });

    it('visits every event exactly once following next_rest_url, in start then id order', async () => {
      const pages = await walkNext(app, `${NS}/events?categories=bulk-paging&per_page=7`);
      expect(pages).toHaveLength(8);
      const visited = pages.flatMap(ids);
      expect(visited).toEqual(all);
      for (const page of pages) {
        expect(page.total).toBe(55);
        expect(page.total_pages).toBe(8);
        // The filter is carried by every link, by the id of the category.
        expect(page.rest_url).toContain('categories=');
      }
    });

    it('walks back to the first page with previous_rest_url, whose link has no page parameter', async () => {
      const last = await get(app, `${NS}/events?categories=bulk-paging&per_page=7&page=8`);
      expect(last.status).toBe(200);
      const pages = await walkPrevious(app, pathOf(last.body.rest_url));
      expect(pages).toHaveLength(8);
      expect(pages.reverse().flatMap(ids)).toEqual(all);
      const second = await get(app, `${NS}/events?categories=bulk-paging&per_page=7&page=2`);
      expect(queryOf(second.body.previous_rest_url)).not.toHaveProperty('page');
      expect(queryOf(second.body.next_rest_url).page).toBe('3');
      expect(queryOf(second.body.rest_url).page).toBe('2');
    });

    it('carries a category given by slug as an array through every link', async () => {
      const pages = await walkNext(app, `${NS}/events?categories[]=bulk-paging&per_page=20`);
      expect(pages.map((p) => p.events.length)).toEqual([20, 20, 15]);
      expect(pages.flatMap(ids)).toEqual(all);
    });
  });

  describe('with filters carried by the links', () => {
    let matching: number[];

    beforeAll(async () => {
      const tag = await makeTag(app.strapi, 'Walk Tag');
      matching = [];
      for (let i = 0; i < 5; i++) {
        // Same day, 10:00, 11:00 ... 14:00; the strict window below keeps 11:00–13:00 only.
        const e = await createEvent(app, full, {
          title: `Walker ${i}`,
          start_date: `2027-06-15 ${10 + i}:00:00`,
          end_date: `2027-06-15 ${10 + i}:30:00`,
          tags: [tag.id],
        });
        if (i >= 1 && i <= 3) matching.push(e.id);
      }
      // Same tag, another title: left out by the search.
      await createEvent(app, full, {
        title: 'Runner',
        start_date: '2027-06-15 11:00:00',
        end_date: '2027-06-15 11:30:00',
        tags: [tag.id],
      });
    });

    it('keeps search, tags, strict_dates and the exact dates on every page', async () => {
      const first = `${NS}/events?search=walker&tags=walk-tag&strict_dates=true&start_date=${encodeURIComponent('2027-06-15 11:00:00')}&end_date=${encodeURIComponent('2027-06-15 13:30:00')}&per_page=1`;
      const pages = await walkNext(app, first);
      expect(pages.flatMap(ids)).toEqual(matching);
      for (const page of pages) {
        const q = queryOf(page.rest_url);
        expect(q).toMatchObject({
          search: 'walker',
          strict_dates: 'true',
          start_date: '2027-06-15 11:00:00',
          end_date: '2027-06-15 13:30:00',
          per_page: '1',
        });
        expect(q.tags).toMatch(/^\d+$/);
      }
      const back = await walkPrevious(app, pathOf(pages[2].rest_url));
      expect(back.reverse().flatMap(ids)).toEqual(matching);
    });

    it('never carries the password into the links', async () => {
      const res = await get(app, `${NS}/events?search=walker&per_page=1&password=hunter2-secret`);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('hunter2-secret');
      expect(String(res.headers.link)).not.toContain('hunter2-secret');
    });
  });
});
