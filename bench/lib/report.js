// The results as a Markdown table, and the issue's targets checked against them.
const fmt = (n, digits = 0) =>
  n === null || n === undefined
    ? '—'
    : Number(n).toLocaleString('en-US', {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });
const ms = (n) => (n === null || n === undefined ? '—' : n < 10 ? fmt(n, 2) : fmt(n, 1));

function find(runs, where) {
  return runs.find((r) => Object.entries(where).every(([k, v]) => r[k] === v));
}

/** The issue's targets, each { target, met (true/false/null when not measured), detail }. */
function checkTargets(results) {
  const { soak } = results;
  // The recurring dataset's runs (and their baseline) are `dataset`-tagged and have a target of their own.
  const runs = results.runs.filter((r) => !r.dataset);
  const sizes = [...new Set(runs.map((r) => r.events))].sort((a, b) => a - b);
  const reads = [
    ...new Set(runs.filter((r) => r.target === 'plugin' && r.method !== 'POST').map((r) => r.name)),
  ];
  const out = [];
  const small = sizes[0];
  const at8 = (name, target, events = small) =>
    find(runs, { name, target, events, connections: 8 });

  const ratios = reads.map((name) => {
    const p = at8(name, 'plugin');
    const c = at8(name, 'strapi-core');
    return { name, ratio: p && c && c.rps ? p.rps / c.rps : null };
  });
  const measured = ratios.filter((r) => r.ratio !== null);
  const worst = measured.sort((a, b) => a.ratio - b.ratio)[0];
  out.push({
    target: 'Every read at 8 connections ≥ 3× Strapi core REST',
    met: measured.length ? measured.every((r) => r.ratio >= 3) : null,
    detail: worst
      ? `lowest: ${worst.name} ${fmt(worst.ratio, 1)}×; below 3×: ${
          measured
            .filter((r) => r.ratio < 3)
            .map((r) => `${r.name} (${fmt(r.ratio, 1)}×)`)
            .join(', ') || 'none'
        }`
      : 'not measured',
  });

  // The floor answers the plugin's own body, byte for byte (bench/run.js checks it before any load).
  const p = at8('events', 'plugin');
  const f = at8('events', 'floor');
  const check = floorCheckOf(results, small);
  out.push({
    target: 'Default list ≥ 50% of the bare floor (same body, byte for byte)',
    met: p && f ? p.rps >= 0.5 * f.rps : null,
    detail:
      p && f
        ? `${fmt((100 * p.rps) / f.rps)}% at 8 connections (${fmt(p.rps)} vs ${fmt(f.rps)} req/s)${check ? `; bodies identical, ${fmt(check.bytes)} bytes` : ''}`
        : 'not measured',
  });

  const tenK = sizes.includes(10000) ? 10000 : small;
  // Only reads measured at 8 connections count: a run with --connections 1 says nothing of this target.
  const measured8 = reads.map((name) => at8(name, 'plugin', tenK)).filter(Boolean);
  const slow = measured8.filter((r) => r.p99_ms >= 25);
  out.push({
    target: `p99 < 25 ms at 8 connections (${fmt(tenK)} events, ${results.machine.database})`,
    met: measured8.length ? slow.length === 0 : null,
    detail: !measured8.length
      ? 'not measured'
      : slow.length
        ? `over: ${slow.map((r) => `${r.name} ${ms(r.p99_ms)} ms`).join(', ')}`
        : `highest: ${ms(Math.max(...measured8.map((r) => r.p99_ms)))} ms`,
  });

  const lists = reads.filter((name) => find(runs, { name, target: 'plugin', events: small })?.list);
  const sqlOf = (name) =>
    find(runs, { name, target: 'plugin', events: small, connections: 1 })?.sql_per_request;
  const maxSql = Math.max(...lists.map(sqlOf).filter((n) => n !== undefined && n !== null));
  const per10 = sqlOf('events');
  const per50 = sqlOf('events per_page=50');
  out.push({
    target: 'SQL statements per list request ≤ 6, the same whatever per_page',
    // Both page sizes measured, or it is not known whether the count stays the same.
    met: lists.length ? (maxSql > 6 ? false : per50 === undefined ? null : per10 === per50) : null,
    detail: lists.length
      ? `most: ${fmt(maxSql, 2)}; per_page=10: ${fmt(per10, 2)}, per_page=50: ${fmt(per50, 2)}`
      : 'not measured',
  });

  if (sizes.length > 1) {
    const big = sizes[sizes.length - 1];
    const growth = reads
      .map((name) => {
        const a = find(runs, { name, target: 'plugin', events: small, connections: 1 });
        const b = find(runs, { name, target: 'plugin', events: big, connections: 1 });
        return { name, ratio: a && b && a.p50_ms ? b.p50_ms / a.p50_ms : null };
      })
      .filter((g) => g.ratio !== null);
    const over = growth.filter((g) => g.ratio > 1.5);
    out.push({
      target: `p50 with ${fmt(big)} events ≤ 1.5× p50 with ${fmt(small)} (1 connection)`,
      met: growth.length ? over.length === 0 : null,
      detail: over.length
        ? `over: ${over.map((g) => `${g.name} ${fmt(g.ratio, 1)}×`).join(', ')}`
        : `largest: ${fmt(Math.max(...growth.map((g) => g.ratio)), 2)}×`,
    });
  } else {
    out.push({
      target: 'p50 with 100,000 events ≤ 1.5× p50 with 10,000',
      met: null,
      detail: 'run with --events 10000,100000',
    });
  }

  out.push(recurringTarget(results));

  if (soak) {
    out.push({
      target: `Host RSS < 400 MB and flat over a ${soak.seconds}-second run`,
      met: soak.peak_mb < 400 && soak.growth_mb <= 20,
      detail: `peak ${fmt(soak.peak_mb)} MB; ${fmt(soak.first_mb)} → ${fmt(soak.last_mb)} MB (first → last ten seconds' average: ${soak.growth_mb >= 0 ? '+' : ''}${fmt(soak.growth_mb, 1)} MB)`,
    });
  } else {
    out.push({
      target: 'Host RSS < 400 MB and flat over a 60-second run',
      met: null,
      detail: 'run with --soak 60',
    });
  }
  out.push(pluginMemoryTarget(soak));
  return out;
}

