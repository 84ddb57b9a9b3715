/**
 * GraphQL tells no secrets (issue #28, docs/api.md §17). With Strapi's GraphQL plugin on, the
 * calendar's content types are not in the schema, no mutation touches them, and each calendar
 * query answers every caller exactly what its REST route answers: the same records, the same
 * hidden fields, the same refusals. The comparison is generated — every query of
 * graphql/schema.ts × every caller kind of docs/api.md §4 × records in every status, behind a
 * password, in every language, and occurrences of a series — and each answer is also read
 * through the typed fields, which must say what REST's JSON says.
 */
import { isReadRoute, routes } from '../../server/src/v1/routes';
import {
  NOT_QUERIED,
  OBJECT_TYPES,
  QUERIES,
  argsOf,
  fieldsOf,
  routesOf,
  type QueryDef,
} from '../../server/src/graphql/schema';
import { useApp } from './helpers/app';
import { registerSuperAdmin } from './helpers/admins';
import { daysFromNow } from './helpers/fixtures';
// GraphQL builds its URLs on the plugin's own root: REST is read there too, whatever root the suite runs on.
import { PLUGIN_NS as NS } from './helpers/root';

// The languages named, whatever the plugin's default list is: records in each are compared.
const app = useApp({ env: { CALENDAR_GRAPHQL: '1', CALENDAR_LANGUAGES: 'en,fr,nl' } });

const PASSWORD = 'open sesame';
/** Text only callers who may edit events may read (docs/api.md §3): in non-published events. */
const HIDDEN = 'hidden-marker';
/** Text only a request with the password (or an editor with context=edit) may read. */
const LOCKED = 'locked-marker';

// ---------------------------------------------------------------- requests

const queryOf = (handler: string): QueryDef => {
  const q = QUERIES.find((x) => x.handler === handler);
  if (!q) throw new Error(`no query for ${handler}`);
  return q;
};

/** A read as REST takes it: the handler, the record a single-record route names, the query string. */
interface Read {
  handler: string;
  id?: number | string;
  slug?: string;
  args?: Record<string, string | string[]>;
}

function restUrl(read: Read): string {
  const route = routesOf(read.handler).find((r) =>
    read.id !== undefined
      ? r.path.includes(':id')
      : read.slug !== undefined
        ? r.path.includes(':slug')
        : true
  )!;
  const path = route.path
    .replace(/:id\([^)]*\)\)?/, String(read.id))
    .replace(/:slug\([^)]*\)\)?/, encodeURIComponent(read.slug ?? ''));
  return `${NS}${path}`;
}

async function rest(auth: string | undefined, read: Read) {
  const req = app.http.get(restUrl(read)).query(read.args ?? {});
  return auth ? req.set('Authorization', auth) : req;
}

const SCHEMA_OF = Object.fromEntries(Object.entries(OBJECT_TYPES).map(([s, t]) => [t, s]));

/** Every field of a type, records it embeds read through their own fields (two levels), then `json`. */
function selection(type: string, depth = 0): string {
  const fields = fieldsOf(SCHEMA_OF[type]).map((f) => {
    const nested = f.type.replace(/[[\]!]/g, '');
    if (!SCHEMA_OF[nested]) return f.name;
    return depth < 2 ? `${f.name} { ${selection(nested, depth + 1)} }` : `${f.name} { json }`;
  });
  return `${fields.join(' ')} json`;
}

/** The GraphQL request of a read: its arguments as variables of the types the schema declares. */
function graphqlOf(read: Read): { query: string; variables: Record<string, unknown> } {
  const q = queryOf(read.handler);
  const given: Record<string, unknown> = { ...read.args };
  if (read.id !== undefined) given.id = String(read.id);
  if (read.slug !== undefined) given.slug = read.slug;
  const defs = argsOf(q).filter((a) => a.name in given);
  expect(defs.map((a) => a.name).sort()).toEqual(Object.keys(given).sort());
  const variables: Record<string, unknown> = {};
  for (const a of defs) {
    const v = given[a.name];
    const base = a.type.replace(/!$/, '');
    variables[a.name] =
      base === 'Int'
        ? Number(v)
        : base === 'Boolean'
          ? v === 'true'
          : base === 'Float'
            ? Number(v)
            : v;
  }
  const declared = defs.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const passed = defs.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `query${declared ? `(${declared})` : ''} { r: ${q.name}${passed ? `(${passed})` : ''} { ${selection(q.returns)} } }`;
  return { query, variables };
}

