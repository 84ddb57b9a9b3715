// The other doors of a stock app onto the calendar (issue #28), checked in the packed build:
// Strapi's GraphQL plugin (installed beside ours, docs/api.md §17) tells each caller what REST
// tells it and has none of the plugin's internal types; and a site whose default locale is `de`
// gets no locale from us, and what its Content Manager saves in `de` is what our API serves.
// Used by run.js, which hands in its check, http and show helpers.
'use strict';

const REST = '/api/calendar/events/v1';

/** The plugin's internal content types (server/src/content-types): singular and plural names. */
const INTERNAL_TYPES = [
  ['subscription', 'subscriptions'],
  ['import-run', 'import-runs'],
  ['import-link', 'import-links'],
  ['occurrence', 'occurrences'],
];

/** A day ahead of now, as the Content Manager sends a datetime. */
const inDays = (days, hour) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/**
 * An event as the Content Manager's edit view saves it. A `future` one is dated a year ahead: dated
 * now (no date given) it is due, and the app's scheduled publishing published it between the REST
 * and the GraphQL read of one comparison (a CI rehearsal on PostgreSQL, 2026-11-28).
 */
const cmEvent = (title, slug, postStatus) => ({
  title,
  slug,
  startUtc: inDays(3, 18),
  endUtc: inDays(3, 20),
  timezone: 'UTC',
  allDay: false,
  postStatus,
  ...(postStatus === 'future' ? { postDate: inDays(365, 12) } : {}),
});

async function createInContentManager({ http }, base, admin, body, locale = '') {
  const query = locale ? `?locale=${locale}` : '';
  const res = await http(
    base,
    'POST',
    `/content-manager/collection-types/plugin::calendar.event${query}`,
    { token: admin, body }
  );
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`Content Manager create: ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.data;
}

async function apiToken({ http }, base, admin, type, permissions) {
  const res = await http(base, 'POST', '/admin/api-tokens', {
    token: admin,
    body: {
      name: `doors-${type}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      description: 'stock-app',
      type,
      lifespan: null,
      ...(permissions ? { permissions } : {}),
    },
  });
  const key = res.json?.data?.accessKey;
  if (!key) throw new Error(`POST /admin/api-tokens: ${res.status} ${res.text.slice(0, 300)}`);
  return key;
}

async function graphql({ http }, base, token, query) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text), text };
  } catch {
    return { status: res.status, json: undefined, text };
  }
}

/**
 * GraphQL in the packed build: no internal type in the schema, no mutation of ours, and for every
 * caller kind the same answers as REST for events in every status, behind a password, in each of
 * `languages` (the first is the site's default) and a series' occurrences (issue #28).
 */
async function graphqlChecks(
  ctx,
  server,
  label,
  admin,
  languages = ['en'],
  { introspection } = {}
) {
  const { check, show } = ctx;
  if (introspection) await introspectionCheck(ctx, server, label);
  await check(
    `${label}: GraphQL has no query or mutation of the plugin's internal types`,
    async () => {
      // Asked as a client would, without introspection (which a production site may turn off):
      // every name Strapi's shadow CRUD would give them (plugin::calendar.import-run →
      // calendarImportRun, calendarImportRuns, …) must be refused by GraphQL's validation.
      const offered = [];
      for (const [singular, plural] of INTERNAL_TYPES) {
        for (const field of [singular, plural, `${plural}_connection`].map(
          (n) => `calendar${pascal(n)}`
        )) {
          const res = await graphql(ctx, server.base, undefined, `{ ${field} { documentId } }`);
          if (!/Cannot query field/.test(res.text))
            offered.push(`${field}: ${res.text.slice(0, 120)}`);
        }
      }
      for (const mutation of [
        'createCalendarEvent',
        'updateCalendarEvent',
        'deleteCalendarEvent',
      ]) {
        const res = await graphql(
          ctx,
          server.base,
          undefined,
          `mutation { ${mutation} { documentId } }`
        );
        if (!/Cannot query field/.test(res.text))
          offered.push(`${mutation}: ${res.text.slice(0, 120)}`);
      }
      // Not vacuous: the calendar's own query is there.
      const own = await graphql(ctx, server.base, undefined, '{ calendarEvents { json } }');
      if (!own.json?.data?.calendarEvents)
        offered.push(`calendarEvents missing: ${own.text.slice(0, 200)}`);
      return offered.length === 0 || offered.join('\n');
    }
  );
  await check(
    `${label}: GraphQL answers every caller kind as REST does, for events in every status, behind a password${languages.length > 1 ? ', in each language' : ''}, and a series' occurrences`,
    async () => {
      const records = await recordsInEveryState(ctx, server.base, admin(), languages);
      const callers = await callerKinds(ctx, server.base, admin());
      const differences = [];
      const reads = readsOf(records, languages);
      const seen = new Set();
      for (const [caller, key] of callers) {
        for (const read of reads) {
          const rest = await restRead(ctx, server.base, key, read);
          const gql = await graphqlRead(ctx, server.base, key, read);
          const same =
            rest.status === 200 ? whole(gql.body) === whole(rest.body) : gql.error === rest.body;
          if (!same)
            differences.push(
              `${caller} ${read.name}: REST ${rest.status} / GraphQL ${firstDifference(rest.body, gql.body ?? gql.error)}`
            );
          seen.add(`${caller} ${read.name} ${rest.status === 200 ? 'shown' : 'refused'}`);
        }
      }
      // Not vacuous: anonymous callers see the published event and not the draft, the
      // full-access token sees the draft, and the password opens the protected description.
      for (const expected of [
        'anonymous event publish shown',
        'anonymous event draft refused',
        'full-access token event draft shown',
        'anonymous series occurrences shown',
      ])
        if (!seen.has(expected)) differences.push(`expected "${expected}"`);
      const byName = (name) => reads.find((r) => r.name === name);
      const locked = await restRead(ctx, server.base, undefined, byName('password, none given'));
      const opened = await restRead(ctx, server.base, undefined, byName('password given'));
      if (whole(locked.body).includes(LOCKED) || !whole(opened.body).includes(LOCKED))
        differences.push(
          `the password does not decide what the protected event shows: without ${show(locked).slice(0, 200)}, with ${show(opened).slice(0, 400)}`
        );
      return differences.length === 0 || differences.join('\n');
    }
  );
}

