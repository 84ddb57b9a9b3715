/**
 * GET /events: the archive envelope and headers (docs/tec-behaviour.md §3.2, docs/api.md §6), pagination
 * (docs/tec-behaviour.md §3.1.1) and the date window (docs/tec-behaviour.md §3.1.2, docs/api.md §6).
 * Filters are in events-list-filters-fields.test.ts and events-list-filters-links.test.ts, visibility
 * in events-list-visibility.test.ts.
 */
import { DateTime } from 'luxon';
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

describe('date window', () => {
  const today = () => DateTime.utc().toFormat('yyyy-MM-dd');
  const inTwoYears = () => DateTime.utc().plus({ years: 2 });
  let e: Record<string, EventBody>;

  beforeAll(async () => {
    const make = (key: string, start: string, end: string) =>
      createEvent(app, full, { title: `Window ${key}`, start_date: start, end_date: end });
    e = {
      past: await make('past', daysFromNow(-1, 10), daysFromNow(-1, 11)),
      ongoing: await make('ongoing', daysFromNow(-2, 10), daysFromNow(2, 18)),
      early: await make('early', `${today()} 00:01:00`, `${today()} 00:02:00`),
      tomorrow: await make('tomorrow', daysFromNow(1, 10), daysFromNow(1, 11)),
      later: await make('later', daysFromNow(20, 10), daysFromNow(20, 11)),
      edge: await make(
        'edge',
        `${inTwoYears().toFormat('yyyy-MM-dd')} 22:00:00`,
        `${inTwoYears().toFormat('yyyy-MM-dd')} 23:00:00`
      ),
      beyond: await make(
        'beyond',
        `${inTwoYears().plus({ days: 1 }).toFormat('yyyy-MM-dd')} 00:30:00`,
        `${inTwoYears().plus({ days: 1 }).toFormat('yyyy-MM-dd')} 01:00:00`
      ),
      lastMonth: await make('lastmonth', daysFromNow(-30, 10), daysFromNow(-30, 11)),
    };
  });

  const list = async (query: string, auth?: string) => {
    const res = await get(app, `${NS}/events?search=Window&per_page=50${query}`, auth);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('by default holds events from the start of today to the end of the day two years ahead', async () => {
    const body = await list('');
    expect(ids(body)).toEqual([e.early.id, e.tomorrow.id, e.later.id, e.edge.id]);
    expect(queryOf(body.rest_url)).toMatchObject({
      start_date: `${today()} 00:00:00`,
      end_date: `${inTwoYears().toFormat('yyyy-MM-dd')} 23:59:59`,
    });
  });

  it('widens start_date and end_date to whole days', async () => {
    const body = await list(
      `&start_date=${encodeURIComponent(daysFromNow(1, 23))}&end_date=${encodeURIComponent(daysFromNow(20, 0))}`
    );
    expect(ids(body)).toEqual([e.tomorrow.id, e.later.id]);
  });

  it('reads relative English phrases and Unix timestamps', async () => {
    expect(ids(await list('&start_date=tomorrow'))).toEqual([e.tomorrow.id, e.later.id, e.edge.id]);
    expect(ids(await list(`&start_date=${encodeURIComponent('+2 weeks')}`))).toEqual([
      e.later.id,
      e.edge.id,
    ]);
    const ts = Math.floor(Date.parse(`${daysFromNow(10, 0).replace(' ', 'T')}Z`) / 1000);
    expect(ids(await list(`&start_date=${ts}`))).toEqual([e.later.id, e.edge.id]);
    expect(
      ids(await list(`&end_date=${encodeURIComponent('+3 days')}&start_date=yesterday`))
    ).toEqual([e.past.id, e.early.id, e.tomorrow.id]);
  });

  it.each(['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'])(
    'rejects an unparsable %s',
    async (name) => {
      const res = await get(
        app,
        `${NS}/events?${name}=${encodeURIComponent('before my birthday')}`
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toEqual({ [name]: 'Invalid parameter.' });
    }
  );

  it('rejects an empty strict_dates', async () => {
    const res = await get(app, `${NS}/events?strict_dates=`);
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ strict_dates: 'Invalid parameter.' });
  });

  it('returns ongoing multi-day events with ends_after and starts_before, dropping the default window', async () => {
    const body = await list(
      `&ends_after=${encodeURIComponent(daysFromNow(0, 12))}&starts_before=${encodeURIComponent(daysFromNow(0, 12))}`
    );
    // ends after the end of today, starts before the end of today: only the ongoing event.
    expect(ids(body)).toEqual([e.ongoing.id]);
    const q = queryOf(body.rest_url);
    expect(q).not.toHaveProperty('start_date');
    expect(q).not.toHaveProperty('end_date');
  });

  it('drops the default end with starts_after and the default start with ends_before', async () => {
    expect(ids(await list(`&starts_after=${encodeURIComponent('+1 year')}`))).toEqual([
      e.edge.id,
      e.beyond.id,
    ]);
    expect(ids(await list(`&ends_before=${encodeURIComponent(daysFromNow(-2, 12))}`))).toEqual([
      e.lastMonth.id,
    ]);
  });

  it('compares whole days for starts_before and ends_after in inclusive mode, exact instants in strict mode', async () => {
    // starts_before=tomorrow 05:00 → start before the end of tomorrow (inclusive) / before 05:00 (strict).
    const sb = encodeURIComponent(daysFromNow(1, 5));
    expect(
      ids(await list(`&starts_before=${sb}&ends_after=${encodeURIComponent(daysFromNow(-1, 12))}`))
    ).toEqual([e.ongoing.id, e.early.id, e.tomorrow.id]);
    expect(
      ids(
        await list(
          `&starts_before=${sb}&ends_after=${encodeURIComponent(daysFromNow(-1, 12))}&strict_dates=true`
        )
      )
    ).toEqual([e.ongoing.id, e.early.id]);
  });

  describe('strict_dates (reference example: 16:00 and 20:00, asked for 15:00 to 18:00)', () => {
    let four: EventBody;
    let eight: EventBody;

    beforeAll(async () => {
      four = await createEvent(app, full, {
        title: 'Strictday four',
        start_date: '2027-01-01 16:00:00',
        end_date: '2027-01-01 17:00:00',
      });
      eight = await createEvent(app, full, {
        title: 'Strictday eight',
        start_date: '2027-01-01 20:00:00',
        end_date: '2027-01-01 21:00:00',
      });
    });

    const range = `start_date=${encodeURIComponent('2027-01-01 15:00:00')}&end_date=${encodeURIComponent('2027-01-01 18:00:00')}`;

    it('returns both in inclusive mode', async () => {
      const res = await get(app, `${NS}/events?search=Strictday&${range}`);
      expect(ids(res.body)).toEqual([four.id, eight.id]);
      expect(queryOf(res.body.rest_url)).toMatchObject({
        start_date: '2027-01-01 00:00:00',
        end_date: '2027-01-01 23:59:59',
      });
    });

    it.each(['true', '1', 'yes', 'on'])(
      'returns only the 16:00 one with strict_dates=%s',
      async (flag) => {
        const res = await get(app, `${NS}/events?search=Strictday&${range}&strict_dates=${flag}`);
        expect(res.status).toBe(200);
        expect(ids(res.body)).toEqual([four.id]);
        expect(queryOf(res.body.rest_url)).toMatchObject({
          start_date: '2027-01-01 15:00:00',
          end_date: '2027-01-01 18:00:00',
          strict_dates: 'true',
        });
      }
    );

    it('treats strict_dates=false as inclusive', async () => {
      const res = await get(app, `${NS}/events?search=Strictday&${range}&strict_dates=false`);
      expect(ids(res.body)).toEqual([four.id, eight.id]);
    });

    it('reads ISO 8601 with an offset as that instant', async () => {
      // 17:00+02:00 is 15:00 UTC.
      const res = await get(
        app,
        `${NS}/events?search=Strictday&start_date=${encodeURIComponent('2027-01-01T17:00:00+02:00')}&end_date=${encodeURIComponent('2027-01-01T18:00:00Z')}&strict_dates=true`
      );
      expect(ids(res.body)).toEqual([four.id]);
    });
  });
});
