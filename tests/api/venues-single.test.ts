/**
 * GET /venues/{id} and /venues/by-slug/{slug} (docs/tec-behaviour.md §2.2 venue handlers, §3.4, §5.3;
 * docs/api.md §1–§3): the record in TEC's key order, unknown ids and slugs, drafts, languages and
 * language roots, and images. Lists are in venues-list.test.ts, password-protected venues in
 * venues-visibility.test.ts.
 */
import { useApp } from './helpers/app';
import { originOf } from './helpers/writes';
import {
  NS,
  UIDS,
  VENUE_KEYS,
  inOrder,
  invalidParamBody,
  pathOf,
  queryPairs,
  unchanged,
} from './helpers/linked';
import { VENUE_EDITOR, names, venueRequests } from './helpers/venues';

const app = useApp();
let full: string;
let editor: string;

beforeAll(async () => {
  full = await app.token('full-access');
  editor = await app.token('custom', VENUE_EDITOR);
});

const { createVenue, get } = venueRequests(app, () => full);

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

  it("answers the full record with json_ld, keys in TEC's order (docs/tec-behaviour.md §11.8)", async () => {
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
      json_ld: expect.objectContaining({
        '@type': 'Place',
        name: 'Golden Auditorium',
        telephone: '+1-555-2582',
        sameAs: 'https://venue66.example.test/',
      }),
      show_map: true,
      show_map_link: true,
      global_id: `127.0.0.1?id=${full1.id}`,
      global_id_lineage: [`127.0.0.1?id=${full1.id}`],
      translation_language: 'en',
      translations: { en: full1.id },
    });
    // No author key: an API token is no user, and TEC drops author "0" (docs/tec-behaviour.md §3.4).
    expect(Object.keys(res.body)).toEqual(inOrder(VENUE_KEYS, Object.keys(res.body)));
    expect(res.body.json_ld.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: '88 Oak Ave',
      addressLocality: 'Manchester',
      postalCode: 'M165',
      addressCountry: 'United Kingdom',
    });
  });

  it('answers the same record by slug', async () => {
    const byId = await get(`${NS}/venues/${full1.id}`);
    const bySlug = await get(`${NS}/venues/by-slug/golden-auditorium`);
    expect(bySlug.status).toBe(200);
    expect(JSON.stringify(bySlug.body).split(originOf(bySlug)).join('')).toBe(
      JSON.stringify(byId.body).split(originOf(byId)).join('')
    );
  });

  it('prunes every empty value but keeps show_map, show_map_link and the global ids', async () => {
    const bare = await createVenue({ venue: 'Bare Room' });
    const res = await get(`${NS}/venues/${bare.id}`);
    expect(Object.keys(res.body)).toEqual([
      'id',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'venue',
      'slug',
      'json_ld',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
      'translation_language',
      'translations',
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
    const res = await unchanged(app, () =>
      app.http
        .post(`${NS}/venues`)
        .set('Authorization', full)
        .send({ venue: 'Bad Geo', geo_lat: value, geo_lng: 4 })
    );
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

  it("finds a slug the way TEC's lookup does (case-insensitively), and a slug with a dot as stored", async () => {
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
      expect(res.body).toEqual({
        code: 'venue-not-accessible',
        message: 'The requested venue is not accessible',
        data: { status: 403 },
      });
      const seen = await get(path, editor);
      expect(seen.status).toBe(200);
      expect(seen.body.status).toBe('draft');
    }
  });

  it("reads the French version with translation_language=fr and lists only the request's language", async () => {
    const created = await app.http
      .post(`${NS}/venues`)
      .set('Authorization', full)
      .send({ venue: 'Salle Lumière', translation_language: 'fr' });
    const fr = created.body;
    expect(fr.translation_language).toBe('fr');
    // Its Location leads back to it from the default root.
    expect(queryPairs(created.headers.location)).toEqual([['translation_language', 'fr']]);
    expect((await get(pathOf(created.headers.location))).body.id).toBe(fr.id);
    expect((await get(`${NS}/venues?search=lumiere`)).body.total).toBe(0);
    expect(
      names(
        await get(`${NS}/venues?search=${encodeURIComponent('lumière')}&translation_language=fr`)
      )
    ).toEqual(['Salle Lumière']);
    const res = await get(`${NS}/venues/${fr.id}?translation_language=fr`);
    expect(res.status).toBe(200);
    expect(res.body.venue).toBe('Salle Lumière');
  });
});

describe('images, language roots, unknown routes', () => {
  it('image: the id or URL of a media-library image; shown after slug; "" or null removes it; other files refused', async () => {
    const files = app.strapi.db.query('plugin::upload.file');
    const file = {
      ext: '.png',
      mime: 'image/png',
      size: 12.5,
      provider: 'local',
      width: 640,
      height: 480,
    };
    const photo = await files.create({
      data: { ...file, name: 'hall.png', hash: 'hall_1', url: '/uploads/hall_1.png' },
    });
    const pdf = await files.create({
      data: {
        ...file,
        name: 'plan.pdf',
        hash: 'plan_1',
        ext: '.pdf',
        mime: 'application/pdf',
        url: '/uploads/plan_1.pdf',
      },
    });

    const v = await createVenue({
      venue: 'Pictured Hall',
      image: String(photo.id),
      city: 'Tournai',
    });
    expect(v.image).toMatchObject({
      id: photo.id,
      url: expect.stringMatching(/\/uploads\/hall_1\.png$/),
      extension: 'png',
      width: 640,
      height: 480,
    });
    expect(Object.keys(v)).toEqual(inOrder(VENUE_KEYS, Object.keys(v)));
    expect(Object.keys(v).indexOf('image')).toBe(Object.keys(v).indexOf('slug') + 1);
    const byUrl = await createVenue({
      venue: 'Pictured By Url',
      image: 'https://cdn.example.test/uploads/hall_1.png',
    });
    expect(byUrl.image.id).toBe(photo.id);

    const refused = await unchanged(app, () =>
      app.http
        .post(`${NS}/venues`)
        .set('Authorization', full)
        .send({ venue: 'PDF Hall', image: String(pdf.id) })
    );
    expect(refused.body).toEqual(invalidParamBody('image'));

    for (const clear of [null, '']) {
      await app.http
        .patch(`${NS}/venues/${v.id}`)
        .set('Authorization', full)
        .send({ image: String(photo.id) })
        .expect(200);
      const res = await app.http
        .patch(`${NS}/venues/${v.id}`)
        .set('Authorization', full)
        .send({ image: clear });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('image');
      expect(res.body.city).toBe('Tournai');
    }
  });

  it("answers on a language root with that language's records and URLs that stay on it", async () => {
    const en = await createVenue({ venue: 'Rooted Hall' });
    const row = await app.strapi.db.query(UIDS.venue).findOne({ where: { id: en.id } });
    const fr = await app.strapi.documents(UIDS.venue).update({
      documentId: row.documentId,
      locale: 'fr',
      data: { name: 'Salle Enracinée', slug: 'salle-enracinee', postStatus: 'publish' },
    });
    const res = await get(`/fr${NS}/venues/${en.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: fr.id,
      venue: 'Salle Enracinée',
      translation_language: 'fr',
      translations: { en: en.id, fr: fr.id },
    });
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
    const res = await unchanged(app, () =>
      app.http[method.toLowerCase() as 'get'](`${NS}${path}`).set('Authorization', full)
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });
});
