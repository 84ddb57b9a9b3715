const path = require('path');

// The plugin is loaded from this repository: its built package (../.., through the package's
// `exports`) for the demo, or its TypeScript sources (./plugin-src) when CALENDAR_PLUGIN_SOURCE=1,
// as the tests do, so that a test run never depends on a stale build. Absolute paths: Strapi
// resolves a relative `resolve` against its own files first, and '../..' would find the wrong folder.
module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'calendar-demo-jwt-secret') } },
  calendar: {
    enabled: true,
    resolve: ['1', 'true'].includes(env('CALENDAR_PLUGIN_SOURCE', '')) ? path.join(__dirname, '../plugin-src') : path.join(__dirname, '../../..'),
    config: {
      timezone: env('CALENDAR_TIMEZONE', 'UTC'),
      publicUrl: env('CALENDAR_PUBLIC_URL', ''),
    },
  },
});