/**
 * supertest starts the app's server on a new port for each request, and every URL in an answer
 * is built on the request's origin (docs/api.md §1.2): compared without the port.
 */
const portless = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'http://127.0.0.1'));

async function graphql(auth: string | undefined, body: { query: string; variables?: unknown }) {
  const req = app.http.post('/graphql').send(body);
  return auth ? req.set('Authorization', auth) : req;
}

/** The typed fields say what REST's JSON says; REST's `venue: []` reads null (docs/api.md §17). */
function expectTyped(
  type: string,
  data: Record<string, any>,
  json: Record<string, any>,
  at: string
) {
  expect([at, data.json]).toEqual([at, json]);
  for (const f of fieldsOf(SCHEMA_OF[type])) {
    const nested = f.type.replace(/[[\]!]/g, '');
    const expected = json[f.name];
    const got = data[f.name];
    const where = `${at}.${f.name}`;
    if (!SCHEMA_OF[nested]) {
      expect([where, got]).toEqual([where, expected ?? null]);
    } else if (expected === undefined || (f.emptyArrayIsNull && Array.isArray(expected))) {
      expect([where, got]).toEqual([where, null]);
    } else if (Array.isArray(expected)) {
      expect([where, got.length]).toEqual([where, expected.length]);
      expected.forEach((item, i) => expectTyped(nested, got[i], item, `${where}[${i}]`));
    } else {
      expectTyped(nested, got, expected, where);
    }
  }
}

// ---------------------------------------------------------------- callers

type Caller =
  | 'anonymous'
  | 'read-only token'
  | 'custom token without the action'
  | 'custom token with the action'
  | 'custom token that may edit'
  | 'full-access token'
  | 'user without the permission'
  | 'user with the permission'
  | 'user who may edit'
  | 'application password'
  | 'unknown bearer token';
const CALLERS: Caller[] = [
  'anonymous',
  'read-only token',
  'custom token without the action',
  'custom token with the action',
  'custom token that may edit',
  'full-access token',
  'user without the permission',
  'user with the permission',
  'user who may edit',
  'application password',
  'unknown bearer token',
];

/** "May edit" (docs/api.md §3): the update actions, which show unpublished records and unlock with context=edit. */
const EDIT = ['events', 'venues', 'organizers'].map((r) => `plugin::calendar.${r}.update`);
const EDITORS: Caller[] = ['custom token that may edit', 'full-access token', 'user who may edit'];

let full: string;
const headers = new Map<string, string | undefined>();

async function header(caller: Caller, action: string): Promise<string | undefined> {
  const key = `${caller}|${caller.includes('with the') || caller.includes('may edit') ? action : ''}`;
  if (!headers.has(key)) {
    const unrelated = 'plugin::calendar.doc.find';
    const made: Record<Caller, () => Promise<string | undefined>> = {
      anonymous: async () => undefined,
      'read-only token': () => app.token('read-only'),
      'custom token without the action': () => app.token('custom', [unrelated]),
      'custom token with the action': () => app.token('custom', [action]),
      'custom token that may edit': () => app.token('custom', [action, ...EDIT]),
      'full-access token': async () => full,
      'user without the permission': async () => (await app.user([])).auth,
      'user with the permission': async () => (await app.user([action])).auth,
      'user who may edit': async () => (await app.user([action, ...EDIT])).auth,
      // docs/api.md §4.1 is REST's: on /graphql Strapi reads a Basic header as no credentials.
      'application password': async () =>
        `Basic ${Buffer.from(`editor:${full.replace(/^Bearer /, '')}`).toString('base64')}`,
      'unknown bearer token': async () => `Bearer ${'0'.repeat(64)}`,
    };
    headers.set(key, await made[caller]());
  }
  return headers.get(key);
}

// ---------------------------------------------------------------- records

const ids: Record<string, number> = {};
const slugs: Record<string, string> = {};
const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;

