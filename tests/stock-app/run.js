#!/usr/bin/env node
// `npm run test:stock-app` (issue 12): the plugin installs into an app made by `create-strapi` the
// way a site builder installs it, and behaves there.
//
//   1. A stock app: `npx create-strapi@5.54.0 ... --js --dbclient sqlite --install`, made once and
//      cached outside the repository (${STOCK_APP_CACHE:-${XDG_CACHE_HOME:-~/.cache}/calendar-stock-app}/
//      create-strapi-5.54.0). It is created in a temporary folder and renamed into place only when
//      complete; the files this test changes (config/plugins.js, package.json, package-lock.json)
//      are kept pristine in its .stock-pristine/ and put back before each install.
//      Versions: create-strapi@5.54.0 writes its own version, exactly ("5.54.0", no caret), for
//      @strapi/strapi, @strapi/database, @strapi/plugin-users-permissions and @strapi/plugin-cloud
//      (even with --skip-cloud), and better-sqlite3 12.8.0: all on the registry, so nothing needs
//      pinning (only a `create-strapi` without a version would write the incomplete 5.55 set). The
//      scaffold is checked to have installed the @strapi/strapi its package.json names.
//   2. `npm pack` of this repository (after `npm run build` when dist/ is missing or older than the
//      sources, unless a `prepack`/`prepare` script builds it), then `npm install /abs/path/to/the.tgz` in the
//      app, as the README says, with @strapi/plugin-graphql@5.54.0 beside it (doors.js checks
//      that GraphQL tells no more than REST). The install is skipped when that very tarball (sha256) is installed.
//   3. The app gets a localized content type of its own (api::article.article).
//   4. `npm run build` of the admin (skipped when the tarball is the one the last build was made
//      with), then scenarios, each on a fresh SQLite file (f: a fresh PostgreSQL database), with
//      `npm run start` (NODE_ENV=production) on a free port of 127.0.0.1: a) `calendar: { enabled:
//      true },` at the top of the stock config/plugins.js, b) at the bottom, naming `languages:
//      ['en', 'nl']`, c) with `config: { languages: ['en'] }`, d) the package's command, e) a site
//      whose administrator makes `de` its default locale, f) b's entry on PostgreSQL with GraphQL's
//      introspection on, where GraphQL is compared with REST in both languages (a compares them
//      on SQLite).
//   5. Every check prints ✓ or ✗, then the time taken and `N passed, N failed`; exit code 1 on any ✗.
//
// Long outputs (npm, create-strapi, strapi) go to files under <cache>/logs/; only their tails are
// printed, on failure. Every child runs in its own process group and is killed with it.
// Environment: STOCK_APP_CACHE (cache folder), STOCK_APP_KEEP_LOGS=1 (print the log folder anyway),
// STOCK_APP_SCENARIOS=a,f (only these scenarios).
'use strict';

const { spawn } = require('child_process');
const crypto = require('crypto');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const expected = require('./expected');
const { graphqlChecks, germanSiteChecks } = require('./doors');
const { PLUGIN, isStale } = require('../../scripts/builds');

const CREATE_STRAPI_VERSION = '5.54.0';
/** Bump when what this script puts into the app changes (invalidates the cached install and build). */
const STATE_VERSION = 3;
const PKG = 'strapi-plugin-events-calendar';
const ROOT = path.resolve(__dirname, '../..');
const CACHE_ROOT =
  process.env.STOCK_APP_CACHE ||
  path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'calendar-stock-app');
const APP = path.join(CACHE_ROOT, `create-strapi-${CREATE_STRAPI_VERSION}`);
const PRISTINE = path.join(APP, '.stock-pristine');
const PRISTINE_FILES = ['config/plugins.js', 'package.json', 'package-lock.json'];
const LOGS = path.join(CACHE_ROOT, 'logs');
const PACK_DIR = path.join(CACHE_ROOT, 'pack');
const INSTALL_MARK = path.join(APP, '.stock-app-install.json');
const BUILD_MARK = path.join(APP, '.stock-app-build.json');

const MIN = 60_000;
/** STOCK_APP_SCENARIOS=a,f: only these scenarios (while working on them; CI runs them all). */
const ONLY = process.env.STOCK_APP_SCENARIOS?.split(',').map((s) => s.trim());
const ADMIN = {
  firstname: 'Stock',
  lastname: 'Admin',
  email: 'admin@stock-app.test',
  password: 'Stock-app-1234',
};

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const log = (...a) => console.log(...a);

// ---------------------------------------------------------------------------------------------
// Checks

const results = [];
function record(name, ok, detail) {
  results.push({ name, ok });
  log(
    `  ${ok ? '✓' : '✗'} ${name}${!ok && detail ? `\n      ${String(detail).split('\n').join('\n      ')}` : ''}`
  );
}
/** Runs one check; an exception is a failure with its message. */
async function check(name, fn) {
  try {
    const out = await fn();
    if (out === true || out === undefined) record(name, true);
    else record(name, false, out === false ? '' : out);
  } catch (error) {
    record(name, false, error.message ?? error);
  }
}
const show = (v) => JSON.stringify(v)?.slice(0, 400);

