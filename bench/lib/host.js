// The host app (tests/app) as the benchmark runs it: `strapi start` in production mode, minus the
// admin panel (its build is not needed to serve the API). Forked by bench/run.js with the
// environment of lib/app.js; tells its parent when it listens. The SQL counter of
// tests/app/src/bench.js answers the parent's { type: 'sql-count' } messages.
const { APP_DIR } = require('./app');

/**
 * `--profile` (bench/run.js): the parent asks for a CPU profile of this host while it sends one read,
 * through the inspector, so the boot and the other reads stay out of it; `--memory`, for a profile
 * of what it allocates during the soak (kind 'allocations').
 */
function answerProfileRequests() {
  const { startProfile, startAllocationProfile } = require('./profiler');
  let profiler = null;
  process.on('message', async (m) => {
    if (m?.type === 'profile-start') {
      profiler = m.kind === 'allocations' ? await startAllocationProfile() : await startProfile();
      process.send({ type: 'profile-started', id: m.id });
    } else if (m?.type === 'profile-stop' && profiler) {
      const file = await profiler.stop(m.file);
      profiler = null;
      process.send({ type: 'profile-written', id: m.id, file });
    }
  });
}

/**
 * `--memory` (bench/run.js): where the host's resident memory is, asked at the end of a soak. The
 * JavaScript heap is measured before and after a full collection (through the inspector, so no
 * --expose-gc), which splits it into live data and the room V8 keeps; a heap snapshot, when asked
 * for, says what the live data is (bench/lib/heap.js sums it by constructor).
 */
function answerMemoryRequests() {
  const v8 = require('v8');
  process.on('message', async (m) => {
    if (m?.type !== 'memory') return;
    const spaces = () =>
      Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
    const before = { ...process.memoryUsage(), spaces: spaces() };
    const { collectGarbage } = require('./profiler');
    await collectGarbage();
    const after = { ...process.memoryUsage(), spaces: spaces() };
    let snapshot = null;
    if (m.snapshot) {
      require('fs').mkdirSync(require('path').dirname(m.snapshot), { recursive: true });
      snapshot = v8.writeHeapSnapshot(m.snapshot);
    }
    process.send({ type: 'memory', id: m.id, before, after, snapshot });
  });
}

async function main() {
  answerProfileRequests();
  answerMemoryRequests();
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
