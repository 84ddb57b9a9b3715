/**
 * The five lists read, and the query each is read with.
 */
import type { Query } from './namespace';
import type { ListSpec } from './pages';
import type { TecReadOptions } from './options';

/**
 * Every status but `trash`, asked by name: TEC lists only `publish` unless asked, and refuses
 * `any` (docs/tec-behaviour.md §5.2, docs/api.md §3); venues and organizers take the same `status`
 * list as events. Trashed
 * records are not migrated. Anonymous readers must not send it (a 400 for them).
 */
const UNPUBLISHED_TOO = 'publish,future,draft,pending,private';

/**
 * TEC's list holds upcoming events only (from yesterday to two years ahead, docs/tec-behaviour.md
 * §3.1.2; docs/api.md §6.3.1 from today): an explicit window from 1900 to 2199 holds every event, past and future, without
 * reaching the limits of PHP's or MySQL's date handling. Bounds are on the event's start and end.
 */
const ALL_DATES = { start_date: '1900-01-01 00:00:00', end_date: '2199-12-31 23:59:59' };

/**
 * A language: this API reads it from `translation_language` (docs/api.md §1.2), WPML and Polylang
 * from `lang` (TEC itself has no language argument, docs/tec-behaviour.md §6); each ignores the
 * other's argument (WordPress and docs/api.md §1.5 ignore undeclared ones).
 */
const languageQuery = (language?: string): Query =>
  language ? { translation_language: language, lang: language } : {};

export function listSpecs(options: TecReadOptions, authenticated: boolean): ListSpec[] {
  const lang = languageQuery(options.language);
  const status = authenticated ? UNPUBLISHED_TOO : undefined;
  // Terms have no status; WordPress hides terms without published posts unless told not to.
  const terms = { ...lang, hide_empty: 'false' };
  return [
    { kind: 'category', path: 'categories', member: 'categories', query: terms },
    { kind: 'tag', path: 'tags', member: 'tags', query: terms },
    { kind: 'venue', path: 'venues', member: 'venues', query: { ...lang, status } },
    { kind: 'organizer', path: 'organizers', member: 'organizers', query: { ...lang, status } },
    { kind: 'event', path: 'events', member: 'events', query: { ...lang, status, ...ALL_DATES } },
  ];
}

export const singleQuery = (options: TecReadOptions) => languageQuery(options.language);