// ---------------------------------------------------------------------------------------------
// Child processes: own process group, output to a log file, bounded in time, killed on exit.

const live = new Set();
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}
function cleanup() {
  for (const child of live) killGroup(child, 'SIGKILL');
}
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    log(`\n${sig}: stopping`);
    cleanup();
    process.exit(130);
  });
}

/** The environment of the children: npm's own variables of `npm run` would leak this package's context. */
function childEnv(extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^npm_/i.test(k)) env[k] = v;
  return { ...env, STRAPI_TELEMETRY_DISABLED: 'true', ...extra };
}

function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** stdoutFile: stdout alone into a file of its own (what a script piping the command reads). */
function spawnLogged(cmd, args, { cwd, env, logFile, stdoutFile }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = fs.openSync(logFile, 'a');
  fs.writeSync(fd, `$ (cd ${cwd} && ${cmd} ${args.join(' ')})\n`);
  const outFd = stdoutFile ? fs.openSync(stdoutFile, 'w') : fd;
  const child = spawn(cmd, args, {
    cwd,
    env: childEnv(env),
    stdio: ['ignore', outFd, fd],
    detached: true,
  });
  fs.closeSync(fd);
  if (outFd !== fd) fs.closeSync(outFd);
  live.add(child);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      live.delete(child);
      // The group may still hold grandchildren (npm → sh → node): they go with it.
      killGroup(child, 'SIGKILL');
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      live.delete(child);
      resolve({ code: -1, signal: null, error });
    });
  });
  return child;
}

/** Runs a command to its end; rejects with the log's tail on a non-zero exit or after timeoutMs. */
async function run(cmd, args, { cwd, env, logName, timeoutMs, stdoutFile }) {
  const logFile = path.join(LOGS, `${logName}.log`);
  const child = spawnLogged(cmd, args, { cwd, env, logFile, stdoutFile });
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      resolve({ timedOut: true });
    }, timeoutMs);
  });
  const out = await Promise.race([child.exited, timeout]);
  clearTimeout(timer);
  if (out.timedOut || out.code !== 0) {
    const why = out.timedOut
      ? `timed out after ${timeoutMs / 1000} s`
      : `exit ${out.code ?? out.signal}`;
    throw new Error(
      `${cmd} ${args.join(' ')}: ${why}\n--- ${logFile} (tail) ---\n${tail(logFile)}`
    );
  }
  return logFile;
}

// ---------------------------------------------------------------------------------------------
// Files

const exists = (p) => fs.existsSync(p);
const readJson = (p, fallback = null) => {
  try {
    return JSON.parse(fs.readFileSync(p, 'utf8'));
  } catch {
    return fallback;
  }
};
const writeJson = (p, v) => fs.writeFileSync(p, `${JSON.stringify(v, null, 2)}\n`);
const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** One run at a time per cache: the app folder is shared. */
function takeLock() {
  fs.mkdirSync(CACHE_ROOT, { recursive: true });
  const lock = path.join(CACHE_ROOT, 'lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      process.on('exit', () => fs.rmSync(lock, { force: true }));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (holder && pidAlive(holder))
        throw new Error(`another stock-app run (pid ${holder}) holds ${lock}`);
      fs.rmSync(lock, { force: true });
    }
  }
  throw new Error(`could not take ${lock}`);
}

// ---------------------------------------------------------------------------------------------
// 1. The stock app

