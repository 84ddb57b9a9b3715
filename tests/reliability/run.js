#!/usr/bin/env node
// `npm run test:reliability`: issue 7 parts 5–7 against the host app run as production processes.
//   SQLite:               crash safety (kill -9 mid-burst), then one instance: concurrency, soak
//   PostgreSQL, MariaDB:  two instances on one database: concurrency, then the soak over both
//   every cluster first: the daily horizon job of recurring events ran once (horizon.js)
// Environment: RELIABILITY_DATABASES (default sqlite,postgres,mysql), RELIABILITY_TESTS (default
// concurrency,crash,soak), RELIABILITY_SOAK_SECONDS (default 180, 45 when CI is set),
// RELIABILITY_RSS_FACTOR (default 1.5), DATABASE_HOST/PORT/USERNAME/PASSWORD as for the bench.
// Prints the figures as Markdown, writes tests/reliability/results/latest.{md,json}; exit code 1 on
// any failure.
const os = require('os');
const { startCluster } = require('./lib/cluster');
const { writeResults } = require('./lib/report');
const { concurrency } = require('./concurrency');
const { crashSafety } = require('./crash');
const { soak } = require('./soak');
const { horizonOnce } = require('./horizon');

const list = (name, fallback) =>
  (process.env[name] || fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const ci = ['1', 'true'].includes(process.env.CI ?? '');
const opts = {
  databases: list('RELIABILITY_DATABASES', 'sqlite,postgres,mysql'),
  tests: list('RELIABILITY_TESTS', 'concurrency,crash,soak'),
  soakSeconds: Number(process.env.RELIABILITY_SOAK_SECONDS || (ci ? 45 : 180)),
  rssFactor: Number(process.env.RELIABILITY_RSS_FACTOR || 1.5),
};

const log = (...args) => console.log(...args);
const seconds = (from) => Math.round((Date.now() - from) / 100) / 10;

/** Runs one test; an exception (a server that would not start...) is a failure like the others. */
async function attempt(test, database, fn) {
  const started = Date.now();
  log(`› ${test} on ${database}`);
  try {
    const { figures, failures } = await fn();
    log(`  ${failures.length ? `FAILED: ${failures.join('; ')}` : 'ok'} (${seconds(started)} s)`);
    return { test, figures, failures, seconds: seconds(started) };
  } catch (error) {
    log(`  FAILED: ${error.stack ?? error}`);
    return {
      test,
      figures: { database },
      failures: [String(error.message ?? error).slice(0, 2000)],
      seconds: seconds(started),
    };
  }
}

/** Concurrency then soak on the same instances: one (SQLite is one file, one writer) or two. */
async function onCluster(client) {
  const wanted = opts.tests.filter((t) => t === 'concurrency' || t === 'soak');
  if (!wanted.length) return [];
  let cluster;
  let upAt = 0;
  const boot = await attempt('boot', client, async () => {
    cluster = await startCluster(client, 'scale', client === 'sqlite' ? 1 : 2);
    upAt = Date.now();
    return { figures: { database: client }, failures: [] };
  });
  if (boot.failures.length) return [boot];
  try {
    const out = [await attempt('horizon job once', client, () => horizonOnce(cluster, upAt))];
    if (wanted.includes('concurrency'))
      out.push(await attempt('concurrency', client, () => concurrency(cluster)));
    if (wanted.includes('soak'))
      out.push(
        await attempt('soak', client, () =>
          soak(cluster, { seconds: opts.soakSeconds, rssFactor: opts.rssFactor })
        )
      );
    return out;
  } finally {
    await cluster.stop();
  }
}

async function main() {
  const started = Date.now();
  const results = [];
  for (const client of opts.databases) {
    if (client === 'sqlite' && opts.tests.includes('crash'))
      results.push(await attempt('crash', 'sqlite', () => crashSafety()));
    results.push(...(await onCluster(client)));
  }
  const run = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, Node ${process.version}, Strapi ${require('@strapi/strapi/package.json').version}, plugin from its TypeScript sources, NODE_ENV=production`,
    mode: ci ? 'CI (short soak)' : 'local',
    options: opts,
    total_seconds: seconds(started),
    results,
  };
  log(`\n${writeResults(run)}`);
  log(`${seconds(started)} s in all; figures in tests/reliability/results/latest.{md,json}`);
  process.exitCode = results.some((r) => r.failures.length) ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
