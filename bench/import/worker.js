// The import measurement's own process (forked by bench/import/index.js with the app environment
// of bench/lib/app.js, CALENDAR_IMPORT_HOSTS=127.0.0.1 and --expose-gc): boots the host app on a
// fresh database, takes the day's run of the horizon job as the dataset builder does, then runs
// the plugin's importer (`importFrom`, docs/api.md §15) against the TEC stand-in twice — the first
// run creates every record, the second finds them all unchanged — timing each and watching this
// process's memory. Writes its measurements to the JSON file named by its arguments.
const fs = require('fs');
const v8 = require('v8');
const { bootOnFreshDatabase } = require('../lib/app');
const { startProfile } = require('../lib/profiler');

const SQL = Symbol.for('calendar.bench.sql');
const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
const round = (n, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const say = (text) => console.log(`[import] ${text}`);
const sqlCount = () => globalThis[SQL]?.statements ?? null;

/**
 * Resident memory as found (MB), and after a full collection: the RSS left then and the heap's live
 * size. As found, RSS is mostly garbage waiting for V8's next major collection, which V8 puts off
 * while the heap is far below its limit: it rises and falls by 100 MB and more with the moment the
 * sample falls on. What the import keeps is what a collection leaves.
 */
function checkpoint(at, label) {
  const rss = mb(process.memoryUsage.rss());
  global.gc();
  return {
    at,
    label,
    rss_mb: rss,
    rss_after_gc_mb: mb(process.memoryUsage.rss()),
    heap_live_mb: mb(v8.getHeapStatistics().used_heap_size),
    // What V8 keeps committed for its heap after the collection: the part of RSS that is heap room.
    heap_committed_mb: mb(v8.getHeapStatistics().total_heap_size),
  };
}

/** One `importFrom` run, timed, with memory sampled every `every` records written. */
async function importRun(strapi, root, every) {
  const importer = strapi.plugin('calendar').service('importer');
  let peakHeap = 0;
  let readEnd = null;
  let written = 0;
  let oneEvent = null;
  const samples = [checkpoint(0, 'start')];
  const sqlBefore = sqlCount();
  const started = performance.now();
  const summary = await importer.importFrom(root, {
    onRead(progress) {
      readEnd = performance.now();
      peakHeap = Math.max(peakHeap, v8.getHeapStatistics().used_heap_size);
      if (progress.kind === 'event' && progress.done === progress.total)
        samples.push(checkpoint(0, 'read'));
    },
    onProgress(done, total, result) {
      written = done;
      // The statements of one event write: those of the record after the first event written.
      const sql = globalThis[SQL];
      if (sql && oneEvent === null && result.kind === 'event') {
        sql.recording = [];
        oneEvent = 'recording';
      } else if (sql && oneEvent === 'recording') {
        oneEvent = sql.recording.map((s) => String(s.sql).replace(/\s+/g, ' ').slice(0, 160));
        sql.recording = null;
      }
      peakHeap = Math.max(peakHeap, v8.getHeapStatistics().used_heap_size);
      if (done % every === 0 && done !== total) samples.push(checkpoint(done, `${done}`));
    },
  });
  const ended = performance.now();
  samples.push(checkpoint(written, 'end'));
  const events = summary.results.filter((r) => r.kind === 'event');
  const byOutcome = (list) =>
    list.reduce((acc, r) => ({ ...acc, [r.outcome]: (acc[r.outcome] ?? 0) + 1 }), {});
  const seconds = (ended - started) / 1000;
  const writeSeconds = readEnd === null ? null : (ended - readEnd) / 1000;
  const failed = summary.results.filter((r) => r.outcome === 'failed');
  return {
    seconds: round(seconds, 2),
    read_seconds: readEnd === null ? null : round((readEnd - started) / 1000, 2),
    write_seconds: writeSeconds === null ? null : round(writeSeconds, 2),
    records: summary.results.length,
    events: events.length,
    counts: summary.counts,
    event_counts: byOutcome(events),
    problems: summary.problems.map((p) => p.message),
    failed_sample: failed.slice(0, 5).map((r) => `${r.kind} ${r.remoteId}: ${r.reason}`),
    events_per_s: round(events.length / seconds),
    events_per_s_write: writeSeconds ? round(events.length / writeSeconds) : null,
    records_per_s: round(summary.results.length / seconds),
    sql_statements: sqlBefore === null ? null : sqlCount() - sqlBefore,
    sql_per_record:
      sqlBefore === null ? null : round((sqlCount() - sqlBefore) / summary.results.length, 1),
    peak_heap_mb: mb(peakHeap),
    sql_of_one_event: Array.isArray(oneEvent) ? oneEvent : null,
    memory: samples,
  };
}

async function main() {
  const opts = JSON.parse(process.argv[2]);
  const { db, strapi, bootSeconds } = await bootOnFreshDatabase(opts);
  say(`host app booted on a fresh ${db.client} database in ${round(bootSeconds)} s`);
  const runs = [];
  for (const [i, label] of ['first', 'again'].entries()) {
    if (i >= opts.runs) break;
    say(`run ${i + 1} (${label}): importing from ${opts.root}`);
    const profiler = i === 0 && opts.profile ? await startProfile() : null;
    const run = { run: label, ...(await importRun(strapi, opts.root, opts.every)) };
    if (profiler) say(`CPU profile of the first run: ${await profiler.stop(opts.profile)}`);
    runs.push(run);
    say(
      `run ${i + 1}: ${run.events} events in ${run.seconds} s (${run.events_per_s} events/s; writes ${run.events_per_s_write} events/s), RSS ${run.memory[0].rss_mb} → ${run.memory.at(-1).rss_mb} MB, ${JSON.stringify(run.counts)}`
    );
  }
  fs.writeFileSync(
    opts.out,
    JSON.stringify({ boot_seconds: round(bootSeconds), runs, peak_rss_mb: peakRss() }, null, 2)
  );
  await strapi.destroy();
}

/** VmHWM: the process's peak resident memory (MB). */
function peakRss() {
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const kb = Number((status.match(/^VmHWM:\s+(\d+)/m) ?? [])[1] ?? 0);
  return Math.round(kb / 1024);
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error.stack ?? error);
    process.exit(1);
  });
