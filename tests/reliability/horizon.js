// Issue 14: the daily horizon job of recurring events runs once across every instance on one
// database. Every instance looks a few seconds after it starts; once the last one has looked, the
// lease row (Strapi's core store) must show exactly one run today and no holder.
const LEASE_KEY = 'plugin_calendar_lease_recurrence-horizon';
/** services/horizon.ts: the first look comes 5 s after the start; a little more for the run itself. */
const AFTER_LAST_LOOK_MS = 9000;

async function leaseRows(db) {
  // `key` is a reserved word in MySQL/MariaDB: quoted as each database quotes identifiers.
  const key = db.client === 'mysql' ? '`key`' : '"key"';
  const sql = `SELECT value FROM strapi_core_store_settings WHERE ${key} = ?`;
  if (db.client === 'sqlite') {
    const Database = require('better-sqlite3');
    const file = new Database(db.env.DATABASE_FILENAME, { readonly: true });
    try {
      return file.prepare(sql).all(LEASE_KEY);
    } finally {
      file.close();
    }
  }
  if (db.client === 'postgres') {
    const { Client } = require('pg');
    const c = new Client({
      host: process.env.DATABASE_HOST ?? '127.0.0.1',
      port: Number(process.env.DATABASE_PORT ?? 5432),
      user: process.env.DATABASE_USERNAME ?? 'postgres',
      password: process.env.DATABASE_PASSWORD ?? '',
      database: db.name,
    });
    await c.connect();
    try {
      return (await c.query(sql.replace('?', '$1'), [LEASE_KEY])).rows;
    } finally {
      await c.end();
    }
  }
  const conn = await require('mysql2/promise').createConnection({
    host: process.env.DATABASE_HOST ?? '127.0.0.1',
    port: Number(process.env.DATABASE_PORT ?? 3306),
    user: process.env.DATABASE_USERNAME ?? 'root',
    password: process.env.DATABASE_PASSWORD ?? '',
    database: db.name,
  });
  try {
    return (await conn.query(sql, [LEASE_KEY]))[0];
  } finally {
    await conn.end();
  }
}

/** `startedAt`: when the last instance of the cluster was up. */
async function horizonOnce(cluster, startedAt) {
  const wait = startedAt + AFTER_LAST_LOOK_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const rows = await leaseRows(cluster.db);
  const failures = [];
  if (rows.length !== 1) failures.push(`${rows.length} lease rows (one expected)`);
  const state = rows.length ? JSON.parse(rows[0].value) : {};
  if (state.runs !== 1)
    failures.push(`the job ran ${state.runs} times on ${cluster.instances.length} instances`);
  if (state.holder) failures.push(`the lease is still held by ${state.holder}`);
  return {
    figures: { database: cluster.db.client, instances: cluster.instances.length, runs: state.runs },
    failures,
  };
}

module.exports = { horizonOnce };