const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;

/**
 * Issue #18 target 7: what the plugin adds to the host's RSS over the soak — the mean RSS of the
 * host under the plugin's read mix less that of the same host without the plugin sent the same
 * requests (run.js `referenceSoak`).
 */
function pluginMemoryTarget(soak) {
  const target =
    'The plugin adds ≤ 60 MB to the host app’s RSS over the soak (vs the same host without it)';
  const reference = soak?.reference;
  if (!reference) return { target, met: null, detail: 'run with --soak 60' };
  const added = mean(soak.samples_mb) - mean(reference.samples_mb);
  return {
    target,
    met: added <= 60,
    detail: `${added >= 0 ? '+' : ''}${fmt(added, 1)} MB: mean RSS ${fmt(mean(soak.samples_mb))} MB with the plugin (${fmt(soak.rps)} req/s), ${fmt(mean(reference.samples_mb))} MB without it (${fmt(reference.rps)} req/s of Strapi's 404s); peaks ${fmt(soak.peak_mb)} and ${fmt(reference.peak_mb)} MB`,
  };
}

/**
 * The host's memory at the end of the soak, with and without the plugin (run.js `memoryOf`), and,
 * with `--memory`, the kinds of live data the plugin adds (heap snapshots compared by kind).
 */
function memoryTable(soak) {
  const [a, b] = [soak.memory, soak.reference?.memory];
  if (!a || !b) return '';
  const row = (label, key) =>
    `| ${label} | ${fmt(a[key], 1)} | ${fmt(b[key], 1)} | ${fmt(a[key] - b[key], 1)} |`;
  const out = [
    '\n**Memory at the end of the soak** (MB; the JavaScript heap before and after a full collection)\n',
    '| | With the plugin | Without | Added |',
    '|---|--:|--:|--:|',
    row('RSS', 'rss_mb'),
    row('Heap reserved (V8’s heapTotal)', 'heap_total_mb'),
    row('Heap used', 'heap_used_mb'),
    row('Live heap (after a full collection)', 'live_heap_mb'),
    row('External (Buffers, native)', 'external_mb'),
  ];
  const [x, y] = [soak.allocations, soak.reference?.allocations];
  if (x && y) {
    const list = (items) => items.map((i) => `${i.where} ${fmt(i.pct, 1)}%`).join('; ');
    out.push(
      '\n**Allocated during the soak** (sampled allocation profiles, garbage included)\n',
      '| Host | In all | Per request | By package or folder | The plugin’s functions, total |',
      '|---|--:|--:|---|---|',
      `| with the plugin | ${fmt(x.total_mb)} MB | ${fmt(x.per_request_kb)} KB | ${list(x.by_place.slice(0, 6))} | ${list(x.plugin.slice(0, 5))} |`,
      `| without | ${fmt(y.total_mb)} MB | ${fmt(y.per_request_kb)} KB | ${list(y.by_place.slice(0, 6))} | |`
    );
  }
  if (soak.heap) {
    out.push(
      `\n**Live heap by kind** (heap snapshots at the end of the soak: ${fmt(soak.heap.total_mb, 1)} MB with the plugin, ${fmt(soak.heap.reference_total_mb, 1)} MB without; the kinds that differ most)\n`,
      '| Kind | With the plugin | Without | Added |',
      '|---|--:|--:|--:|',
      ...soak.heap.kinds.map(
        (k) =>
          `| \`${k.kind.replace(/\|/g, '\\|')}\` | ${fmt(k.mb, 1)} | ${fmt(k.reference_mb, 1)} | ${fmt(k.added_mb, 1)} |`
      )
    );
  }
  return out.join('\n');
}

