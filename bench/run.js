#!/usr/bin/env node
// `npm run bench`: builds a dataset into a fresh database, starts the host app in production mode
// and the bare floor, and drives the read mix at 1 and 8 connections against the plugin, Strapi's
// own REST API and the floor, interleaved. Writes bench/results/latest.{json,md} and a dated copy.
// Every request goes to 127.0.0.1 only. See bench/README.md.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { parseArgs } = require('util');
const { ROOT, DATA_DIR, databaseOf, appEnv, freshDatabase, ensureBuild } = require('./lib/app');
const { startServer, runScript } = require('./lib/processes');
const { measure, probe, cannon, round } = require('./lib/load');
const { compareBodies } = require('./lib/floor-check');
const { readMix, recurringMix, createBody, NS } = require('./lib/mix');
const { markdown, checkTargets } = require('./lib/report');
const { summarise, summariseAllocations, isPlugin } = require('./lib/profiler');
const { heapDifference } = require('./lib/heap');

const HELP = `npm run bench -- [options]
  --client sqlite|postgres|mysql   database (default sqlite; DATABASE_HOST/PORT/USERNAME/PASSWORD honoured)
  --events 10000[,100000]          dataset sizes, measured one after the other (default 10000)
  --languages 1|3                  languages per record (default 1)
  --series 1000                    recurring series added to the first size's single events for the
                                   recurring dataset (daily/weekly/monthly, ~100,000 occurrences; 0: none;
                                   0 with --quick)
  --duration 4                     seconds per measurement (default 4; 1 with --quick)
  --connections 1,8                concurrent connections (default 1,8)
  --soak 60                        seconds of the mixed read load watching the host's memory (0: none; default 60; 0 with --quick)
  --only <text>                    only the reads whose name contains the text (repeatable);
                                   --only import: the import of --events TEC events (issue #16), see bench/import/
                                   --only import-live: the default list while the admin imports
                                   1,500 yearly series (issue #29), see bench/import/live.js
  --profile                        a CPU profile of the host under each read at 8 connections, first size,
                                   and under POST /events at every size (bench/.tmp/profiles, summed up in
                                   the report); with --only import: of the first import run
  --memory                         only the soak (the whole read mix, first size) and its reference, each
                                   ending with a heap snapshot; the report compares them by kind (issue #18
                                   target 7: what the plugin's memory is)
  --no-core, --no-floor            leave out a reference
  --quick                          a short check: the default list alone (plugin, core, floor), after the
                                   floor's byte check, 1 s per measurement, no soak, no recurring dataset,
                                   reusing a dataset built today (the others' defaults change, not their meaning)
  --reuse                          reuse a dataset built today with the same options instead of rebuilding
  --built                          load the plugin's build (dist/) instead of its TypeScript sources
                                   (the soak always runs the build, made first when the sources are newer)
  --note <text>                    a line for the report (e.g. what else ran on the machine)
  --out <dir>                      results folder (default bench/results)`;

