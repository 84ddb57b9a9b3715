// The host app (tests/app) as bench/lib/host.js runs it — `strapi start` in production mode without
// the admin panel — plus the one thing an outside client needs to write: a full-access API token.
// The first instance on a database creates it and leaves its key in CALENDAR_RELIABILITY_TOKEN_FILE;
// later instances on the same database find the file and reuse the key (tokens live in the database).
const fs = require('fs');
const { APP_DIR } = require('../../../bench/lib/app');

async function ensureToken(strapi, file) {
  if (!file || fs.existsSync(file)) return;
  const token = await strapi
    .service('admin::api-token')
    .create({ name: `reliability-${Date.now()}`, type: 'full-access', lifespan: null });
  fs.writeFileSync(file, token.accessKey);
}

/**
 * For the soak: every few seconds, the heap in use right after a full collection, written to
 * CALENDAR_RELIABILITY_HEAP_FILE. RSS alone cannot tell a leak from V8 growing its heap lazily;
 * live memory after a collection can.
 */
function reportHeap(file) {
  if (!file) return;
  require('v8').setFlagsFromString('--expose-gc');
  const gc = require('vm').runInNewContext('gc');
  const timer = setInterval(() => {
    gc();
    const { heapUsed, rss } = process.memoryUsage();
    fs.appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), heap_mb: Math.round(heapUsed / 1048576), rss_mb: Math.round(rss / 1048576) })}\n`
    );
  }, 5000);
  timer.unref();
}

async function main() {
  const { createStrapi } = require('@strapi/strapi');
  const strapi = createStrapi({
    appDir: APP_DIR,
    distDir: APP_DIR,
    autoReload: false,
    serveAdminPanel: false,
  });
  await strapi.start();
  await ensureToken(strapi, process.env.CALENDAR_RELIABILITY_TOKEN_FILE);
  reportHeap(process.env.CALENDAR_RELIABILITY_HEAP_FILE);
  process.send({ type: 'ready', port: strapi.config.get('server.port') });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