/** The floor's byte check of the `events`-event dataset, if the run made one. */
const floorCheckOf = (results, events) =>
  (results.floor_check ?? []).find((c) => c.events === events && c.identical);

/** The recurring reads at `connections`, each with the p50 ratio to the baseline's default list. */
function recurringRatios(results, connections) {
  const runs = results.runs.filter((r) => r.dataset && r.connections === connections);
  const base = runs.find((r) => r.dataset === 'single' && r.name === 'events');
  return runs
    .filter((r) => r.dataset === 'recurring')
    .map((r) => ({ run: r, base, ratio: base && base.p50_ms ? r.p50_ms / base.p50_ms : null }));
}

/**
 * Issue #14: with 1,000 recurring series (≈100,000 occurrences) over the 10,000 single events, the
 * default list, a one-month window and one series' occurrences each answer with a p50 at most 1.5×
 * the default list's on the 10,000 single events alone, measured next to it (1 connection, as the
 * growth target above: latency without queueing).
 */
function recurringTarget(results) {
  const d = results.datasets.find((x) => x.kind === 'recurring');
  const label = d
    ? `${fmt(d.counts.events)} single events + ${fmt(d.counts.series)} series (${fmt(d.counts.series_occurrences)} occurrences)`
    : '1,000 recurring series';
  const target = `Recurring: p50 of the default list, a one-month window and a series' occurrences with ${label} ≤ 1.5× the default list's p50 on ${d ? fmt(d.counts.events) : '10,000'} single events (1 connection)`;
  const ratios = recurringRatios(results, 1).filter((r) => r.ratio !== null);
  if (!ratios.length)
    return { target, met: null, detail: 'run with --series 1000 and --connections 1' };
  const over = ratios.filter((r) => r.ratio > 1.5);
  return {
    target,
    met: over.length === 0 && ratios.length === 3 ? true : over.length ? false : null,
    detail: `baseline ${ms(ratios[0].base.p50_ms)} ms; ${ratios
      .map((r) => `${r.run.name} ${ms(r.run.p50_ms)} ms (${fmt(r.ratio, 2)}×)`)
      .join(', ')}${over.length ? `; over: ${over.map((r) => r.run.name).join(', ')}` : ''}`,
  };
}

