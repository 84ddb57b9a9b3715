// How the bench reaches the host app (tests/app) and its database: the environment both the
// dataset builder and the benchmarked server boot with, and fresh databases per dataset.
const fs = require('fs');
const path = require('path');

const ROOT = path.resolve(__dirname, '../..');
const APP_DIR = path.join(ROOT, 'tests/app');
const DATA_DIR = path.join(ROOT, 'bench/.tmp');

/**
 * A dataset's database: one SQLite file or one PostgreSQL/MySQL database per size, language count
 * and number of recurring series (0: single events only).
 */
function databaseOf(client, events, languages, series = 0) {
  const name = `calendar_bench_${events}_${languages}${series ? `_s${series}` : ''}`;
  if (client === 'sqlite')
    return {
      client,
      name,
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(DATA_DIR, `${name}.db`) },
    };
  return { client, name, env: { DATABASE_CLIENT: client, DATABASE_NAME: name } };
}

/** What every Strapi the bench boots shares: plugin sources or build, bench pieces on, quiet logs. */
function appEnv(db, { built = false } = {}) {
  const env = {
    ...db.env,
    NODE_ENV: 'production',
    CALENDAR_DEMO_SEED: 'false',
    CALENDAR_BENCH_SQL_COUNT: '1',
    CALENDAR_BENCH_CORE_API: '1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_STARTUP_LOG: 'false',
    STRAPI_LOG_LEVEL: 'warn',
  };
  if (!built) env.CALENDAR_PLUGIN_SOURCE = '1';
  return env;
}

/**
 * The plugin's build, made again when its sources changed since (scripts/builds.js, the build step
 * of `npm start`, `prepare` and the e2e tests). The soak runs the build (issue #18 target 7 is about
 * a site's memory, and a site runs the package): the TypeScript sources through esbuild-register
 * keep more compiled code and source text alive (+16 MB of strings against +6 MB, measured with
 * `--memory`), which no site carries.
 */
function ensureBuild(log) {
  const { PLUGIN, buildIfStale } = require('../../scripts/builds');
  buildIfStale(PLUGIN, log);
}

async function adminQuery(client, sql) {
  if (client === 'postgres') {
    const { Client } = require('pg');
    const c = new Client({
      host: process.env.DATABASE_HOST ?? '127.0.0.1',
      port: Number(process.env.DATABASE_PORT ?? 5432),
      user: process.env.DATABASE_USERNAME ?? 'postgres',
      password: process.env.DATABASE_PASSWORD ?? '',
      database: 'postgres',
    });
    await c.connect();
    try {
      return await c.query(sql);
    } finally {
      await c.end();
    }
  }
  const driver = require('mysql2/promise');
  const conn = await driver.createConnection({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 3306),
    user: process.env.DATABASE_USERNAME ?? 'root',
    password: process.env.DATABASE_PASSWORD ?? '',
  });
  try {
    return await conn.query(sql);
  } finally {
    await conn.end();
  }
}

/** Drops and recreates the dataset's database (or deletes the SQLite file). */
async function freshDatabase(db) {
  if (db.client === 'sqlite') {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      fs.rmSync(`${db.env.DATABASE_FILENAME}${suffix}`, { force: true });
    return;
  }
  if (db.client === 'postgres') {
    await adminQuery('postgres', `DROP DATABASE IF EXISTS "${db.name}" WITH (FORCE)`);
    await adminQuery('postgres', `CREATE DATABASE "${db.name}"`);
    return;
  }
  await adminQuery('mysql', `DROP DATABASE IF EXISTS \`${db.name}\``);
  await adminQuery(
    'mysql',
    `CREATE DATABASE \`${db.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
  );
}

/**
 * A fresh database and the host app booted in this process on it (the dataset builder's and the
 * import bench's workers: `opts` as they are handed, JSON). The daily horizon job
 * (services/horizon.ts) would first run 5 s after the boot, then once a day on whichever instance
 * starts first: its run of the day is taken here, on the empty database, so that it neither races
 * the writes that follow nor rewrites every unbounded series while the host is measured.
 */
async function bootOnFreshDatabase(opts) {
  const db = { client: opts.client, name: opts.name, env: {} };
  if (db.client === 'sqlite') db.env.DATABASE_FILENAME = process.env.DATABASE_FILENAME;
  const started = Date.now();
  await freshDatabase(db);
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({
    appDir: APP_DIR,
    distDir: APP_DIR,
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  const bootSeconds = (Date.now() - started) / 1000;
  const horizon = strapi.plugin('calendar').service('horizon');
  horizon.stop();
  await horizon.tick();
  return { db, strapi, bootSeconds, started };
}

module.exports = {
  ensureBuild,
  ROOT,
  APP_DIR,
  DATA_DIR,
  databaseOf,
  appEnv,
  freshDatabase,
  adminQuery,
  bootOnFreshDatabase,
};
