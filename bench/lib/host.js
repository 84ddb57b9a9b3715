// The host app (tests/app) as the benchmark runs it: `strapi start` in production mode, minus the
// admin panel (its build is not needed to serve the API). Forked by bench/run.js with the
// environment of lib/app.js; tells its parent when it listens. The SQL counter of
// tests/app/src/bench.js answers the parent's { type: 'sql-count' } messages.
const { APP_DIR } = require('./app');

/**
 * `--profile` (bench/run.js): the parent asks for a CPU profile of this host while it sends one read,
 * through the inspector, so the boot and the other reads stay out of it.
 */
function answerProfileRequests() {
  const { startProfile } = require('./profiler');
  let profiler = null;
  process.on('message', async (m) => {
    if (m?.type === 'profile-start') {
      profiler = await startProfile();
      process.send({ type: 'profile-started', id: m.id });
    } else if (m?.type === 'profile-stop' && profiler) {
      const file = await profiler.stop(m.file);
      profiler = null;
      process.send({ type: 'profile-written', id: m.id, file });
    }
  });
}

async function main() {
  answerProfileRequests();
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
