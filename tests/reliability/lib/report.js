// The figures of a run as Markdown tables (docs/reliability.md points at them) and as
// JSON: tests/reliability/results/latest.{md,json}, overwritten by each run.
const fs = require('fs');
const path = require('path');

const RESULTS = path.join(__dirname, '../results');
const row = (cells) => `| ${cells.join(' | ')} |`;
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
const DB = { sqlite: 'SQLite', postgres: 'PostgreSQL', mysql: 'MariaDB' };

function concurrencyTable(list) {
  return table(
    [
      'Database',
      'Instances',
      'Same-title creates: 2xx / distinct slugs / readable',
      'One-field updates: 2xx / fields lost',
      'Requests',
      '5xx or socket errors',
    ],
    list.map((f) => [
      DB[f.database],
      f.instances,
      `${f.creates_2xx}/${f.creates} / ${f.distinct_slugs} / ${f.readable_after}`,
      `${f.updates_2xx}/${f.updates_sent} / ${f.fields_lost}`,
      f.requests,
      Object.entries(f.statuses)
        .filter(([s]) => s === '0' || Number(s) >= 500)
        .reduce((a, [, n]) => a + n, 0),
    ])
  );
}

/** One row per database and kind of the same-name bursts (concurrency.js, same-name.js). */
function sameNameTable(list) {
  return table(
    [
      'Database',
      'Same-name creates of',
      'Sent',
      '2xx',
      'Refused as term_exists',
      'Records (created or reused) / distinct slugs / stored',
    ],
    list.flatMap((f) =>
      (f.same_name ?? []).map((k) => [
        DB[f.database],
        k.kind,
        k.sent,
        k.ok,
        k.refused,
        `${k.records} / ${k.slugs} / ${k.stored}`,
      ])
    )
  );
}

function crashTable(f) {
  return table(
    [
      'Cycle',
      'Killed after',
      'Writes sent',
      'Answered 2xx',
      'Cut by the kill',
      'Events acknowledged / found as acknowledged',
      'integrity_check',
      'Hot journal',
    ],
    f.cycles.map((c) => [
      c.cycle,
      `${(c.killed_after_ms / 1000).toFixed(1)} s`,
      c.writes_sent,
      c.writes_acked,
      c.cut_by_kill,
      `${c.events_acked} / ${c.events_found}`,
      c.integrity_check,
      c.hot_journal_at_restart ? 'yes' : 'no',
    ])
  );
}

function soakTable(list) {
  return table(
    [
      'Database',
      'Instances',
      'Duration',
      'Connections',
      'Requests',
      'req/s',
      'Non-2xx',
      'Socket errors / timeouts',
      'RSS after warm-up → end (peak), MB',
      'Heap after GC, MB',
    ],
    list.map((f) => [
      DB[f.database],
      f.instances,
      `${f.seconds} s`,
      f.connections,
      f.requests,
      f.rps,
      f.non_2xx,
      `${f.socket_errors} / ${f.timeouts}`,
      f.rss.map((m) => `${m.start_mb} → ${m.end_mb} (${m.peak_mb})`).join('; '),
      f.rss.map((m) => `${m.heap_start_mb} → ${m.heap_end_mb}`).join('; '),
    ])
  );
}

/** Markdown for the parts that ran. */
function markdown(run) {
  const parts = [`Run ${run.date} · ${run.machine} · ${run.mode}`];
  const conc = run.results.filter((r) => r.test === 'concurrency').map((r) => r.figures);
  const crash = run.results.find((r) => r.test === 'crash');
  const soak = run.results.filter((r) => r.test === 'soak').map((r) => r.figures);
  if (conc.length) parts.push('**Concurrency and scale-out**', concurrencyTable(conc));
  if (conc.some((f) => f.same_name))
    parts.push(
      '**Same-name creates** (spread over the instances; venues and organizers are de-duplicated, a term name is created once)',
      sameNameTable(conc)
    );
  if (crash)
    parts.push(
      `**Crash safety** (SQLite, ${crash.figures.workers} writers, \`kill -9\` mid-burst, restart on the same file)`,
      crashTable(crash.figures)
    );
  if (soak.length)
    parts.push('**Soak** (reads, creates and one-field updates mixed)', soakTable(soak));
  const horizon = run.results.filter((r) => r.test === 'horizon job once').map((r) => r.figures);
  if (horizon.length)
    parts.push(
      '**Daily horizon job of recurring events** (each instance looks after its start; a database lease lets one run it)',
      horizon
        .map(
          (f) =>
            `- ${DB[f.database] ?? f.database}: ran ${f.runs} time(s) on ${f.instances} instance(s)`
        )
        .join('\n')
    );
  const failures = run.results.flatMap((r) =>
    r.failures.map((f) => `- ${r.test} on ${DB[r.figures.database] ?? r.figures.database}: ${f}`)
  );
  parts.push(failures.length ? `**Failures**\n\n${failures.join('\n')}` : 'No failures.');
  return `${parts.join('\n\n')}\n`;
}

function writeResults(run) {
  fs.mkdirSync(RESULTS, { recursive: true });
  const md = markdown(run);
  fs.writeFileSync(path.join(RESULTS, 'latest.json'), `${JSON.stringify(run, null, 2)}\n`);
  fs.writeFileSync(path.join(RESULTS, 'latest.md'), md);
  return md;
}

module.exports = { writeResults };
