/**
 * Conditional reads on the namespace (docs/api.md §9): a strong ETag over the exact bytes of every
 * successful read, 304 to If-None-Match, Last-Modified and If-Modified-Since on single records, and
 * Cache-Control and Vary by caller. If-Match on writes is in conditional-writes.test.ts.
 */
import { createHash } from 'crypto';
import type { Response } from 'supertest';
import { useApp } from './helpers/app';
import { NS, conditionalClient } from './helpers/conditional';

const ETAG = /^"[A-Za-z0-9_-]{43}"$/;

const app = useApp();
const client = conditionalClient(app);
const { call, get, asEditor, create } = client;
let venue: { id: number };
let organizer: { id: number };
let category: { id: number };
let event: { id: number; slug: string };

beforeAll(async () => {
  ({ venue, organizer, category, event } = await client.seed());
});

/** Every kind of read the namespace serves. */
const READS = () => [
  `${NS}/events/${event.id}`,
  `${NS}/events/by-slug/${event.slug}`,
  `${NS}/events?start_date=2027-05-01&end_date=2027-05-31`,
  `${NS}/events.ics?start_date=2027-05-01&end_date=2027-05-31`,
  `${NS}/venues/${venue.id}`,
  `${NS}/venues`,
  `${NS}/organizers/${organizer.id}`,
  `${NS}/categories/${category.id}`,
  `${NS}/categories?hide_empty=false`,
  `${NS}/`,
  `${NS}/doc`,
  `/fr${NS}/events.ics`,
];

describe('reads', () => {
  test.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])(
    'read #%i: a second identical GET with the first ETag gets 304, no body, the same validators',
    async (i) => {
      const path = READS()[i];
      const first = await get(path);
      expect([path, first.status]).toEqual([path, 200]);
      expect(first.headers.etag).toMatch(ETAG);
      const second = await get(path, { 'If-None-Match': first.headers.etag });
      expect([path, second.status]).toEqual([path, 304]);
      expect(second.text ?? '').toBe('');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(second.headers.vary).toMatch(/Authorization/);
      expect(second.headers['last-modified']).toBe(first.headers['last-modified']);
    }
  );

  test('the ETag is the SHA-256 of the exact bytes sent, and the same bytes come back while nothing changes', async () => {
    const path = `${NS}/events/${event.id}`;
    const first = await get(path);
    const second = await get(path);
    expect(second.text).toBe(first.text);
    expect(first.headers.etag).toBe(
      `"${createHash('sha256').update(first.text).digest('base64url')}"`
    );
  });

  test('HEAD carries the same validators and answers 304 too', async () => {
    const path = `${NS}/events/${event.id}`;
    const got = await get(path);
    const head = await call('head', path);
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(got.headers.etag);
    expect((await call('head', path, { 'If-None-Match': got.headers.etag })).status).toBe(304);
  });

  test('If-None-Match with a list of tags, W/ prefixes or * ; a stale tag gets the full answer', async () => {
    const path = `${NS}/events/${event.id}`;
    const { headers } = await get(path);
    expect((await get(path, { 'If-None-Match': `"other", W/${headers.etag}` })).status).toBe(304);
    expect((await get(path, { 'If-None-Match': '*' })).status).toBe(304);
    const stale = await get(path, { 'If-None-Match': '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.body.id).toBe(event.id);
  });

  test('a stale If-Match on a read → 412 in the error shape', async () => {
    const res = await get(`${NS}/events/${event.id}`, { 'If-Match': '"stale"' });
    expect(res.status).toBe(412);
    expect(res.body).toMatchObject({ code: 'rest_precondition_failed', data: { status: 412 } });
  });

  test('the ETag is per representation: language root, caller, and query', async () => {
    const tags: string[] = [];
    for (const [path, headers] of [
      [`${NS}/events?start_date=2027-05-01&end_date=2027-05-31`, {}],
      [`/fr${NS}/events?start_date=2027-05-01&end_date=2027-05-31`, {}],
      [`${NS}/events?start_date=2027-05-01&end_date=2027-05-31`, asEditor()],
      [`${NS}/events?start_date=2027-05-01&end_date=2027-05-31&per_page=5`, {}],
    ] as const) {
      tags.push((await get(path, headers)).headers.etag);
    }
    expect(new Set(tags).size).toBe(4);
  });
});

