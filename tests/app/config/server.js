// Demo and test defaults only: a production app sets its own keys.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS', ['calendarDemoKeyA', 'calendarDemoKeyB']) },
  // The API tests give each jest process a public folder of its own (tests/api/helpers/app.ts):
  // CI runs several suites at once, and uploaded files must not land in one another's folder.
  dirs: { public: env('CALENDAR_PUBLIC_DIR', './public') },
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) },
  },
});