function recurringTable(results) {
  const rows = [];
  const all = results.runs.filter((r) => r.dataset);
  const conns = [...new Set(all.map((r) => r.connections))].sort((a, b) => a - b);
  rows.push(
    `| Dataset | Read | ${conns.map((c) => `req/s (${c})`).join(' | ')} | ${conns.map((c) => `p50 / p95 / p99 ms (${c})`).join(' | ')} | ${conns.map((c) => `p50 ÷ baseline (${c})`).join(' | ')} | Bytes | SQL/req |`
  );
  rows.push(
    `|---|---|${conns
      .map(() => '--:|')
      .join('')
      .repeat(3)}--:|--:|`
  );
  const keys = [...new Set(all.map((r) => `${r.dataset}\u0000${r.name}`))];
  for (const key of keys) {
    const [dataset, name] = key.split('\u0000');
    const at = (c) => find(all, { dataset, name, connections: c });
    const any = at(conns[0]) ?? at(conns[conns.length - 1]);
    const ratio = (c) => {
      if (dataset !== 'recurring') return 'baseline';
      const r = recurringRatios(results, c).find((x) => x.run.name === name);
      return r && r.ratio !== null ? `${fmt(r.ratio, 2)}×` : '—';
    };
    rows.push(
      `| ${dataset === 'recurring' ? 'recurring' : 'single events only'} | ${name} | ${conns.map((c) => fmt(at(c)?.rps)).join(' | ')} | ${conns
        .map((c) => {
          const r = at(c);
          return r ? `${ms(r.p50_ms)} / ${ms(r.p95_ms)} / ${ms(r.p99_ms)}` : '—';
        })
        .join(
          ' | '
        )} | ${conns.map(ratio).join(' | ')} | ${fmt(any.bytes)} | ${fmt(any.sql_per_request, 1)} |`
    );
  }
  return rows.join('\n');
}

function table(results, events) {
  const runs = results.runs.filter((r) => !r.dataset);
  const rows = [];
  const reads = [
    ...new Set(runs.filter((r) => r.events === events && r.target === 'plugin').map((r) => r.name)),
  ];
  rows.push(
    '| Read | Plugin req/s 1 / 8 conn | Strapi core req/s 1 / 8 | Plugin ÷ core (8) | Plugin p50 / p99 ms (8) | Core p50 / p99 ms (8) | Bytes plugin / core | SQL/req plugin / core |'
  );
  rows.push('|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const name of reads) {
    const get = (target, connections) => find(runs, { name, target, events, connections });
    const p1 = get('plugin', 1);
    const p8 = get('plugin', 8);
    const c1 = get('strapi-core', 1);
    const c8 = get('strapi-core', 8);
    const any = p1 ?? p8;
    const ratio = p8 && c8 && c8.rps ? `${fmt(p8.rps / c8.rps, 1)}×` : '—';
    const label = any.method === 'POST' ? `${name} (sequential)` : name;
    rows.push(
      `| ${label} | ${fmt(p1?.rps)} / ${fmt(p8?.rps)} | ${fmt(c1?.rps)} / ${fmt(c8?.rps)} | ${ratio} | ${p8 ? `${ms(p8.p50_ms)} / ${ms(p8.p99_ms)}` : `${ms(p1?.p50_ms)} / ${ms(p1?.p99_ms)} (1)`} | ${c8 ? `${ms(c8.p50_ms)} / ${ms(c8.p99_ms)}` : '—'} | ${fmt(any.bytes)} / ${fmt((c1 ?? c8)?.bytes)} | ${fmt(any.sql_per_request, 1)} / ${fmt((c1 ?? c8)?.sql_per_request, 1)} |`
    );
  }
  const f1 = find(runs, { name: 'events', target: 'floor', events, connections: 1 });
  const f8 = find(runs, { name: 'events', target: 'floor', events, connections: 8 });
  if (f1 || f8) {
    const check = floorCheckOf(results, events);
    const same = check ? `, body byte-identical to the plugin's (${fmt(check.bytes)} bytes)` : '';
    rows.push(
      `| *floor: bare node:http + driver, default list${same}* | ${fmt(f1?.rps)} / ${fmt(f8?.rps)} | | | ${ms(f8?.p50_ms)} / ${ms(f8?.p99_ms)} | | ${fmt((f1 ?? f8).bytes)} | ${fmt((f1 ?? f8).sql_per_request, 1)} |`
    );
  }
  return rows.join('\n');
}

