/**
 * The languages the calendar serves are the site's (docs/api.md §1.2): its i18n locales, its default
 * locale first, or those of them the option `languages` names. The option as the site wrote it is
 * kept apart from the list in force: `pluginConfig(strapi).languages` is the list in force, which
 * every reader (requests, parameters, the admin pages, the importer) reads synchronously, so it is
 * resolved right after the schema sync, before any route serves (register.ts), and again whenever a
 * locale or the default locale changes in this process.
 *
 * Several instances share one database, which is the truth: an instance that does not serve a
 * language reads the site's locales again before refusing a write in it, and (at most every few
 * seconds) before answering a request that names it, so a locale added on another instance is served
 * there too.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { pluginConfig } from '../config';
import { UID } from '../domain/records';
import { documentCall } from '../services/document-call';

/** The part of i18n's `locales` service read here (a type literal: Strapi's `service<T>()` needs one). */
type LocalesReader = {
  find(): Promise<Array<{ code: string }>>;
  getDefaultLocale(): Promise<string | null | undefined>;
};

const localesOf = (strapi: Core.Strapi): LocalesReader | undefined =>
  strapi.plugin('i18n')?.service<LocalesReader>('locales');

/**
 * The option as the site wrote it, taken at the first resolution of a process (the list in force
 * replaces it in the config object afterwards): `[]` follows the site's locales.
 */
const named = new WeakMap<Core.Strapi, string[]>();

const namedLanguages = (strapi: Core.Strapi): string[] => {
  if (!named.has(strapi)) named.set(strapi, [...pluginConfig(strapi).languages]);
  return named.get(strapi)!;
};

/** The languages the option names (`[]` when it follows the site). */
export const namedLanguageList = (strapi: Core.Strapi): string[] => [...namedLanguages(strapi)];

/** Whether the site leaves `languages` unset: every locale of the site is served. */
export const followsSite = (strapi: Core.Strapi) => namedLanguages(strapi).length === 0;

/**
 * The languages to serve: the site's locales (or those `languages` names), the site's default
 * locale first when it is among them. A named language that is not a locale (an administrator
 * deleted it) is not served: nothing could be written in it. When none of the named ones is a
 * locale, or there is no i18n at all, the list stays as named: the API keeps a default language.
 */
export async function resolveLanguages(strapi: Core.Strapi): Promise<string[]> {
  const asNamed = namedLanguages(strapi);
  const locales = localesOf(strapi);
  if (!locales) return asNamed.length ? asNamed : ['en'];
  const site = (await locales.find()).map((l) => l.code);
  const fallback = (await locales.getDefaultLocale()) ?? site[0] ?? 'en';
  const chosen = asNamed.length ? asNamed.filter((code) => site.includes(code)) : site;
  if (!chosen.length) return asNamed.length ? asNamed : [fallback];
  return chosen.includes(fallback)
    ? [fallback, ...chosen.filter((code) => code !== fallback)]
    : chosen;
}

/** Puts the resolved list in force; answers it. */
export async function refreshLanguages(strapi: Core.Strapi): Promise<string[]> {
  const languages = await resolveLanguages(strapi);
  pluginConfig(strapi).languages = languages;
  return languages;
}

const recentReads = new WeakMap<Core.Strapi, number>();
/** How often a request naming a language not served may make an instance read the locales again. */
const RECHECK_MS = 5000;

/**
 * For a request naming `code`, a language this instance does not serve: reads the site's locales
 * again when they may have changed elsewhere (another instance added one) and were not read in the
 * last few seconds, so a stream of requests naming unknown languages costs one query per interval.
 */
export async function recheckLanguage(strapi: Core.Strapi, code: string): Promise<boolean> {
  const last = recentReads.get(strapi) ?? 0;
  if (Date.now() - last < RECHECK_MS) return false;
  recentReads.set(strapi, Date.now());
  return (await refreshLanguages(strapi)).includes(code);
}

/** The content types whose records the calendar serves, one per language. */
const SERVED_TYPES: string[] = Object.values(UID);
const LOCALE_WRITES = ['create', 'update', 'publish', 'clone'];

/** Why a record in `locale` is refused: what the editor reads in the Content Manager. */
export function unservedMessage(locale: string, languages: string[], following: boolean): string {
  const served = languages.join(', ');
  return following
    ? `The calendar serves the site's languages (${served}), and "${locale}" is not one of them: save this record in one of those.`
    : `The calendar does not serve "${locale}": the plugin option "languages" lists ${served}. Save this record in one of those, or add "${locale}" to "languages" in config/plugins and restart Strapi.`;
}

