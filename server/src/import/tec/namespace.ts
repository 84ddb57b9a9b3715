/**
 * Where a site serves TEC's REST API v1, and the URLs of its routes. WordPress serves a REST route
 * at `{root}/wp-json/{route}` with pretty permalinks, and always at `{root}/?rest_route=/{route}`
 * (docs/api.md §1.6 serves both forms too).
 */

export interface Namespace {
  /** `tribe/events/v1`; this API's own root names `calendar/events/v1` (docs/api.md §1.1). */
  name: string;
  form: 'pretty' | 'plain';
  /** pretty: the namespace URL without a trailing slash; plain: the site root. */
  base: string;
}

export type Query = Record<string, string | number | undefined>;

function withQuery(url: URL, query: Query): string {
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) url.searchParams.set(key, String(value));
  return url.href;
}

/** The URL of a route of the namespace (`events`, `events/42`, `` for the index) with a query. */
export function routeUrl(ns: Namespace, path: string, query: Query = {}): string {
  if (ns.form === 'pretty')
    return withQuery(new URL(path ? `${ns.base}/${path}` : `${ns.base}/`), query);
  const url = new URL(ns.base);
  url.searchParams.set('rest_route', `/${ns.name}/${path}`);
  return withQuery(url, query);
}