async function post(path: string, body: Record<string, unknown>, lang?: string) {
  const res = await app.http
    .post(`${NS}${path}`)
    .query(lang ? { translation_language: lang } : {})
    .set('Authorization', full)
    .send(body);
  expect([path, res.status, res.status === 201 ? null : res.body]).toEqual([path, 201, null]);
  return res.body as { id: number; slug: string };
}

/**
 * A status REST does not write (trash, future with a past date) is written through the Document
 * Service, as the admin writes it: its middlewares keep what lists read (stored occurrences) in step.
 */
async function setStatus(uid: string, id: number, postStatus: string) {
  const row = await app.strapi.db.query(uid).findOne({ where: { id } });
  await app.strapi
    .documents(uid)
    .update({ documentId: row.documentId, locale: row.locale, data: { postStatus } });
}

beforeAll(async () => {
  full = await app.token('full-access');
  const venue = await post('/venues', { venue: 'Open Hall', city: 'Ghent' });
  const draftVenue = await post('/venues', { venue: `Draft Hall ${HIDDEN}`, status: 'draft' });
  const lockedVenue = await post('/venues', {
    venue: 'Locked Hall',
    address: LOCKED,
    password: PASSWORD,
  });
  const organizer = await post('/organizers', { organizer: 'Open Org', email: 'org@example.test' });
  const draftOrganizer = await post('/organizers', {
    organizer: `Draft Org ${HIDDEN}`,
    status: 'draft',
  });
  const category = await post('/categories', { name: 'Jazz' });
  const tag = await post('/tags', { name: 'Live' });
  Object.assign(ids, {
    venue: venue.id,
    draftVenue: draftVenue.id,
    lockedVenue: lockedVenue.id,
    organizer: organizer.id,
    draftOrganizer: draftOrganizer.id,
    category: category.id,
    tag: tag.id,
  });
  slugs.venue = venue.slug;
  slugs.draftVenue = draftVenue.slug;
  const event = (title: string, extra: Record<string, unknown> = {}, day = 3) => ({
    title,
    start_date: daysFromNow(day),
    end_date: daysFromNow(day, 12),
    cost: '15',
    ...extra,
  });
  for (const status of STATUSES) {
    const made = await post(
      '/events',
      event(`Event ${status}`, {
        description: status === 'publish' ? 'Open to all' : `${HIDDEN} ${status}`,
        venue: venue.id,
        organizer: [organizer.id],
        categories: [category.id],
        tags: [tag.id],
        featured: status === 'publish',
      })
    );
    if (status !== 'publish') await setStatus('plugin::calendar.event', made.id, status);
    ids[status] = made.id;
    slugs[status] = made.slug;
  }
  const locked = await post(
    '/events',
    event('Locked event', { description: LOCKED, cost: '99', password: PASSWORD, venue: venue.id })
  );
  ids.locked = locked.id;
  slugs.locked = locked.slug;
  // Embedded records the caller may not see leave the event (docs/api.md §3).
  ids.withDrafts = (
    await post(
      '/events',
      event('With draft venue', {
        venue: draftVenue.id,
        organizer: [draftOrganizer.id, organizer.id],
      })
    )
  ).id;
  ids.withLockedVenue = (
    await post('/events', event('At the locked hall', { venue: lockedVenue.id }))
  ).id;
  ids.unlisted = (await post('/events', event('Unlisted', { hide_from_listings: true }))).id;
  // Languages (docs/api.md §2): a French translation in draft, a French published event, a Dutch one.
  ids.frDraft = (
    await post(
      '/events',
      event(`Brouillon ${HIDDEN}`, {
        translation_of: ids.publish,
        status: 'draft',
        description: HIDDEN,
      }),
      'fr'
    )
  ).id;
  ids.fr = (await post('/events', event('Concert', {}), 'fr')).id;
  ids.nl = (await post('/events', event('Optreden', { translation_of: ids.fr }), 'nl')).id;
  // A series (docs/api.md §12): the series, its occurrences, and a draft series.
  const series = await post('/events', event('Weekly', { recurrence: 'FREQ=DAILY;COUNT=3' }));
  ids.series = series.id;
  const occurrences = await app.http.get(`${NS}/events/${series.id}/occurrences`);
  expect(occurrences.status).toBe(200);
  ids.occurrence = occurrences.body.events[1].id;
  ids.draftSeries = (
    await post(
      '/events',
      event(`Draft weekly ${HIDDEN}`, { recurrence: 'FREQ=DAILY;COUNT=2', status: 'draft' })
    )
  ).id;
});

