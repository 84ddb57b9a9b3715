/**
 * The first start of a site, whatever the order of its config/plugins.js: anonymous reads work at
 * once, Users & Permissions keeps its own default permissions, i18n keeps a default locale and
 * gains none when `languages` is unset, a list creates the locales it names, and a locale an
 * administrator deleted stays deleted. (tests/api/site-languages.test.ts: a site whose default locale
 * is de; tests/stock-app/ checks the same in an app made by create-strapi.)
 */
import { bootApp, useApp, type TestApp } from './helpers/app';
import { ensureLocales } from '../../server/src/setup';
import { reportUnservedRecords } from '../../server/src/setup/languages';

import { NS } from './helpers/root';

const locales = (app: TestApp) => app.strapi.plugin('i18n').service('locales');
const codes = async (app: TestApp) =>
  ((await locales(app).find()) as Array<{ code: string }>).map((l) => l.code).sort();
const defaultLocale = (app: TestApp) => locales(app).getDefaultLocale();

async function publicActions(app: TestApp): Promise<string[]> {
  const role = await app.strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' }, populate: ['permissions'] });
  return role.permissions.map((p: { action: string }) => p.action);
}

describe.each([
  ['listed before users-permissions', 'true'],
  ['listed after users-permissions', 'false'],
])('calendar %s in config/plugins.js', (_name, first) => {
  // `site`: the option unset, as in a stock app's config/plugins.js (tests/app/config/plugins.js).
  const app = useApp({ env: { CALENDAR_FIRST: first, CALENDAR_LANGUAGES: 'site' } });

  test('anonymous reads answer 200 on the first start', async () => {
    for (const path of ['/', '/doc', '/events', '/venues', '/categories']) {
      const res = await app.http.get(`${NS}${path}`);
      expect([path, res.status]).toEqual([path, 200]);
    }
  });

  test('the Public role keeps the default permissions of Users & Permissions', async () => {
    const actions = await publicActions(app);
    expect(actions).toEqual(
      expect.arrayContaining([
        'plugin::users-permissions.auth.callback',
        'plugin::users-permissions.auth.register',
      ])
    );
    expect(actions).toEqual(
      expect.arrayContaining(['plugin::calendar.events.find', 'plugin::calendar.events.findOne'])
    );
  });

  test('i18n has the default locale of a stock app and no other: the calendar serves it', async () => {
    expect(await defaultLocale(app)).toBe('en');
    expect(await codes(app)).toEqual(['en']);
    expect(app.strapi.config.get('plugin::calendar').languages).toEqual(['en']);
    expect((await app.http.get(`/fr${NS}/events`)).status).toBe(404);
  });
});

describe('languages option', () => {
  test("['nl'] replaces the default list: the site keeps the stock default en and gains nl only", async () => {
    const app = await bootApp({ CALENDAR_FIRST: 'false', CALENDAR_LANGUAGES: 'nl' });
    try {
      expect(await codes(app)).toEqual(['en', 'nl']);
      expect(await defaultLocale(app)).toBe('en');
      const res = await app.http.get(`${NS}/`);
      expect(res.status).toBe(200);
      const lang = (await app.http.get(`${NS}/events?translation_language=fr`)).body;
      expect(lang.code).toBe('rest_invalid_param');
      // en, the site's default locale, is not served: the start log says so (the editor's Content
      // Manager opens on it and refuses calendar saves there).
      const warn = jest.spyOn(app.strapi.log, 'warn').mockImplementation(() => undefined);
      try {
        await reportUnservedRecords(app.strapi);
        expect(warn.mock.calls.map((call) => call[0])).toEqual([
          expect.stringContaining(
            'the site\'s default locale "en" is not among the languages the calendar serves (nl)'
          ),
        ]);
      } finally {
        warn.mockRestore();
      }
    } finally {
      await app.close();
    }
  });
});

describe('locales on later starts', () => {
  const app = useApp({ env: { CALENDAR_FIRST: 'false', CALENDAR_LANGUAGES: 'en,fr,nl' } });

  test('a list creates the locales it names, and remembers it did', async () => {
    expect(await codes(app)).toEqual(['en', 'fr', 'nl']);
    expect(app.strapi.config.get('plugin::calendar').languages).toEqual(['en', 'fr', 'nl']);
    const created = await app.strapi
      .store({ type: 'plugin', name: 'calendar' })
      .get({ key: 'localesCreated' });
    expect(created).toEqual(['en', 'fr', 'nl']);
  });

  test('a locale an administrator deleted is not created again', async () => {
    const nl = await app.strapi.db.query('plugin::i18n.locale').findOne({ where: { code: 'nl' } });
    await locales(app).delete({ id: nl.id });
    await ensureLocales(app.strapi);
    expect(await codes(app)).toEqual(['en', 'fr']);
  });

  test('an existing default is kept', async () => {
    await locales(app).setDefaultLocale({ code: 'fr' });
    await ensureLocales(app.strapi);
    expect(await defaultLocale(app)).toBe('fr');
  });

  test('a site left without a default locale gets en back', async () => {
    await app.strapi.store({ type: 'plugin', name: 'i18n' }).delete({ key: 'default_locale' });
    expect(await defaultLocale(app)).toBeFalsy();
    await ensureLocales(app.strapi);
    expect(await defaultLocale(app)).toBe('en');
  });
});