function options() {
  const { values } = parseArgs({
    options: {
      client: { type: 'string', default: 'sqlite' },
      events: { type: 'string', default: '10000' },
      languages: { type: 'string', default: '1' },
      series: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string', default: '1,8' },
      soak: { type: 'string' },
      only: { type: 'string', multiple: true },
      'no-core': { type: 'boolean', default: false },
      'no-floor': { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      built: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      memory: { type: 'boolean', default: false },
      note: { type: 'string' },
      out: { type: 'string', default: path.join(ROOT, 'bench/results') },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const client =
    values.client === 'postgresql'
      ? 'postgres'
      : values.client === 'mariadb'
        ? 'mysql'
        : values.client;
  if (!['sqlite', 'postgres', 'mysql'].includes(client))
    throw new Error(`unknown --client ${values.client}`);
  const quick = values.quick;
  const languages = Number(values.languages);
  if (![1, 3].includes(languages)) throw new Error('--languages is 1 or 3');
  return {
    client,
    sizes: values.events.split(',').map((n) => Number(n.replace(/_/g, ''))),
    languages,
    series: Number((values.series ?? (quick || values.memory ? '0' : '1000')).replace(/_/g, '')),
    duration: Number(values.duration ?? (quick ? '1' : '4')),
    connections: values.connections.split(',').map(Number),
    soak: Number(values.soak ?? (quick ? '0' : '60')),
    only: values.only ?? (quick ? ['events'] : []),
    // --quick names the default list exactly (`events` is part of every event read's name).
    exact: quick && !values.only,
    core: !values['no-core'],
    floor: !values['no-floor'],
    reuse: values.reuse || quick,
    built: values.built,
    profile: values.profile,
    memory: values.memory,
    note: values.note,
    out: path.resolve(values.out),
  };
}

/** Whether `--only` selects the read `name` (a part of its name, or the whole of it with --quick). */
const selected = (opts, name) =>
  !opts.only.length || opts.only.some((o) => (opts.exact ? name === o : name.includes(o)));

const log = (...args) => console.log(...args);
const logRun = (r) =>
  log(
    `  ${(r.dataset ? `[${r.dataset}] ${r.name}` : r.name).padEnd(42)} ${r.target.padEnd(11)} ${String(r.connections).padStart(2)} conn  ${String(r.rps).padStart(8)} req/s  p50 ${String(r.p50_ms).padStart(7)} ms  p99 ${String(r.p99_ms).padStart(7)} ms  ${String(r.sql_per_request).padStart(5)} SQL  ${r.bytes} B  ${r.rss_mb} MB${r.non_2xx ? `  non-2xx ${r.non_2xx}` : ''}`
  );
const seconds = (from) => round((Date.now() - from) / 1000, 1);

async function databaseVersion(client) {
  if (client === 'sqlite')
    return `SQLite ${new (require('better-sqlite3'))(':memory:').prepare('select sqlite_version() v').get().v} (better-sqlite3 ${require('better-sqlite3/package.json').version}, file on disk)`;
  const { adminQuery } = require('./lib/app');
  if (client === 'postgres')
    return `PostgreSQL ${(await adminQuery('postgres', 'SHOW server_version')).rows[0].server_version.split(' ')[0]} (pg ${require('pg/package.json').version}, 127.0.0.1)`;
  return `MariaDB/MySQL ${(await adminQuery('mysql', 'SELECT VERSION() AS v'))[0][0].v} (mysql2 ${require('mysql2/package.json').version}, 127.0.0.1)`;
}

/** Builds (or reuses) the dataset (with `series` recurring events besides); returns its manifest. */
async function dataset(opts, events, series = 0) {
  const db = databaseOf(opts.client, events, opts.languages, series);
  const manifestFile = path.join(ROOT, 'bench/.tmp', `${db.name}.${opts.client}.json`);
  const what = `${events.toLocaleString('en-US')} events${series ? ` + ${series.toLocaleString('en-US')} recurring series` : ''}`;
  if (opts.reuse && fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    if (manifest.built_at.slice(0, 10) === new Date().toISOString().slice(0, 10)) {
      log(`› reusing the ${what} dataset built at ${manifest.built_at}`);
      return { db, manifest };
    }
  }
  log(
    `› building ${what} (${opts.languages} language${opts.languages > 1 ? 's' : ''}) into a fresh ${opts.client} database`
  );
  const args = JSON.stringify({
    client: opts.client,
    name: db.name,
    events,
    series,
    languages: opts.languages,
    venues: 200,
    organizers: 200,
    seed: 20240607,
    manifest: manifestFile,
  });
  await runScript(path.join(__dirname, 'lib/build-dataset.js'), [args], appEnv(db, opts));
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  log(
    `  built in ${manifest.seconds.total} s (schema ${manifest.seconds.schema} s, bulk inserts ${manifest.seconds.insert} s, occurrences ${manifest.seconds.occurrences} s: ${manifest.counts.occurrence_rows.toLocaleString('en-US')} rows)`
  );
  return { db, manifest };
}

/**
 * Checks that a read answers 200 on its target; returns its body size and the statements it costs:
 * `sql` once warm (the fewest of three more requests: what a request costs while nothing is
 * written and the pool's connections are open — a connection the pool opens anew runs its own
 * set-up statements) and `sqlFirst` for the first request (caches may be empty).
 */
async function firstLook(server, pathAndQuery, headers = {}) {
  const counted = async () => {
    const before = await server.sqlCount();
    const res = await probe(`${server.origin}${pathAndQuery}`, { headers });
    const sql = (await server.sqlCount()) - before;
    if (res.status !== 200)
      throw new Error(
        `${server.name} answered ${res.status} to ${pathAndQuery}: ${res.body.toString().slice(0, 500)}`
      );
    return { bytes: res.body.length, sql };
  };
  const first = await counted();
  const warm = [await counted(), await counted(), await counted()];
  return { bytes: warm[0].bytes, sql: Math.min(...warm.map((w) => w.sql)), sqlFirst: first.sql };
}

/**
 * The floor's honesty check: the default list from the plugin and from the floor, the same request
 * (path and Host header, so every URL in the bodies is the same) — their bodies must be identical,
 * byte for byte. Throws (the run fails) with the first differing byte and both bodies around it.
 */
async function floorCheck(host, floor, label) {
  const path = `${NS}/events`;
  const headers = { Host: new URL(host.origin).host };
  const plugin = await probe(`${host.origin}${path}`, { headers });
  const bare = await probe(`${floor.origin}${path}`, { headers });
  for (const [name, res] of [
    ['plugin', plugin],
    ['floor', bare],
  ])
    if (res.status !== 200)
      throw new Error(
        `floor check (${label}): the ${name} answered ${res.status} to GET ${path}: ${res.body.toString().slice(0, 500)}${name === 'floor' ? `\n${floor.output().slice(-2000)}` : ''}`
      );
  const diff = compareBodies(plugin.body, bare.body);
  if (diff)
    throw new Error(
      `floor check (${label}): the floor's body is not the plugin's for GET ${path} — not like for like, so no load is run.\n${diff}`
    );
  log(
    `  floor check: GET ${path} — the floor's body is byte-identical to the plugin's (${plugin.body.length.toLocaleString('en-US')} bytes)`
  );
  return { identical: true, bytes: plugin.body.length, floor_bytes: bare.body.length };
}

/**
 * Where the host's memory is at the end of a soak (bench/lib/host.js `memory`): RSS, and the
 * JavaScript heap before and after a full collection — live data against the room V8 keeps.
 */
async function memoryOf(host, snapshot) {
  const m = await host.ask('memory', { snapshot }, 180000);
  const mb = (bytes) => round(bytes / 1048576, 1);
  return {
    rss_mb: mb(m.before.rss),
    heap_total_mb: mb(m.before.heapTotal),
    heap_used_mb: mb(m.before.heapUsed),
    live_heap_mb: mb(m.after.heapUsed),
    heap_total_after_gc_mb: mb(m.after.heapTotal),
    external_mb: mb(m.after.external),
    array_buffers_mb: mb(m.after.arrayBuffers),
    // Per V8 space, the used bytes before → after the collection (where the garbage was).
    spaces_mb: Object.fromEntries(
      Object.entries(m.before.spaces)
        .filter(([k]) => m.before.spaces[k] || m.after.spaces[k])
        .map(([k, v]) => [k, [mb(v), mb(m.after.spaces[k])]])
    ),
    snapshot: m.snapshot ? path.relative(ROOT, m.snapshot) : null,
  };
}

/**
 * What the host allocated during the soak (garbage included), from its allocation profile: in all,
 * per request, by place and by the plugin's functions (with what they call).
 */
function allocationsOf(file, requests) {
  const s = summariseAllocations(JSON.parse(fs.readFileSync(file, 'utf8')));
  const shares = (list, n) =>
    list.slice(0, n).map(([where, bytes]) => ({ where, pct: round((100 * bytes) / s.total, 1) }));
  return {
    file: path.relative(ROOT, file),
    total_mb: round(s.total / 1048576, 0),
    per_request_kb: round(s.total / 1024 / requests, 0),
    by_place: shares(s.byPlace, 8),
    plugin: shares(
      s.inclusive.filter(([k]) => isPlugin(k)),
      8
    ),
  };
}

/**
 * The soak: the mix at 8 connections for `secondsTotal`, the host's RSS sampled every second, its
 * memory looked at when it ends; with `snapshot` (--memory), also a heap snapshot there and a
 * profile of what it allocated meanwhile.
 */
async function soakRun(host, mix, secondsTotal, log, snapshot) {
  const allocations = snapshot?.replace(/\.heapsnapshot$/, '.heapprofile');
  if (allocations) await host.ask('profile-start', { kind: 'allocations' });
  const samples = [];
  const timer = setInterval(() => samples.push(host.rss()), 1000);
  const requests = mix.map((m) => ({ method: 'GET', path: m.plugin }));
  const { result, statuses } = await cannon({
    url: host.origin,
    connections: 8,
    duration: secondsTotal,
    requests,
  });
  clearInterval(timer);
  if (allocations) await host.ask('profile-stop', { file: allocations }, 120000);
  const avg = (list) => list.reduce((a, b) => a + b, 0) / list.length;
  const first = avg(samples.slice(0, 10));
  const last = avg(samples.slice(-10));
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const soak = {
    seconds: secondsTotal,
    connections: 8,
    rps: round(total / result.duration, 1),
    non_2xx: total - (statuses[200] ?? 0),
    first_mb: round(first, 1),
    last_mb: round(last, 1),
    growth_mb: round(last - first, 1),
    peak_mb: host.peakRss(),
    samples_mb: samples,
  };
  soak.memory = await memoryOf(host, snapshot);
  if (allocations) soak.allocations = allocationsOf(allocations, total);
  const m = soak.memory;
  log(
    `  soak: ${soak.rps} req/s, RSS ${soak.first_mb} → ${soak.last_mb} MB, peak ${soak.peak_mb} MB; at the end heap ${m.heap_used_mb} of ${m.heap_total_mb} MB, live ${m.live_heap_mb} MB after a full collection, external ${m.external_mb} MB`
  );
  return soak;
}

/**
 * Where the host's time goes under one request (issue #18: a profile for each target not met): the
 * plugin host sampled through the inspector (bench/lib/host.js) while that request alone is sent
 * for a measurement's duration — a read at 8 connections, `POST /events` at 1, as they are
 * measured. The shares of the profile's top places and functions go into the report; the
 * .cpuprofile stays in bench/.tmp/profiles for a closer look.
 */
async function profileLoad(host, load, events, opts, log) {
  const name = load.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  const file = path.join(DATA_DIR, 'profiles', `${opts.client}-${events}-${name}.cpuprofile`);
  await host.ask('profile-start');
  await cannon({
    url: host.origin,
    connections: load.connections,
    duration: opts.duration,
    requests: [load.request],
  });
  await host.ask('profile-stop', { file });
  const s = summarise(JSON.parse(fs.readFileSync(file, 'utf8')));
  const shares = (list, n) =>
    list
      .filter(([where]) => where !== '(idle)')
      .slice(0, n)
      .map(([where, t]) => ({ where, pct: round((100 * t) / s.busy, 1) }));
  const profile = {
    read: load.name,
    events,
    connections: load.connections,
    file: path.relative(ROOT, file),
    by_place: shares(s.byPlace, 8),
    self: shares(s.self, 8),
    plugin: shares(
      s.inclusive.filter(([k]) => isPlugin(k)),
      8
    ),
  };
  log(
    `  profile of ${load.name}: ${profile.by_place.map((p) => `${p.where} ${p.pct}%`).join(', ')}`
  );
  return profile;
}

/** Where `--memory` writes a host's heap snapshot at the end of its soak (null: no snapshot). */
const snapshotFile = (opts, name) =>
  opts.memory ? path.join(DATA_DIR, 'heap', `${opts.client}-${name}.heapsnapshot`) : null;

/**
 * The reference for the plugin's memory (issue #18 target 7): the same host app without the plugin
 * (CALENDAR_PLUGIN_ENABLED=false), on an empty database of its own (booting it on the dataset's
 * would let Strapi drop the plugin's tables), sent the same requests at the same connections for
 * the same time. Without the plugin each is Strapi's own 404, through the same middlewares.
 */
async function referenceSoak(opts, mix, log) {
  const db = databaseOf(opts.client, 0, 1, 0);
  db.name = 'calendar_bench_reference';
  if (db.client === 'sqlite') db.env.DATABASE_FILENAME = path.join(DATA_DIR, `${db.name}.db`);
  else db.env.DATABASE_NAME = db.name;
  await freshDatabase(db);
  const env = { ...appEnv(db, opts), CALENDAR_PLUGIN_ENABLED: 'false' };
  // The bench's core REST API serves the plugin's content types: nothing to serve without it.
  delete env.CALENDAR_BENCH_CORE_API;
  log(`› ${opts.soak} s of the same requests on the host app without the plugin (the reference)`);
  const reference = await startServer('reference', path.join(__dirname, 'lib/host.js'), env);
  try {
    const requests = mix.map((m) => ({ method: 'GET', path: m.plugin }));
    await cannon({ url: reference.origin, connections: 8, duration: 5, requests });
    return await soakRun(reference, mix, opts.soak, log, snapshotFile(opts, 'reference'));
  } finally {
    await reference.stop();
  }
}

/**
 * The recurring dataset: the first size's single events plus `--series` recurring series (issue
 * #14). Its host and a host on the plain dataset of the same single events run side by side; per
 * connection count, the plain default list (the baseline of the target) and each recurring read
 * are measured back to back, so drift of a shared machine hits them alike.
 */
async function recurringRun(opts, results) {
  const events = opts.sizes.includes(10000) ? 10000 : opts.sizes[0];
  const reads = recurringMix({}).filter((m) => selected(opts, m.name));
  if (!reads.length) return;
  const plain = await dataset({ ...opts, reuse: true }, events);
  const recurring = await dataset(opts, events, opts.series);
  const mix = recurringMix(recurring.manifest.samples).filter((m) =>
    reads.some((r) => r.name === m.name)
  );
  log(
    `› recurring dataset: starting its host and one on the ${events.toLocaleString('en-US')} single events (the baseline)`
  );
  const host = await startServer(
    'host',
    path.join(__dirname, 'lib/host.js'),
    appEnv(recurring.db, opts)
  );
  const baseline = await startServer(
    'host',
    path.join(__dirname, 'lib/host.js'),
    appEnv(plain.db, opts)
  );
  try {
    const targets = [
      { dataset: 'single', name: 'events', list: true, server: baseline, path: `${NS}/events` },
      ...mix.map((m) => ({ dataset: 'recurring', ...m, server: host, path: m.plugin })),
    ];
    const looks = [];
    for (const t of targets) looks.push(await firstLook(t.server, t.path));
    for (const [i, connections] of opts.connections.entries()) {
      for (const [j, t] of targets.entries()) {
        const m = await measure(t.server, t.path, {
          connections,
          duration: opts.duration,
          warmup: i === 0 ? 1 : 0,
        });
        const entry = {
          events,
          series: t.dataset === 'recurring' ? opts.series : 0,
          dataset: t.dataset,
          name: t.name,
          target: 'plugin',
          list: t.list,
          method: 'GET',
          connections,
          ...m,
          sql_per_request: looks[j].sql,
          sql_first_request: looks[j].sqlFirst,
          sql_under_load: m.sql_per_request,
          bytes: looks[j].bytes,
        };
        results.runs.push(entry);
        logRun(entry);
      }
    }
    results.datasets.push({
      kind: 'recurring',
      client: opts.client,
      database: recurring.manifest.database,
      built_at: recurring.manifest.built_at,
      counts: recurring.manifest.counts,
      seconds: recurring.manifest.seconds,
      samples: recurring.manifest.samples,
      baseline: { database: plain.manifest.database, counts: plain.manifest.counts },
      rss_mb: host.rss(),
      peak_rss_mb: host.peakRss(),
    });
  } finally {
    await host.stop();
    await baseline.stop();
  }
}

async function main() {
  const opts = options();
  const started = Date.now();
  const machine = {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown',
    node: process.version,
    database: await databaseVersion(opts.client),
    client: opts.client,
    strapi: require('@strapi/strapi/package.json').version,
    autocannon: require('autocannon/package.json').version,
    plugin: `${opts.built ? 'built package (dist/)' : 'TypeScript sources (esbuild-register)'}; the soak: built package`,
    duration_s: opts.duration,
    date: new Date().toISOString(),
    load_before: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', '),
    note: opts.note,
  };
  log(
    `Benchmark: ${machine.cores} cores, Node ${machine.node}, ${machine.database}; load average ${machine.load_before}`
  );
  if (opts.only.includes('import-live')) {
    await require('./import/live').importLiveBench(opts, machine, log);
    if (opts.only.every((o) => o === 'import-live')) return;
  }
  if (opts.only.includes('import')) {
    await require('./import').importBench(opts, machine, log);
    if (opts.only.every((o) => o === 'import')) return;
  }
  const results = {
    machine,
    datasets: [],
    floor_check: [],
    runs: [],
    soak: null,
    profiles: [],
    targets: [],
  };

  for (const events of opts.sizes) {
    const { db, manifest } = await dataset(opts, events);
    const env = appEnv(db, opts);
    log('› starting the host app (production mode) and the floor');
    const host = await startServer('host', path.join(__dirname, 'lib/host.js'), env);
    const floor =
      opts.floor && !opts.memory
        ? await startServer('floor', path.join(__dirname, 'lib/floor.js'), env)
        : null;
    try {
      // --memory measures no read alone: its soak sends the whole mix.
      const mix = opts.memory
        ? []
        : readMix(manifest.samples).filter((m) => selected(opts, m.name));
      const soakMix = opts.memory ? readMix(manifest.samples) : mix;
      // Like for like: before any load, the floor must answer the plugin's body byte for byte.
      if (floor) {
        const check = await floorCheck(
          host,
          floor,
          `${events.toLocaleString('en-US')} events, ${opts.client}`
        );
        results.floor_check.push({ events, client: opts.client, ...check });
      }
      const push = (entry) => {
        results.runs.push({ events, ...entry });
        logRun(entry);
      };
      for (const read of mix) {
        const targets = [{ target: 'plugin', server: host, path: read.plugin }];
        if (opts.core) targets.push({ target: 'strapi-core', server: host, path: read.core });
        if (floor && read.name === 'events')
          targets.push({ target: 'floor', server: floor, path: `${NS}/events` });
        const looks = [];
        for (const t of targets) looks.push(await firstLook(t.server, t.path));
        // Interleaved: each connection count measures every target back to back, so drift hits all alike.
        for (const [i, connections] of opts.connections.entries()) {
          for (const [j, t] of targets.entries()) {
            const m = await measure(t.server, t.path, {
              connections,
              duration: opts.duration,
              warmup: i === 0 ? 1 : 0,
            });
            // sql_per_request: the exact count of one warm request alone; sql_under_load: the run's average (requests in flight at the edges blur it).
            push({
              name: read.name,
              target: t.target,
              list: read.list,
              method: 'GET',
              connections,
              ...m,
              sql_per_request: looks[j].sql,
              sql_first_request: looks[j].sqlFirst,
              sql_under_load: m.sql_per_request,
              bytes: looks[j].bytes,
            });
          }
        }
        if (opts.profile && events === opts.sizes[0])
          results.profiles.push(
            await profileLoad(
              host,
              { name: read.name, connections: 8, request: { method: 'GET', path: read.plugin } },
              events,
              opts,
              log
            )
          );
      }
      if (!opts.memory && selected(opts, 'POST /events')) {
        const body = createBody(manifest.samples);
        const headers = {
          Authorization: `Bearer ${manifest.token}`,
          'Content-Type': 'application/json',
        };
        const res = await probe(`${host.origin}/api/calendar/events/v1/events`, {
          method: 'POST',
          headers,
          body: body.replace('[<id>]', 'probe'),
        });
        if (res.status !== 201)
          throw new Error(
            `POST /events answered ${res.status}: ${res.body.toString().slice(0, 500)}`
          );
        const m = await measure(host, '/api/calendar/events/v1/events', {
          connections: 1,
          duration: opts.duration,
          method: 'POST',
          headers,
          body,
        });
        push({
          name: 'POST /events',
          target: 'plugin',
          list: false,
          method: 'POST',
          connections: 1,
          ...m,
          bytes: res.body.length,
        });
        // At every size: target 5 compares the write's p50 at 100,000 events with 10,000.
        if (opts.profile)
          results.profiles.push(
            await profileLoad(
              host,
              {
                name: 'POST /events',
                connections: 1,
                request: { method: 'POST', path: '/api/calendar/events/v1/events', headers, body },
              },
              events,
              opts,
              log
            )
          );
      }
      const rssAfter = { rss_mb: host.rss(), peak_rss_mb: host.peakRss() };
      if (opts.soak > 0 && events === opts.sizes[0]) {
        // A fresh host, so the memory watched is the plugin's reads' alone (the mix above also
        // loaded Strapi's own REST API into the same process), on the plugin's build as a site
        // runs it (lib/app.js ensureBuild).
        await host.stop();
        log(
          `› ${opts.soak} s of the plugin's read mix at 8 connections on a fresh host, watching its memory`
        );
        ensureBuild(log);
        const fresh = await startServer(
          'host',
          path.join(__dirname, 'lib/host.js'),
          appEnv(db, { built: true })
        );
        try {
          await cannon({
            url: fresh.origin,
            connections: 8,
            duration: 5,
            requests: soakMix.map((m) => ({ method: 'GET', path: m.plugin })),
          });
          results.soak = {
            events,
            ...(await soakRun(fresh, soakMix, opts.soak, log, snapshotFile(opts, 'host'))),
          };
        } finally {
          await fresh.stop();
        }
        results.soak.reference = await referenceSoak(opts, soakMix, log);
        const [mine, theirs] = [results.soak.memory, results.soak.reference.memory];
        if (mine.snapshot && theirs.snapshot)
          results.soak.heap = heapDifference(
            path.join(ROOT, mine.snapshot),
            path.join(ROOT, theirs.snapshot)
          );
      }
      results.datasets.push({
        client: opts.client,
        database: manifest.database,
        built_at: manifest.built_at,
        counts: manifest.counts,
        seconds: manifest.seconds,
        samples: manifest.samples,
        ...rssAfter,
      });
    } finally {
      await host.stop();
      if (floor) await floor.stop();
    }
  }

  if (opts.series > 0) await recurringRun(opts, results);

  results.machine.load_after = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  results.machine.run_seconds = seconds(started);
  results.targets = checkTargets(results);
  const md = markdown(results);
  fs.mkdirSync(opts.out, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:]/g, '-').replace(/\..+/, '');
  const json = JSON.stringify(results, null, 2);
  fs.writeFileSync(path.join(opts.out, 'latest.json'), json);
  fs.writeFileSync(path.join(opts.out, `${stamp}-${opts.client}.json`), json);
  fs.writeFileSync(path.join(opts.out, 'latest.md'), md);
  fs.writeFileSync(path.join(opts.out, `latest-${opts.client}.md`), md);
  log(`\n${md}`);
  log(
    `Results: ${path.relative(process.cwd(), path.join(opts.out, 'latest.json'))} (and ${stamp}-${opts.client}.json), latest.md; ${results.machine.run_seconds} s in all.`
  );
}

main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
