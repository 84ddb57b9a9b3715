/**
 * The kind of client issue #17 describes, driven over a real socket with nothing but a site URL
 * and an application password (docs/api.md §1.6, §4.1): clients of The Events Calendar take the
 * site root, append `/wp-json/...` themselves (some from a base ending in `/`), authenticate with
 * HTTP Basic only, test the connection with `wp/v2/users/me`, page through events by
 * `next_rest_url`, upload an image through `wp/v2/media` and pass its id as the event's `image`,
 * and name venues, organizers and categories the way a person would (by name, inline).
 */
import type { AddressInfo } from 'net';
import { useApp } from './helpers/app';
import { PNG } from './helpers/image-site';

/** What such a client holds: the site's address and a WordPress login with an application password. */
interface Site {
  url: string;
  user: string;
  applicationPassword: string;
}

/** A minimal client written as the TEC clients are: URLs built from the site root, Basic on every call. */
function client(site: Site) {
  // Like the clients that join `${siteUrl}/wp-json`: a site URL ending in `/` gives `//wp-json`.
  const api = (path: string) => `${site.url}/wp-json/${path}`;
  const auth = `Basic ${Buffer.from(`${site.user}:${site.applicationPassword}`).toString('base64')}`;
  const call = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      headers: { Authorization: auth, Accept: 'application/json', ...init.headers },
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    me: () => call(api('wp/v2/users/me')),
    events: (query: string) => call(api(`tribe/events/v1/events?${query}`)),
    follow: (url: string) => call(url),
    upload: (file: Buffer, name: string, type: string) =>
      call(api('wp/v2/media'), {
        method: 'POST',
        headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
        body: new Uint8Array(file),
      }),
    createEvent: (event: Record<string, unknown>) =>
      call(api('tribe/events/v1/events'), json('POST', event)),
    event: (id: number) => call(api(`tribe/events/v1/events/${id}`)),
  };
}

const app = useApp();
let site: Site;
let origin: string;

beforeAll(async () => {
  // A real socket (the app closes it with Strapi): the client follows the absolute URLs it is given.
  const server = app.strapi.server.httpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // WordPress shows an application password in groups of four; clients keep the spaces.
  const token = (await app.token('full-access')).replace('Bearer ', '');
  site = {
    url: `${origin}/`,
    user: 'editor',
    applicationPassword: token.replace(/(.{4})/g, '$1 ').trim(),
  };
});

test('the connection test answers the caller', async () => {
  const me = await client(site).me();
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  const stranger = await client({ ...site, applicationPassword: 'abcd efgh ijkl mnop' }).me();
  expect(stranger.status).toBe(401);
  expect(stranger.body.code).toBe('incorrect_password');
});

test('paging by next_rest_url visits every event once, on /wp-json', async () => {
  const wp = client(site);
  const created: number[] = [];
  for (let day = 1; day <= 7; day++) {
    const res = await wp.createEvent({
      title: `Client paging ${day}`,
      start_date: `2036-03-0${day} 18:00:00`,
      end_date: `2036-03-0${day} 20:00:00`,
      status: 'publish',
    });
    expect(res.status).toBe(201);
    created.push(res.body.id);
  }
  const seen: number[] = [];
  let page = await wp.events('start_date=2036-03-01&end_date=2036-03-31&per_page=3');
  for (;;) {
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(7);
    seen.push(...page.body.events.map((e: { id: number }) => e.id));
    if (!page.body.next_rest_url) break;
    expect(new URL(page.body.next_rest_url).pathname).toBe('/wp-json/tribe/events/v1/events/');
    page = await wp.follow(page.body.next_rest_url);
  }
  expect(seen).toEqual(created);
});

test('an uploaded image, a venue, an organizer and categories by name make one event', async () => {
  const wp = client(site);
  const media = await wp.upload(PNG, 'poster.png', 'image/png');
  expect(media.status).toBe(201);
  expect(media.body).toMatchObject({ media_type: 'image', mime_type: 'image/png' });

  const created = await wp.createEvent({
    title: 'Client concert',
    description: '<p>Bring a friend.</p>',
    start_date: '2036-04-10 20:00:00',
    end_date: '2036-04-10 22:30:00',
    status: 'publish',
    image: media.body.id,
    venue: { venue: 'Client Hall', address: '1 Main Street', city: 'Ghent', country: 'Belgium' },
    organizer: [{ organizer: 'Client Promotions', email: 'info@client.example' }],
    categories: ['Client concerts', 'Client jazz'],
  });
  expect(created.status).toBe(201);

  const read = await wp.event(created.body.id);
  expect(read.status).toBe(200);
  expect(read.body.image.url).toBe(media.body.source_url);
  expect(read.body.venue).toMatchObject({ venue: 'Client Hall', city: 'Ghent' });
  expect(read.body.organizer.map((o: { organizer: string }) => o.organizer)).toEqual([
    'Client Promotions',
  ]);
  expect(read.body.categories.map((c: { name: string }) => c.name).sort()).toEqual([
    'Client concerts',
    'Client jazz',
  ]);
  expect(new URL(read.body.rest_url).pathname).toBe(
    `/wp-json/tribe/events/v1/events/${created.body.id}`
  );
});
