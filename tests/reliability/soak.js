// Part 7 of issue 7: a bounded soak. Mixed reads and writes at 32 connections in all (split over
// the instances), for `seconds`: no socket errors, no timeouts, no non-2xx answer, and each
// instance's resident memory at the end no more than `rssFactor` × what it was after the warm-up,
// and its live heap after a full collection no more than HEAP_FACTOR × (lib/host.js samples it:
// the instances run a full GC every 5 s for it, which also keeps RSS from drifting up while V8
// grows its heap lazily: without it one PostgreSQL instance's RSS rose 299 → 524 MB in 180 s; with
// it RSS stayed near 250 MB and the live heap went 91 → 94 MB in 90 s).
const { cannon, round } = require('../../bench/lib/load');
const { call, is2xx, NS } = require('./lib/http');

const SEED_EVENTS = 40;
/** Live heap may grow a little with the data (caches sized by rows); a leak grows it without bound. */
const HEAP_FACTOR = 1.25;

/** Events for the reads and updates to find: a month of them from tomorrow, with costs. */
async function seed(origin, auth) {
  const ids = [];
  for (let i = 0; i < SEED_EVENTS; i += 1) {
    const day = new Date(Date.now() + (1 + (i % 30)) * 86400000).toISOString().slice(0, 10);
    const res = await call(origin, 'POST', '/events', {
      auth,
      body: {
        title: `Soak seed ${i}`,
        cost: `${i}`,
        start_date: `${day} 19:00`,
        end_date: `${day} 21:00`,
        status: 'publish',
      },
    });
    if (!is2xx(res)) throw new Error(`soak seed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.id);
  }
  return ids;
}

/** The mix, by weight: lists, single reads, a search, creates and one-field updates. */
function mix(ids, auth) {
  let n = 0;
  const any = () => ids[Math.floor(Math.random() * ids.length)];
  const json = (method, path, body) => ({
    method,
    path: `${NS}${path}`,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: auth },
  });
  const kinds = [
    [30, () => ({ method: 'GET', path: `${NS}/events?per_page=10&page=${1 + (n % 3)}` })],
    [30, () => ({ method: 'GET', path: `${NS}/events/${any()}` })],
    [10, () => ({ method: 'GET', path: `${NS}/events?search=seed&per_page=5` })],
    [
      15,
      () =>
        json('POST', '/events', {
          title: `Soak ${process.pid}-${n}`,
          start_date: '2031-07-01 10:00',
          end_date: '2031-07-01 11:00',
          status: 'publish',
        }),
    ],
    [
      15,
      () =>
        json(
          'PATCH',
          `/events/${any()}`,
          n % 2 ? { cost: `${n % 100}` } : { excerpt: `Soak excerpt ${n}` }
        ),
    ],
  ];
  const total = kinds.reduce((a, [w]) => a + w, 0);
  return (req) => {
    n += 1;
    let r = Math.random() * total;
    const [, make] = kinds.find(([w]) => (r -= w) < 0) ?? kinds[0];
    return { ...req, headers: {}, body: undefined, ...make() };
  };
}

const median = (list) =>
  list.length ? [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] : null;

/** RSS (MB) of every instance once a second, until `stop()`. */
function sampleRss(instances) {
  const samples = instances.map(() => []);
  const timer = setInterval(() => instances.forEach((s, i) => samples[i].push(s.rss())), 1000);
  return { samples, stop: () => clearInterval(timer) };
}

/**
 * RSS: start = median over the 10 s after the warm-up, end = median over the last 10 s. Heap after
 * a full collection (lib/host.js, every 5 s): the first sample after the warm-up, and the last.
 */
function memoryFigures(instances, samples, warmup, startedAt) {
  return instances.map((s, i) => {
    const list = samples[i];
    const heap = s.heap().filter((h) => h.t >= startedAt);
    const heapStart = heap.find((h) => h.t >= startedAt + warmup * 1000) ?? heap[0];
    return {
      instance: s.name,
      start_mb: median(list.slice(warmup, warmup + 10)),
      end_mb: median(list.slice(-10)),
      peak_mb: s.peakRss(),
      heap_start_mb: heapStart?.heap_mb ?? null,
      heap_end_mb: heap.at(-1)?.heap_mb ?? null,
      samples_mb: list,
      heap_samples_mb: heap.map((h) => h.heap_mb),
    };
  });
}

async function soak(cluster, { seconds = 180, connections = 32, rssFactor = 1.5 } = {}) {
  const failures = [];
  const { instances, auth } = cluster;
  const ids = await seed(instances[0].origin, auth);
  const warmup = Math.min(15, Math.floor(seconds / 4));
  const startedAt = Date.now();
  const rss = sampleRss(instances);
  const per = Math.floor(connections / instances.length);
  const runs = await Promise.all(
    instances.map((s) =>
      cannon({
        url: s.origin,
        connections: per,
        duration: seconds,
        requests: [{ setupRequest: mix(ids, auth) }],
      })
    )
  );
  rss.stop();
  const statuses = {};
  for (const { statuses: st } of runs)
    for (const [k, v] of Object.entries(st)) statuses[k] = (statuses[k] ?? 0) + v;
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  const non2xx =
    requests -
    Object.entries(statuses)
      .filter(([k]) => k >= 200 && k < 300)
      .reduce((a, [, v]) => a + v, 0);
  const errors = runs.reduce((a, { result }) => a + result.errors, 0);
  const timeouts = runs.reduce((a, { result }) => a + result.timeouts, 0);
  const memory = memoryFigures(instances, rss.samples, warmup, startedAt);
  if (non2xx) failures.push(`${non2xx} non-2xx answers (${JSON.stringify(statuses)})`);
  if (errors || timeouts) failures.push(`${errors} socket errors, ${timeouts} timeouts`);
  for (const m of memory) {
    if (m.end_mb > m.start_mb * rssFactor)
      failures.push(
        `${m.instance}: RSS grew from ${m.start_mb} to ${m.end_mb} MB (limit ×${rssFactor})`
      );
    if (m.heap_end_mb > m.heap_start_mb * HEAP_FACTOR)
      failures.push(
        `${m.instance}: heap after GC grew from ${m.heap_start_mb} to ${m.heap_end_mb} MB (limit ×${HEAP_FACTOR})`
      );
  }
  const figures = {
    database: cluster.db.client,
    instances: instances.length,
    seconds,
    connections: per * instances.length,
    requests,
    rps: round(requests / seconds, 1),
    statuses,
    non_2xx: non2xx,
    socket_errors: errors,
    timeouts,
    warmup_s: warmup,
    rss: memory,
    rss_factor_limit: rssFactor,
  };
  return { figures, failures };
}

module.exports = { soak };
