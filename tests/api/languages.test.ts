/**
 * Per-language sites (docs/api.md §1–2): language roots and the translation_language selector on every
 * route, language versions with their own ids, reads by another version's id, relations kept
 * within one language, filters taking any version's id, URLs on the root the request came in on.
 */
import { useApp } from './helpers/app';
import { daysFromNow, makeCategory, makeOrganizer, makeTag, makeVenue } from './helpers/fixtures';

import { NS } from './helpers/root';
const ROOT = (lang: string | null) => (lang ? `/${lang}${NS}` : NS);

const app = useApp();
let full: string;
const ids: Record<string, Record<string, number>> = {};

async function event(lang: string, body: Record<string, unknown>) {
  const res = await app.http
    .post(`${ROOT(lang)}/events`)
    .set('Authorization', full)
    .send({ start_date: daysFromNow(5), end_date: daysFromNow(5, 12), ...body });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  full = await app.token('full-access');
  const venue = await makeVenue(app.strapi, 'Concert Hall', { city: 'Ghent' });
  const venueFr = await makeVenue(
    app.strapi,
    'Salle de concert',
    { city: 'Gand' },
    'fr',
    venue.documentId
  );
  const org = await makeOrganizer(app.strapi, 'Music Society');
  const orgFr = await makeOrganizer(app.strapi, 'Société de musique', {}, 'fr', org.documentId);
  const cat = await makeCategory(app.strapi, 'Music');
  const catFr = await makeCategory(app.strapi, 'Musique', {}, 'fr', cat.documentId);
  const catNl = await makeCategory(app.strapi, 'Muziek', {}, 'nl', cat.documentId);
  const tag = await makeTag(app.strapi, 'live');
  const onlyEn = await makeVenue(app.strapi, 'English Only Hall');
  ids.venue = { en: venue.id, fr: venueFr.id, enOnly: onlyEn.id };
  ids.organizer = { en: org.id, fr: orgFr.id };
  ids.category = { en: cat.id, fr: catFr.id, nl: catNl.id };
  ids.tag = { en: tag.id };
  const en = await event('', {
    title: 'Concert',
    venue: venue.id,
    organizer: [org.id],
    categories: [cat.id],
  });
  // Linking by the English ids from the French root links the French versions (docs/api.md §2).
  const fr = await event('fr', {
    title: 'Concert (FR)',
    translation_of: en.id,
    venue: venue.id,
    organizer: [org.id],
    categories: [cat.id],
  });
  const nl = await event('', {
    title: 'Concert (NL)',
    translation_of: en.id,
    translation_language: 'nl',
  });
  ids.event = { en: en.id, fr: fr.id, nl: nl.id };
});

