/**
 * POST|PUT|PATCH /events/{id} and /events/by-slug/{slug} (docs/api.md §2, §7) on language versions: an
 * update writes the version of its language, by id of any version, on the /fr root or with
 * translation_language; links resolve to the event's language; a permanent delete removes one
 * version. Other updates are in events-write-update.test.ts.
 */
import { useApp } from './helpers/app';
import { makeRichLinks, updateRequests } from './helpers/event-updates';
import { makeVenue } from './helpers/fixtures';
import { NS, countEvents, originOf, refused } from './helpers/writes';

const app = useApp();
let full: string;
let venue: { id: number };
let orgA: { id: number };
let orgB: { id: number };
let music: { id: number };
let outdoor: { id: number };

beforeAll(async () => {
  full = await app.token('full-access');
  ({ venue, orgA, orgB, music, outdoor } = await makeRichLinks(app.strapi));
});

const { richEvent, read, send } = updateRequests(app, () => ({
  full,
  venue,
  orgA,
  orgB,
  music,
  outdoor,
}));

describe('update: languages (docs/api.md §2)', () => {
  /** An English event and its French version (made through the Document Service). */
  async function bilingual() {
    const en = await richEvent({ timezone: 'UTC' });
    const row = await app.strapi.db
      .query('plugin::calendar.event')
      .findOne({ where: { id: en.id } });
    const fr = await app.strapi.documents('plugin::calendar.event').update({
      documentId: row.documentId,
      locale: 'fr',
      data: {
        title: `${en.title} (fr)`,
        slug: en.slug,
        startUtc: row.startUtc,
        endUtc: row.endUtc,
        timezone: 'UTC',
        postStatus: 'publish',
      },
    });
    return { en, frId: fr.id as number };
  }

  test('an update that names another language writes that language version only', async () => {
    const { en, frId } = await bilingual();
    const res = await send('patch', `/events/${en.id}`, {
      title: 'Titre',
      translation_language: 'fr',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: frId,
      title: 'Titre',
      translation_language: 'fr',
      translations: { en: en.id, fr: frId },
    });
    expect((await read(en.id)).body.title).toBe(en.title);
  });

  test('the same through the /fr root, by id of any version and by the French slug', async () => {
    const { en, frId } = await bilingual();
    const byId = await app.http
      .put(`/fr${NS}/events/${en.id}`)
      .set('Authorization', full)
      .send({ cost: '12' });
    expect(byId.status).toBe(200);
    expect(byId.body.id).toBe(frId);
    expect(byId.body.rest_url).toBe(`${originOf(byId)}/fr${NS}/events/${frId}`);
    const bySlug = await app.http
      .patch(`/fr${NS}/events/by-slug/${en.slug}`)
      .set('Authorization', full)
      .send({ featured: false });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(frId);
    expect((await read(en.id)).body).toMatchObject({ cost: en.cost, featured: true });
  });

  test('a language version that does not exist → 404, nothing written', async () => {
    const { en } = await bilingual();
    const res = await refused(app, () =>
      send('patch', `/events/${en.id}`, { title: 'Titel', translation_language: 'nl' })
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'rest-event-not-found',
      message: `Evenement met ID ${en.id} bestaat niet.`,
      data: { status: 404 },
    });
  });

  test('linking by the id of another language version links the version in the event’s language', async () => {
    const { en, frId } = await bilingual();
    const row = await app.strapi.db
      .query('plugin::calendar.venue')
      .findOne({ where: { id: venue.id } });
    const frVenue = await makeVenue(app.strapi, 'Grande Salle', {}, 'fr', row.documentId);
    const res = await app.http
      .patch(`/fr${NS}/events/${frId}`)
      .set('Authorization', full)
      .send({ venue: venue.id });
    expect(res.status).toBe(200);
    expect(res.body.venue).toMatchObject({ id: frVenue.id, venue: 'Grande Salle' });
    // No French version of the organizer: refused, nothing written.
    const refusedRes = await refused(app, () =>
      app.http
        .patch(`/fr${NS}/events/${frId}`)
        .set('Authorization', full)
        .send({ organizer: [orgA.id] })
    );
    expect(refusedRes.status).toBe(400);
    expect(refusedRes.body.data.params).toEqual({ organizer: 'Paramètre invalide.' });
    expect((await read(en.id)).body.venue.id).toBe(venue.id);
  });

  test('a permanent delete removes one language version and keeps the others', async () => {
    const { en, frId } = await bilingual();
    const count = await countEvents(app);
    const res = await app.http
      .delete(`/fr${NS}/events/${en.id}`)
      .set('Authorization', full)
      .query({ force: true });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(frId);
    expect(await countEvents(app)).toBe(count - 1);
    const english = await read(en.id);
    expect(english.body.translations).toEqual({ en: en.id });
  });
});