async function ensureStockApp() {
  if (exists(path.join(APP, '.stock-complete'))) {
    log(`stock app: cached at ${APP}`);
    return;
  }
  if (exists(APP)) fs.rmSync(APP, { recursive: true, force: true }); // no completion mark: not ours to trust
  // Leftovers of killed runs.
  for (const name of fs.readdirSync(CACHE_ROOT)) {
    if (name.startsWith('.creating-'))
      fs.rmSync(path.join(CACHE_ROOT, name), { recursive: true, force: true });
  }
  const tmp = path.join(CACHE_ROOT, `.creating-${process.pid}`);
  fs.mkdirSync(tmp, { recursive: true });
  const t = Date.now();
  log(
    `stock app: npx create-strapi@${CREATE_STRAPI_VERSION} (2-5 minutes, once; log: ${LOGS}/create-strapi.log)`
  );
  await run(
    'npx',
    [
      '-y',
      `create-strapi@${CREATE_STRAPI_VERSION}`,
      'app',
      '--skip-cloud',
      '--no-run',
      '--no-example',
      '--no-git-init',
      '--use-npm',
      '--js',
      '--dbclient',
      'sqlite',
      '--dbfile',
      '.tmp/data.db',
      '--non-interactive',
      '--install',
    ],
    { cwd: tmp, logName: 'create-strapi', timeoutMs: 25 * MIN }
  );
  const app = path.join(tmp, 'app');
  // create-strapi reports some install failures only in its output: check what it left.
  const pkg = readJson(path.join(app, 'package.json'), {});
  const strapiVersion = readJson(
    path.join(app, 'node_modules/@strapi/strapi/package.json'),
    {}
  ).version;
  if (strapiVersion !== pkg.dependencies?.['@strapi/strapi']) {
    throw new Error(
      `create-strapi left @strapi/strapi ${strapiVersion ?? 'not installed'} for ${pkg.dependencies?.['@strapi/strapi']}\n` +
        tail(path.join(LOGS, 'create-strapi.log'))
    );
  }
  const binding = path.join(app, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  if (!exists(binding)) {
    // npm 11.19 skips dependencies' install scripts until package.json's `allowScripts` approves
    // them, and create-strapi does not: its SQLite driver is left unbuilt. A site builder on this
    // npm does what npm's own closing message says; so does this stock app.
    log('stock app: better-sqlite3 unbuilt (npm allowScripts): approve and rebuild it');
    const npmOpts = { cwd: app, logName: 'create-strapi-rebuild', timeoutMs: 10 * MIN };
    await run('npm', ['install-scripts', 'approve', 'better-sqlite3'], npmOpts);
    await run('npm', ['rebuild', 'better-sqlite3'], npmOpts);
  }
  if (!exists(binding)) {
    throw new Error(`better-sqlite3 was not built\n${tail(path.join(LOGS, 'create-strapi.log'))}`);
  }
  for (const file of PRISTINE_FILES) {
    fs.mkdirSync(path.dirname(path.join(app, '.stock-pristine', file)), { recursive: true });
    fs.copyFileSync(path.join(app, file), path.join(app, '.stock-pristine', file));
  }
  writeJson(path.join(app, '.stock-complete'), {
    createStrapi: CREATE_STRAPI_VERSION,
    strapi: strapiVersion,
    created: new Date().toISOString(),
    seconds: Math.round((Date.now() - t) / 1000),
  });
  fs.renameSync(app, APP);
  fs.rmSync(tmp, { recursive: true, force: true });
  log(`stock app: created in ${seconds(t)} (@strapi/strapi ${strapiVersion})`);
}

// ---------------------------------------------------------------------------------------------
// 2. Pack and install

async function packPlugin() {
  // A `prepack` or `prepare` script (npm pack runs both) builds the package itself: no need to build twice.
  const scripts = readJson(path.join(ROOT, 'package.json'), {}).scripts ?? {};
  // (`node scripts/builds.js plugin` builds when the sources changed since the last build.)
  const builder = ['prepack', 'prepare'].find((name) => /\bbuilds?\b/.test(scripts[name] ?? ''));
  if (builder) log(`plugin: npm pack runs "${builder}": "${scripts[builder]}"`);
  else if (isStale(PLUGIN)) {
    const t = Date.now();
    log('plugin: dist/ older than the sources or missing: node scripts/builds.js plugin');
    await run('node', ['scripts/builds.js', 'plugin'], {
      cwd: ROOT,
      logName: 'plugin-build',
      timeoutMs: 15 * MIN,
    });
    log(`plugin: built in ${seconds(t)}`);
  }
  fs.rmSync(PACK_DIR, { recursive: true, force: true });
  fs.mkdirSync(PACK_DIR, { recursive: true });
  await run('npm', ['pack', '--pack-destination', PACK_DIR], {
    cwd: ROOT,
    logName: 'npm-pack',
    timeoutMs: 15 * MIN,
  });
  if (!exists(path.join(ROOT, 'dist/server/index.js')))
    throw new Error(
      'dist/server/index.js is missing after npm pack: the package would load no server code'
    );
  const tgz = fs.readdirSync(PACK_DIR).find((f) => f.endsWith('.tgz'));
  if (!tgz)
    throw new Error(
      `npm pack left no .tgz in ${PACK_DIR}\n${tail(path.join(LOGS, 'npm-pack.log'))}`
    );
  const file = path.join(PACK_DIR, tgz);
  log(`plugin: packed ${tgz} (${Math.round(fs.statSync(file).size / 1024)} KiB)`);
  return { file, hash: sha256(file) };
}

const ARTICLE_SCHEMA = {
  kind: 'collectionType',
  collectionName: 'articles',
  info: { singularName: 'article', pluralName: 'articles', displayName: 'Article' },
  options: { draftAndPublish: true },
  pluginOptions: { i18n: { localized: true } },
  attributes: { title: { type: 'string', pluginOptions: { i18n: { localized: true } } } },
};
const factory = (kind) =>
  `'use strict';\n\nconst { factories } = require('@strapi/strapi');\n\nmodule.exports = factories.${kind}('api::article.article');\n`;

/** The app's own localized content type, as the Content-Type Builder would write it. */
function writeArticle() {
  const dir = path.join(APP, 'src/api/article');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'content-types/article'), { recursive: true });
  writeJson(path.join(dir, 'content-types/article/schema.json'), ARTICLE_SCHEMA);
  for (const [folder, kind] of [
    ['controllers', 'createCoreController'],
    ['routes', 'createCoreRouter'],
    ['services', 'createCoreService'],
  ]) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    fs.writeFileSync(path.join(dir, folder, 'article.js'), factory(kind));
  }
}

