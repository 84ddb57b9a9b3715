/**
 * The WordPress core routes TEC clients call around the API (issue #17 items 3 and 4,
 * docs/api.md §16): `wp/v2/users/me`, `wp/v2/media`, `wp/v2/tags` and `wp/v2/tribe_events_cat`,
 * on WordPress's paths and the plugin's own root, in WordPress's shapes and error codes.
 */
import { useApp } from './helpers/app';
import { PNG } from './helpers/image-site';
import { minimal } from './helpers/writes';
import { WP_NS } from './helpers/root';

const WP = '/wp-json/wp/v2';
const OWN = '/api/calendar/wp/v2';
const basic = (secret: string) => `Basic ${Buffer.from(`editor:${secret}`).toString('base64')}`;
const bearerSecret = (auth: string) => auth.replace(/^Bearer /, '');
/** supertest listens on a new port for each request: bodies compared without their origin. */
const sansOrigin = (body: unknown) =>
  JSON.parse(JSON.stringify(body).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN'));

describe('with wordpressPaths on (the default)', () => {
  const app = useApp();
  let full: string;
  const files = () => app.strapi.db.query('plugin::upload.file').count();

  beforeAll(async () => {
    full = await app.token('full-access');
  });

  /** A raw-body upload as WordPress clients send it. */
  const rawUpload = (body: Buffer, headers: Record<string, string>, auth = full) => {
    const req = app.http.post(`${WP}/media`).set('Authorization', auth);
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    return req.send(body);
  };
  const png = (name = 'poster.png') => ({
    'Content-Type': 'image/png',
    'Content-Disposition': `attachment; filename="${name}"`,
  });

  describe('users/me', () => {
    test('anonymous: 401 rest_not_logged_in, never stored', async () => {
      const res = await app.http.get(`${WP}/users/me`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 'rest_not_logged_in',
        message: 'You are not currently logged in.',
        data: { status: 401 },
      });
      expect(res.headers['cache-control']).toContain('no-store');
    });

    test('an API token answers as itself: its id, its name, slug token-{id}', async () => {
      const auth = await app.token('full-access');
      const token = await app.strapi.db
        .query('admin::api-token')
        .findOne({ where: { name: { $startsWith: 'test-token-' } }, orderBy: { id: 'desc' } });
      const res = await app.http.get(`${WP}/users/me`).set('Authorization', auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: token.id,
        name: token.name,
        url: '',
        slug: `token-${token.id}`,
        meta: [],
      });
      expect(Object.keys(res.body.avatar_urls)).toEqual(['24', '48', '96']);
      expect(res.body.link).toMatch(new RegExp(`/author/token-${token.id}/$`));
      expect(res.body._links.self[0].href).toMatch(/\/wp-json\/wp\/v2\/users\/me$/);
      expect(res.body).not.toHaveProperty('username');
      expect(JSON.stringify(res.body)).not.toContain(bearerSecret(auth));
      // Through Basic (an application password) it is the same caller.
      const viaBasic = await app.http
        .get(`${WP}/users/me`)
        .set('Authorization', basic(bearerSecret(auth)));
      expect(sansOrigin(viaBasic.body)).toEqual(sansOrigin(res.body));
    });

    test('a read-only token may ask too; an unknown password is 401 incorrect_password', async () => {
      const readOnly = await app.token('read-only');
      expect((await app.http.get(`${WP}/users/me`).set('Authorization', readOnly)).status).toBe(
        200
      );
      const stranger = await app.http
        .get(`${WP}/users/me`)
        .set('Authorization', basic('abcd efgh ijkl mnop'));
      expect([stranger.status, stranger.body.code]).toEqual([401, 'incorrect_password']);
    });

    test('a users-permissions user: its id and username; context=edit adds its account', async () => {
      const { auth, id } = await app.user([]);
      const res = await app.http.get(`${WP}/users/me`).set('Authorization', auth);
      expect(res.status).toBe(200);
      const user = await app.strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { id } });
      expect(res.body).toMatchObject({ id, name: user.username, slug: user.username });
      const edit = await app.http.get(`${WP}/users/me?context=edit`).set('Authorization', auth);
      expect(edit.body).toMatchObject({ id, username: user.username, email: user.email });
    });

    test('?rest_route=, a language root and the own root are the same route', async () => {
      const auth = basic(bearerSecret(full));
      const viaQuery = await app.http
        .get('/?rest_route=/wp/v2/users/me')
        .set('Authorization', auth);
      expect(viaQuery.status).toBe(200);
      expect(viaQuery.body._links.self[0].href).toMatch(/\/\?rest_route=\/wp\/v2\/users\/me$/);
      const fr = await app.http.get(`/fr${WP}/users/me`).set('Authorization', auth);
      expect(fr.status).toBe(200);
      const own = await app.http.get(`${OWN}/users/me`).set('Authorization', full);
      expect(own.status).toBe(200);
      expect(own.body._links.self[0].href).toMatch(/\/api\/calendar\/wp\/v2\/users\/me$/);
      expect(own.body.id).toBe(fr.body.id);
    });
  });

  describe('media', () => {
    test('a raw-body upload is a media library image, read back by id, usable as an event image', async () => {
      const before = await files();
      const res = await rawUpload(PNG, png());
      expect(res.status).toBe(201);
      expect(await files()).toBeGreaterThan(before);
      expect(res.body).toMatchObject({
        id: expect.any(Number),
        status: 'inherit',
        type: 'attachment',
        title: { rendered: 'poster' },
        author: 0,
        caption: { rendered: '' },
        alt_text: '',
        media_type: 'image',
        mime_type: 'image/png',
        post: null,
        media_details: { file: expect.stringMatching(/\.png$/), sizes: expect.any(Object) },
      });
      expect(res.body.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(res.body.date_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(res.body.guid.rendered).toBe(res.body.source_url);
      expect(res.body.source_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/.+\.png$/);
      expect(res.body.media_details.width).toBeGreaterThan(0);
      expect(res.headers.location).toMatch(new RegExp(`/wp-json/wp/v2/media/${res.body.id}$`));

      const read = await app.http.get(`${WP}/media/${res.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body.id).toBe(res.body.id);
      expect(new URL(read.body.source_url).pathname).toBe(new URL(res.body.source_url).pathname);

      // docs/api.md §16.2: the id is an `image` of an event write, as a JSON number.
      const event = await app.http
        .post(`${WP_NS}/events`)
        .set('Authorization', full)
        .send(minimal({ title: 'With an uploaded image', image: res.body.id }));
      expect(event.status).toBe(201);
      expect(event.body.image).toMatchObject({ id: res.body.id, extension: 'png' });
      expect(new URL(event.body.image.url).pathname).toBe(new URL(res.body.source_url).pathname);
    });

    test('a multipart upload with a `file` field works alike', async () => {
      const res = await app.http
        .post(`${WP}/media`)
        .set('Authorization', full)
        .attach('file', PNG, { filename: 'flyer.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ media_type: 'image', title: { rendered: 'flyer' } });
      expect((await app.http.get(`${OWN}/media/${res.body.id}`)).body.id).toBe(res.body.id);
    });

    test('title, caption and alt_text name the file in the media library, as form fields or in the query', async () => {
      const res = await app.http
        .post(`${WP}/media`)
        .set('Authorization', full)
        .field('title', 'Kinky Coffee banner')
        .field('caption', 'At the <em>corner</em> café')
        .field('alt_text', ' A cup\n of <b>coffee</b>  on a table ')
        .attach('file', PNG, { filename: 'banner.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: { rendered: 'Kinky Coffee banner' },
        caption: { rendered: 'At the <em>corner</em> café' },
        alt_text: 'A cup of coffee on a table',
      });
      const stored = await app.strapi.db
        .query('plugin::upload.file')
        .findOne({ where: { id: res.body.id } });
      expect(stored).toMatchObject({
        name: 'Kinky Coffee banner.png',
        caption: 'At the <em>corner</em> café',
        alternativeText: 'A cup of coffee on a table',
      });
      // A raw-body upload takes them in the query string; `title` also as WordPress's { raw } form.
      const raw = await app.http
        .post(`${WP}/media?title[raw]=Spring%202.0%20poster&alt_text=Spring`)
        .set('Authorization', full)
        .set(png('p.png'))
        .send(PNG);
      expect(raw.status).toBe(201);
      expect(raw.body).toMatchObject({
        title: { rendered: 'Spring 2.0 poster' },
        alt_text: 'Spring',
      });
      expect((await app.http.get(`${WP}/media/${raw.body.id}`)).body.title.rendered).toBe(
        'Spring 2.0 poster'
      );
      // A blank title is none: the file keeps its own name.
      const blank = await app.http
        .post(`${WP}/media?title=%20%20`)
        .set('Authorization', full)
        .set(png('kept.png'))
        .send(PNG);
      expect([blank.status, blank.body.title.rendered]).toEqual([201, 'kept']);
    });

    test('a title too long for the library or of the wrong type: 400 rest_invalid_param, nothing stored', async () => {
      const before = await files();
      // Over the library name's 250 characters, or a name whose file name would pass 255 bytes
      // (each ß is `ss` in the files' names, which are made from it).
      const tooLong = [`title=${'t'.repeat(251)}`, `title=${'ß'.repeat(101)}`];
      for (const query of [...tooLong, 'title[]=a&title[]=b', 'caption[raw][x]=1']) {
        const res = await app.http
          .post(`${WP}/media?${query}`)
          .set('Authorization', full)
          .set(png())
          .send(PNG);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
        expect(Object.keys(res.body.data.params)).toEqual([query.split(/[=[]/)[0]]);
      }
      const longest = await app.http
        .post(`${WP}/media?title=${'ß'.repeat(100)}`)
        .set('Authorization', full)
        .set(png())
        .send(PNG);
      expect(longest.status).toBe(201);
      expect(await files()).toBe(before + 1);
    });

    test('refusals in WordPress’s codes, leaving nothing in the media library', async () => {
      const before = await files();
      const refused = async (res: { status: number; body: { code: string } }) => [
        res.status,
        res.body.code,
      ];
      expect(await refused(await rawUpload(Buffer.alloc(0), png()))).toEqual([
        400,
        'rest_upload_no_data',
      ]);
      expect(await refused(await rawUpload(PNG, { 'Content-Type': 'image/png' }))).toEqual([
        400,
        'rest_upload_no_content_disposition',
      ]);
      expect(
        await refused(
          await rawUpload(PNG, { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment' })
        )
      ).toEqual([400, 'rest_upload_invalid_disposition']);
      const text = Buffer.from('<?php echo "not an image"; ?>'.repeat(20));
      const notImage = await rawUpload(text, png('shell.png'));
      expect(notImage.status).toBe(400);
      expect(notImage.body).toEqual({
        code: 'rest_upload_sideload_error',
        message: 'Sorry, you are not allowed to upload this file type.',
        data: { status: 400 },
      });
      const pdf = await rawUpload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="a.pdf"',
      });
      expect([pdf.status, pdf.body.code]).toEqual([400, 'rest_upload_sideload_error']);
      const multipartText = await app.http
        .post(`${WP}/media`)
        .set('Authorization', full)
        .attach('file', text, { filename: 'x.png', contentType: 'image/png' });
      expect([multipartText.status, multipartText.body.code]).toEqual([
        400,
        'rest_upload_sideload_error',
      ]);
      const noFile = await app.http
        .post(`${WP}/media`)
        .set('Authorization', full)
        .field('title', 'no file');
      expect([noFile.status, noFile.body.code]).toEqual([400, 'rest_upload_no_data']);
      expect(await files()).toBe(before);
    });

    test('over the upload plugin’s sizeLimit: 413 rest_upload_file_too_big, raw or multipart', async () => {
      const config = app.strapi.config.get('plugin::upload');
      const previous = config.sizeLimit;
      // The test PNG is 99 bytes.
      app.strapi.config.set('plugin::upload.sizeLimit', 60);
      try {
        const before = await files();
        const raw = await rawUpload(PNG, png());
        expect([raw.status, raw.body.code]).toEqual([413, 'rest_upload_file_too_big']);
        const multipart = await app.http
          .post(`${WP}/media`)
          .set('Authorization', full)
          .attach('file', PNG, { filename: 'big.png', contentType: 'image/png' });
        expect([multipart.status, multipart.body.code]).toEqual([413, 'rest_upload_file_too_big']);
        expect(await files()).toBe(before);
      } finally {
        app.strapi.config.set('plugin::upload.sizeLimit', previous);
      }
    });

    test('who may upload: the action, as for every write; reads by id are public', async () => {
      const anonymous = await app.http.post(`${WP}/media`).set(png()).send(PNG);
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);
      const readOnly = await rawUpload(PNG, png(), await app.token('read-only'));
      expect([readOnly.status, readOnly.body.code]).toEqual([403, 'rest_forbidden']);
      const custom = await app.token('custom', ['plugin::calendar.wpMedia.create']);
      expect((await rawUpload(PNG, png(), custom)).status).toBe(201);
      const unknown = await app.http.get(`${WP}/media/987654`);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'rest_post_invalid_id']);
    });
  });

  describe('tags and tribe_events_cat', () => {
    const tagIds: number[] = [];
    beforeAll(async () => {
      for (const name of ['WP Alpha', 'WP Beta', 'WP Gamma', 'WP Delta', 'Other']) {
        const res = await app.http.post(`${WP}/tags`).set('Authorization', full).send({ name });
        tagIds.push(res.body.id);
      }
    });

    test('create answers 201 with WordPress’s term object; the namespace sees the same record', async () => {
      const res = await app.http
        .post(`${WP}/tags`)
        .set('Authorization', full)
        .send({ name: 'WP Created', description: 'Made on wp/v2', slug: 'wp-made' });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body)).toEqual([
        'id',
        'count',
        'description',
        'link',
        'name',
        'slug',
        'taxonomy',
        'meta',
        '_links',
      ]);
      expect(res.body).toMatchObject({
        count: 0,
        description: 'Made on wp/v2',
        name: 'WP Created',
        slug: 'wp-made',
        taxonomy: 'post_tag',
        meta: [],
      });
      expect(res.headers.location).toBe(res.body._links.self[0].href);
      const own = await app.http.get(`/api/calendar/events/v1/tags/${res.body.id}`);
      expect(own.body).toMatchObject({ id: res.body.id, name: 'WP Created' });
      const read = await app.http.get(`${WP}/tags/${res.body.id}`);
      expect(sansOrigin(read.body)).toEqual(sansOrigin(res.body));
    });

    test('an existing name: 400 term_exists with data.term_id; name is required', async () => {
      const res = await app.http
        .post(`${WP}/tags`)
        .set('Authorization', full)
        .send({ name: 'WP Alpha' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'term_exists',
        message: 'A term with the name provided already exists in this taxonomy.',
        data: { status: 400, term_id: tagIds[0] },
      });
      const missing = await app.http.post(`${WP}/tags`).set('Authorization', full).send({});
      expect([missing.status, missing.body.code]).toEqual([400, 'rest_missing_callback_param']);
    });

    test('list: a bare array, X-WP-Total and X-WP-TotalPages, paging, search, include, exclude, slug', async () => {
      const res = await app.http.get(`${WP}/tags?search=WP%20&per_page=2&orderby=id`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.map((t: { id: number }) => t.id)).toEqual(tagIds.slice(0, 2));
      expect(res.headers['x-wp-total']).toBe('5');
      expect(res.headers['x-wp-totalpages']).toBe('3');
      expect(res.headers.link).toContain('rel="next"');
      expect(res.body[0]._links.self[0].href).toMatch(/\/wp-json\/wp\/v2\/tags\/\d+$/);
      const page2 = await app.http.get(`${WP}/tags?search=WP%20&per_page=2&orderby=id&page=2`);
      expect(page2.body.map((t: { id: number }) => t.id)).toEqual(tagIds.slice(2, 4));
      expect(page2.headers.link).toContain('rel="prev"');
      const included = await app.http.get(`${WP}/tags?include=${tagIds[1]},${tagIds[3]},999999`);
      expect(included.body.map((t: { id: number }) => t.id).sort()).toEqual(
        [tagIds[1], tagIds[3]].sort()
      );
      const excluded = await app.http.get(`${WP}/tags?search=WP%20&exclude=${tagIds[0]}`);
      expect(excluded.body.map((t: { id: number }) => t.id)).not.toContain(tagIds[0]);
      const bySlug = await app.http.get(`${WP}/tags?slug=wp-beta`);
      expect(bySlug.body.map((t: { name: string }) => t.name)).toEqual(['WP Beta']);
      const defaults = await app.http.get(`${WP}/tags`);
      expect(defaults.body.length).toBeLessThanOrEqual(10);
      const tooMany = await app.http.get(`${WP}/tags?per_page=101`);
      expect([tooMany.status, tooMany.body.code]).toEqual([400, 'rest_invalid_param']);
    });

    test('categories: parent on create, parent filter, taxonomy tribe_events_cat', async () => {
      const parent = await app.http
        .post(`${WP}/tribe_events_cat`)
        .set('Authorization', full)
        .send({ name: 'WP Music' });
      expect(parent.status).toBe(201);
      expect(parent.body).toMatchObject({ taxonomy: 'tribe_events_cat', parent: 0 });
      const child = await app.http
        .post(`${WP}/tribe_events_cat`)
        .set('Authorization', full)
        .send({ name: 'WP Jazz', parent: parent.body.id });
      expect(child.status).toBe(201);
      expect(child.body.parent).toBe(parent.body.id);
      expect(child.body._links.up[0].href).toMatch(
        new RegExp(`/wp/v2/tribe_events_cat/${parent.body.id}$`)
      );
      const children = await app.http.get(`${WP}/tribe_events_cat?parent=${parent.body.id}`);
      expect(children.body.map((c: { id: number }) => c.id)).toEqual([child.body.id]);
      const again = await app.http
        .post(`${WP}/tribe_events_cat`)
        .set('Authorization', full)
        .send({ name: 'WP Jazz', parent: parent.body.id });
      expect(again.body).toMatchObject({ code: 'term_exists', data: { term_id: child.body.id } });
      const own = await app.http.get(`/api/calendar/events/v1/categories/${child.body.id}`);
      expect(own.body.parent).toBe(parent.body.id);
    });

    test('an unknown id is 404 rest_term_invalid; writes need their action', async () => {
      for (const base of ['tags', 'tribe_events_cat']) {
        const res = await app.http.get(`${WP}/${base}/987654`);
        expect([res.status, res.body.code]).toEqual([404, 'rest_term_invalid']);
      }
      const anonymous = await app.http.post(`${WP}/tags`).send({ name: 'Nobody' });
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'rest_forbidden']);
      const readOnly = await app.http
        .post(`${WP}/tags`)
        .set('Authorization', await app.token('read-only'))
        .send({ name: 'Read only' });
      expect([readOnly.status, readOnly.body.code]).toEqual([403, 'rest_forbidden']);
    });
  });

  test('any other wp/v2 route is WordPress’s 404 rest_no_route', async () => {
    for (const path of [`${WP}/posts`, `${WP}/users`, `${WP}/users/1`, `${OWN}/posts`]) {
      const res = await app.http.get(path);
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'rest_no_route']);
    }
    const wrongMethod = await app.http.delete(`${WP}/users/me`).set('Authorization', full);
    expect([wrongMethod.status, wrongMethod.body.code]).toEqual([404, 'rest_no_route']);
  });

  test('WordPress’s REST index names wp/v2 and its routes', async () => {
    const res = await app.http.get('/wp-json/');
    expect(res.body.namespaces).toEqual(['tribe/events/v1', 'wp/v2']);
    expect(res.body.routes['/wp/v2/users/me'].methods).toEqual(['GET']);
    expect(res.body.routes['/wp/v2/media'].methods).toEqual(['POST']);
    expect(
      res.body.routes['/wp/v2/tags'].endpoints.map((e: { methods: string[] }) => e.methods)
    ).toEqual([['GET'], ['POST']]);
    expect(res.body.routes['/wp/v2/tags']._links.self[0].href).toMatch(/\/wp-json\/wp\/v2\/tags$/);
  });
});

describe('with wordpressPaths off, and Basic passwords on', () => {
  const app = useApp({
    env: { CALENDAR_WORDPRESS_PATHS: 'false', CALENDAR_BASIC_AUTH_PASSWORDS: 'true' },
  });

  test('/wp-json/wp/v2 is not served; the own root is, Basic login included', async () => {
    const { id } = await app.user([]);
    // Stored hashed, as users-permissions' own writes store it (tests/api/basic-auth-passwords.test.ts).
    await app.strapi
      .plugin('users-permissions')
      .service('user')
      .edit(id, { password: 'Passw0rd!' });
    const user = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id } });
    const auth = `Basic ${Buffer.from(`${user.username}:Passw0rd!`).toString('base64')}`;
    expect((await app.http.get(`${WP}/users/me`).set('Authorization', auth)).status).toBe(404);
    const own = await app.http.get(`${OWN}/users/me`).set('Authorization', auth);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id, name: user.username });
    const wrong = `Basic ${Buffer.from(`${user.username}:wrong`).toString('base64')}`;
    const refused = await app.http.get(`${OWN}/users/me`).set('Authorization', wrong);
    expect([refused.status, refused.body.code]).toEqual([401, 'incorrect_password']);
  });
});
