const path = require('path');

// The demo's languages: CALENDAR_LANGUAGES (a list, or `site`), else en, fr and nl.
const languagesOption = (env) => {
  const asked = env('CALENDAR_LANGUAGES', '');
  if (asked === 'site') return undefined;
  return asked ? env.array('CALENDAR_LANGUAGES') : ['en', 'fr', 'nl'];
};

// The plugin is loaded from this repository: its built package (../.., through the package's
// `exports`) for the demo, or its TypeScript sources (./plugin-src) when CALENDAR_PLUGIN_SOURCE=1,
// as the tests do, so that a test run never depends on a stale build. Absolute paths: Strapi
// resolves a relative `resolve` against its own files first, and '../..' would find the wrong folder.
module.exports = ({ env }) => {
  const usersPermissions = { config: { jwtSecret: env('JWT_SECRET', 'calendar-demo-jwt-secret') } };
  const calendar = {
    // The benchmark boots the same app without the plugin, as the reference its memory is
    // measured against (bench/run.js, `soak`); on everywhere else.
    enabled: env.bool('CALENDAR_PLUGIN_ENABLED', true),
    resolve: ['1', 'true'].includes(env('CALENDAR_PLUGIN_SOURCE', ''))
      ? path.join(__dirname, '../plugin-src')
      : path.join(__dirname, '../../..'),
    config: {
      timezone: env('CALENDAR_TIMEZONE', 'UTC'),
      publicUrl: env('CALENDAR_PUBLIC_URL', ''),
      // The demo's three languages (its seed writes French and Dutch versions), named so that the
      // plugin creates them. CALENDAR_LANGUAGES=site leaves the option unset, as a stock app does:
      // the site's own locales (tests/api/first-start.test.ts, site-languages.test.ts).
      languages: languagesOption(env),
      // Tests reach their local image server through these (tests/api/image-sideload.test.ts);
      // unset, the plugin's defaults apply.
      imageHosts: env.array('CALENDAR_IMAGE_HOSTS', []),
      imageDownload: {
        timeoutMs: env.int('CALENDAR_IMAGE_TIMEOUT_MS'),
        idleTimeoutMs: env.int('CALENDAR_IMAGE_IDLE_TIMEOUT_MS'),
        maxBytes: env.int('CALENDAR_IMAGE_MAX_BYTES'),
        maxRedirects: env.int('CALENDAR_IMAGE_MAX_REDIRECTS'),
      },
      // Import tests read their fixture servers on 127.0.0.1 (tests/api/import-*.test.ts).
      importHosts: env.array('CALENDAR_IMPORT_HOSTS', []),
      importFetch: {
        timeoutMs: env.int('CALENDAR_IMPORT_TIMEOUT_MS'),
        idleTimeoutMs: env.int('CALENDAR_IMPORT_IDLE_TIMEOUT_MS'),
        maxBytes: env.int('CALENDAR_IMPORT_MAX_BYTES'),
        maxRedirects: env.int('CALENDAR_IMPORT_MAX_REDIRECTS'),
      },
      // tests/api/import-budgets.test.ts makes them small; unset, the plugin's defaults apply.
      importBudget: {
        timeMs: env.int('CALENDAR_IMPORT_TIME_BUDGET_MS'),
        problems: env.int('CALENDAR_IMPORT_PROBLEM_BUDGET'),
      },
      // tests/api/basic-auth-passwords.test.ts turns it on; off is the plugin's default.
      basicAuthPasswords: env.bool('CALENDAR_BASIC_AUTH_PASSWORDS', false),
      // The benchmark turns them off to see what they cost (bench/README.md); on is the default.
      caches: env.bool('CALENDAR_CACHES', true),
      // tests/api/wordpress-paths.test.ts turns it off; on is the plugin's default.
      wordpressPaths: env.bool('CALENDAR_WORDPRESS_PATHS', true),
    },
  };
  // Strapi's GraphQL plugin, for tests/api/graphql.test.ts only (CALENDAR_GRAPHQL=1): the other
  // files do not pay for its schema at boot. A devDependency of the repository, not of this app.
  const graphql = ['1', 'true'].includes(env('CALENDAR_GRAPHQL', ''))
    ? {
        graphql: {
          enabled: true,
          resolve: path.dirname(require.resolve('@strapi/plugin-graphql/package.json')),
        },
      }
    : {};
  // Plugins bootstrap in the order of this file: CALENDAR_FIRST=1 lists the calendar before
  // users-permissions, as a site that adds it at the top does (tests/api/first-start.test.ts).
  return env.bool('CALENDAR_FIRST', false)
    ? { calendar, 'users-permissions': usersPermissions, ...graphql }
    : { 'users-permissions': usersPermissions, calendar, ...graphql };
};