/** `npm install /abs/path.tgz` on the stock package.json and lock, unless this very tarball is installed. */
async function installPlugin(tgz) {
  const key = { tarball: tgz.hash, state: STATE_VERSION };
  const mark = readJson(INSTALL_MARK);
  if (
    mark &&
    mark.tarball === key.tarball &&
    mark.state === key.state &&
    exists(path.join(APP, 'node_modules', PKG))
  ) {
    log('app: this tarball is installed already (same sha256)');
    return;
  }
  fs.rmSync(INSTALL_MARK, { force: true });
  fs.rmSync(BUILD_MARK, { force: true });
  for (const file of PRISTINE_FILES)
    fs.copyFileSync(path.join(PRISTINE, file), path.join(APP, file));
  const t = Date.now();
  // Strapi's GraphQL plugin beside ours, as most Strapi front-ends have it (issue #28): the
  // calendar must tell nothing through it that REST does not (doors.js). And PostgreSQL's driver,
  // which a site builder installs to move off SQLite (scenario f), at the version we test with.
  const pg = `pg@${readJson(path.join(ROOT, 'package.json')).devDependencies.pg}`;
  await run('npm', ['install', tgz.file, `@strapi/plugin-graphql@${CREATE_STRAPI_VERSION}`, pg], {
    cwd: APP,
    logName: 'npm-install-plugin',
    timeoutMs: 15 * MIN,
  });
  writeJson(INSTALL_MARK, key);
  log(`app: npm install ${path.basename(tgz.file)} in ${seconds(t)}`);
}

const ADMIN_BUILD_INDEX = ['dist/build/index.html', 'build/index.html'];
async function buildAdmin(tgz) {
  const key = { tarball: tgz.hash, state: STATE_VERSION, article: ARTICLE_SCHEMA };
  const mark = readJson(BUILD_MARK);
  if (
    mark &&
    JSON.stringify(mark) === JSON.stringify(key) &&
    ADMIN_BUILD_INDEX.some((f) => exists(path.join(APP, f)))
  ) {
    log('app: admin build is current (same tarball)');
    return;
  }
  fs.rmSync(BUILD_MARK, { force: true });
  const t = Date.now();
  await run('npm', ['run', 'build'], {
    cwd: APP,
    env: { NODE_ENV: 'production' },
    logName: 'app-build',
    timeoutMs: 15 * MIN,
  });
  writeJson(BUILD_MARK, key);
  log(`app: admin built in ${seconds(t)}`);
}

// ---------------------------------------------------------------------------------------------
// config/plugins.js, as a site builder edits it

const ENTRY = 'calendar: { enabled: true },';
const ENTRY_EN = "calendar: { enabled: true, config: { languages: ['en'] } },";
// A locale the site builder names is created (docs/api.md §1.2); unnamed, the site's are served as they are.
const ENTRY_EN_NL = "calendar: { enabled: true, config: { languages: ['en', 'nl'] } },";
/** What a site builder writes to introspect GraphQL in production (Apollo's default is off). */
const GRAPHQL_INTROSPECTION = 'graphql: { config: { apolloServer: { introspection: true } } },';

function writePlugins(where, entry) {
  const stock = fs.readFileSync(path.join(PRISTINE, 'config/plugins.js'), 'utf8');
  const open = 'module.exports = () => ({\n';
  let text;
  if (where === 'top') {
    if (!stock.includes(open)) throw new Error(`stock config/plugins.js has no "${open.trim()}"`);
    text = stock.replace(open, `${open}  ${entry}\n`);
  } else {
    const close = stock.lastIndexOf('});');
    if (close < 0) throw new Error('stock config/plugins.js does not end with "});"');
    text = `${stock.slice(0, close)}  ${entry}\n${stock.slice(close)}`;
  }
  fs.writeFileSync(path.join(APP, 'config/plugins.js'), text);
}

