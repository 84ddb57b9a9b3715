// What the benchmark (bench/) needs from the host app, each piece off unless its environment
// variable turns it on, so the tests and the demo never see it:
//
// - CALENDAR_BENCH_SQL_COUNT=1: counts every SQL statement the database drivers execute
//   (better-sqlite3, pg, mysql2), whoever sends it (Strapi's query engine, knex, or a statement
//   prepared by the plugin itself). The count is read over the IPC channel of a forked process:
//   send { type: 'sql-count' }, receive { type: 'sql-count', count } ({ type: 'sql-log' } lists the
//   statements themselves: see installSqlCounter). In the same process (the API
//   tests), `sqlStatements()` gives the count and `recordSql(fn)` the statements `fn` ran.
// - CALENDAR_BENCH_CORE_API=1: Strapi's own REST API (core controllers and services) for the
//   plugin's five content types under /api/calendar-core/{events|venues|organizers|categories|tags},
//   readable by the Public role, with relations populatable: the "strapi-core" reference.
const { factories } = require('@strapi/strapi');

// Process-wide, not per module instance: the driver prototypes are patched once per process, and
// jest loads this file afresh for every test file while the native driver stays loaded.
const KEY = Symbol.for('calendar.bench.sql');
const sql = (globalThis[KEY] ??= { statements: 0, recording: null });

/** The wrappers this instance installed, to be removed when Strapi stops (see `destroy`). */
const installed = [];

/**
 * Wraps `proto[name]` so that each call counts one statement; `describe` reads its SQL and
 * parameters. The native driver's prototypes outlive a jest test file's module registry and
 * global context, so a wrapper is removed when its Strapi stops, and one left behind is replaced,
 * not wrapped again.
 */
function countCalls(proto, names, describe) {
  for (const name of names) {
    const current = proto && proto[name];
    if (typeof current !== 'function') continue;
    const original = current.__calendarOriginal ?? current;
    const counted = function (...args) {
      sql.statements += 1;
      if (sql.recording) sql.recording.push(describe(this, args));
      return original.apply(this, args);
    };
    counted.__calendarOriginal = original;
    proto[name] = counted;
    installed.push({ proto, name, counted, original });
  }
}

function uninstallSqlCounter() {
  for (const { proto, name, counted, original } of installed.splice(0))
    if (proto[name] === counted) proto[name] = original;
}

/** The driver modules as the app resolves them (the same instances knex loads). */
function driver(name, appDir) {
  try {
    return require(require.resolve(name, { paths: [appDir] }));
  } catch {
    return null;
  }
}

function installSqlCounter(strapi) {
  const appDir = strapi.dirs.app.root;
  const Sqlite = driver('better-sqlite3', appDir);
  if (Sqlite) {
    // Statement is not exported: take its prototype from a throwaway in-memory database.
    const probe = new Sqlite(':memory:');
    // `owner`: the connection that ran it (the API tests keep their own app's: helpers/sql.ts).
    const statement = (stmt, args) => ({
      owner: stmt.database,
      sql: stmt.source,
      params: args.length === 1 && Array.isArray(args[0]) ? args[0] : args,
    });
    countCalls(
      Object.getPrototypeOf(probe.prepare('SELECT 1')),
      ['all', 'get', 'run', 'iterate'],
      statement
    );
    probe.close();
  }
  const pg = driver('pg', appDir);
  const query = (conn, [q, values]) => ({
    owner: conn,
    sql: typeof q === 'string' ? q : q && (q.text ?? q.sql),
    params: Array.isArray(values) ? values : ((q && q.values) ?? []),
  });
  if (pg) countCalls(pg.Client.prototype, ['query'], query);
  const mysql = driver('mysql2', appDir);
  if (mysql) countCalls(mysql.Connection.prototype, ['query', 'execute'], query);
  if (!process.send || sql.listening) return;
  sql.listening = true;
  process.on('message', (message) => {
    if (message && message.type === 'sql-count' && process.send)
      process.send({ type: 'sql-count', count: sql.statements, id: message.id });
    // { type: 'sql-log', record: true } starts keeping the statements; { record: false } sends them back and stops.
    if (message && message.type === 'sql-log' && process.send) {
      const log = sql.recording ?? [];
      sql.recording = message.record ? [] : null;
      process.send({
        type: 'sql-log',
        statements: message.record ? [] : log.map((s) => s.sql),
        id: message.id,
      });
    }
  });
}

const CORE_TYPES = {
  event: 'events',
  venue: 'venues',
  organizer: 'organizers',
  category: 'categories',
  tag: 'tags',
};
const CORE_API = 'calendar-core';

function registerCoreApi(strapi) {
  const controllers = {};
  const routes = [];
  for (const [name, plural] of Object.entries(CORE_TYPES)) {
    const uid = `plugin::calendar.${name}`;
    // Strapi's core controller asks for the service registered under the content type's uid.
    strapi.get('services').set(uid, factories.createCoreService(uid));
    controllers[name] = factories.createCoreController(uid);
    routes.push(
      { method: 'GET', path: `/${CORE_API}/${plural}`, handler: `${name}.find`, config: {} },
      { method: 'GET', path: `/${CORE_API}/${plural}/:id`, handler: `${name}.findOne`, config: {} }
    );
  }
  strapi
    .get('apis')
    .add(CORE_API, { controllers, routes: { 'content-api': { type: 'content-api', routes } } });
}

/**
 * The Public role reads the core API, and may populate the related content types (Strapi's
 * output sanitiser drops a populated relation unless the caller holds `{uid}.find`). Run at every
 * start: users-permissions deletes permissions of actions it does not know when it boots.
 */
async function grantCoreApi(strapi) {
  // `{uid}.find` of a plugin content type is no action of any controller: declare it, or the
  // permission engine ignores the permission and Strapi refuses relation filters and populates.
  for (const name of Object.keys(CORE_TYPES)) {
    const uid = `plugin::calendar.${name}.find`;
    if (!strapi.contentAPI.permissions.providers.action.has(uid)) {
      await strapi.contentAPI.permissions.providers.action.register(uid, {
        api: 'plugin::calendar',
        controller: name,
        action: 'find',
        uid,
      });
    }
  }
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const role = await roles.findOne({ where: { type: 'public' } });
  if (!role) return;
  const actions = Object.keys(CORE_TYPES).flatMap((name) => [
    `api::${CORE_API}.${name}.find`,
    `api::${CORE_API}.${name}.findOne`,
    `plugin::calendar.${name}.find`,
  ]);
  for (const action of actions) {
    const exists = await permissions.count({ where: { action, role: { id: role.id } } });
    if (!exists) await permissions.create({ data: { action, role: role.id } });
  }
}

const on = (name) => process.env[name] === '1' || process.env[name] === 'true';

/** The statements `fn` runs (an async function), as { sql, params }, in order. */
async function recordSql(fn) {
  const log = [];
  sql.recording = log;
  try {
    await fn();
  } finally {
    sql.recording = null;
  }
  return log;
}

module.exports = {
  sqlStatements: () => sql.statements,
  recordSql,
  register(strapi) {
    if (on('CALENDAR_BENCH_SQL_COUNT')) installSqlCounter(strapi);
    if (on('CALENDAR_BENCH_CORE_API')) registerCoreApi(strapi);
  },
  async bootstrap(strapi) {
    if (on('CALENDAR_BENCH_CORE_API')) await grantCoreApi(strapi);
  },
  destroy() {
    uninstallSqlCounter();
  },
};