describe('the ETag changes whenever the answer changes, and only then', () => {
  test('an unrelated write leaves it alone', async () => {
    const path = `${NS}/events/${event.id}`;
    const before = (await get(path)).headers.etag;
    await create('/events', {
      title: 'Unrelated',
      start_date: '2027-08-01 10:00:00',
      end_date: '2027-08-01 11:00:00',
    });
    await create('/venues', { venue: 'Unrelated Hall' });
    expect((await get(path, { 'If-None-Match': before })).status).toBe(304);
  });

  test('editing the event’s venue changes the event’s ETag, the list’s and the feed’s, and their Last-Modified', async () => {
    const paths = [
      `${NS}/events/${event.id}`,
      `${NS}/events?start_date=2027-05-01&end_date=2027-05-31`,
      `${NS}/events.ics?start_date=2027-05-01&end_date=2027-05-31`,
    ];
    const before = await Promise.all(paths.map((p) => get(p)));
    // Last-Modified has a resolution of one second: let the edit fall in the next one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edit = await call('patch', `${NS}/venues/${venue.id}`, asEditor(), {
      address: '2 Market Sq',
    });
    expect(edit.status).toBe(200);
    for (const [i, path] of paths.entries()) {
      const after = await get(path, { 'If-None-Match': before[i].headers.etag });
      expect([path, after.status]).toEqual([path, 200]);
      expect(after.headers.etag).not.toBe(before[i].headers.etag);
      expect(new Date(after.headers['last-modified']).getTime()).toBeGreaterThan(
        new Date(before[i].headers['last-modified']).getTime()
      );
    }
    const single = await get(paths[0]);
    expect(single.body.venue.address).toBe('2 Market Sq');
    expect(single.headers['last-modified']).toBe(
      new Date(`${edit.body.modified_utc.replace(' ', 'T')}Z`).toUTCString()
    );
  });
});

describe('Last-Modified and If-Modified-Since', () => {
  test('a single record: its newest modified_utc (embedded records included); 304 when not modified since', async () => {
    const res = await get(`${NS}/events/${event.id}`);
    const newest = [
      res.body.modified_utc,
      res.body.venue.modified_utc,
      ...res.body.organizer.map((o: { modified_utc: string }) => o.modified_utc),
    ]
      .sort()
      .pop();
    expect(res.headers['last-modified']).toBe(
      new Date(`${newest.replace(' ', 'T')}Z`).toUTCString()
    );
    expect(
      (await get(`${NS}/events/${event.id}`, { 'If-Modified-Since': res.headers['last-modified'] }))
        .status
    ).toBe(304);
    const earlier = new Date(new Date(res.headers['last-modified']).getTime() - 1000).toUTCString();
    expect((await get(`${NS}/events/${event.id}`, { 'If-Modified-Since': earlier })).status).toBe(
      200
    );
  });

  test('If-None-Match wins over If-Modified-Since', async () => {
    const res = await get(`${NS}/events/${event.id}`);
    const both = await get(`${NS}/events/${event.id}`, {
      'If-None-Match': '"stale"',
      'If-Modified-Since': res.headers['last-modified'],
    });
    expect(both.status).toBe(200);
  });

  test('a list answers 304 on its ETag only: records leave lists without leaving a date behind', async () => {
    const path = `${NS}/events?start_date=2027-05-01&end_date=2027-05-31`;
    const res = await get(path);
    expect(res.headers['last-modified']).toBeDefined();
    expect(
      (await get(path, { 'If-Modified-Since': new Date(Date.now() + 86400000).toUTCString() }))
        .status
    ).toBe(200);
  });

  test('answers without dated records (terms, the documentation) have no Last-Modified', async () => {
    expect((await get(`${NS}/categories/${category.id}`)).headers['last-modified']).toBeUndefined();
    expect((await get(`${NS}/doc`)).headers['last-modified']).toBeUndefined();
  });
});

describe('Cache-Control and Vary', () => {
  test('anonymous reads are public; reads with credentials or a password are private; all are revalidated', async () => {
    const path = `${NS}/events/${event.id}`;
    expect((await get(path)).headers['cache-control']).toBe('public, no-cache');
    expect((await get(path, asEditor())).headers['cache-control']).toBe('private, no-cache');
    expect((await get(`${path}?password=anything`)).headers['cache-control']).toBe(
      'private, no-cache'
    );
    expect((await get(`${NS}/events.ics`, asEditor())).headers['cache-control']).toBe(
      'private, no-cache'
    );
  });

  test('Vary: Authorization on every read, and the ETag is readable cross-origin', async () => {
    for (const path of [`${NS}/events/${event.id}`, `${NS}/events`, `${NS}/categories`]) {
      const res = await get(path, { Origin: 'https://app.example' });
      expect(res.headers.vary).toMatch(/Authorization/);
      expect(res.headers['access-control-expose-headers']).toMatch(/\bETag\b/);
    }
    expect(
      (await get(`${NS}/events`, { Origin: 'https://app.example' })).headers[
        'access-control-expose-headers'
      ]
    ).toMatch(/X-TEC-Total.*ETag/);
  });

  test('errors and writes are never stored, and carry no validators', async () => {
    const errors: Response[] = [
      await get(`${NS}/events/999999`),
      await get(`${NS}/no-such-route`),
      await get(`${NS}/events?per_page=zero`),
      await call('post', `${NS}/events`, {}, { title: 'x' }),
      await get(`${NS}/events/${event.id}`, { 'If-Match': '"stale"' }),
    ];
    for (const res of errors) {
      expect([
        res.status >= 400,
        res.headers['cache-control'],
        res.headers.etag,
        res.headers['last-modified'],
      ]).toEqual([true, 'no-store', undefined, undefined]);
    }
    const write = await call('patch', `${NS}/categories/${category.id}`, asEditor(), {
      description: 'All jazz',
    });
    expect(write.status).toBe(200);
    expect([write.headers['cache-control'], write.headers.etag]).toEqual(['no-store', undefined]);
  });
});
