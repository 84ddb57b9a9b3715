/**
 * Plugin options (config/plugins.js of the host app: `calendar: { enabled: true, config: {...} }`).
 * Every option has a default so that "one config entry" is enough to install the plugin.
 */
import type { Core } from '@strapi/strapi';
import { normalizeTimezone } from '../utils/dates';
import { LANGUAGE_CODE } from '../v1/urls';
import type { Recurrence } from '../domain/recurrence';
import type { ImportBudgetConfig } from '../domain/import';

export interface CalendarConfig {
  /** Grant the Public role the read actions once, at the first bootstrap (docs/api.md §4). */
  publicRead: boolean;
  /** Default page size of every list (seed: 10). */
  perPage: number;
  /** Largest accepted `per_page`; larger values are clamped (TEC clamps to 50). */
  maxPerPage: number;
  /** Site timezone: default timezone of events and of the list date window (TEC's site timezone). */
  timezone: string;
  /** Public site URL that record `url`s are built on (`{publicUrl}/events/{slug}/`); request origin when empty. */
  publicUrl: string;
  /** Hosts from which `image` URLs may be downloaded even when they resolve to private addresses. */
  imageHosts: string[];
  /** Limits of `image` URL downloads into the media library (docs/api.md §7). */
  imageDownload: ImageDownloadConfig;
  /**
   * The languages served, the first the default, resolved at start (setup/languages.ts): `[]`, the
   * default, serves the site's i18n locales, its default locale first, and creates none; a list
   * narrows them, and a locale it names that the site lacks is created once, at the first start
   * that names it (an administrator who deletes one later is not overruled).
   */
  languages: string[];
  /** Currency code reported in JSON-LD offers when an event's cost has none. */
  currencyCode: string;
  /** Recurring events (docs/api.md §12). */
  recurrence: RecurrenceConfig;
  /**
   * Whether `Authorization: Basic` may carry a users-permissions login (identifier:password) as
   * well as an API token (docs/api.md §4.1). Off: WordPress refuses plain passwords over Basic.
   */
  basicAuthPasswords: boolean;
  /**
   * Whether the namespace is also served where WordPress clients look for it:
   * `/wp-json/tribe/events/v1/...` and `/{lang}/wp-json/...` (docs/api.md §1.6).
   */
  wordpressPaths: boolean;
  /**
   * Hosts an import may read from even when they resolve to private addresses (docs/api.md §15):
   * a migration from a site on the same network. Others must be public, as `image` URLs must.
   */
  importHosts: string[];
  /** Limits of reading an import source (docs/api.md §15): a TEC page or an iCalendar feed. */
  importFetch: ImageDownloadConfig;
  /**
   * What one import may spend before it stops, saying why (docs/api.md §15.2): a time from its
   * start (reading and writing) and a number of problems.
   */
  importBudget: ImportBudgetConfig;
  /**
   * Whether the plugin keeps anything in memory between requests (utils/caches.ts): list totals and
   * term counts under the database's read version, and memos of pure functions. Off only to rule
   * them out; answers are the same either way (docs/api.md §10.1).
   */
  caches: boolean;
}

export interface RecurrenceConfig {
  /** Most occurrences one series may have (a bounded rule: all of them; an unbounded one: within the horizon). */
  maxOccurrences: number;
  /** How far ahead of today the occurrences of unbounded rules are stored, in months. */
  horizonMonths: number;
}

export interface ImageDownloadConfig {
  /** The whole download, redirects included: a server that trickles bytes is cut off. */
  timeoutMs: number;
  /** Longest silence (connecting, waiting for headers, between chunks). */
  idleTimeoutMs: number;
  /** Largest accepted image, counted on the bytes received (Content-Length is only a hint). */
  maxBytes: number;
  /** Redirects followed; each hop is checked like the first URL. */
  maxRedirects: number;
}

/** The options of a site that sets none. */
export const defaultConfig: CalendarConfig = {
  publicRead: true,
  perPage: 10,
  maxPerPage: 50,
  timezone: 'UTC',
  publicUrl: '',
  imageHosts: [],
  imageDownload: {
    timeoutMs: 10000,
    idleTimeoutMs: 5000,
    maxBytes: 10 * 1024 * 1024,
    maxRedirects: 3,
  },
  languages: [],
  currencyCode: 'USD',
  recurrence: { maxOccurrences: 5000, horizonMonths: 36 },
  basicAuthPasswords: false,
  wordpressPaths: true,
  importHosts: [],
  // A feed of 10,000 events is a few MB; the cap stops an endless or hostile answer, not a calendar.
  importFetch: {
    timeoutMs: 60000,
    idleTimeoutMs: 15000,
    maxBytes: 50 * 1024 * 1024,
    maxRedirects: 5,
  },
  // Importing 10,000 events takes minutes; a source that answers junk page after page would go on
  // for hours and store a problem per junk item.
  importBudget: { timeMs: 2 * 60 * 60 * 1000, problems: 1000 },
  caches: true,
};

const isPositiveInt = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

