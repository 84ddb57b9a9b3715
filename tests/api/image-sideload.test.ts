/**
 * `image` URLs that are not in the media library (docs/api.md §7, docs/tec-behaviour.md §4.1): downloaded into it,
 * with a timeout, a size cap, image content only, a bounded number of redirects, and no
 * connection to loopback, private, link-local, CGNAT, unspecified, multicast or metadata
 * addresses, also after redirects, unless the host is in the `imageHosts` option. A local server
 * plays the remote site: 127.0.0.1 is listed in `imageHosts`; `localhost` and other loopback
 * literals are not, and stand for an attacker's name that resolves inside.
 */
import fs from 'fs';
import path from 'path';
import type { Response } from 'supertest';
import { useApp } from './helpers/app';
import { daysFromNow } from './helpers/fixtures';
import { PNG, startImageSite, type ImageSite } from './helpers/image-site';
import { NS, dbState } from './helpers/linked';

const MAX_BYTES = 64 * 1024;
const FILE_UID = 'plugin::upload.file';

const app = useApp({
  env: {
    CALENDAR_IMAGE_HOSTS: '127.0.0.1',
    CALENDAR_IMAGE_TIMEOUT_MS: '2000',
    CALENDAR_IMAGE_IDLE_TIMEOUT_MS: '800',
    CALENDAR_IMAGE_MAX_BYTES: String(MAX_BYTES),
    CALENDAR_IMAGE_MAX_REDIRECTS: '3',
  },
  // The downloaded files live in the test app's public/uploads (this process's): leave it as it was.
  beforeClose: async (booted) => {
    const files = await booted.strapi.db.query(FILE_UID).findMany();
    for (const file of files) await booted.strapi.plugin('upload').service('upload').remove(file);
  },
});
let full: string;
let site: ImageSite;
/** `http://127.0.0.1:{port}` (allowed) and the same server as `http://localhost:{port}` (not allowed). */
let allowed: string;
let disallowed: string;
let closedPort: number;
let hits: string[];

beforeAll(async () => {
  site = await startImageSite(MAX_BYTES);
  ({ allowed, disallowed, closedPort, hits } = site);
  full = await app.token('full-access');
});

afterAll(async () => {
  await site?.close();
});

const event = (fields: Record<string, unknown> = {}) => ({
  title: 'Pictured',
  start_date: daysFromNow(5, 20),
  end_date: daysFromNow(5, 22),
  ...fields,
});
const post = (route: string, body: object, root = '') =>
  app.http.post(`${root}${NS}/${route}`).set('Authorization', full).send(body);
const files = () => app.strapi.db.query(FILE_UID).findMany({ orderBy: { id: 'asc' } });
const uploadsOnDisk = () =>
  fs.readdirSync(path.join(app.strapi.dirs.static.public, 'uploads')).sort();

/** The request must change nothing: no record, no media library file, no file on disk. */
async function leavesNothing(request: () => PromiseLike<Response>): Promise<Response> {
  const before = { db: await dbState(app), files: await files(), disk: uploadsOnDisk() };
  const res = await request();
  expect({ db: await dbState(app), files: await files(), disk: uploadsOnDisk() }).toEqual(before);
  return res;
}

/** 400 rest_invalid_param naming `param`, with the refusal's own code and message, as other argument failures read. */
function expectRefused(
  res: Response,
  param: string,
  reason: string,
  text: RegExp,
  invalid = 'Invalid parameter(s):'
) {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    code: 'rest_invalid_param',
    message: `${invalid} ${param}`,
    data: {
      status: 400,
      params: { [param]: expect.stringMatching(text) },
      details: {
        [param]: {
          code: `rest_image_${reason}`,
          message: res.body.data.params[param],
          data: { param },
        },
      },
    },
  });
}