/** Every read compared: single reads of every record state, lists with every kind of argument. */
function reads(): Read[] {
  const window = { start_date: daysFromNow(-1), end_date: daysFromNow(30) };
  const list = (args: Record<string, string | string[]> = {}): Read => ({
    handler: 'events.find',
    args: { ...window, ...args },
  });
  return [
    ...[
      ...STATUSES,
      'locked',
      'withDrafts',
      'withLockedVenue',
      'unlisted',
      'series',
      'occurrence',
    ].map((name): Read => ({ handler: 'events.findOne', id: ids[name] })),
    ...['publish', 'draft', 'trash', 'locked'].map((name): Read => ({
      handler: 'events.findOne',
      slug: slugs[name],
    })),
    { handler: 'events.findOne', id: ids.locked, args: { password: PASSWORD } },
    { handler: 'events.findOne', id: ids.locked, args: { password: 'wrong' } },
    { handler: 'events.findOne', id: ids.locked, args: { context: 'edit' } },
    { handler: 'events.findOne', slug: slugs.locked, args: { password: PASSWORD } },
    { handler: 'events.findOne', id: ids.publish, args: { translation_language: 'fr' } },
    { handler: 'events.findOne', id: ids.frDraft },
    { handler: 'events.findOne', id: ids.fr, args: { translation_language: 'nl' } },
    { handler: 'events.findOne', id: ids.fr, args: { translation_language: 'de' } },
    { handler: 'events.findOne', id: 999999 },
    { handler: 'events.findOne', slug: 'no-such-event' },
    list(),
    list({ per_page: '2', page: '2' }),
    list({ status: ['draft', 'pending', 'private', 'future', 'trash'] }),
    list({ status: ['publish'] }),
    list({ password: PASSWORD }),
    list({ search: 'hidden' }),
    list({ search: 'locked' }),
    list({ translation_language: 'fr' }),
    list({ translation_language: 'fr', status: ['draft'] }),
    list({ translation_language: 'nl' }),
    list({ categories: ['jazz'] }),
    list({ tags: [String(ids.tag)] }),
    list({ venue: [String(ids.draftVenue)] }),
    list({ organizer: [String(ids.organizer)] }),
    list({ featured: 'true' }),
    list({ page: '0' }),
    { handler: 'occurrences.find', id: ids.series },
    { handler: 'occurrences.find', id: ids.occurrence, args: { per_page: '1', page: '2' } },
    { handler: 'occurrences.find', id: ids.draftSeries },
    { handler: 'occurrences.find', id: ids.publish },
    { handler: 'venues.findOne', id: ids.venue },
    { handler: 'venues.findOne', id: ids.draftVenue },
    { handler: 'venues.findOne', slug: slugs.draftVenue },
    { handler: 'venues.findOne', id: ids.lockedVenue },
    { handler: 'venues.findOne', id: ids.lockedVenue, args: { password: PASSWORD } },
    { handler: 'venues.find', args: {} },
    { handler: 'venues.find', args: { status: ['draft'] } },
    { handler: 'venues.find', args: { search: 'locked' } },
    { handler: 'organizers.findOne', id: ids.draftOrganizer },
    { handler: 'organizers.findOne', id: ids.organizer },
    { handler: 'organizers.find', args: { status: ['publish', 'draft'] } },
    { handler: 'categories.find', args: { hide_empty: 'false' } },
    { handler: 'categories.findOne', id: ids.category },
    { handler: 'tags.find', args: { event: String(ids.draft) } },
    { handler: 'tags.findOne', id: ids.tag },
  ];
}

// ---------------------------------------------------------------- the schema

const INTROSPECTION = `{ __schema {
  queryType { fields { name } }
  mutationType { fields { name type { name kind ofType { name ofType { name } } } args { name type { name ofType { name ofType { name } } } } } }
  types { name kind fields { name type { name ofType { name ofType { name ofType { name } } } } } inputFields { name } }
} }`;