describe('language roots and the selector', () => {
  test('/fr lists the French versions with URLs on the French root; the selector on the default root lists the same records', async () => {
    const onRoot = await app.http.get(`${ROOT('fr')}/events`);
    expect(onRoot.status).toBe(200);
    expect(onRoot.body.events.map((e: { id: number }) => e.id)).toEqual([ids.event.fr]);
    expect(onRoot.body.events[0].rest_url).toMatch(new RegExp(`/fr${NS}/events/${ids.event.fr}$`));
    expect(onRoot.body.rest_url).toContain(`/fr${NS}/events/?`);
    const bySelector = await app.http.get(`${NS}/events?translation_language=fr`);
    expect(bySelector.body.events.map((e: { id: number }) => e.id)).toEqual([ids.event.fr]);
    expect(bySelector.body.rest_url).toContain('translation_language=fr');
  });

  test('the default root lists the default language', async () => {
    const res = await app.http.get(`${NS}/events`);
    expect(res.body.events.map((e: { id: number }) => e.id)).toEqual([ids.event.en]);
  });

  test('reading the English id with translation_language=nl answers with the Dutch version', async () => {
    const res = await app.http.get(`${NS}/events/${ids.event.en}?translation_language=nl`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.event.nl,
      title: 'Concert (NL)',
      translation_language: 'nl',
    });
    expect(res.body.translations).toEqual({ en: ids.event.en, fr: ids.event.fr, nl: ids.event.nl });
  });

  test('a record without a version in the requested language is not found', async () => {
    const venue = await app.http.get(`${ROOT('nl')}/venues/${ids.venue.enOnly}`);
    expect(venue.status).toBe(400);
    expect(venue.body.code).toBe('rest_invalid_param');
  });

  test('the selector wins over the root; an unknown language is 400 rest_invalid_param', async () => {
    const res = await app.http.get(`${ROOT('fr')}/events?translation_language=nl`);
    expect(res.body.events.map((e: { id: number }) => e.id)).toEqual([ids.event.nl]);
    const bad = await app.http.get(`${NS}/events?translation_language=de`);
    expect(bad.status).toBe(400);
    expect(bad.body.data.params).toHaveProperty('translation_language');
  });

  test('an unknown language root is not a route', async () => {
    const res = await app.http.get(`/de${NS}/events`);
    expect(res.status).toBe(404);
  });

  test.each(['fr', 'nl', null])('every list route answers under the %s root', async (lang) => {
    for (const kind of ['events', 'venues', 'organizers', 'categories', 'tags']) {
      const res = await app.http.get(`${ROOT(lang)}/${kind}`);
      expect([kind, res.status]).toEqual([kind, 200]);
      expect(res.body.rest_url).toContain(`${ROOT(lang)}/${kind}/`);
    }
  });

  test.each([
    ['events', 'event'],
    ['venues', 'venue'],
    ['organizers', 'organizer'],
    ['categories', 'category'],
  ])(
    'single %s reads by the English id answer the French version under /fr',
    async (path, kind) => {
      const res = await app.http.get(`${ROOT('fr')}/${path}/${ids[kind].en}`);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(ids[kind].fr);
      expect(res.body.translation_language).toBe('fr');
    }
  );

  test('errors are in the language of the root or the selector', async () => {
    const fr = await app.http.get(`${ROOT('fr')}/events?per_page=abc`);
    expect(fr.body.message).toBe('Paramètre(s) invalide(s) : per_page');
    const nl = await app.http.get(`${NS}/events/99999999?translation_language=nl`);
    expect(nl.body).toEqual({
      code: 'rest-event-not-found',
      message: 'Evenement met ID 99999999 bestaat niet.',
      data: { status: 404 },
    });
  });
});

describe('relations and filters across languages', () => {
  test('an event linked by English ids from the French root embeds the French venue, organizer and category', async () => {
    const res = await app.http.get(`${ROOT('fr')}/events/${ids.event.fr}`);
    expect(res.body.venue).toMatchObject({ id: ids.venue.fr, venue: 'Salle de concert' });
    expect(res.body.organizer.map((o: { id: number }) => o.id)).toEqual([ids.organizer.fr]);
    expect(res.body.categories.map((c: { id: number }) => c.id)).toEqual([ids.category.fr]);
  });

  test('linking a record that has no version in the event language is 400', async () => {
    const before = await app.strapi.db.query('plugin::calendar.event').count();
    const res = await app.http
      .post(`${ROOT('fr')}/events`)
      .set('Authorization', full)
      .send({
        title: 'X',
        start_date: daysFromNow(6),
        end_date: daysFromNow(6, 12),
        venue: ids.venue.enOnly,
      });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params)).toEqual(['venue']);
    expect(await app.strapi.db.query('plugin::calendar.event').count()).toBe(before);
  });

  test('filters take the id of any language version', async () => {
    for (const query of [
      `venue=${ids.venue.en}`,
      `venue=${ids.venue.fr}`,
      `organizer=${ids.organizer.en}`,
      `categories=${ids.category.nl}`,
    ]) {
      const res = await app.http.get(`${ROOT('fr')}/events?${query}`);
      expect([query, res.body.events.map((e: { id: number }) => e.id)]).toEqual([
        query,
        [ids.event.fr],
      ]);
    }
  });

  test('creating a version that exists already is 400 rest_translation_exists and writes nothing', async () => {
    const before = await app.strapi.db.query('plugin::calendar.event').count();
    const res = await app.http
      .post(`${ROOT('fr')}/events`)
      .set('Authorization', full)
      .send({
        title: 'Again',
        start_date: daysFromNow(5),
        end_date: daysFromNow(5, 12),
        translation_of: ids.event.en,
      });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_translation_exists');
    expect(await app.strapi.db.query('plugin::calendar.event').count()).toBe(before);
  });

  test('writes under a language root write that language', async () => {
    const created = await event('nl', { title: 'Alleen Nederlands' });
    expect(created.translation_language).toBe('nl');
    expect(created.rest_url).toContain(`/nl${NS}/events/`);
    const english = await app.http.get(`${NS}/events/${created.id}`);
    expect(english.status).toBe(404);
  });
});