describe('image URLs from an allowed host are downloaded into the media library', () => {
  test('an event created with a PNG URL links a new media library image named after the URL', async () => {
    const res = await post('events', event({ image: `${allowed}/images/Poster%20Night.png` }));
    expect(res.status).toBe(201);
    expect(res.body.image).toMatchObject({ extension: 'png', width: 32, height: 32 });
    const file = await app.strapi.db.query(FILE_UID).findOne({ where: { id: res.body.image.id } });
    expect(file).toMatchObject({ mime: 'image/png', name: 'Poster-Night.png', ext: '.png' });
    expect(res.body.image.url).toBe(`${new URL(res.body.rest_url).origin}${file.url}`);
    // Stored by the upload plugin (which may re-encode it): a PNG file in the app's uploads.
    expect(
      fs
        .readFileSync(path.join(app.strapi.dirs.static.public, 'uploads', path.basename(file.url)))
        .subarray(0, 8)
    ).toEqual(PNG.subarray(0, 8));
  });

  test('redirects are followed (within the limit); the type comes from the bytes', async () => {
    const res = await post(
      'events',
      event({ image: `${allowed}/redirect?to=${encodeURIComponent('/redirect?to=/photo.jpg')}` })
    );
    expect(res.status).toBe(201);
    expect(res.body.image).toMatchObject({ extension: 'jpg', width: 4, height: 3 });
  });

  test('the same URL, once downloaded, is reused rather than downloaded again', async () => {
    const first = await post('events', event({ image: `${allowed}/photo.jpg` }));
    const file = await app.strapi.db
      .query(FILE_UID)
      .findOne({ where: { id: first.body.image.id } });
    const again = await post(
      'events',
      event({ image: `${new URL(first.body.rest_url).origin}${file.url}` })
    );
    expect(again.body.image.id).toBe(first.body.image.id);
  });

  test('venues and organizers take image URLs, on their own routes and inline in event writes', async () => {
    const venue = await post('venues', { venue: 'Pictured Hall', image: `${allowed}/photo.jpg` });
    expect(venue.status).toBe(201);
    expect(venue.body.image).toMatchObject({ extension: 'jpg' });

    const organizer = await post('organizers', { organizer: 'Pictured Crew' });
    const updated = await app.http
      .patch(`${NS}/organizers/${organizer.body.id}`)
      .set('Authorization', full)
      .send({ image: `${allowed}/images/Poster%20Night.png` });
    expect(updated.status).toBe(200);
    expect(updated.body.image).toMatchObject({ extension: 'png' });

    const before = (await files()).length;
    const inline = await post(
      'events',
      event({
        image: `${allowed}/photo.jpg?inline`,
        venue: { venue: 'Inline Hall', image: `${allowed}/photo.jpg?inline` },
        organizer: [
          { organizer: 'Inline Crew', image: `${allowed}/images/Poster%20Night.png?inline` },
        ],
      })
    );
    expect(inline.status).toBe(201);
    expect(inline.body.venue.image.id).toBe(inline.body.image.id); // one URL, one download
    expect(inline.body.organizer[0].image).toMatchObject({ extension: 'png' });
    expect((await files()).length).toBe(before + 2);
  });

  test('a download a de-duplicated venue does not use is deleted again', async () => {
    const first = await post('venues', { venue: 'Twice Hall', city: 'Ghent' });
    const before = await files();
    const again = await post('venues', {
      venue: 'Twice Hall',
      city: 'Ghent',
      image: `${allowed}/photo.jpg?dedupe`,
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.image).toBeUndefined(); // venues leave out an empty image (docs/tec-behaviour.md §3.4)
    expect(await files()).toEqual(before);
  });

  test('a write that fails after the download deletes the downloaded file', async () => {
    const writes = app.strapi.plugin('calendar').service('eventWrites');
    const spy = jest.spyOn(writes, 'insert').mockRejectedValueOnce(new Error('write failed'));
    try {
      const res = await leavesNothing(() =>
        post('events', event({ image: `${allowed}/photo.jpg?failed-write` }))
      );
      expect(res.status).toBe(500);
      expect(hits).toContain('/photo.jpg');
    } finally {
      spy.mockRestore();
    }
  });

  test('nothing is downloaded when another argument is invalid', async () => {
    hits.length = 0;
    const res = await leavesNothing(() =>
      post('events', event({ start_date: 'not a date', image: `${allowed}/photo.jpg` }))
    );
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ start_date: 'Invalid parameter.' });
    expect(hits).toEqual([]);
  });
});