describe('the schema', () => {
  let schema: any;
  beforeAll(async () => {
    const res = await graphql(undefined, { query: INTROSPECTION });
    expect(res.status).toBe(200);
    schema = res.body.data.__schema;
  });

  test("no type of the plugin's content types: no subscription, import run or link, stored occurrence — only the calendar's own types", () => {
    // Introspection's own types (`__Schema.subscriptionType`) are GraphQL's, not the site's.
    const types = schema.types.filter((t: { name: string }) => !t.name.startsWith('__'));
    const names: string[] = types.map((t: { name: string }) => t.name);
    expect(names.filter((n) => /^calendar/i.test(n)).sort()).toEqual(
      Object.values(OBJECT_TYPES).sort()
    );
    expect(names.filter((n) => /subscription|import|occurrence/i.test(n))).toEqual([]);
    // Neither in another type's fields (a relation, a filter, an input).
    const text = JSON.stringify(types);
    expect(text).not.toMatch(/subscription|importRun|importLink|import_run|import_link|feedUrl/i);
  });

  test('the queries are the calendar queries, one per read route but the documents', () => {
    const names: string[] = schema.queryType.fields.map((f: { name: string }) => f.name);
    expect(names.filter((n) => /calendar/i.test(n)).sort()).toEqual(
      QUERIES.map((q) => q.name).sort()
    );
    const readHandlers = [...new Set(routes.filter(isReadRoute).map((r) => r.handler))];
    expect(readHandlers.filter((h) => !NOT_QUERIED.includes(h)).sort()).toEqual(
      QUERIES.map((q) => q.handler).sort()
    );
  });

  test('the comparison below reads every query', () => {
    expect([...new Set(reads().map((r) => r.handler))].sort()).toEqual(
      QUERIES.map((q) => q.handler).sort()
    );
  });

  test('no mutation writes a calendar record: none is named after one, takes one or answers one', async () => {
    const mutations = JSON.stringify(schema.mutationType?.fields ?? []);
    expect(mutations).not.toMatch(/calendar/i);
    const res = await graphql(full, {
      query: 'mutation { createCalendarEvent(data: { title: "x" }) { documentId } }',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(
      await app.strapi.db.query('plugin::calendar.event').count({ where: { title: 'x' } })
    ).toBe(0);
  });
});

// ---------------------------------------------------------------- GraphQL answers what REST answers

describe.each(CALLERS.map((c) => [c]))('%s', (caller) => {
  test('every read answers in GraphQL what it answers in REST', async () => {
    const seen: string[] = [];
    for (const read of reads()) {
      const action = `plugin::calendar.${read.handler}`;
      const h = await header(caller, action);
      // On /graphql a Basic header is no credential: the caller is anonymous there, and sees what anonymous callers see.
      const restAuth = caller === 'application password' ? undefined : h;
      const at = `${caller}: ${read.handler} ${JSON.stringify({ id: read.id, slug: read.slug, ...read.args })}`;
      const [r, g] = await Promise.all([rest(restAuth, read), graphql(h, graphqlOf(read))]);
      seen.push(r.status === 200 ? 'shown' : 'refused');
      if (caller === 'unknown bearer token') {
        // Credentials nobody recognises: refused whole, in both (docs/api.md §4.1).
        expect([at, r.status, g.status]).toEqual([at, 401, 401]);
        continue;
      }
      expect([at, g.status]).toEqual([at, 200]);
      const q = queryOf(read.handler);
      if (r.status === 200) {
        expect([at, g.body.errors]).toEqual([at, undefined]);
        expectTyped(q.returns, portless(g.body.data.r), portless(r.body), at);
      } else {
        expect([at, g.body.data?.r ?? null, g.body.errors?.length]).toEqual([at, null, 1]);
        expect([at, g.body.errors[0].extensions.error.details]).toEqual([at, r.body]);
      }
      const unlocked =
        read.args?.password === PASSWORD ||
        (EDITORS.includes(caller) && read.args?.context === 'edit');
      const text = JSON.stringify(g.body);
      if (!EDITORS.includes(caller)) expect([at, text.includes(HIDDEN)]).toEqual([at, false]);
      if (!unlocked) expect([at, text.includes(LOCKED)]).toEqual([at, false]);
    }
    // The matrix reached both answers, records shown and refusals — but for credentials nobody knows.
    const reached = caller === 'unknown bearer token' ? ['refused'] : ['refused', 'shown'];
    expect([...new Set(seen)].sort()).toEqual(reached);
  });
});

describe('what the matrix proves is not vacuous', () => {
  test('editors read drafts and unlocked content over GraphQL; read-only tokens do not', async () => {
    const draft = graphqlOf({ handler: 'events.findOne', id: ids.draft });
    const asEditor = await graphql(full, draft);
    expect(asEditor.body.data.r.description).toContain(HIDDEN);
    const readOnly = await graphql(await app.token('read-only'), draft);
    expect(readOnly.body.data.r).toBeNull();
    expect(readOnly.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(readOnly.body.errors[0].extensions.error.details.code).toBe('event-not-accessible');
    const locked = await graphql(
      undefined,
      graphqlOf({ handler: 'events.findOne', id: ids.locked, args: { password: PASSWORD } })
    );
    expect(locked.body.data.r.description).toContain(LOCKED);
    const unlocked = await graphql(
      undefined,
      graphqlOf({ handler: 'events.findOne', id: ids.locked })
    );
    expect(unlocked.body.errors[0].extensions.error.details.code).toBe('event-password-protected');
  });

  test('an event whose venue the caller may not see has venue null, and the draft organizer is left out', async () => {
    const res = await graphql(
      undefined,
      graphqlOf({ handler: 'events.findOne', id: ids.withDrafts })
    );
    expect(res.body.data.r.venue).toBeNull();
    expect(res.body.data.r.json.venue).toEqual([]);
    expect(res.body.data.r.organizer.map((o: { id: number }) => o.id)).toEqual([ids.organizer]);
  });
});

// ---------------------------------------------------------------- the Public role governs GraphQL

describe("the Public role's read actions", () => {
  const ACTION = 'plugin::calendar.events.find';
  const permissions = () => app.strapi.db.query('plugin::users-permissions.permission');

  test('revoked: anonymous callers and signed-in callers without the action are refused in GraphQL as in REST; granted again, both read', async () => {
    const publicRole = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' } });
    const read: Read = { handler: 'events.find', args: {} };
    const user = (await app.user([])).auth;
    const granted = await permissions().findOne({ where: { action: ACTION, role: publicRole.id } });
    expect(granted).not.toBeNull();
    await permissions().delete({ where: { id: granted.id } });
    try {
      for (const [auth, status] of [
        [undefined, 401],
        [user, 403],
      ] as const) {
        const [r, g] = [await rest(auth, read), await graphql(auth, graphqlOf(read))];
        expect([r.status, r.body.code]).toEqual([status, 'rest_forbidden']);
        expect(g.body.data.r).toBeNull();
        expect(g.body.errors[0].extensions.code).toBe('FORBIDDEN');
        expect(g.body.errors[0].extensions.error.details).toEqual(r.body);
      }
    } finally {
      await permissions().create({ data: { action: ACTION, role: publicRole.id } });
    }
    for (const auth of [undefined, user]) {
      const g = await graphql(auth, graphqlOf(read));
      expect(g.body.errors).toBeUndefined();
      expect(g.body.data.r.total).toBeGreaterThan(0);
    }
  });
});

// ---------------------------------------------------------------- the admin is not GraphQL

test("the Content Manager still lists and reads the calendar's records (shadow CRUD off changes nothing there)", async () => {
  const admin = await registerSuperAdmin(app);
  const list = await app.http
    .get('/content-manager/collection-types/plugin::calendar.event')
    .query({ page: 1, pageSize: 100 })
    .set('Authorization', admin);
  expect(list.status).toBe(200);
  const titles = list.body.results.map((r: { title: string }) => r.title);
  expect(titles).toEqual(expect.arrayContaining(['Event draft', 'Event trash', 'Locked event']));
  const subscriptions = await app.http
    .get('/content-manager/collection-types/plugin::calendar.subscription')
    .set('Authorization', admin);
  expect(subscriptions.status).toBe(200);
});
