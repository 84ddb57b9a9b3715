// Host-app instances on one fresh database, started one after the other (the first one syncs the
// schema; a second one booting at the same moment would race it), all sharing one API token.
// Reuses the bench's process and database helpers: tests/reliability owns only what differs.
const fs = require('fs');
const path = require('path');
const { appEnv, freshDatabase, adminQuery } = require('../../../bench/lib/app');
const { startServer } = require('../../../bench/lib/processes');

const TMP = path.join(__dirname, '../.tmp');
const HOST = path.join(__dirname, 'host.js');

/** The test database of `client`: a SQLite file under tests/reliability/.tmp, or a database `calendar_reliability_<suite>`. */
function databaseFor(client, suite) {
  const name = `calendar_reliability_${suite}`;
  if (client === 'sqlite')
    return {
      client,
      name,
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(TMP, `${name}.db`) },
    };
  return { client, name, env: { DATABASE_CLIENT: client, DATABASE_NAME: name } };
}

/** The bench's production environment minus its own extras (SQL counter, core API): what a user runs. */
function instanceEnv(db, name) {
  return {
    ...appEnv(db),
    CALENDAR_BENCH_SQL_COUNT: '0',
    CALENDAR_BENCH_CORE_API: '0',
    CALENDAR_RELIABILITY_TOKEN_FILE: tokenFileOf(db),
    CALENDAR_RELIABILITY_HEAP_FILE: heapFileOf(name),
  };
}

const heapFileOf = (name) => path.join(TMP, `heap-${name.replace(/\W/g, '-')}.jsonl`);

/**
 * Starts one more instance on `db` (e.g. again after a crash): bench's server handle, plus `heap()`,
 * the heap after a full collection as lib/host.js samples it ({ t, heap_mb, rss_mb }, oldest first).
 */
async function startInstance(db, name) {
  fs.rmSync(heapFileOf(name), { force: true });
  const server = await startServer(name, HOST, instanceEnv(db, name));
  const heap = () =>
    fs.existsSync(heapFileOf(name))
      ? fs
          .readFileSync(heapFileOf(name), 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
  return { ...server, heap };
}

const tokenFileOf = (db) => path.join(TMP, `${db.name}.${db.client}.token`);

/** A fresh database and `count` instances on it; `auth` is the Authorization header they all accept. */
async function startCluster(client, suite, count) {
  fs.mkdirSync(TMP, { recursive: true });
  const db = databaseFor(client, suite);
  await freshDatabase(db);
  fs.rmSync(tokenFileOf(db), { force: true });
  const instances = [];
  try {
    for (let i = 1; i <= count; i += 1) instances.push(await startInstance(db, `${client}#${i}`));
  } catch (error) {
    await Promise.all(instances.map((s) => s.stop()));
    throw error;
  }
  const auth = `Bearer ${fs.readFileSync(tokenFileOf(db), 'utf8')}`;
  const stop = async () => {
    await Promise.all(instances.map((s) => s.stop()));
    await dropDatabase(db);
  };
  return { db, instances, auth, stop };
}

/** Leaves nothing behind: the SQLite files, or the server database, and the token file. */
async function dropDatabase(db) {
  fs.rmSync(tokenFileOf(db), { force: true });
  if (db.client === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      fs.rmSync(`${db.env.DATABASE_FILENAME}${suffix}`, { force: true });
  } else if (db.client === 'postgres')
    await adminQuery('postgres', `DROP DATABASE IF EXISTS "${db.name}" WITH (FORCE)`);
  else await adminQuery('mysql', `DROP DATABASE IF EXISTS \`${db.name}\``);
}

module.exports = { startCluster, startInstance, dropDatabase };
