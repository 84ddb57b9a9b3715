// Part 6 of issue 7: crash safety on SQLite. The host app runs as its own process; workers fire
// creates and partial updates at it; it is killed with SIGKILL mid-burst; then the file must pass
// PRAGMA integrity_check and, after a restart on the same file, every write answered 2xx before the
// kill must be readable by id with the values its answer showed. A write still in flight at the
// kill may or may not have landed: either outcome is accepted for it, nothing else.
const fs = require('fs');
const Database = require('better-sqlite3');
const { startCluster, startInstance, dropDatabase } = require('./lib/cluster');
const { call, is2xx } = require('./lib/http');

const FIELDS = ['title', 'slug', 'cost', 'excerpt', 'website'];
const pick = (event) => Object.fromEntries(FIELDS.map((f) => [f, event[f]]));

/** One worker: create an event, update it twice (one field each), again, until the server dies. */
async function worker(w, origin, auth, ledger) {
  for (let i = 1; ; i += 1) {
    const create = {
      title: `Crash test ${w}-${i}`,
      cost: `${i}`,
      website: `https://example.test/${w}/${i}/new`,
      start_date: '2031-05-01 10:00',
      end_date: '2031-05-01 12:00',
      status: 'publish',
    };
    const created = await ledger.send(null, create, () =>
      call(origin, 'POST', '/events', { auth, body: create })
    );
    if (!created) return;
    for (const [method, body] of [
      ['PATCH', { excerpt: `Excerpt ${w}-${i}` }],
      ['PUT', { website: `https://example.test/${w}/${i}` }],
    ]) {
      if (
        !(await ledger.send(created.id, body, () =>
          call(origin, method, `/events/${created.id}`, { auth, body })
        ))
      )
        return;
    }
  }
}

/**
 * What the server acknowledged, per event id: the fields as its answers rendered them. `pending`
 * holds, per event, the fields of the write in flight (if the kill caught one).
 */
function createLedger() {
  const acked = new Map();
  const pending = new Map();
  const counts = { sent: 0, acked: 0, refused: 0, cut: 0 };
  return {
    acked,
    pending,
    counts,
    async send(id, body, request) {
      counts.sent += 1;
      if (id !== null) pending.set(id, body);
      const res = await request();
      if (res.status === 0) {
        counts.cut += 1;
        return null;
      }
      if (!is2xx(res)) {
        counts.refused += 1;
        return null;
      }
      counts.acked += 1;
      pending.delete(res.body.id);
      const before = acked.get(res.body.id) ?? {};
      // A partial update acknowledges only the fields it sent; a create acknowledges all of them.
      const fresh = pick(res.body);
      acked.set(
        res.body.id,
        id === null
          ? fresh
          : { ...before, ...Object.fromEntries(Object.keys(body).map((f) => [f, fresh[f]])) }
      );
      return res.body;
    },
  };
}

/**
 * Resolves once the process `pid` is gone. (The bench's `stop()` waits for an 'exit' event, which a
 * process killed by a signal may already have emitted: it would wait forever.)
 */
async function exited(pid) {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function integrity(file) {
  const hotJournal = fs.existsSync(`${file}-journal`) || fs.existsSync(`${file}-wal`);
  const db = new Database(file);
  try {
    return {
      integrity: db.pragma('integrity_check', { simple: true }),
      journalMode: db.pragma('journal_mode', { simple: true }),
      hotJournal,
    };
  } finally {
    db.close();
  }
}

/** Every acknowledged event, read back after the restart, compared field by field. */
async function verify(origin, auth, ledger, failures) {
  let found = 0;
  for (const [id, fields] of ledger.acked) {
    const res = await call(origin, 'GET', `/events/${id}`, { auth });
    const inFlight = ledger.pending.get(id) ?? {};
    const wrong =
      res.status !== 200
        ? ['status']
        : Object.keys(fields).filter((f) => {
            if (JSON.stringify(res.body[f]) === JSON.stringify(fields[f])) return false;
            return !(f in inFlight); // the unacknowledged write may have landed on its own field
          });
    if (!wrong.length) found += 1;
    else if (failures.length < 5)
      failures.push(
        `event ${id}: ${wrong.join(', ')} not as acknowledged (${res.status} ${JSON.stringify(res.status === 200 ? pick(res.body) : res.body)} vs ${JSON.stringify(fields)})`
      );
  }
  return found;
}

async function crashCycle(db, live, auth, { workers, killAfterMs }, failures) {
  const { server } = live;
  const ledger = createLedger();
  const runs = Array.from({ length: workers }, (_, w) =>
    worker(w + 1, server.origin, auth, ledger)
  );
  // Somewhere in the second half of the burst, so plenty is in flight and plenty answered.
  const delay = killAfterMs / 2 + Math.random() * (killAfterMs / 2);
  await new Promise((resolve) => setTimeout(resolve, delay));
  process.kill(server.pid, 'SIGKILL');
  live.server = null;
  await Promise.all(runs);
  await exited(server.pid);
  const check = integrity(db.env.DATABASE_FILENAME);
  if (check.integrity !== 'ok') failures.push(`integrity_check: ${check.integrity}`);
  live.server = await startInstance(db, 'sqlite#restarted');
  const found = await verify(live.server.origin, auth, ledger, failures);
  const writesAcked = ledger.counts.acked;
  if (found !== ledger.acked.size)
    failures.push(
      `${ledger.acked.size - found} of ${ledger.acked.size} acknowledged events not found as acknowledged`
    );
  if (ledger.counts.refused)
    failures.push(`${ledger.counts.refused} writes answered non-2xx before the kill`);
  const figures = {
    killed_after_ms: Math.round(delay),
    writes_sent: ledger.counts.sent,
    writes_acked: writesAcked,
    cut_by_kill: ledger.counts.cut,
    events_acked: ledger.acked.size,
    events_found: found,
    integrity_check: check.integrity,
    journal_mode: check.journalMode,
    hot_journal_at_restart: check.hotJournal,
  };
  return figures;
}

async function crashSafety({ cycles = 2, workers = 8, killAfterMs = 3000 } = {}) {
  const failures = [];
  const cluster = await startCluster('sqlite', 'crash', 1);
  // The one server alive (none between a kill and its restart): what to stop if a cycle throws.
  const live = { server: cluster.instances[0] };
  const results = [];
  try {
    for (let c = 1; c <= cycles; c += 1)
      results.push({
        cycle: c,
        ...(await crashCycle(cluster.db, live, cluster.auth, { workers, killAfterMs }, failures)),
      });
  } finally {
    if (live.server) await live.server.stop();
    await dropDatabase(cluster.db);
  }
  return { figures: { database: 'sqlite', instances: 1, workers, cycles: results }, failures };
}

module.exports = { crashSafety };
