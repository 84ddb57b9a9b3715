/**
 * Bootstrap duties: the site's languages exist as Strapi locales, and the Public role may read the
 * calendar (API.md §4) — granted once, so an editor who later revokes it is never overruled.
 */
import type { Core } from '@strapi/strapi';
import { pluginConfig } from '../v1/request';
import { actionOf, routes } from '../v1/routes';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English (en)', fr: 'French (fr)', nl: 'Dutch (nl)' };

export async function ensureLocales(strapi: Core.Strapi) {
  const locales = strapi.plugin('i18n')?.service('locales');
  if (!locales) return;
  const existing = new Set(((await locales.find()) as Array<{ code: string }>).map((l) => l.code));
  for (const code of pluginConfig(strapi).languages) {
    if (!existing.has(code)) await locales.create({ code, name: LANGUAGE_NAMES[code] ?? code });
  }
}

const READ_ACTIONS = () => [...new Set(routes.filter((r) => /\.(find|findOne)$/.test(r.handler)).map(actionOf))];

export async function grantPublicRead(strapi: Core.Strapi) {
  if (!pluginConfig(strapi).publicRead || !strapi.plugin('users-permissions')) return;
  const store = strapi.store({ type: 'plugin', name: 'calendar' });
  const granted = ((await store.get({ key: 'publicReadGranted' })) as string[] | null) ?? [];
  // Actions granted before are remembered one by one, so a route added by an upgrade is granted
  // once too, while an action an editor revoked stays revoked.
  const todo = READ_ACTIONS().filter((a) => !granted.includes(a));
  if (!todo.length) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) return;
  for (const action of todo) {
    const exists = await strapi.db.query('plugin::users-permissions.permission').count({ where: { action, role: role.id } });
    if (!exists) await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  }
  await store.set({ key: 'publicReadGranted', value: [...granted, ...todo] });
}
