/**
 * Languages are the site's (docs/api.md §1.2, issue #28): with `languages` unset the calendar serves
 * the site's i18n locales, the default locale first, and creates none; whatever the option, no
 * calendar record is saved in a language the calendar does not serve (refused before saving, with
 * the reason), and records a narrower list leaves out are kept, counted and still in the admin.
 */
import { useApp, type TestApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { daysFromNow } from './helpers/fixtures';
import { PLUGIN_NS } from './helpers/root';
import { validateConfig, defaultConfig, type CalendarConfig } from '../../server/src/config';
import { reportUnservedRecords, unservedRecords } from '../../server/src/setup/languages';

const EVENT = 'plugin::calendar.event';
const VENUE = 'plugin::calendar.venue';
const NS = PLUGIN_NS;

const locales = (strapi: any) => strapi.plugin('i18n').service('locales');
const codes = async (strapi: any) =>
  ((await locales(strapi).find()) as Array<{ code: string }>).map((l) => l.code).sort();
const served = (app: TestApp) => app.strapi.config.get('plugin::calendar').languages as string[];

/** An event's fields as the Content Manager's edit view sends them. */
const cmEvent = (title: string, slug: string) => ({
  title,
  slug,
  startUtc: `${daysFromNow(3).replace(' ', 'T')}.000Z`,
  endUtc: `${daysFromNow(3, 12).replace(' ', 'T')}.000Z`,
  timezone: 'UTC',
  allDay: false,
  postStatus: 'publish',
});

/** A site before it installs the calendar: locales `de` and `en`, `de` the default. */
const germanSite = {
  async run(strapi: any) {
    await locales(strapi).create({ code: 'de', name: 'German (de)' });
    await locales(strapi).setDefaultLocale({ code: 'de' });
  },
};

describe('a site whose default locale is de (with de and en), languages unset', () => {
  const app = useApp({ env: { CALENDAR_LANGUAGES: 'site' }, earlier: germanSite });
  let admin: string;

  beforeAll(async () => {
    admin = await registerSuperAdmin(app);
  });

  test('no locale is added to the site; the calendar serves its locales, de first', async () => {
    expect(await codes(app.strapi)).toEqual(['de', 'en']);
    expect(await locales(app.strapi).getDefaultLocale()).toBe('de');
    expect(served(app)).toEqual(['de', 'en']);
    const index = await app.http.get(`${NS}/events?translation_language=fr`);
    expect(index.body.code).toBe('rest_invalid_param');
  });

  test('the Content Manager opens on de, a language the calendar serves', async () => {
    // The Content Manager starts on i18n's default locale (the one GET /i18n/locales marks).
    const res = await app.http.get('/i18n/locales').set('Authorization', admin);
    const start = res.body.find((l: { isDefault: boolean }) => l.isDefault).code;
    expect(start).toBe('de');
    expect(served(app)).toContain(start);
  });

  test("an event the Content Manager creates in de is listed by the calendar, on the default root and on /de's", async () => {
    const created = await app.http
      .post(`/content-manager/collection-types/${EVENT}?locale=de`)
      .set('Authorization', admin)
      .send(cmEvent('Konzert', 'konzert'));
    expect(created.status).toBe(201);
    expect(created.body.data.locale).toBe('de');
    const id = created.body.data.id;
    const list = await app.http.get(`${NS}/events`);
    expect(list.status).toBe(200);
    expect(list.body.events.map((e: { id: number }) => e.id)).toContain(id);
    const own = await app.http.get(`/de${NS}/events/${id}`);
    expect([own.status, own.body.title, own.body.translation_language]).toEqual([
      200,
      'Konzert',
      'de',
    ]);
    expect(own.body.rest_url).toMatch(new RegExp(`/de${NS}/events/${id}$`));
    const english = await app.http.get(`/en${NS}/events`);
    expect(english.body.events.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  test('a locale added in Settings → Internationalization is served at once, at its own root', async () => {
    await locales(app.strapi).create({ code: 'pt-BR', name: 'Portuguese (Brazil) (pt-BR)' });
    expect(served(app)).toEqual(['de', 'en', 'pt-BR']);
    const doc = await app.strapi
      .documents(EVENT)
      .create({ data: cmEvent('Concerto', 'concerto'), locale: 'pt-BR' });
    const res = await app.http.get(`/pt-BR${NS}/events`);
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: { id: number }) => e.id)).toEqual([doc.id]);
  });

  test('an instance that has not seen a new locale reads the site again before refusing a write in it', async () => {
    await locales(app.strapi).create({ code: 'zh-Hans', name: 'Chinese (zh-Hans)' });
    // Another instance started before zh-Hans existed: its list in force lacks it.
    app.strapi.config.get('plugin::calendar').languages = ['de', 'en', 'pt-BR'];
    const doc = await app.strapi.documents(VENUE).create({
      data: { name: 'Konzertsaal', slug: 'konzertsaal-zh', postStatus: 'publish' },
      locale: 'zh-Hans',
    });
    expect(doc.locale).toBe('zh-Hans');
    expect(served(app)).toContain('zh-Hans');
  });

  test('a locale deleted in Settings is no longer served', async () => {
    const zh = await app.strapi.db
      .query('plugin::i18n.locale')
      .findOne({ where: { code: 'zh-Hans' } });
    await locales(app.strapi).delete({ id: zh.id });
    expect(served(app)).toEqual(['de', 'en', 'pt-BR']);
    expect((await app.http.get(`/zh-Hans${NS}/events`)).status).toBe(404);
  });
});

describe('languages narrowed to en and fr on a site that had nl records', () => {
  let nlEvent: { id: number; documentId: string };
  const app = useApp({
    env: { CALENDAR_LANGUAGES: 'en,fr' },
    earlier: {
      // The site served en, fr and nl before, and has a Dutch event.
      env: { CALENDAR_PLUGIN_ENABLED: 'true', CALENDAR_LANGUAGES: 'en,fr,nl' },
      async run(strapi) {
        nlEvent = await strapi
          .documents(EVENT)
          .create({ data: cmEvent('Concert (NL)', 'concert-nl'), locale: 'nl' });
      },
    },
  });
  let admin: string;

  beforeAll(async () => {
    admin = await registerSuperAdmin(app);
  });

  test('the calendar serves en and fr; nl stays a locale of the site', async () => {
    expect(served(app)).toEqual(['en', 'fr']);
    expect(await codes(app.strapi)).toEqual(['en', 'fr', 'nl']);
    expect((await app.http.get(`${NS}/events/${nlEvent.id}`)).status).toBe(404);
    expect((await app.http.get(`/nl${NS}/events`)).status).toBe(404);
  });

  test('the Dutch record is kept, counted at start, and still in the Content Manager', async () => {
    expect(await unservedRecords(app.strapi)).toEqual({ events: { nl: 1 } });
    const warn = jest.spyOn(app.strapi.log, 'warn').mockImplementation(() => undefined);
    try {
      await reportUnservedRecords(app.strapi);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/serves en, fr\): events 1 \(nl\)\. They are kept/);
    } finally {
      warn.mockRestore();
    }
    const cm = await app.http
      .get(`/content-manager/collection-types/${EVENT}?locale=nl`)
      .set('Authorization', admin);
    expect(cm.status).toBe(200);
    expect(cm.body.results.map((e: { documentId: string }) => e.documentId)).toEqual([
      nlEvent.documentId,
    ]);
  });

  test('the Content Manager is refused a save in nl before anything is written, with the reason', async () => {
    const before = await app.strapi.db.query(EVENT).count({ where: { locale: 'nl' } });
    const res = await app.http
      .post(`/content-manager/collection-types/${EVENT}?locale=nl`)
      .set('Authorization', admin)
      .send(cmEvent('Nieuw concert', 'nieuw-concert'));
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.message).toBe(
      'The calendar does not serve "nl": the plugin option "languages" lists en, fr. Save this ' +
        'record in one of those, or add "nl" to "languages" in config/plugins and restart Strapi.'
    );
    expect(await app.strapi.db.query(EVENT).count({ where: { locale: 'nl' } })).toBe(before);
    const update = await app.http
      .put(`/content-manager/collection-types/${EVENT}/${nlEvent.documentId}?locale=nl`)
      .set('Authorization', admin)
      .send({ title: 'Concert (NL), renamed' });
    expect(update.status).toBe(400);
    const row = await app.strapi.db.query(EVENT).findOne({ where: { id: nlEvent.id } });
    expect(row.title).toBe('Concert (NL)');
  });

  test('every Document Service caller is refused too, for each of the five types', async () => {
    const kinds = ['event', 'venue', 'organizer', 'category', 'tag'];
    for (const kind of kinds) {
      const data = kind === 'event' ? cmEvent('X', `x-${kind}`) : { name: 'X', title: 'X' };
      await expect(
        app.strapi.documents(`plugin::calendar.${kind}`).create({ data, locale: 'nl' })
      ).rejects.toMatchObject({ name: 'ValidationError', message: /does not serve "nl"/ });
    }
  });

  test('scheduled publishing leaves a due record outside alone, without failing on it', async () => {
    await app.strapi.db.query(EVENT).update({
      where: { id: nlEvent.id },
      data: { postStatus: 'future', postDate: new Date(Date.now() - 60_000) },
    });
    const error = jest.spyOn(app.strapi.log, 'error');
    try {
      const published = await app.strapi.plugin('calendar').service('scheduledPublishing').tick();
      expect(published).toEqual([]);
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
    const row = await app.strapi.db.query(EVENT).findOne({ where: { id: nlEvent.id } });
    expect(row.postStatus).toBe('future');
  });

  test('deleting the record outside stays possible', async () => {
    await app.strapi.documents(EVENT).delete({ documentId: nlEvent.documentId, locale: 'nl' });
    expect(await unservedRecords(app.strapi)).toEqual({});
  });
});

describe('the option accepts Strapi locale codes', () => {
  const config = (languages: unknown) => ({ ...defaultConfig, languages }) as CalendarConfig;

  test.each([[[]], [['de']], [['pt-BR', 'zh-Hans', 'es-419', 'sr-Latn-RS']]])('%j', (langs) => {
    expect(() => validateConfig(config(langs))).not.toThrow();
  });

  test.each([[['de_DE']], [['']], [['en', 7]], ['en']])('refuses %j', (langs) => {
    expect(() => validateConfig(config(langs))).toThrow(/invalid plugin option "languages"/);
  });

  test('unset is the site’s locales', () => {
    const unset = config(undefined);
    validateConfig(unset);
    expect(unset.languages).toEqual([]);
  });
});