const pascal = (name) => name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

/**
 * With introspection on (Apollo turns it off when NODE_ENV is production; a site builder turns it
 * on in config/plugins.js, as scenario f does): no type, query or mutation in the schema is named
 * for one of the plugin's internal types, as Strapi's shadow CRUD would name it (CalendarImportRun,
 * calendarImportRuns, …), and the calendar's own are there.
 */
async function introspectionCheck(ctx, server, label) {
  await ctx.check(
    `${label}: the introspected schema has none of the plugin's internal types`,
    async () => {
      const res = await graphql(
        ctx,
        server.base,
        undefined,
        '{ __schema { types { name } queryType { fields { name } } mutationType { fields { name } } } }'
      );
      const schema = res.json?.data?.__schema;
      if (!schema) return `no schema: ${res.text.slice(0, 300)}`;
      const names = [
        ...schema.types.map((t) => t.name),
        ...schema.queryType.fields.map((f) => f.name),
        ...(schema.mutationType?.fields ?? []).map((f) => f.name),
      ];
      const internal = INTERNAL_TYPES.map(([singular]) =>
        `calendar${pascal(singular)}`.toLowerCase()
      );
      const found = names.filter((n) => internal.some((i) => n.toLowerCase().startsWith(i)));
      const own = ['CalendarEvent', 'calendarEvents', 'calendarEventOccurrences'];
      const missing = own.filter((n) => !names.includes(n));
      return (
        (found.length === 0 && missing.length === 0) ||
        `internal: ${found.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'}`
      );
    }
  );
}

/** The whole answer, to compare (run.js's `show` cuts it short for a message). */
const whole = (value) => JSON.stringify(value);
/** Where two answers part: the first top-level key whose values differ, both values shown. */
function firstDifference(a, b) {
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object')
    return `${whole(a)?.slice(0, 200)} ≠ ${whole(b)?.slice(0, 200)}`;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const key = keys.find((k) => whole(a[k]) !== whole(b[k]));
  return key === undefined
    ? 'the same values, keys in another order'
    : `${key}: ${whole(a[key])?.slice(0, 200)} ≠ ${whole(b[key])?.slice(0, 200)}`;
}
const PASSWORD = 'open sesame';
/** Text only a caller with the password (or one who may edit, with context=edit) reads. */
const LOCKED = 'locked-marker';
const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'];

/**
 * The records the matrix reads, made as an editor makes them: an event in each status, a published
 * one behind a password and, in each further language, a published and a draft event, through the
 * Content Manager; a weekly series through the REST API (the Content Manager's rule builder is the
 * e2e test's).
 */
async function recordsInEveryState(ctx, base, admin, languages) {
  const records = { status: {}, language: {} };
  for (const status of STATUSES)
    records.status[status] = (
      await createInContentManager(
        ctx,
        base,
        admin,
        cmEvent(`Status ${status}`, `s-${status}`, status)
      )
    ).id;
  records.password = (
    await createInContentManager(ctx, base, admin, {
      ...cmEvent('Behind a password', 'behind-a-password', 'publish'),
      password: PASSWORD,
      description: `<p>${LOCKED}</p>`,
    })
  ).id;
  for (const lang of languages.slice(1))
    for (const status of ['publish', 'draft'])
      records.language[`${lang} ${status}`] = {
        lang,
        id: (
          await createInContentManager(
            ctx,
            base,
            admin,
            cmEvent(`${lang} ${status}`, `${lang}-${status}`, status),
            lang
          )
        ).id,
      };
  const full = await apiToken(ctx, base, admin, 'full-access');
  const series = await ctx.http(base, 'POST', `${REST}/events`, {
    token: full,
    body: {
      title: 'Weekly choir',
      start_date: '2027-09-07 19:00:00',
      end_date: '2027-09-07 21:00:00',
      recurrence: 'FREQ=WEEKLY;COUNT=3',
    },
  });
  if (series.status !== 201)
    throw new Error(`POST /events (series): ${series.status} ${series.text.slice(0, 300)}`);
  records.series = series.json.id;
  return records;
}