/**
 * No record of the calendar is saved in a language it does not serve (docs/api.md §1.2): a Document
 * Service middleware, so the Content Manager, this plugin and every other caller of the Document
 * Service are refused before anything is written, with the reason. Deleting stays possible, and so
 * does reading: records left outside by a narrower `languages` stay in the admin.
 */
export function refuseUnservedLanguages(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    const c = documentCall(ctx);
    if (!SERVED_TYPES.includes(c.uid) || !LOCALE_WRITES.includes(c.action)) return next();
    // No locale: the Document Service writes the site's default locale.
    const locale = c.params.locale ?? (await localesOf(strapi)?.getDefaultLocale());
    if (!locale || locale === '*' || pluginConfig(strapi).languages.includes(locale)) return next();
    // The database is the truth: another instance may serve a locale added since this one started.
    const languages = await refreshLanguages(strapi);
    if (languages.includes(locale)) return next();
    throw new errors.ValidationError(unservedMessage(locale, languages, followsSite(strapi)), {
      locale,
      languages,
    });
  });
}

/** i18n's locales (its model) and the row of the core store holding its default locale. */
const LOCALE_MODEL = 'plugin::i18n.locale';
const DEFAULT_LOCALE_KEY = 'plugin_i18n_default_locale';

/**
 * A locale added, renamed or deleted in Settings → Internationalization, or another default locale,
 * is in force in this process at once (other instances read the locales again when asked for one).
 */
export function followLocaleChanges(strapi: Core.Strapi) {
  const refresh = async () => {
    await refreshLanguages(strapi);
  };
  strapi.db.lifecycles.subscribe({
    models: [LOCALE_MODEL],
    afterCreate: refresh,
    afterUpdate: refresh,
    afterDelete: refresh,
  });
  strapi.db.lifecycles.subscribe({
    models: ['strapi::core-store'],
    async afterCreate(event) {
      if ((event.result as { key?: string } | undefined)?.key === DEFAULT_LOCALE_KEY)
        await refresh();
    },
    async afterUpdate(event) {
      if ((event.result as { key?: string } | undefined)?.key === DEFAULT_LOCALE_KEY)
        await refresh();
    },
  });
}

const KIND_NAMES: Record<string, string> = {
  [UID.event]: 'events',
  [UID.venue]: 'venues',
  [UID.organizer]: 'organizers',
  [UID.category]: 'categories',
  [UID.tag]: 'tags',
};

/**
 * Records in languages the calendar does not serve (a narrower `languages`, or records written
 * before this plugin served the site's languages), by type and language: `{ events: { de: 3 } }`.
 * Never deleted: they stay in the Content Manager, and are served again once their language is.
 */
export async function unservedRecords(
  strapi: Core.Strapi
): Promise<Record<string, Record<string, number>>> {
  const languages = pluginConfig(strapi).languages;
  const out: Record<string, Record<string, number>> = {};
  for (const uid of SERVED_TYPES) {
    const { tableName } = strapi.db.metadata.get(uid);
    const rows = (await strapi.db
      .connection(tableName)
      .select('locale')
      .count({ n: '*' })
      .whereNotIn('locale', languages)
      .groupBy('locale')) as Array<{ locale: string | null; n: number | string }>;
    for (const row of rows) {
      (out[KIND_NAMES[uid]] ??= {})[row.locale ?? '(none)'] = Number(row.n);
    }
  }
  return out;
}

/** Says at start what the calendar leaves out, so a narrower `languages` hides nothing silently. */
export async function reportUnservedRecords(strapi: Core.Strapi): Promise<void> {
  const siteDefault = await localesOf(strapi)?.getDefaultLocale();
  const { languages } = pluginConfig(strapi);
  if (siteDefault && !languages.includes(siteDefault))
    // The Content Manager opens on the site's default locale: the editor meets the refusal there.
    strapi.log.warn(
      `[calendar] the site's default locale "${siteDefault}" is not among the languages the calendar ` +
        `serves (${languages.join(', ')}): the Content Manager opens on it, and refuses to save ` +
        'calendar records there. Add it to the option "languages", or choose another default locale.'
    );
  const found = await unservedRecords(strapi);
  const kinds = Object.entries(found);
  if (!kinds.length) return;
  const counts = kinds
    .map(
      ([kind, byLocale]) =>
        `${kind} ${Object.entries(byLocale)
          .map(([locale, n]) => `${n} (${locale})`)
          .join(', ')}`
    )
    .join('; ');
  strapi.log.warn(
    `[calendar] records in languages the calendar does not serve (it serves ${languages.join(', ')}): ` +
      `${counts}. They are kept and stay in the Content Manager; add their language to the option ` +
      '"languages" to serve them.'
  );
}
