/**
 * Every URL the API emits is absolute and on the root the request came in on (docs/api.md §1), so a
 * client that starts on /fr/api/... stays there.
 */
export const NAMESPACE = 'calendar/events/v1';

/** The Events Calendar's own namespace, which WordPress serves under /wp-json (docs/api.md §1.6). */
export const WP_NAMESPACE = 'tribe/events/v1';

/**
 * WordPress core's namespace, of which the plugin serves the few routes TEC clients call around the
 * API (docs/api.md §16), on its own root as `calendar/wp/v2` and on WordPress's as `wp/v2`.
 */
export const WP_CORE_NAMESPACE = 'wp/v2';
export const CORE_NAMESPACE = 'calendar/wp/v2';

/**
 * A language code the way Strapi's i18n names its locales (`de`, `pt-BR`, `zh-Hans`, `es-419`,
 * `sr-Latn-RS`): the site's locales are the calendar's languages (docs/api.md §1.2), so any of them
 * may head a language root. Only a code the calendar serves is taken as one.
 */
export const LANGUAGE_CODE = '[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*';

const WORDPRESS_PATH = new RegExp(`^(?:\\/(${LANGUAGE_CODE}))?\\/wp-json(\\/.*)?$`);
const SITE_ROOT = new RegExp(`^(?:\\/(${LANGUAGE_CODE}))?\\/(?:index\\.php)?$`);

export type WordpressPath =
  | { kind: 'index'; lang: string | null }
  | { kind: 'namespace'; lang: string | null; rest: string }
  | { kind: 'core'; lang: string | null; rest: string }
  | { kind: 'other'; lang: string | null };

/**
 * A WordPress REST path (docs/api.md §1.6): `/wp-json/` (the REST index), `/wp-json/tribe/events/v1`
 * and what is under it (`rest`: the path inside the namespace), or another `/wp-json/...` path;
 * each optionally behind a language prefix. Repeated slashes count as one, as the web servers in
 * front of WordPress merge them (a client that appends `/wp-json` to a base ending in `/`). Null
 * for any other path.
 */
export function wordpressPath(path: string): WordpressPath | null {
  return wordpressRoute(path, WORDPRESS_PATH);
}

/**
 * WordPress's plain-permalink form (docs/api.md §1.6): `/?rest_route=/tribe/events/v1/events` (or
 * `/index.php?rest_route=...`, behind a language prefix or not) is the same request as
 * `/wp-json/tribe/events/v1/events`. Null when the path is not the site root.
 */
export function restRoutePath(path: string, restRoute: string): WordpressPath | null {
  const site = path.replace(/\/{2,}/g, '/').match(SITE_ROOT);
  if (!site) return null;
  return wordpressPath(`${site[1] ? `/${site[1]}` : ''}/wp-json/${restRoute.replace(/^\/+/, '')}`);
}

function wordpressRoute(path: string, pattern: RegExp): WordpressPath | null {
  const m = path.replace(/\/{2,}/g, '/').match(pattern);
  if (!m) return null;
  const lang = m[1] ?? null;
  const inside = m[2] ?? '';
  if (inside === '' || inside === '/') return { kind: 'index', lang };
  const ns = `/${WP_NAMESPACE}`;
  if (inside === ns || inside.startsWith(`${ns}/`))
    return { kind: 'namespace', lang, rest: inside.slice(ns.length) };
  const core = `/${WP_CORE_NAMESPACE}`;
  if (inside === core || inside.startsWith(`${core}/`))
    return { kind: 'core', lang, rest: inside.slice(core.length) };
  return { kind: 'other', lang };
}

/** `{origin}{/lang}{apiPrefix}/calendar/events/v1` (or another of the plugin's namespaces) — no trailing slash. */
export function namespaceRoot(
  origin: string,
  apiPrefix: string,
  langPrefix: string | null,
  namespace: string = NAMESPACE
): string {
  return `${origin}${langPrefix ? `/${langPrefix}` : ''}${apiPrefix}/${namespace}`;
}

export type QueryValue = string | number | boolean | Array<string | number> | undefined | null;

/**
 * `base` plus an encoded query (form encoding, the way PHP's http_build_query writes it: space → '+').
 * Lists are written in CSV, which every list parameter accepts back (docs/tec-behaviour.md §1.2).
 */
export function withQuery(base: string, query: Array<[string, QueryValue]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of query) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length) search.append(key, value.join(','));
    } else {
      search.append(key, typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value));
    }
  }
  const qs = search.toString();
  // A root in WordPress's plain-permalink form (`/?rest_route=/tribe/events/v1`) has a query already.
  return qs ? `${base}${base.includes('?') ? '&' : '?'}${qs}` : base;
}

/**
 * The URL of a record in `locale`, read on a root whose bare URLs read `rootLang`: unchanged when
 * they agree, else with `translation_language`, so `/api/.../events/57` of a French record seen
 * from the default root does not lead to 404 (docs/api.md §2: an id is looked up in the request's language).
 */
export function inLanguage(url: string, locale: string, rootLang: string | undefined): string {
  return rootLang && locale !== rootLang ? withQuery(url, [['translation_language', locale]]) : url;
}

/** TEC's archive links (docs/tec-behaviour.md §3.2): `page` replaced by the neighbour, and dropped for page 1. */
export function pageUrl(base: string, query: Array<[string, QueryValue]>, page: number): string {
  return withQuery(base, [
    ['page', page > 1 ? page : undefined],
    ...query.filter(([k]) => k !== 'page'),
  ]);
}

/** RFC 8288 Link header with rel="next"/"prev" (docs/api.md §6). */
export function linkHeader(next?: string, prev?: string): string | undefined {
  const parts = [];
  if (prev) parts.push(`<${prev}>; rel="prev"`);
  if (next) parts.push(`<${next}>; rel="next"`);
  return parts.length ? parts.join(', ') : undefined;
}

/** `{publicUrl or origin}/{kind}/{slug}/` — the record's public page (docs/api.md §2). */
export function publicPageUrl(site: string, kind: string, slug: string): string {
  return `${site.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(slug)}/`;
}

/** TEC's global_id: the site's host and path followed by `?id=` ("127.0.0.1?id=5810", no port: docs/tec-behaviour.md §11.5). */
export function globalId(site: string, id: number): string {
  const url = new URL(site);
  return `${url.hostname}${url.pathname.replace(/\/+$/, '')}?id=${id}`;
}
