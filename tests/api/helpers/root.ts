/**
 * The root the API tests call the namespace on. The whole suite runs on the plugin's own root by
 * default and on WordPress's (`/wp-json/tribe/events/v1`, docs/api.md §1.6) with
 * CALENDAR_TEST_ROOT=wordpress: every route must answer the same on both, so the same tests are
 * the check, not a sample of them.
 */
export const ON_WORDPRESS_ROOT = process.env.CALENDAR_TEST_ROOT === 'wordpress';

/** The namespace as the tests' requests name it. */
export const NS = ON_WORDPRESS_ROOT ? '/wp-json/tribe/events/v1' : '/api/calendar/events/v1';

/** The namespace's name in its index (`namespace`, `routes` keys): WordPress's on its root. */
export const NAMESPACE = ON_WORDPRESS_ROOT ? 'tribe/events/v1' : 'calendar/events/v1';

/** The plugin's own root, for the tests about roots themselves (whatever the suite runs on). */
export const PLUGIN_NS = '/api/calendar/events/v1';

/** WordPress's root to the namespace. */
export const WP_NS = '/wp-json/tribe/events/v1';

/** WordPress core's `wp/v2` routes (docs/api.md §16) as the tests' requests name them: on WordPress's root, or the plugin's own. */
export const WP_V2 = ON_WORDPRESS_ROOT ? '/wp-json/wp/v2' : '/api/calendar/wp/v2';