// ---------------------------------------------------------------------------------------------
// The app as a server

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function http(base, method, url, { token, body, timeoutMs = 30_000 } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'manual',
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** `npm run start` on a scenario's database (its `env`); resolves once /_health answers. */
async function startApp(label, dbEnv) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(LOGS, `strapi-${label}.log`);
  fs.rmSync(logFile, { force: true });
  const child = spawnLogged('npm', ['run', 'start'], {
    cwd: APP,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...dbEnv,
    },
    logFile,
  });
  const t = Date.now();
  let exited = null;
  child.exited.then((e) => (exited = e));
  while (Date.now() - t < 3 * MIN) {
    if (exited)
      throw new Error(
        `strapi start exited (${exited.code ?? exited.signal})\n--- ${logFile} (tail) ---\n${tail(logFile)}`
      );
    try {
      const res = await fetch(`${base}/_health`, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return { base, child, logFile, seconds: (Date.now() - t) / 1000 };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stopApp({ child });
  throw new Error(
    `strapi start did not answer within 180 s\n--- ${logFile} (tail) ---\n${tail(logFile)}`
  );
}

async function stopApp(app) {
  if (!app?.child || app.child.exitCode !== null || app.child.signalCode !== null) {
    if (app?.child) killGroup(app.child, 'SIGKILL');
    return;
  }
  killGroup(app.child, 'SIGTERM');
  let timer;
  const gone = await Promise.race([
    app.child.exited.then(() => true),
    new Promise((r) => (timer = setTimeout(() => r(false), 15_000))),
  ]);
  clearTimeout(timer);
  killGroup(app.child, 'SIGKILL');
  if (!gone) await app.child.exited;
}

// ---------------------------------------------------------------------------------------------
// Scenario steps

const locales = async (app, token) => {
  const res = await http(app.base, 'GET', '/i18n/locales', { token });
  if (res.status !== 200)
    throw new Error(`GET /i18n/locales: ${res.status} ${res.text.slice(0, 300)}`);
  return Array.isArray(res.json) ? res.json : (res.json?.data ?? []);
};

async function anonymousReads(app, label) {
  for (const url of [
    '/api/calendar/events/v1/',
    '/api/calendar/events/v1/doc',
    '/api/calendar/events/v1/events',
  ]) {
    await check(`${label}: anonymous GET ${url} → 200 on the first start`, async () => {
      const res = await http(app.base, 'GET', url);
      return res.status === 200 || `got ${res.status}: ${res.text.slice(0, 300)}`;
    });
  }
}

async function registerAdmin(app) {
  const res = await http(app.base, 'POST', '/admin/register-admin', { body: ADMIN });
  const token = res.json?.data?.token;
  if (!token)
    throw new Error(`POST /admin/register-admin: ${res.status} ${res.text.slice(0, 300)}`);
  return token;
}

async function login(app) {
  const res = await http(app.base, 'POST', '/admin/login', {
    body: { email: ADMIN.email, password: ADMIN.password },
  });
  const token = res.json?.data?.token;
  if (!token) throw new Error(`POST /admin/login: ${res.status} ${res.text.slice(0, 300)}`);
  return token;
}

/** i18n keeps one default locale (en on an empty database) and the app's own type gets it. */
async function defaultLocaleChecks(app, label, admin) {
  let defaultCode;
  await check(`${label}: GET /i18n/locales has exactly one default locale`, async () => {
    const list = await locales(app, admin());
    const defaults = list.filter((l) => l.isDefault);
    defaultCode = defaults[0]?.code;
    return (
      defaults.length === 1 ||
      `${defaults.length} defaults among ${show(list.map((l) => `${l.code}${l.isDefault ? '*' : ''}`))}`
    );
  });
  await check(
    `${label}: the default locale of an empty database is en`,
    async () => defaultCode === 'en' || `default is ${show(defaultCode ?? null)}`
  );
  await check(
    `${label}: an article created over the REST API gets the default locale`,
    async () => {
      const tokenRes = await http(app.base, 'POST', '/admin/api-tokens', {
        token: admin(),
        body: {
          name: `stock-app-${label}`,
          description: 'stock-app test',
          type: 'full-access',
          lifespan: null,
        },
      });
      const accessKey = tokenRes.json?.data?.accessKey;
      if (!accessKey)
        return `POST /admin/api-tokens: ${tokenRes.status} ${tokenRes.text.slice(0, 300)}`;
      const res = await http(app.base, 'POST', '/api/articles', {
        token: accessKey,
        body: { data: { title: 'x' } },
      });
      if (res.status !== 200 && res.status !== 201)
        return `POST /api/articles: ${res.status} ${res.text.slice(0, 300)}`;
      const locale = res.json?.data?.locale;
      return (
        (locale != null && locale === defaultCode) ||
        `article locale ${show(locale ?? null)}, default locale ${show(defaultCode ?? null)}`
      );
    }
  );
  await check(`${label}: the Content Manager lists that article (pagination.total 1)`, async () => {
    const res = await http(
      app.base,
      'GET',
      '/content-manager/collection-types/api::article.article?page=1&pageSize=10',
      {
        token: admin(),
      }
    );
    if (res.status !== 200) return `${res.status} ${res.text.slice(0, 300)}`;
    const total = res.json?.pagination?.total;
    return (
      total === 1 ||
      `pagination ${show(res.json?.pagination)}, ${res.json?.results?.length} results`
    );
  });
}

async function contentManagerChecks(app, label, admin) {
  let config;
  const get = async () => {
    if (config) return config;
    const res = await http(
      app.base,
      'GET',
      '/content-manager/content-types/plugin::calendar.event/configuration',
      { token: admin() }
    );
    if (res.status !== 200) throw new Error(`${res.status} ${res.text.slice(0, 300)}`);
    config = res.json?.data?.contentType;
    return config;
  };
  await check(
    `${label}: Content Manager event list columns are ${show(expected.EVENT_LIST_COLUMNS)}`,
    async () => {
      const list = (await get())?.layouts?.list;
      return show(list) === show(expected.EVENT_LIST_COLUMNS) || `layouts.list is ${show(list)}`;
    }
  );
  await check(
    `${label}: Content Manager event edit form starts with ${show(expected.EVENT_EDIT_FIRST_ROW)}`,
    async () => {
      const row = ((await get())?.layouts?.edit?.[0] ?? []).map((f) => f.name);
      return (
        expected.EVENT_EDIT_FIRST_ROW.every((f) => row.includes(f)) || `first row is ${show(row)}`
      );
    }
  );
  await check(
    `${label}: Content Manager event edit form's second row is ${show(expected.EVENT_EDIT_SECOND_ROW)}`,
    async () => {
      const row = ((await get())?.layouts?.edit?.[1] ?? []).map((f) => f.name);
      return show(row) === show(expected.EVENT_EDIT_SECOND_ROW) || `second row is ${show(row)}`;
    }
  );
  await check(
    `${label}: Content Manager labels events' fields for people (${show(expected.EVENT_LABELS)})`,
    async () => {
      const metadatas = (await get())?.metadatas ?? {};
      const wrong = Object.entries(expected.EVENT_LABELS).filter(
        ([field, text]) => metadatas[field]?.edit?.label !== text
      );
      return (
        wrong.length === 0 ||
        `labels are ${show(wrong.map(([field]) => [field, metadatas[field]?.edit?.label]))}`
      );
    }
  );
  await check(
    `${label}: Content Manager shows an event's venue by ${show(expected.EVENT_VENUE_MAIN_FIELD)}`,
    async () => {
      const mainField = (await get())?.metadatas?.venue?.edit?.mainField;
      return (
        mainField === expected.EVENT_VENUE_MAIN_FIELD ||
        `metadatas.venue.edit.mainField is ${show(mainField ?? null)}`
      );
    }
  );
}

/**
 * One scenario: a fresh database, the entry where a site builder puts it, first start, checks.
 * `checks({ server, admin, restart })`: `server.base` is the running app's URL (a check that needs
 * it fails when the app did not start, so every scenario counts the same checks), `admin()` the
 * first administrator's JWT, `restart(during?)` restarts on the same database (running
 * `during(dbEnv)` while the app is down) and logs in again. `client`: the database the stock
 * config/database.js is pointed at (sqlite unless named).
 */
async function scenario(label, title, { where, entry, anonymous, checks, client = 'sqlite' }) {
  if (ONLY && !ONLY.includes(label)) return;
  log(`\n${label}) ${title}`);
  const t = Date.now();
  const database = scenarioDatabase(label, client);
  await database.create();
  let app;
  let adminToken;
  const server = {
    get base() {
      if (!app) throw new Error('the app is not running');
      return app.base;
    },
  };
  const admin = () => {
    if (!adminToken) throw new Error('no admin token (registration failed)');
    return adminToken;
  };
  /** Stops the app, runs `during` (with the scenario's database settings) if given, starts it again. */
  const restart = async (during) => {
    await stopApp(app);
    app = null;
    if (during) await during(database.env);
    app = await startApp(`${label}-restart`, database.env);
    adminToken = await login(server);
  };
  try {
    writePlugins(where, entry);
    await check(
      `${label}: the app starts with \`${entry}\` at the ${where} of config/plugins.js`,
      async () => {
        app = await startApp(label, database.env);
      }
    );
    // Before anything else touches the app: what a visitor meets on the very first start.
    if (anonymous) await anonymousReads(server, label);
    await check(`${label}: the first administrator registers over HTTP`, async () => {
      adminToken = await registerAdmin(server);
    });
    await checks({ server, admin, restart });
  } finally {
    await stopApp(app);
    await database.drop();
    log(`  (${seconds(t)})`);
  }
}

/**
 * A scenario's database, fresh: a SQLite file (relative: the stock config/database.js joins it to
 * the app root), or a PostgreSQL database of its own, named for the scenario and this process,
 * dropped after it. The stock config/database.js reads DATABASE_CLIENT and the connection from the
 * environment, which wins over the app's .env: the site builder's own way to move to PostgreSQL
 * (with `pg` installed, as Strapi's docs say; installPlugin does).
 */
function scenarioDatabase(label, client) {
  if (client === 'sqlite') {
    const file = `.tmp/stock-app-${label}.db`;
    const remove = async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal'])
        fs.rmSync(path.join(APP, file + suffix), { force: true });
    };
    return { env: { DATABASE_FILENAME: file }, create: remove, drop: async () => undefined };
  }
  const name = `stock_app_${label}_${process.pid}`;
  const connection = {
    host: process.env.DATABASE_HOST || '127.0.0.1',
    port: Number(process.env.DATABASE_PORT || 5432),
    user: process.env.DATABASE_USERNAME || 'postgres',
    password: process.env.DATABASE_PASSWORD || '',
  };
  const admin = async (sql) => {
    // This repository's own driver (a devDependency): the stock app's is for the app.
    const { Client } = require('pg');
    const pg = new Client({ ...connection, database: 'postgres' });
    await pg.connect();
    try {
      await pg.query(sql);
    } finally {
      await pg.end();
    }
  };
  const drop = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  return {
    env: {
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: connection.host,
      DATABASE_PORT: String(connection.port),
      DATABASE_NAME: name,
      DATABASE_USERNAME: connection.user,
      DATABASE_PASSWORD: connection.password,
      DATABASE_SSL: 'false',
    },
    create: async () => {
      await drop();
      await admin(`CREATE DATABASE "${name}"`);
    },
    drop,
  };
}

// ---------------------------------------------------------------------------------------------
// The package's command (docs/api.md §15): an iCalendar file imported into the site's own app

// An iCalendar file of our own (tests/fixtures/README.md): three events, the first at 06:00 on
// 2027-07-03 in America/Los_Angeles for one day (DURATION:P1D).
const ICAL_FIXTURE = path.join(ROOT, 'tests/fixtures/ical/duration.ics');

async function cliImportChecks(server, restart) {
  let runs = 0;
  const cli = (dbEnv, extra) => {
    // Logs are appended to: each run gets a log of its own, emptied first. stdout goes to a file
    // of its own, as a pipe would take it: the command promises it is the JSON summary and
    // nothing else (Strapi's log lines go to stderr), so it must parse whole.
    const logName = `cli-import-${++runs}`;
    const stdoutFile = path.join(LOGS, `${logName}.stdout.json`);
    fs.rmSync(path.join(LOGS, `${logName}.log`), { force: true });
    return run('npx', ['strapi-calendar', 'import', ICAL_FIXTURE, '--json', ...extra], {
      cwd: APP,
      env: { NODE_ENV: 'production', ...dbEnv },
      logName,
      timeoutMs: 3 * MIN,
      stdoutFile,
    }).then((logFile) => {
      const text = fs.readFileSync(stdoutFile, 'utf8');
      try {
        return JSON.parse(text);
      } catch (error) {
        throw new Error(
          `stdout is not one JSON document (${error.message}):\n${text.slice(0, 500)}\n--- ${logFile} ---\n${tail(logFile)}`
        );
      }
    });
  };
  await check('d: npx strapi-calendar --help prints the usage and exits 0', async () => {
    const logFile = await run('npx', ['strapi-calendar', '--help'], {
      cwd: APP,
      logName: 'cli-help',
      timeoutMs: MIN,
    });
    const text = fs.readFileSync(logFile, 'utf8');
    return text.includes('Usage: npx strapi-calendar import') || `printed:\n${tail(logFile)}`;
  });
  let summary;
  await check(
    'd: npx strapi-calendar import <file.ics> exits 0 and reports three created events',
    async () => {
      await restart(async (dbEnv) => {
        summary = await cli(dbEnv, []);
      });
      return summary.counts.created === 3 || `summary: ${show(summary.counts)}`;
    }
  );
  await check('d: the imported event is served by the API, in its own timezone', async () => {
    const res = await http(
      server.base,
      'GET',
      '/api/calendar/events/v1/events?start_date=2027-07-01&end_date=2027-07-05'
    );
    const event = JSON.parse(res.text).events?.[0];
    return (
      (event?.title === 'Overnight hackathon' &&
        event.start_date === '2027-07-03 06:00:00' &&
        event.end_date === '2027-07-04 06:00:00' &&
        event.timezone === 'America/Los_Angeles') ||
      `got ${res.status}: ${res.text.slice(0, 300)}`
    );
  });
  await check('d: a run again with --dry-run reports it unchanged', async () => {
    let again;
    await restart(async (dbEnv) => {
      again = await cli(dbEnv, ['--dry-run']);
    });
    return (
      (again.counts.unchanged === 3 && again.counts.created === 0) ||
      `summary: ${show(again.counts)}`
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Packaging (issue 12 point 5), in the app after the install

async function packagingChecks() {
  log('\npackaging (in the stock app after npm install)');
  const installed = path.join(APP, 'node_modules', PKG);
  await check(
    'the install does not pull @strapi/sdk-plugin into the site (node_modules/@strapi/sdk-plugin absent)',
    async () =>
      !exists(path.join(APP, 'node_modules/@strapi/sdk-plugin')) ||
      'node_modules/@strapi/sdk-plugin exists'
  );
  await check(
    `no second copy of Strapi packages (node_modules/${PKG}/node_modules/@strapi absent)`,
    async () => {
      const nested = path.join(installed, 'node_modules/@strapi');
      return !exists(nested) || `it holds ${fs.readdirSync(nested).join(', ')}`;
    }
  );
  await check(
    'the installed package has a LICENSE file',
    async () =>
      fs.readdirSync(installed).some((f) => /^(LICENSE|LICENCE)(\.(md|txt))?$/i.test(f)) ||
      `files: ${fs.readdirSync(installed).join(', ')}`
  );
  await check('the installed package.json has repository and homepage', async () => {
    const pkg = readJson(path.join(installed, 'package.json'), {});
    const missing = ['repository', 'homepage'].filter((k) => !pkg[k]);
    return !missing.length || `missing ${missing.join(', ')}`;
  });
}

// ---------------------------------------------------------------------------------------------

const doorHelpers = { check, http, show };

async function main() {
  takeLock();
  fs.rmSync(LOGS, { recursive: true, force: true });
  fs.mkdirSync(LOGS, { recursive: true });
  log(`stock-app test: plugin ${ROOT}, cache ${CACHE_ROOT}`);

  let ready = false;
  await check(
    `a stock app made by create-strapi@${CREATE_STRAPI_VERSION} is available`,
    ensureStockApp
  );
  if (exists(path.join(APP, '.stock-complete'))) {
    let tgz;
    await check('npm pack of the plugin', async () => {
      tgz = await packPlugin();
    });
    if (tgz) {
      await check(`npm install <abs path of the .tgz> in the stock app`, () => installPlugin(tgz));
      if (exists(INSTALL_MARK)) {
        await packagingChecks();
        writeArticle();
        await check(
          'the app admin builds with the plugin (npm run build, NODE_ENV=production)',
          () => buildAdmin(tgz)
        );
        ready = exists(BUILD_MARK);
      }
    }
  }

  if (ready) {
    await scenario('a', "entry at the TOP of the stock config/plugins.js (the README's entry)", {
      where: 'top',
      entry: ENTRY,
      anonymous: true,
      checks: async ({ server, admin }) => {
        await defaultLocaleChecks(server, 'a', admin);
        await check(
          'a: languages unset: the plugin adds no locale to the site (exactly en)',
          async () => {
            const codes = (await locales(server, admin())).map((l) => l.code).sort();
            return show(codes) === show(['en']) || `locales are ${show(codes)}`;
          }
        );
        await contentManagerChecks(server, 'a', admin);
        await graphqlChecks(doorHelpers, server, 'a', admin);
      },
    });
    await scenario(
      'b',
      "entry at the BOTTOM of the stock config/plugins.js, languages ['en', 'nl']",
      {
        where: 'bottom',
        entry: ENTRY_EN_NL,
        anonymous: true,
        checks: async ({ server, admin, restart }) => {
          await defaultLocaleChecks(server, 'b', admin);
          await check(
            'b: a locale the plugin created (nl), deleted by an administrator, stays deleted after a restart',
            async () => {
              const nl = (await locales(server, admin())).find((l) => l.code === 'nl');
              if (!nl) return 'there is no nl locale to delete';
              const del = await http(server.base, 'DELETE', `/i18n/locales/${nl.id}`, {
                token: admin(),
              });
              if (del.status !== 200 && del.status !== 204)
                return `DELETE /i18n/locales/${nl.id}: ${del.status} ${del.text.slice(0, 300)}`;
              const after = (await locales(server, admin())).map((l) => l.code);
              if (after.includes('nl')) return `nl still listed after DELETE: ${show(after)}`;
              await restart();
              const again = (await locales(server, admin())).map((l) => l.code);
              return !again.includes('nl') || `after the restart the locales are ${show(again)}`;
            }
          );
        },
      }
    );
    await scenario('f', "on PostgreSQL, languages ['en', 'nl'], GraphQL's introspection on", {
      where: 'bottom',
      entry: `${ENTRY_EN_NL} ${GRAPHQL_INTROSPECTION}`,
      anonymous: true,
      client: 'postgres',
      checks: async ({ server, admin }) =>
        graphqlChecks(doorHelpers, server, 'f', admin, ['en', 'nl'], { introspection: true }),
    });
    await scenario('e', 'a site whose default locale is de (languages unset)', {
      where: 'bottom',
      entry: ENTRY,
      checks: async ({ server, admin, restart }) =>
        germanSiteChecks(doorHelpers, server, 'e', admin, restart, locales),
    });
    await scenario('d', "the package's command: npx strapi-calendar import <file>", {
      where: 'bottom',
      entry: ENTRY,
      checks: async ({ server, restart }) => cliImportChecks(server, restart),
    });
    await scenario('c', "entry with config: { languages: ['en'] } (bottom)", {
      where: 'bottom',
      entry: ENTRY_EN,
      checks: async ({ server, admin }) => {
        await check('c: anonymous GET /api/calendar/events/v1/events → 200', async () => {
          const res = await http(server.base, 'GET', '/api/calendar/events/v1/events');
          return res.status === 200 || `got ${res.status}: ${res.text.slice(0, 300)}`;
        });
        await check("c: languages ['en'] gives exactly the locale en", async () => {
          const codes = (await locales(server, admin())).map((l) => l.code).sort();
          return show(codes) === show(['en']) || `locales are ${show(codes)}`;
        });
      },
    });
  }

  // Leave the app as a site builder would have it: the README's entry, at the bottom.
  if (exists(path.join(PRISTINE, 'config/plugins.js'))) writePlugins('bottom', ENTRY);

  const failed = results.filter((r) => !r.ok).length;
  const passed = results.length - failed;
  if (failed || process.env.STOCK_APP_KEEP_LOGS) log(`\nlogs: ${LOGS}`);
  log(`\ntotal time ${seconds(started)}`);
  log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  const failed = results.filter((r) => !r.ok).length;
  log(`${results.length - failed} passed, ${failed + 1} failed`);
  process.exitCode = 1;
});