/** Every read compared: each record by id, the password given, the lists, the occurrences. */
function readsOf(records, languages) {
  const one = (name, id, args = {}) => ({
    name,
    path: `/events/${id}`,
    query: 'calendarEvent',
    args: { id, ...args },
  });
  const list = (name, args = {}) => ({ name, path: '/events', query: 'calendarEvents', args });
  return [
    ...STATUSES.map((s) => one(`event ${s}`, records.status[s])),
    one('password, none given', records.password),
    one('password given', records.password, { password: PASSWORD }),
    one('password, context=edit', records.password, { context: 'edit' }),
    ...Object.entries(records.language).map(([name, r]) =>
      one(`event ${name}`, r.id, { translation_language: r.lang })
    ),
    list('list'),
    list('list of drafts', { status: 'draft' }),
    ...languages.slice(1).map((lang) => list(`list ${lang}`, { translation_language: lang })),
    {
      name: 'series occurrences',
      path: `/events/${records.series}/occurrences`,
      query: 'calendarEventOccurrences',
      args: { id: records.series },
    },
  ];
}

/**
 * The caller kinds of docs/api.md §4 a stock app has: anonymous, API tokens of each type (the
 * custom one granted the calendar's read actions), and a users-permissions user who registered
 * (the Authenticated role as a new app has it).
 */
async function callerKinds(ctx, base, admin) {
  const read = ['events.find', 'events.findOne', 'occurrences.find'].map(
    (a) => `plugin::calendar.${a}`
  );
  const user = await ctx.http(base, 'POST', '/api/auth/local/register', {
    body: { username: 'reader', email: 'reader@stock-app.test', password: 'Reader-1234' },
  });
  if (!user.json?.jwt) throw new Error(`register: ${user.status} ${user.text.slice(0, 300)}`);
  return [
    ['anonymous', undefined],
    ['read-only token', await apiToken(ctx, base, admin, 'read-only')],
    ['full-access token', await apiToken(ctx, base, admin, 'full-access')],
    ['custom token', await apiToken(ctx, base, admin, 'custom', read)],
    ['users-permissions user', user.json.jwt],
  ];
}

const gqlArgs = (args) =>
  Object.entries(args)
    .map(([k, v]) => `${k}: ${JSON.stringify(String(v))}`)
    .join(', ');

/** What REST answers a caller for one read: its status and the body (or the error's code). */
async function restRead({ http }, base, token, read) {
  const { id: _id, ...query } = read.args;
  const qs = new URLSearchParams(query).toString();
  const res = await http(base, 'GET', `${REST}${read.path}${qs ? `?${qs}` : ''}`, { token });
  return { status: res.status, body: res.status === 200 ? res.json : res.json?.code };
}

/** The same through GraphQL: the answer as REST writes it (`json`), or REST's error code. */
async function graphqlRead(ctx, base, token, read) {
  const args = gqlArgs(read.args);
  const res = await graphql(
    ctx,
    base,
    token,
    `{ r: ${read.query}${args ? `(${args})` : ''} { json } }`
  );
  const error = res.json?.errors?.[0];
  if (error) return { error: error.extensions?.error?.details?.code ?? error.message };
  return { body: res.json?.data?.r?.json };
}

/**
 * A site whose default locale is `de`, made in its admin (Settings → Internationalization) before
 * anything of the calendar is written: no locale added by the plugin, the Content Manager's `de`
 * event served by our API at the default root, and again after a restart.
 */
async function germanSiteChecks(ctx, server, label, admin, restart, locales) {
  const { check, show, http } = ctx;
  await check(`${label}: the administrator adds de and makes it the default locale`, async () => {
    const res = await http(server.base, 'POST', '/i18n/locales', {
      token: admin(),
      body: { name: 'German (de)', code: 'de', isDefault: true },
    });
    return res.status === 200 || res.status === 201 || `${res.status} ${res.text.slice(0, 300)}`;
  });
  await restart();
  await check(
    `${label}: after a restart the site's locales are exactly de (default) and en`,
    async () => {
      const list = (await locales(server, admin())).map(
        (l) => `${l.code}${l.isDefault ? '*' : ''}`
      );
      return show(list.sort()) === show(['de*', 'en']) || `locales are ${show(list)}`;
    }
  );
  await check(
    `${label}: an event the Content Manager saves in de is listed by the calendar's API`,
    async () => {
      const event = await createInContentManager(
        ctx,
        server.base,
        admin(),
        cmEvent('Konzert im Park', 'konzert-im-park', 'publish'),
        'de'
      );
      const list = await http(server.base, 'GET', `${REST}/events`);
      const ids = (list.json?.events ?? []).map((e) => e.id);
      return (
        (list.status === 200 && ids.includes(event.id)) ||
        `created ${event.id} (${event.locale}); list ${list.status} ${show(ids)}`
      );
    }
  );
}

module.exports = { graphqlChecks, germanSiteChecks };
