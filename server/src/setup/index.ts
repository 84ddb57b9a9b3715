/**
 * Bootstrap duties: the languages `languages` names exist among Strapi's locales (with `[]`, the default,
 * the site's locales are served as they are and none is created: setup/languages.ts), and the Public
 * role may read the calendar (docs/api.md §4). Each is done once and remembered in the plugin's
 * store, so an administrator who later deletes a locale or revokes a permission is never overruled.
 *
 * They must work whatever the order of the site's `config/plugins.js`: plugins bootstrap in that
 * order, and a stock app lists `users-permissions` there, so ours may run before it.
 */
import type { Core } from '@strapi/strapi';
import { pluginConfig } from '../config';
import { actionOf, isReadRoute } from '../v1/routes';
import { allRoutes } from '../v1/route-tables';
import { namedLanguageList, refreshLanguages } from './languages';

/** A locale's name the way i18n writes its own (`French (fr)`), in English like Strapi's admin. */
function languageName(code: string): string {
  try {
    return `${new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

type Store = ReturnType<Core.Strapi['store']>;
const pluginStore = (strapi: Core.Strapi): Store =>
  strapi.store({ type: 'plugin', name: 'calendar' });

/** Keys listed under `key` in the plugin store, and a way to add to them. */
async function remembered(store: Store, key: string) {
  const done = ((await store.get({ key })) as string[] | null) ?? [];
  return { done, add: (more: string[]) => store.set({ key, value: [...done, ...more] }) };
}

/** The part of i18n's `locales` service used here (a type literal: Strapi's `service<T>()` needs one). */
type LocalesService = {
  find(): Promise<Array<{ code: string }>>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null | undefined>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
  initDefaultLocale(): Promise<void>;
};

/**
 * Runs right after the schema sync, before any plugin's bootstrap (see register.ts). i18n gives an
 * empty database its default locale (`en`) at its own bootstrap, but only when it finds no locale
 * at all: so on an empty database we let i18n do exactly that first, and the site ends with the
 * default a stock app has. A site that has a default keeps it; one left without a default (by an
 * earlier version of this plugin) gets `en` back, or else the first language named, or else any.
 */
export async function ensureLocales(strapi: Core.Strapi) {
  // No i18n plugin, no locales service (`plugin()` answers undefined then).
  const locales: LocalesService | undefined = strapi
    .plugin('i18n')
    ?.service<LocalesService>('locales');
  if (!locales) {
    await refreshLanguages(strapi);
    return;
  }
  await locales.initDefaultLocale();
  const existing = new Set((await locales.find()).map((l) => l.code));
  // Only locales the site builder named are created: `[]` serves the site's as they are.
  const languages = namedLanguageList(strapi);
  const created = await remembered(pluginStore(strapi), 'localesCreated');
  // A language is created once, the first time it is listed; one an administrator deleted after
  // that stays deleted (turn it back on in Settings → Internationalization).
  const todo = languages.filter((code) => !created.done.includes(code));
  for (const code of todo) {
    if (!existing.has(code)) await locales.create({ code, name: languageName(code) });
    existing.add(code);
  }
  if (todo.length) await created.add(todo);
  if (!(await locales.getDefaultLocale())) {
    const fallback = existing.has('en')
      ? 'en'
      : (languages.find((code) => existing.has(code)) ?? [...existing][0]);
    if (fallback) await locales.setDefaultLocale({ code: fallback });
  }
  // Before any route serves: every reader of the option sees the list in force.
  await refreshLanguages(strapi);
}

// Both route tables' reads: the WordPress core ones (docs/api.md §16) are granted like the namespace's.
const READ_ACTIONS = () => [...new Set(allRoutes().filter(isReadRoute).map(actionOf))];

const publicRole = (strapi: Core.Strapi) =>
  strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });

/**
 * Users & Permissions creates its roles (and their default permissions) at its own bootstrap. When
 * the site lists us first, that has not happened yet: we ask it to now, through the same
 * `initialize` its bootstrap calls, which does nothing once the roles exist. Creating the role
 * ourselves would be wrong: it gives a role its default permissions only while there are none.
 */
async function ensurePublicRole(strapi: Core.Strapi) {
  const role = await publicRole(strapi);
  if (role) return role;
  const usersPermissions = strapi
    .plugin('users-permissions')
    .service<{ initialize(): Promise<void> }>('users-permissions');
  await usersPermissions.initialize();
  return publicRole(strapi);
}

export async function grantPublicRead(strapi: Core.Strapi) {
  if (!pluginConfig(strapi).publicRead || !strapi.plugin('users-permissions')) return;
  // Actions granted before are remembered one by one, so a route added by an upgrade is granted
  // once too, while an action an editor revoked stays revoked.
  const granted = await remembered(pluginStore(strapi), 'publicReadGranted');
  const todo = READ_ACTIONS().filter((a) => !granted.done.includes(a));
  if (!todo.length) return;
  const role = await ensurePublicRole(strapi);
  if (!role)
    throw new Error(
      '[calendar] Users & Permissions has no Public role: the read actions cannot be granted'
    );
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of todo) {
    if (!(await permissions.count({ where: { action, role: role.id } }))) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
  await granted.add(todo);
}
