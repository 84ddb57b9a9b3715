/**
 * `GET /wp-json/` (docs/api.md §1.6): WordPress's REST index, where WordPress clients discover
 * what a site serves. It names The Events Calendar's namespace and WordPress core's `wp/v2` (only
 * the routes served here, docs/api.md §16) and lists their routes (their namespace indexes'), with
 * the keys WordPress writes (WP_REST_Server::get_index) that describe a site.
 */
import type { NamespaceIndex } from './namespace-index';

export interface WordpressIndexSite {
  /** The site's public base (option publicUrl, else the request origin). */
  home: string;
  /** Where /wp-json was asked for: the REST API's own URL. */
  url: string;
  timezone: string;
  /** UTC offset of the site timezone now, in hours (WordPress's gmt_offset). */
  gmtOffset: number;
}

export function wordpressIndex(indexes: NamespaceIndex[], site: WordpressIndexSite) {
  return {
    name: 'Events Calendar',
    description: '',
    url: site.url,
    home: site.home,
    gmt_offset: site.gmtOffset,
    timezone_string: site.timezone,
    namespaces: indexes.map((index) => index.namespace),
    // WordPress announces its application passwords here; ours are API tokens (docs/api.md §4.1).
    authentication: { 'application-passwords': { endpoints: {} } },
    routes: Object.assign({}, ...indexes.map((index) => index.routes)),
    _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
  };
}
