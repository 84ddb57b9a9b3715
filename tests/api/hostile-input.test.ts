/**
 * Hostile input (issue #7, "Proof that it holds"): property-based fuzzing generated from the route
 * table, so a new route or argument cannot be forgotten. For every route and method, random and
 * malformed values for the arguments it declares (helpers/hostile-values.ts), broken and oversized
 * bodies, wrong content types, as a full-access token (so validation is what refuses), a read-only
 * token and anonymously. Whatever comes in: never a 5xx, every error in the API's shape (docs/api.md §5),
 * and a refused write changes nothing. Fixed seed and runs: the same requests on every run.
 */
import fc from 'fast-check';
import type { Response } from 'supertest';
import { routes, type RouteDef } from '../../server/src/v1/routes';
import { useApp } from './helpers/app';
import { daysFromNow } from './helpers/fixtures';
import {
  encodeText,
  requestArbitrary,
  type Caller,
  type HostileRequest,
} from './helpers/hostile-requests';
import { OWN } from './helpers/hostile-values';
import { dbState, NS } from './helpers/linked';

/** Runs per route and method; HOSTILE_RUNS / HOSTILE_SEED explore further without changing the file. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 60);
const SEED = Number(process.env.HOSTILE_SEED ?? 20261121);

const app = useApp();
const auth: Partial<Record<Caller, string>> = {};
const fixtures = new Map<string, { id: number; slug: string }>();
const statuses = new Map<number, number>();
let tried = 0;
let made = 0;

/** `events`, `venues`, ... of a route; '' for the namespace root and /doc. */
const resourceOf = (route: RouteDef) =>
  /^\/(events|venues|organizers|categories|tags)\b/.exec(route.path)?.[1] ?? '';

/** A body the route would accept, under which hostile fields are sometimes laid (so they are what fails). */
function validBody(resource: string, create: boolean): Record<string, unknown> {
  const name = `Hostile ${resource} ${++made}`;
  const bodies: Record<string, Record<string, unknown>> = {
    events: create
      ? { title: name, start_date: daysFromNow(5), end_date: daysFromNow(5, 12) }
      : { title: name },
    venues: { venue: name },
    organizers: { organizer: name },
    categories: { name },
    tags: { name },
  };
  return bodies[resource] ?? {};
}

/** The record OWN stands for; re-created after a write that may have changed or removed it. */
async function fixture(resource: string) {
  if (!fixtures.has(resource)) {
    const res = await app.http
      .post(`${NS}/${resource}`)
      .set('Authorization', auth['full-access']!)
      .send(validBody(resource, true));
    expect(res.status).toBe(201);
    fixtures.set(resource, { id: res.body.id, slug: res.body.slug });
  }
  return fixtures.get(resource)!;
}

/** The request's URL with OWN replaced by the live fixture (made first, so before any snapshot). */
async function urlOf(req: HostileRequest, route: RouteDef): Promise<string> {
  if (!req.url.includes(OWN)) return req.url;
  const own = await fixture(resourceOf(route));
  return req.url.replace(OWN, route.path.includes(':slug') ? encodeText(own.slug) : String(own.id));
}

async function send(req: HostileRequest, url: string): Promise<Response> {
  tried += 1;
  if (process.env.HOSTILE_TRACE)
    console.log(`#${tried} ${describeCase(req, { status: 0, text: '' } as Response)}`);
  const verb = req.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const r = app.http[verb](url);
  if (auth[req.caller]) r.set('Authorization', auth[req.caller]!);
  if (!req.body) return r;
  if (req.body.kind === 'json') return r.send(req.body.value);
  if (req.body.type) r.set('Content-Type', req.body.type);
  if (req.body.encoding) r.set('Content-Encoding', req.body.encoding);
  return r.send(Buffer.from(req.body.text));
}

/** A short account of a request and its answer for failure messages (bodies may hold 200,000 characters). */
const describeCase = (req: HostileRequest, res: Response) =>
  `${req.caller} ${req.method} ${req.url.slice(0, 300)} body=${JSON.stringify(req.body ?? null).slice(0, 300)} → ${res.status} ${(res.text ?? '').slice(0, 300)}`;

function expectErrorShape(req: HostileRequest, res: Response) {
  const body = res.body as { code?: unknown; message?: unknown; data?: { status?: unknown } };
  const ok =
    /^application\/json/.test(res.headers['content-type'] ?? '') &&
    JSON.stringify(Object.keys(body ?? {})) === '["code","message","data"]' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    body.data?.status === res.status;
  if (!ok) throw new Error(`not the API's error shape: ${describeCase(req, res)}`);
}

/** One hostile request, checked: no 5xx, errors in shape, refused writes leave the calendar tables alone. */
async function check(req: HostileRequest, route: RouteDef) {
  const write = req.method !== 'GET';
  const url = await urlOf(req, route);
  const before = write ? await dbState(app) : null;
  const res = await send(req, url);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (res.status >= 500) throw new Error(`server error: ${describeCase(req, res)}`);
  if (res.status >= 300) expectErrorShape(req, res);
  if (write && res.status >= 400) expect(await dbState(app)).toEqual(before);
  // A successful write may have renamed, trashed or deleted the fixture: make a fresh one next time.
  if (write && res.status < 300 && route.path.includes(':')) fixtures.delete(resourceOf(route));
}

const pairs = routes.flatMap((route) =>
  route.methods.map((method) => ({ route, method, name: `${method} ${route.path || '/'}` }))
);

/** A seed per pair from its name: adding a route does not change the requests sent to the others. */
const seedOf = (name: string) => [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) | 0, SEED);

beforeAll(async () => {
  auth['full-access'] = await app.token('full-access');
  auth['read-only'] = await app.token('read-only');
});

afterAll(async () => {
  const histogram = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  console.log(
    `hostile input: ${tried} requests tried over ${pairs.length} route × method pairs (seed ${SEED}, ${RUNS} runs each); statuses ${histogram}`
  );
});

describe.each(pairs.map((p) => [p.name, p] as const))('%s', (name, { route, method }) => {
  test('no 5xx, errors in the API shape, refused writes change nothing', async () => {
    const valid = validBody(resourceOf(route), method === 'POST' && !route.path.includes(':'));
    const property = fc.asyncProperty(requestArbitrary(route, method, valid), (req) =>
      check(req, route)
    );
    await fc.assert(property, { seed: seedOf(name), numRuns: RUNS });
  }, 180_000);
});