/** The CPU profile of the host under each request: where its time went (run.js `profileLoad`). */
function profilesTable(profiles) {
  const list = (items) => items.map((i) => `${i.where} ${fmt(i.pct, 1)}%`).join('; ');
  const rows = profiles.map(
    (p) =>
      `| ${p.read} | ${fmt(p.events, 0)} / ${p.connections ?? 8} | ${list(p.by_place.slice(0, 6))} | ${list(p.plugin.slice(0, 5))} | \`${p.file}\` |`
  );
  return [
    '\n**CPU profiles** of the host under each request alone, at the connections it is measured with (share of the time it was busy; total time for the plugin’s functions: theirs and what they call)\n',
    '| Request | Events / connections | Self time by package or folder | The plugin’s functions, total | Profile |',
    '|---|--:|---|---|---|',
    ...rows,
  ].join('\n');
}

function markdown(results) {
  const { machine, datasets } = results;
  const parts = [];
  parts.push(
    `Machine: ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, ${machine.database}; ${machine.duration_s} s per measurement; run ${machine.date}.${machine.load_before ? ` Load average before the run: ${machine.load_before}.` : ''}`
  );
  if (machine.note) parts.push(machine.note);
  for (const d of datasets) {
    if (d.kind === 'recurring') {
      const c = d.counts;
      parts.push(
        `\n**Recurring: ${fmt(c.events)} single events + ${fmt(c.series)} series** (${fmt(c.series_daily)} daily, ${fmt(c.series_weekly)} weekly, ${fmt(c.series_monthly)} monthly; ${fmt(c.series_unbounded)} unbounded, stored to the horizon) — ${fmt(c.series_occurrences)} occurrences, ${fmt(c.occurrence_rows)} rows in calendar_occurrences; built in ${fmt(d.seconds.total, 1)} s, of which bulk inserts ${fmt(d.seconds.insert, 1)} s and occurrences (the plugin's backfill) ${fmt(d.seconds.occurrences, 1)} s. The occurrences read: \`${d.samples.seriesRule}\` (${fmt(d.samples.seriesOccurrences)} occurrences). Baseline: the default list on the ${fmt(d.baseline.counts.events)} single events alone, measured on a second host next to it. Host RSS after the run: ${fmt(d.rss_mb)} MB (peak ${fmt(d.peak_rss_mb)} MB).\n`
      );
      parts.push(recurringTable(results));
      continue;
    }
    parts.push(
      `\n**${fmt(d.counts.events)} events** (${d.counts.languages} language${d.counts.languages > 1 ? 's' : ''}, ${fmt(d.counts.venues)} venues, ${fmt(d.counts.organizers)} organizers, ${d.counts.categories} categories, ${d.counts.tags} tags; built in ${fmt(d.seconds.total, 1)} s, of which bulk inserts ${fmt(d.seconds.insert, 1)} s${d.seconds.occurrences !== undefined ? ` and occurrence rows (the plugin's backfill) ${fmt(d.seconds.occurrences, 1)} s` : ''}). Host RSS after the run: ${fmt(d.rss_mb)} MB (peak ${fmt(d.peak_rss_mb)} MB).\n`
    );
    parts.push(table(results, d.counts.events));
  }
  if (results.profiles?.length) parts.push(profilesTable(results.profiles));
  if (results.soak?.memory) parts.push(memoryTable(results.soak));
  parts.push('\n**Targets**\n');
  parts.push('| Target | Met | Measured |');
  parts.push('|---|:-:|---|');
  for (const t of results.targets)
    parts.push(
      `| ${t.target} | ${t.met === null ? '—' : t.met ? 'yes' : '**no**'} | ${t.detail} |`
    );
  return `${parts.join('\n')}\n`;
}

module.exports = { markdown, checkTargets };
