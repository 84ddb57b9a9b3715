/**
 * A series' language versions share its rule and occurrence times (docs/api.md §12): a new
 * version takes the series' rule, a change of the rule or a move in one version is made in the
 * others, and their occurrences stay paired (and keep their ids).
 */
import { useApp } from './helpers/app';
import { NS, createAs } from './helpers/writes';

const app = useApp();
let full: string;
beforeAll(async () => {
  full = await app.token('full-access');
});

const occurrences = async (id: number, lang: string) =>
  (
    await app.http
      .get(`${NS}/events/${id}/occurrences?per_page=50&translation_language=${lang}`)
      .set('Authorization', full)
  ).body.events as Array<Record<string, any>>;

const post = (id: number, body: object, lang = 'en') =>
  app.http
    .post(`${NS}/events/${id}?translation_language=${lang}`)
    .set('Authorization', full)
    .send(body);

test('language versions share the rule and the occurrence times', async () => {
  const create = createAs(app, () => full);
  const en = await create({
    title: 'Choir',
    start_date: '2027-09-07 19:00:00',
    end_date: '2027-09-07 21:00:00',
    timezone: 'Europe/Brussels',
    recurrence: 'FREQ=WEEKLY;COUNT=4',
  });
  // A French version created without a rule of its own takes the series' rule and schedule.
  const fr = await create({
    title: 'Chorale',
    start_date: '2027-09-08 10:00:00',
    end_date: '2027-09-08 11:00:00',
    translation_language: 'fr',
    translation_of: en.body.id,
  });
  expect(fr.status).toBe(201);
  expect(fr.body.recurrence.rules).toEqual(['FREQ=WEEKLY;COUNT=4']);
  const frOcc = await occurrences(fr.body.id, 'fr');
  const enOcc = await occurrences(en.body.id, 'en');
  expect(frOcc.map((o) => o.start_date)).toEqual(enOcc.map((o) => o.start_date));
  expect(enOcc.map((o) => o.translations)).toEqual(
    enOcc.map((o, i) => ({ en: o.id, fr: frOcc[i].id }))
  );

  // A move in English moves the French version; every occurrence keeps its id.
  await post(en.body.id, { start_date: '2027-09-07 20:00:00', end_date: '2027-09-07 22:00:00' });
  const frMoved = await occurrences(fr.body.id, 'fr');
  expect(frMoved.map((o) => o.id)).toEqual(frOcc.map((o) => o.id));
  expect(frMoved[3].start_date).toBe('2027-09-28 20:00:00');

  // A new rule in French is the English rule too.
  await post(fr.body.id, { recurrence: 'FREQ=WEEKLY;COUNT=2' }, 'fr');
  expect((await occurrences(en.body.id, 'en')).map((o) => o.id)).toEqual(
    enOcc.slice(0, 2).map((o) => o.id)
  );

  // A title change in one language stays in that language.
  await post(fr.body.id, { title: 'Chorale du mardi' }, 'fr');
  expect((await occurrences(en.body.id, 'en'))[0].title).toBe('Choir');
});