describe('refused image URLs: 400, and nothing is written or stored', () => {
  test.each([
    [
      'a name resolving to loopback, not in imageHosts',
      () => `${disallowed}/images/Poster%20Night.png`,
      /loopback/,
    ],
    [
      'an IPv6 loopback literal',
      () => `http://[::1]:${new URL(allowed).port}/photo.jpg`,
      /loopback/,
    ],
    [
      'another loopback literal than the allowed one',
      () => `http://127.0.0.2:${new URL(allowed).port}/photo.jpg`,
      /loopback/,
    ],
    [
      'the cloud metadata address',
      () => 'http://169.254.169.254/latest/meta-data/',
      /cloud metadata/,
    ],
    ['a private address', () => 'http://10.0.0.1/poster.png', /private/],
    ['a private IPv6 (ULA) address', () => 'http://[fd12::1]/poster.png', /private/],
    ['a link-local address', () => 'http://169.254.1.1/poster.png', /link-local/],
    ['a carrier-grade NAT address', () => 'http://100.64.0.1/poster.png', /carrier-grade NAT/],
    [
      'the unspecified address',
      () => `http://0.0.0.0:${new URL(allowed).port}/photo.jpg`,
      /unspecified/,
    ],
    [
      'a decimal spelling of 127.0.0.2 (normalised by the URL parser)',
      () => `http://2130706434:${new URL(allowed).port}/photo.jpg`,
      /loopback/,
    ],
    [
      'a redirect to the cloud metadata address',
      () =>
        `${allowed}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
      /cloud metadata/,
    ],
    [
      'a redirect to a private address',
      () => `${allowed}/redirect?to=${encodeURIComponent('http://10.1.2.3/poster.png')}`,
      /private/,
    ],
    [
      'a redirect to a name resolving to loopback',
      () => `${allowed}/redirect?to=${encodeURIComponent(`${disallowed}/photo.jpg`)}`,
      /loopback/,
    ],
  ])('%s', async (_, url, text) => {
    const res = await leavesNothing(() => post('events', event({ image: url() })));
    expectRefused(res, 'image', 'address', text);
  });

  test.each([
    ['an HTML page', '/page.html', 'not_image', /not lead to an image/],
    [
      'HTML sent as image/png (the bytes are sniffed)',
      '/disguised.png',
      'not_image',
      /not lead to an image/,
    ],
    [
      'a stream past the size cap without Content-Length',
      '/huge.png',
      'too_large',
      /larger than 65536 bytes/,
    ],
    [
      'a declared Content-Length past the size cap',
      '/declared-huge.png',
      'too_large',
      /larger than 65536 bytes/,
    ],
    ['a server that trickles bytes past the total time', '/slow.png', 'timeout', /in time/],
    ['a server that never answers', '/silent.png', 'timeout', /in time/],
    ['more redirects than allowed', '/loop', 'redirects', /more than 3 times/],
    ['an HTTP error', '/missing.png', 'status', /HTTP status 404/],
    [
      'a redirect to another scheme',
      `/redirect?to=${encodeURIComponent('ftp://example.test/a.png')}`,
      'url',
      /not an http\(s\) URL/,
    ],
  ])('%s', async (_, route, reason, text) => {
    const res = await leavesNothing(() => post('events', event({ image: `${allowed}${route}` })));
    expectRefused(res, 'image', reason, text);
  });

  test('an unreachable server', async () => {
    const res = await leavesNothing(() =>
      post('events', event({ image: `http://127.0.0.1:${closedPort}/photo.jpg` }))
    );
    expectRefused(res, 'image', 'unreachable', /could not be reached/);
  });

  test('a URL that is not http(s) fails validation like any other argument', async () => {
    const res = await leavesNothing(() => post('events', event({ image: 'file:///etc/passwd' })));
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ image: 'Invalid parameter.' });
  });

  test('inline venue and organizer images name their argument; earlier downloads of the write are deleted', async () => {
    const venue = await leavesNothing(() =>
      post(
        'events',
        event({
          image: `${allowed}/photo.jpg?first`,
          venue: { venue: 'Inside Hall', image: `${disallowed}/photo.jpg` },
        })
      )
    );
    expectRefused(venue, 'venue', 'address', /loopback/);
    const organizer = await leavesNothing(() =>
      post(
        'events',
        event({ organizer: [{ organizer: 'Inside Crew', image: 'http://10.0.0.1/a.png' }] })
      )
    );
    expectRefused(organizer, 'organizer', 'address', /private/);
  });

  test('venue and organizer routes refuse alike, and an update changes nothing', async () => {
    expectRefused(
      await leavesNothing(() =>
        post('venues', { venue: 'Refused Hall', image: `${allowed}/page.html` })
      ),
      'image',
      'not_image',
      /image/
    );
    const organizer = await post('organizers', { organizer: 'Refused Crew' });
    const update = () =>
      app.http
        .put(`${NS}/organizers/${organizer.body.id}`)
        .set('Authorization', full)
        .send({ phone: '123', image: `${disallowed}/photo.jpg` });
    expectRefused(await leavesNothing(update), 'image', 'address', /loopback/);
  });

  test('the message is in the language of the root', async () => {
    const res = await leavesNothing(() =>
      post('events', event({ image: 'http://10.0.0.1/a.png' }), '/fr')
    );
    expectRefused(
      res,
      'image',
      'address',
      /^L’URL de l’image mène à une adresse private/,
      'Paramètre(s) invalide(s) :'
    );
  });
});

test('the OpenAPI document describes the download', async () => {
  const doc = await app.http.get(`${NS}/doc`);
  for (const body of ['events.create', 'venues.create', 'organizers.update']) {
    const { image } =
      doc.body.components.requestBodies[body].content['application/json'].schema.properties;
    expect(image.description).toMatch(/http\(s\) URL of an image to download/);
  }
});
