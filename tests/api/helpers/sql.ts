/**
 * The driver-level statement counter of the host app (tests/app/src/bench.js, on with
 * CALENDAR_BENCH_SQL_COUNT=1). It counts every statement the process runs, whoever sends it.
 */
import path from 'path';
import type { TestApp } from './app';
import { hostAppModule } from './native';

const bench = hostAppModule<{
  sqlStatements(): number;
  recordSql(fn: () => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>>;
}>(path.join(__dirname, '../../app/src/bench'));

/**
 * The connections of the app's knex pool, and on SQLite the read path's own reader
 * (server/src/services/read-path/sqlite-reader.ts): what its statements are run on.
 */
function connectionsOf(strapi: any): Set<unknown> {
  const { pool } = strapi.db.connection.client;
  const reader =
    strapi.db.connection.client[Symbol.for('strapi-plugin-events-calendar.sqlite-reader')];
  return new Set([
    ...[...pool.used, ...pool.free].map((entry: { resource: unknown }) => entry.resource),
    ...(reader ? [reader] : []),
  ]);
}

/**
 * The statements `fn` made `strapi` run: those run on its own connections. The driver counter
 * counts the whole process, and in a long jest run (CI's, a whole suite in one process) statements
 * of something else landed inside a counted request now and then (a count of 7 where the same
 * request counts 3), never in the file alone.
 */
export async function recordAppSql(
  strapi: any,
  fn: () => Promise<unknown>
): Promise<Array<{ sql: string; params: unknown[] }>> {
  const log = await bench.recordSql(fn);
  const own = connectionsOf(strapi);
  return log.filter((entry) => own.has((entry as { owner?: unknown }).owner));
}

/**
 * Waits until `strapi` has been idle for `quietMs` (at most `maxMs`): no statement started anywhere
 * in the process and none in flight on its connections. A write's response leaves work behind:
 * Strapi's Document Service emits its entry events after the transaction commits, each populating
 * the entry with a dozen more statements. On a loaded machine (CI runs three suites at once) that
 * trail of a file's fixture writes was still running when its first reads were counted, and
 * counted with them — also when one of its statements alone took longer than the quiet period
 * (MariaDB under CI's load): so a connection in use is not quiet, however long it stays silent.
 */
export async function untilNoStatements(strapi: any, quietMs = 300, maxMs = 20000): Promise<void> {
  const pool = strapi.db.connection.client.pool;
  const busy = () => pool.numUsed() > 0 || pool.numPendingAcquires() > 0;
  const step = 50;
  let last = bench.sqlStatements();
  let still = 0;
  for (let waited = 0; still < quietMs && waited < maxMs; waited += step) {
    await new Promise((resolve) => setTimeout(resolve, step));
    const now = bench.sqlStatements();
    still = now === last && !busy() ? still + step : 0;
    last = now;
  }
}

/**
 * The statements one anonymous GET of `path` costs `app`; the request must answer 200. supertest
 * listens on a new port for each request, and URLs carry it, so every request is from a new
 * origin unless `host` names one (then rendered events are kept from one request to the next:
 * controllers/rendered-events.ts).
 */
export async function statementsOfGet(app: TestApp, path: string, host?: string): Promise<number> {
  return (await sqlOfGet(app, path, host)).length;
}

/** The statements themselves (SQL text only): what a test prints when a count is not the one expected. */
export async function sqlOfGet(app: TestApp, path: string, host?: string): Promise<string[]> {
  let status = 0;
  const log = await recordAppSql(app.strapi, async () => {
    const request = app.http.get(path);
    if (host) request.set('Host', host);
    status = (await request).status;
  });
  expect({ path, status }).toEqual({ path, status: 200 });
  return log.map((entry) => entry.sql);
}

/**
 * What a warm GET costs: the fewest of three. Kept term counts and totals are counted again after
 * a write (services/read-path/), one statement more for the request that happens to need them, and
 * something else can only add statements to a count, never take one away. Three, not two: under
 * CI's load on MariaDB two requests in a row once both counted three statements of something else
 * (a page of one event counted 6 where fifty counted 3).
 */
export async function warmStatementsOfGet(
  app: TestApp,
  path: string,
  host?: string
): Promise<number> {
  return (await warmSqlOfGet(app, path, host)).length;
}

/** The statements of the cheapest of three GETs of `path` (see warmStatementsOfGet). */
export async function warmSqlOfGet(app: TestApp, path: string, host?: string): Promise<string[]> {
  let fewest: string[] | undefined;
  for (let round = 0; round < 3; round += 1) {
    const sql = await sqlOfGet(app, path, host);
    if (!fewest || sql.length < fewest.length) fewest = sql;
  }
  return fewest!;
}
