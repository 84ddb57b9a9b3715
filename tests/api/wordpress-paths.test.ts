/**
 * WordPress's paths (issue #17 item 1, docs/api.md §1.6): the namespace also answers under
 * `/wp-json/tribe/events/v1` and `/{lang}/wp-json/...`, repeated slashes counting as one, with URLs
 * on the root the request came in on; `/wp-json/` is WordPress's REST index.
 */
import { useApp } from './helpers/app';
import { minimal } from './helpers/writes';
import { PLUGIN_NS as NS, WP_NS as WP } from './helpers/root';

const basic = (secret: string) => `Basic ${Buffer.from(`editor:${secret}`).toString('base64')}`;

describe('with wordpressPaths on (the default)', () => {
  const app = useApp();
  let full: string;
  const ids: number[] = [];
  beforeAll(async () => {
    full = await app.token('full-access');
    for (let i = 0; i < 5; i++) {
      const res = await app.http
        .post(`${NS}/events`)
        .set('Authorization', full)
        .send(minimal({ title: `WP path ${i}`, start_date: `2034-01-0${i + 1} 10:00:00` }));
      ids.push(res.body.id);
    }
  });
  /** A URL the API emitted, as a path of this test server. */
  const pathOf = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  };
  /**
   * The body with its own root written as the other one, and without its origin (supertest listens
   * on a new port for each request): the two roots must answer alike.
   */
  const onRoot = (body: unknown, from = '', to = '') =>
    JSON.parse(
      JSON.stringify(body)
        .split(from)
        .join(to)
        .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN')
    );

  test('a list answers the same on both roots, its links on the root asked', async () => {
    const query = '?start_date=2034-01-01&end_date=2034-01-31&per_page=2';
    const own = await app.http.get(`${NS}/events${query}`);
    const wp = await app.http.get(`${WP}/events${query}`);
    expect(wp.status).toBe(200);
    expect(new URL(wp.body.rest_url).pathname).toBe(`${WP}/events/`);
    expect(onRoot(wp.body)).toEqual(onRoot(own.body, NS, WP));
    expect(wp.headers['x-wp-total']).toBe(own.headers['x-wp-total']);
    expect(wp.headers.link).toContain(`${WP}/events/`);
  });

  test('following next_rest_url visits every event once, staying on /wp-json', async () => {
    const seen: number[] = [];
    let next: string | undefined =
      `${WP}/events?start_date=2034-01-01&end_date=2034-01-31&per_page=2`;
    while (next) {
      const res = await app.http.get(next);
      expect(res.status).toBe(200);
      seen.push(...res.body.events.map((e: { id: number }) => e.id));
      next = res.body.next_rest_url ? pathOf(res.body.next_rest_url) : undefined;
      if (next) expect(next.startsWith(`${WP}/events/`)).toBe(true);
    }
    expect(seen).toEqual(ids);
  });

  test('repeated slashes count as one, as the web servers in front of WordPress merge them', async () => {
    for (const path of [`/${WP}/events/${ids[0]}`, `/wp-json//tribe/events/v1//events/${ids[0]}`]) {
      const res = await app.http.get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.body.rest_url).toMatch(new RegExp(`${WP}/events/${ids[0]}$`));
    }
  });

  test('a language root: /fr/wp-json/... reads the French site and links there', async () => {
    const res = await app.http.get(`/fr${WP}/events`);
    expect(res.status).toBe(200);
    expect(new URL(res.body.rest_url).pathname).toBe(`/fr${WP}/events/`);
  });

  test('writes with an application password, errors in the API’s shape', async () => {
    const created = await app.http
      .post(`${WP}/events`)
      .set('Authorization', basic(full.replace(/^Bearer /, '')))
      .send(minimal({ title: 'Written on /wp-json' }));
    expect(created.status).toBe(201);
    expect(created.body.rest_url).toMatch(new RegExp(`${WP}/events/${created.body.id}$`));
    const missing = await app.http.get(`${WP}/events/999999`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('rest-event-not-found');
    const anonymous = await app.http.post(`${WP}/events`).send(minimal());
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);
  });

  test('the namespace index names TEC’s namespace; /wp-json/ is WordPress’s REST index', async () => {
    const index = await app.http.get(`${WP}/`);
    expect(index.status).toBe(200);
    expect(index.body.namespace).toBe('tribe/events/v1');
    expect(Object.keys(index.body.routes)).toContain('/tribe/events/v1/events');
    const root = await app.http.get('/wp-json/');
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ namespaces: ['tribe/events/v1', 'wp/v2'] });
    expect(root.body.routes['/tribe/events/v1/events'].endpoints[0].methods).toContain('GET');
    expect((await app.http.get('/wp-json')).status).toBe(200);
  });

  test('the own root keeps its own namespace name', async () => {
    expect((await app.http.get(`${NS}/`)).body.namespace).toBe('calendar/events/v1');
  });

  test('the plain-permalink form ?rest_route= is the same request, its links in that form', async () => {
    const seen: number[] = [];
    let next: string | undefined =
      `/?rest_route=/tribe/events/v1/events&start_date=2034-01-01&end_date=2034-01-31&per_page=2`;
    while (next) {
      const res = await app.http.get(next);
      expect([next, res.status]).toEqual([next, 200]);
      expect(res.body.rest_url).toMatch(/\/\?rest_route=\/tribe\/events\/v1\/events\/&page=/);
      seen.push(...res.body.events.map((e: { id: number }) => e.id));
      next = res.body.next_rest_url ? pathOf(res.body.next_rest_url) : undefined;
    }
    expect(seen).toEqual(ids);
    const one = await app.http.get(`/index.php?rest_route=/tribe/events/v1/events/${ids[1]}`);
    expect(one.status).toBe(200);
    expect(one.body.rest_url).toMatch(
      new RegExp(`/\\?rest_route=/tribe/events/v1/events/${ids[1]}$`)
    );
    const created = await app.http
      .post('/?rest_route=/tribe/events/v1/events')
      .set('Authorization', full)
      .send(minimal({ title: 'Written with rest_route' }));
    expect(created.status).toBe(201);
    expect((await app.http.get('/?rest_route=/')).body.namespaces).toEqual([
      'tribe/events/v1',
      'wp/v2',
    ]);
    const fr = await app.http.get('/fr/?rest_route=/tribe/events/v1/events');
    expect(new URL(fr.body.rest_url).pathname).toBe('/fr/');
  });

  test('another /wp-json path is WordPress’s 404 rest_no_route', async () => {
    const res = await app.http.get('/wp-json/wp/v2/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('rest_no_route');
  });
});

describe('with wordpressPaths off', () => {
  const app = useApp({ env: { CALENDAR_WORDPRESS_PATHS: 'false' } });
  test('/wp-json is not served; the own root is', async () => {
    expect((await app.http.get(`${WP}/events`)).status).toBe(404);
    expect((await app.http.get(`${NS}/events`)).status).toBe(200);
  });
});