function imageDownloadProblem(d: ImageDownloadConfig): string | null {
  if (typeof d !== 'object' || d === null) return 'must be an object';
  for (const key of ['timeoutMs', 'idleTimeoutMs', 'maxBytes'] as const) {
    if (!isPositiveInt(d[key])) return `${key} must be a positive integer`;
  }
  if (!Number.isInteger(d.maxRedirects) || d.maxRedirects < 0)
    return 'maxRedirects must be an integer, 0 or more';
  return null;
}

/**
 * Throws with a message naming the bad option: Strapi refuses to start, which beats a half-working API.
 * Strapi calls this once with the merged options, before anything reads them: the one place that
 * can give a list option its default without merging into the site's list.
 */
export function validateConfig(config: CalendarConfig): void {
  if (config.languages === undefined) config.languages = [...defaultConfig.languages];
  const fail = (option: string, why: string) => {
    throw new Error(`[calendar] invalid plugin option "${option}": ${why}`);
  };
  if (typeof config.publicRead !== 'boolean') fail('publicRead', 'must be a boolean');
  if (!isPositiveInt(config.perPage)) fail('perPage', 'must be a positive integer');
  if (!isPositiveInt(config.maxPerPage)) fail('maxPerPage', 'must be a positive integer');
  if (typeof config.timezone !== 'string' || !normalizeTimezone(config.timezone)) {
    fail('timezone', 'must be an IANA timezone name or a UTC offset');
  }
  if (
    typeof config.publicUrl !== 'string' ||
    (config.publicUrl && !/^https?:\/\/[^/]+/.test(config.publicUrl))
  ) {
    fail('publicUrl', 'must be empty or an absolute http(s) URL');
  }
  if (!Array.isArray(config.imageHosts) || !config.imageHosts.every((h) => typeof h === 'string')) {
    fail('imageHosts', 'must be an array of host names');
  }
  const download = imageDownloadProblem(config.imageDownload);
  if (download) fail('imageDownload', download);
  if (
    !Array.isArray(config.importHosts) ||
    !config.importHosts.every((h) => typeof h === 'string')
  ) {
    fail('importHosts', 'must be an array of host names');
  }
  const importFetch = imageDownloadProblem(config.importFetch);
  if (importFetch) fail('importFetch', importFetch);
  const budget = config.importBudget;
  if (typeof budget !== 'object' || budget === null) fail('importBudget', 'must be an object');
  if (!isPositiveInt(budget.timeMs)) fail('importBudget.timeMs', 'must be a positive integer');
  if (!isPositiveInt(budget.problems)) fail('importBudget.problems', 'must be a positive integer');
  const langs = config.languages;
  if (
    !Array.isArray(langs) ||
    !langs.every((l) => typeof l === 'string' && new RegExp(`^${LANGUAGE_CODE}$`).test(l))
  ) {
    fail('languages', 'must be an array of locale codes such as "en" or "pt-BR" (or [])');
  }
  if (typeof config.currencyCode !== 'string') fail('currencyCode', 'must be a string');
  const r = config.recurrence;
  if (typeof r !== 'object' || r === null) fail('recurrence', 'must be an object');
  if (!isPositiveInt(r.maxOccurrences))
    fail('recurrence.maxOccurrences', 'must be a positive integer');
  if (!isPositiveInt(r.horizonMonths))
    fail('recurrence.horizonMonths', 'must be a positive integer');
  if (typeof config.basicAuthPasswords !== 'boolean')
    fail('basicAuthPasswords', 'must be a boolean');
  if (typeof config.caches !== 'boolean') fail('caches', 'must be a boolean');
}

/** The options in force (validated and completed at start, see `validateConfig`). */
export const pluginConfig = (strapi: Core.Strapi) =>
  strapi.config.get<CalendarConfig>('plugin::calendar');

/** A rule with neither COUNT nor UNTIL runs forever: only those are cut at the horizon. */
export const isUnbounded = (rec: Recurrence) =>
  rec.rules.some((rule) => !/(^|;)(COUNT|UNTIL)=/i.test(rule));

/** Past every bounded rule's end (the occurrence cap stops the expansion long before). */
const NO_HORIZON = new Date(Date.UTC(2200, 0, 1));

/**
 * How far a series' occurrences are stored: every occurrence of a bounded rule; for an unbounded
 * one, `horizonMonths` past today, or past its start when it starts later (docs/api.md §12).
 */
export function recurrenceHorizon(
  config: RecurrenceConfig,
  rec: Recurrence,
  start: Date,
  now: Date
): Date {
  if (!isUnbounded(rec)) return NO_HORIZON;
  const at = new Date(Math.max(now.getTime(), start.getTime()));
  at.setUTCMonth(at.getUTCMonth() + config.horizonMonths);
  return at;
}

/** The site's time zone: default time zone of events and of list windows. */
export const siteZone = (config: CalendarConfig) => normalizeTimezone(config.timezone) ?? 'UTC';

/**
 * What Strapi merges a site's options over. `languages` is left out: Strapi merges with lodash's
 * `defaultsDeep`, which merges arrays item by item (`['en']` over `['en','fr','nl']` would stay
 * `['en','fr','nl']`), so that list is defaulted after the merge, in `validateConfig`, and a site's
 * list replaces the default whole.
 */
const { languages: _mergedItemByItem, ...mergedDefaults } = defaultConfig;

export default {
  default: mergedDefaults,
  validator: validateConfig,
};
