// The host app (tests/app) as the benchmark runs it: `strapi start` in production mode, minus the
// admin panel (its build is not needed to serve the API). Forked by bench/run.js with the
// environment of lib/app.js; tells its parent when it listens. The SQL counter of
// tests/app/src/bench.js answers the parent's { type: 'sql-count' } messages.
const { APP_DIR } = require('./app');

async function main() {
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({
    appDir: APP_DIR,
    distDir: APP_DIR,
    autoReload: false,
    serveAdminPanel: false,
  });
  await strapi.start();
  process.send({ type: 'ready', port: strapi.config.get('server.port') });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
