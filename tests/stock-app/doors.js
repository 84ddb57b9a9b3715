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

/** An event as the Content Manager's edit view saves it. */
const cmEvent = (title, slug, postStatus) => ({
  title,
  slug,
  startUtc: inDays(3, 18),
  endUtc: inDays(3, 20),
  timezone: 'UTC',
  allDay: false,
  postStatus,
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

async function apiToken({ http }, base, admin, type) {
  const res = await http(base, 'POST', '/admin/api-tokens', {
    token: admin,
    body: { name: `doors-${type}-${Date.now()}`, description: 'stock-app', type, lifespan: null },
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

/** What REST answers a caller for one event: its status and the record (or the error's code). */
async function restEvent({ http }, base, token, id) {
  const res = await http(base, 'GET', `${REST}/events/${id}`, { token });
  return { status: res.status, body: res.status === 200 ? res.json : res.json?.code };
}

/** The same through GraphQL: the record as REST writes it (`json`), or REST's error code. */
async function graphqlEvent(ctx, base, token, id) {
  const res = await graphql(ctx, base, token, `{ r: calendarEvent(id: ${id}) { json } }`);
  const error = res.json?.errors?.[0];
  if (error) return { error: error.extensions?.error?.details?.code ?? error.message };
  return { body: res.json?.data?.r?.json };
}

/**
 * GraphQL in the packed build: no internal type in the schema, no mutation of ours, and for an
 * anonymous caller and a read-only token the same answers as REST for a published and a draft event.
 */
async function graphqlChecks(ctx, server, label, admin) {
  const { check, show } = ctx;
  await check(
    `${label}: GraphQL has no query or mutation of the plugin's internal types`,
    async () => {
      // Asked as a client would, without introspection (which a production site may turn off):
      // every name Strapi's shadow CRUD would give them (plugin::calendar.import-run →
      // calendarImportRun, calendarImportRuns, …) must be refused by GraphQL's validation.
      const pascal = (name) => name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
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
  let published;
  let draft;
  let readOnly;
  await check(
    `${label}: GraphQL answers anonymous and read-only callers as REST does`,
    async () => {
      const token = admin();
      published = await createInContentManager(
        ctx,
        server.base,
        token,
        cmEvent('Open air', 'open-air', 'publish')
      );
      draft = await createInContentManager(
        ctx,
        server.base,
        token,
        cmEvent('Secret draft', 'secret-draft', 'draft')
      );
      readOnly = await apiToken(ctx, server.base, token, 'read-only');
      const differences = [];
      for (const [caller, key] of [
        ['anonymous', undefined],
        ['read-only', readOnly],
      ]) {
        for (const event of [published, draft]) {
          const rest = await restEvent(ctx, server.base, key, event.id);
          const gql = await graphqlEvent(ctx, server.base, key, event.id);
          const same =
            rest.status === 200 ? show(gql.body) === show(rest.body) : gql.error === rest.body;
          if (!same)
            differences.push(
              `${caller} ${event.title}: REST ${rest.status} ${show(rest.body)} / GraphQL ${show(gql)}`
            );
        }
      }
      // Not vacuous: the published event is seen, the draft refused, by both.
      const seen = await graphqlEvent(ctx, server.base, undefined, published.id);
      if (seen.body?.title !== 'Open air') differences.push(`published not seen: ${show(seen)}`);
      const hidden = await graphqlEvent(ctx, server.base, readOnly, draft.id);
      if (!hidden.error) differences.push(`draft shown to a read-only token: ${show(hidden)}`);
      return differences.length === 0 || differences.join('\n');
    }
  );
  await check(
    `${label}: GraphQL's event list holds what REST's holds, for a read-only token`,
    async () => {
      const rest = await ctx.http(server.base, 'GET', `${REST}/events`, { token: readOnly });
      const gql = await graphql(ctx, server.base, readOnly, '{ r: calendarEvents { json } }');
      const restIds = (rest.json?.events ?? []).map((e) => e.id);
      const gqlIds = (gql.json?.data?.r?.json?.events ?? []).map((e) => e.id);
      return (
        (restIds.length > 0 && show(restIds) === show(gqlIds) && !restIds.includes(draft.id)) ||
        `REST ${show(restIds)}, GraphQL ${show(gqlIds)} (${gql.text.slice(0, 200)})`
      );
    }
  );
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
