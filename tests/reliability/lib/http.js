// A tiny JSON client over Node's fetch (keep-alive, one pool per origin). Never throws on an HTTP
// status: the tests count statuses. A socket error comes back as { status: 0, error }.
const NS = '/api/calendar/events/v1';

async function call(origin, method, path, { auth, body } = {}) {
  const headers = { Accept: 'application/json' };
  if (auth) headers.Authorization = auth;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(`${origin}${NS}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = { raw: text.slice(0, 300) };
    }
    return { status: res.status, body: json };
  } catch (error) {
    return { status: 0, error: String(error.cause?.code ?? error.cause?.message ?? error.message) };
  }
}

const is2xx = (res) => res.status >= 200 && res.status < 300;

/** Counts of each status ("0" = socket error), for the figures. */
function tally(responses) {
  const out = {};
  for (const r of responses) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

module.exports = { call, is2xx, tally, NS };
