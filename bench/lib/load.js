// One measurement: autocannon against one URL for a bounded time, with every response's latency
// kept at full precision (autocannon's own histogram rounds to whole milliseconds, too coarse for
// sub-millisecond answers), and the statements the server's database driver ran meanwhile.
const http = require('http');
const autocannon = require('autocannon');

function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

const round = (n, digits = 2) =>
  n === null || n === undefined ? null : Math.round(n * 10 ** digits) / 10 ** digits;

/** autocannon run; resolves with its result and the latencies (ms) of the 2xx responses. */
function cannon(opts) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    const instance = autocannon(opts, (error, result) =>
      error ? reject(error) : resolve({ result, latencies, statuses })
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

/** One request, for its status, body size and the statements it alone cost. */
function probe(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        headers: { ...headers, ...(body ? { 'Content-Length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      }
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Measures `url` on `server` ({ origin, sqlCount(), rss() }) for `duration` seconds at
 * `connections`; returns the numbers of one run entry.
 */
async function measure(
  server,
  path,
  { connections, duration, method = 'GET', headers = {}, body, warmup = 0 }
) {
  const url = `${server.origin}${path}`;
  const base = {
    url,
    connections,
    method,
    headers,
    body,
    idReplacement: Boolean(body && body.includes('[<id>]')),
  };
  if (warmup > 0) await cannon({ ...base, duration: warmup });
  const sqlBefore = await server.sqlCount();
  const { result, latencies, statuses } = await cannon({ ...base, duration });
  const sqlAfter = await server.sqlCount();
  latencies.sort((a, b) => a - b);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = latencies.length;
  return {
    rps: round(total / result.duration, 1),
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    p99_ms: round(percentile(latencies, 99)),
    requests: total,
    non_2xx: total - ok,
    errors: result.errors + result.timeouts,
    sql_per_request: total ? round((sqlAfter - sqlBefore) / total) : null,
    rss_mb: server.rss(),
  };
}

module.exports = { measure, probe, cannon, round };
