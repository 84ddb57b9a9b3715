/**
 * No drift between the API and its documentation (docs/api.md §8): the namespace index
 * (`GET {ns}/`) and the OpenAPI document (`GET {ns}/doc`) list exactly the routes Strapi serves
 * and the parameters their validators accept, with the same types, requirements and values; and
 * the document's response schemas are what the API answers — lists, single reads, writes, errors,
 * and the index and the document themselves. Languages are in docs-languages.test.ts.
 *
 * And no drift between the code and what people read: docs/api.md's route tables (§1.3, §16) name
 * every route of both route tables and every argument each accepts, and nothing else; its record
 * tables (§2.1) every key of the records the API answers; the README's options table and
 * docs/api.md §10 every plugin option. How the Markdown is read: helpers/docs.ts (its failures are
 * proven in tests/unit/docs-markdown.test.ts).
 */
import fs from 'fs';
import path from 'path';
import Ajv2020 from 'ajv/dist/2020';
import type { Response } from 'supertest';
import { adminRoutes } from '../../server/src/admin-api/routes';
import { defaultConfig } from '../../server/src/config';
import type { SiteField } from '../../server/src/domain/site-fields';
import type { Schema } from '../../server/src/v1/docs/schemas';
import { withSiteFields } from '../../server/src/v1/docs/site-fields';
import { useApp } from './helpers/app';
import {
  REPO,
  fieldDrift,
  operations,
  optionDrift,
  proseRouteDrift,
  routeDrift,
  section,
  type CodeRoute,
  type Json,
  type NamespaceIndex,
  type OpenApi,
} from './helpers/docs';
import { daysFromNow } from './helpers/fixtures';
import { NS } from './helpers/writes';
import { NAMESPACE, PLUGIN_NS } from './helpers/root';

const app = useApp();
let full: string;
let en: OpenApi;
let index: NamespaceIndex;

beforeAll(async () => {
  full = await app.token('full-access');
  en = (await app.http.get(`${NS}/doc`)).body;
  index = (await app.http.get(`${NS}/`)).body;
});

/** Koa-router paths as Strapi lists them → the two documented spellings (independent of the generator's code). */
const variable = /:(\w+)\((.+?)\)(?=\/|$)/g;
const wpPattern = (koa: string) => `/${NAMESPACE}${koa.replace(variable, '(?P<$1>$2)')}`;
const openApiPath = (koa: string) => koa.replace(variable, '{$1}') || '/';

/**
 * `METHOD path` of every route Strapi serves inside the namespace (HEAD is GET's). The router
 * holds the plugin's own root whatever root the suite calls on (WordPress's is mapped onto it).
 */
function servedRoutes(): Array<{ method: string; koa: string }> {
  const layers = app.strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>;
  return layers
    .filter((l) => l.path === PLUGIN_NS || l.path.startsWith(`${PLUGIN_NS}/`))
    .flatMap((l) =>
      l.methods
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, koa: l.path.slice(PLUGIN_NS.length) }))
    );
}

/** The route definition the router hands the controller (routes/index.ts attaches it), for each plugin route. */
interface RuntimeParam {
  name: string;
  in: string;
  type?: string;
  required?: boolean;
  enum?: readonly string[];
}
function runtimeRoutes(): Array<{ method: string; koa: string; params: RuntimeParam[] }> {
  const config = app.strapi.plugin('calendar').routes['content-api'] as {
    routes: Array<{ method: string; path: string; config: { middlewares: unknown[] } }>;
  };
  return config.routes.map((r) => {
    const ctx = { state: {} as Json };
    for (const mw of r.config.middlewares) if (typeof mw === 'function') mw(ctx, async () => {});
    const def = ctx.state.calendarRoute as { params: RuntimeParam[] };
    return { method: r.method, koa: r.path.replace(/^\/events\/v1/, ''), params: def.params };
  });
}

/** One definition per name: the request holds one value per name (the path's, for by-slug updates). */
const firstByName = (params: RuntimeParam[]) =>
  params.filter((p, i) => params.findIndex((q) => q.name === p.name) === i);

describe('no drift between the router, the validators, the index and the document', () => {
  test('the index and the document list exactly the routes and methods Strapi serves', () => {
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(40);
    const byIndex = Object.entries(index.routes).flatMap(([key, r]) =>
      r.methods.map((m) => `${m} ${key}`)
    );
    expect(byIndex.sort()).toEqual(served.map((r) => `${r.method} ${wpPattern(r.koa)}`).sort());
    const byDoc = operations(en).map((o) => `${o.method} ${o.path}`);
    expect(byDoc.sort()).toEqual(served.map((r) => `${r.method} ${openApiPath(r.koa)}`).sort());
  });

  test('each route documents exactly the parameters its validator runs, with their place, type, requirement and values', () => {
    const runtime = runtimeRoutes();
    expect(runtime.length).toBe(servedRoutes().length);
    for (const route of runtime) {
      const params = firstByName(route.params);
      const endpoint = index.routes[wpPattern(route.koa)].endpoints.find((e) =>
        e.methods.includes(route.method)
      )!;
      expect([route.method, route.koa, Object.keys(endpoint.args)]).toEqual([
        route.method,
        route.koa,
        params.map((p) => p.name),
      ]);
      const op = en.paths[openApiPath(route.koa)][route.method.toLowerCase()];
      const bodyName = op.requestBody?.$ref.split('/').pop();
      const body = bodyName
        ? en.components.requestBodies[bodyName].content['application/json'].schema
        : { properties: {}, required: [] };
      expect(op.parameters.map((p) => p.name)).toEqual(
        params.filter((p) => p.in !== 'body').map((p) => p.name)
      );
      expect(Object.keys(body.properties)).toEqual(
        params.filter((p) => p.in === 'body').map((p) => p.name)
      );
      for (const p of params) {
        const arg = endpoint.args[p.name];
        expect([p.name, arg.required, arg.type]).toEqual([p.name, p.required === true, p.type]);
        if (p.enum) expect(arg.enum).toEqual([...p.enum]);
        const schema =
          p.in === 'body'
            ? body.properties[p.name]
            : op.parameters.find((q) => q.name === p.name)!.schema;
        if (p.type) expect([p.name, schema.type]).toEqual([p.name, p.type]);
        if (p.enum) expect(schema.enum).toEqual([...p.enum]);
        if (p.in !== 'body')
          expect(op.parameters.find((q) => q.name === p.name)!.required).toBe(p.required === true);
      }
      expect(body.required ?? []).toEqual(
        params.filter((p) => p.in === 'body' && p.required).map((p) => p.name)
      );
    }
  });

  test('a create without a body is refused for exactly the documented required fields', async () => {
    for (const { path: p, method, op } of operations(en).filter(
      (o) => o.method === 'POST' && !o.path.includes('{')
    )) {
      const bodyName = op.requestBody!.$ref.split('/').pop()!;
      const required =
        en.components.requestBodies[bodyName].content['application/json'].schema.required ?? [];
      const res = await app.http.post(`${NS}${p}`).set('Authorization', full).send({});
      expect([method, p, res.status, res.body.code]).toEqual([
        method,
        p,
        400,
        'rest_missing_callback_param',
      ]);
      expect(res.body.data.params).toEqual(required);
    }
  });

  test('on every list, the documented values and types of each argument are the ones its validator enforces', async () => {
    const lists = operations(en).filter((o) => o.method === 'GET' && !o.path.includes('{'));
    for (const { path: p, op } of lists) {
      const url = `${NS}${p === '/' ? '' : p}`;
      for (const param of op.parameters) {
        const { type, enum: values, items } = param.schema;
        const checked =
          values || items?.enum || ['integer', 'number', 'boolean'].includes(String(type));
        if (!checked) continue;
        const res = await app.http
          .get(url)
          .query({ [param.name]: 'not-a-valid-value' })
          .set('Authorization', full);
        expect([p, param.name, res.status]).toEqual([p, param.name, 400]);
        expect(Object.keys(res.body.data.params)).toEqual([param.name]);
      }
      for (const param of op.parameters.filter((q) => q.schema.default !== undefined)) {
        const res = await app.http
          .get(url)
          .query({ [param.name]: String(param.schema.default) })
          .set('Authorization', full);
        expect([p, param.name, res.status]).toEqual([p, param.name, 200]);
      }
    }
  });
});

/**
 * Both route tables as Strapi serves them (the namespace's `content-api` router and WordPress
 * core's `wp-core`), one entry per route definition with its methods, in the documentation's
 * spelling, and the arguments its validator runs.
 */
/** The admin routes (admin-api/routes.ts) as Strapi serves them, `/calendar/...`, `:id` as `{id}`. */
function servedAdminRoutes(): CodeRoute[] {
  const listed = app.strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>;
  return adminRoutes.routes.map((r) => {
    const koa = `/calendar${r.path}`;
    expect(listed.some((l) => l.path === koa && l.methods.includes(r.method))).toBe(true);
    const path = koa.replace(/:(\w+)/g, '{$1}');
    return { table: 'admin', methods: [r.method], path, action: r.handler, params: [] };
  });
}

function servedRouteTables(): CodeRoute[] {
  const routers = app.strapi.plugin('calendar').routes as Record<
    string,
    {
      routes: Array<{
        method: string;
        path: string;
        handler: string;
        config: { middlewares: unknown[] };
      }>;
    }
  >;
  const listed = new Set(
    (app.strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>).flatMap((l) =>
      l.methods.map((m) => `${m} ${l.path}`)
    )
  );
  const byDef = new Map<unknown, CodeRoute>();
  for (const [router, table] of [
    ['content-api', 'events/v1'],
    ['wp-core', 'wp/v2'],
  ]) {
    for (const r of routers[router].routes) {
      expect(listed).toContain(`${r.method} /api/calendar${r.path}`);
      const ctx = { state: {} as Json };
      for (const mw of r.config.middlewares) if (typeof mw === 'function') mw(ctx, async () => {});
      const def = ctx.state.calendarRoute as { params: RuntimeParam[] };
      const entry = byDef.get(def) ?? {
        table,
        methods: [],
        path: openApiPath(r.path.slice(table.length + 1)),
        action: r.handler,
        params: firstByName(def.params).map((p) => p.name),
      };
      entry.methods.push(r.method);
      byDef.set(def, entry);
    }
  }
  return [...byDef.values()];
}

const read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8');

describe('no drift between the code and the documentation people read', () => {
  test('docs/api.md §1.3 and §16 list every served route with exactly the arguments it accepts', () => {
    const served = servedRouteTables();
    expect(served.filter((r) => r.table === 'wp/v2').length).toBeGreaterThan(5);
    expect(routeDrift(read('docs/api.md'), served)).toEqual([]);
    // …and its count of them.
    const own = served.filter((r) => r.table === 'events/v1');
    const count = /That is (\d+) routes and (\d+) method-and-path pairs/.exec(
      section(read('docs/api.md'), '1.3')
    );
    expect(count?.slice(1).map(Number)).toEqual([
      own.length,
      own.reduce((n, r) => n + r.methods.length, 0),
    ]);
  });

  test('every route the README and the docs name in their text is served', () => {
    const served = [...servedRouteTables(), ...servedAdminRoutes()];
    // tec-behaviour.md is about The Events Calendar's own routes, not this plugin's.
    const files = [
      'README.md',
      ...fs
        .readdirSync(path.join(REPO, 'docs'))
        .filter((f) => f.endsWith('.md') && f !== 'tec-behaviour.md')
        .map((f) => `docs/${f}`),
    ];
    expect(files).toContain('docs/api.md');
    expect(files.flatMap((f) => proseRouteDrift(read(f), served, f))).toEqual([]);
  });

  test('docs/api.md §2.1 documents every key of the records the API answers, and no other', () => {
    // A venue or organizer has `custom_fields` when the site adds fields of its own to that kind
    // (docs/api.md §14; the test app adds some to events and venues): the keys on a site with some on each.
    const field: SiteField = { name: 'note', type: 'string', label: 'Note', required: false };
    const everyKind = { event: [field], venue: [field], organizer: [field] };
    const schemas = withSiteFields(en.components.schemas as Record<string, Schema>, everyKind);
    expect(fieldDrift(read('docs/api.md'), schemas)).toEqual([]);
  });

  test("the README's options table and docs/api.md §10 name every plugin option, and no other", () => {
    expect(optionDrift(read('README.md'), read('docs/api.md'), defaultConfig)).toEqual([]);
    // The validator checks nothing the defaults do not have.
    const validated = [...read('server/src/config/index.ts').matchAll(/fail\('([\w.]+)'/g)].map(
      (m) => m[1]
    );
    expect(validated.length).toBeGreaterThan(10);
    const known = (name: string) =>
      name.split('.').reduce<unknown>((o, k) => (o as Json | undefined)?.[k], defaultConfig) !==
      undefined;
    expect(validated.filter((n) => !known(n))).toEqual([]);
  });
});

describe('the response schemas are what the API answers', () => {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; `format` is an annotation there, and OpenAPI's own keywords are not Ajv's.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const DOC_ID = 'https://calendar.test/doc';
  let ids: Record<string, number>;
  let slugs: Record<string, string>;

  /** The schema the document declares for this operation and status (falling back to `default`, as OpenAPI does). */
  function check(method: string, p: string, res: Response) {
    const op = en.paths[p][method.toLowerCase()];
    let response = op.responses[String(res.status)] ?? op.responses.default;
    if (response.$ref) response = en.components.responses[response.$ref.split('/').pop()!];
    const ref = response.content!['application/json'].schema.$ref;
    if (!ajv.getSchema(DOC_ID))
      ajv.addSchema({ $id: DOC_ID, components: { schemas: en.components.schemas } });
    const validate = ajv.getSchema(`${DOC_ID}${ref}`)!;
    const valid = validate(res.body);
    expect([method, p, res.status, valid ? [] : validate.errors]).toEqual([
      method,
      p,
      res.status,
      [],
    ]);
  }

  beforeAll(async () => {
    const post = async (p: string, body: Json, auth = full) => {
      const res = await app.http.post(`${NS}${p}`).set('Authorization', auth).send(body);
      expect([p, res.status]).toEqual([p, 201]);
      check('POST', p, res);
      return res.body as { id: number; slug: string };
    };
    const file = await app.strapi.db.query('plugin::upload.file').create({
      data: {
        name: 'poster.png',
        hash: 'poster_docs',
        ext: '.png',
        mime: 'image/png',
        size: 12.5,
        url: '/uploads/poster_docs.png',
        width: 800,
        height: 600,
        provider: 'local',
        formats: {
          thumbnail: {
            name: 'thumbnail_poster.png',
            hash: 'thumbnail_poster_docs',
            ext: '.png',
            mime: 'image/png',
            width: 156,
            height: 117,
            size: 3.2,
            url: '/uploads/thumbnail_poster_docs.png',
          },
        },
      },
    });
    const parent = await post('/categories', { name: 'Docs Music', description: 'All music' });
    const category = await post('/categories', { name: 'Docs Jazz', parent: parent.id });
    const tag = await post('/tags', { name: 'docs-outdoor' });
    const venue = await post('/venues', {
      venue: 'Docs Hall',
      address: '1 Main St',
      city: 'Ghent',
      country: 'Belgium',
      zip: '9000',
      phone: '+32 9 000',
      website: 'https://hall.example',
      geo_lat: 51.05,
      geo_lng: 3.72,
      image: String(file.id),
    });
    const organizer = await post('/organizers', {
      organizer: 'Docs Org',
      email: 'org@example.test',
      phone: '+32 1',
      website: 'https://org.example',
    });
    const event = await post('/events', {
      title: 'Docs Concert',
      description: 'A *concert*',
      excerpt: 'Short',
      start_date: daysFromNow(3, 19),
      end_date: daysFromNow(3, 22),
      image: String(file.id),
      cost: '$10, $20',
      website: 'https://concert.example',
      venue: venue.id,
      organizer: [organizer.id],
      categories: [category.id],
      tags: [tag.id],
      featured: true,
    });
    const locked = await post('/events', {
      title: 'Docs Secret',
      start_date: daysFromNow(4, 10),
      end_date: daysFromNow(4, 11),
      password: 'open-sesame',
      venue: venue.id,
    });
    await post('/events', {
      title: 'Docs Bare',
      start_date: daysFromNow(5, 10),
      end_date: daysFromNow(5, 11),
      all_day: true,
    });
    ids = {
      event: event.id,
      locked: locked.id,
      venue: venue.id,
      organizer: organizer.id,
      category: category.id,
      parent: parent.id,
      tag: tag.id,
    };
    slugs = { event: event.slug, venue: venue.slug, organizer: organizer.slug };
  });

  test('lists', async () => {
    for (const p of ['/events', '/venues', '/organizers', '/categories', '/tags']) {
      for (const auth of ['', full]) {
        // Terms hide empty ones by default: show them all, so the list has something to check.
        const query = /categories|tags/.test(p) ? '?per_page=2&hide_empty=false' : '?per_page=2';
        let req = app.http.get(`${NS}${p}${query}`);
        if (auth) req = req.set('Authorization', auth);
        const res = await req;
        expect([p, res.status]).toEqual([p, 200]);
        check('GET', p, res);
      }
    }
    // The protected event is listed, locked: empty content and null flags.
    const anonymous = await app.http.get(`${NS}/events?include=${ids.locked}`);
    expect(anonymous.body.events.find((e: Json) => e.id === ids.locked)).toMatchObject({
      all_day: null,
      venue: [],
      image: false,
    });
    check('GET', '/events', anonymous);
    const second = await app.http.get(`${NS}/events?per_page=1&page=2`);
    expect(second.body.previous_rest_url).toBeDefined();
    check('GET', '/events', second);
  });

  test('single reads, by id and by slug, locked and unlocked', async () => {
    const reads: Array<[string, string, number]> = [
      ['/events/{id}', `/events/${ids.event}`, 200],
      // Locked to anonymous callers (docs/tec-behaviour.md §5.3), open with the password.
      ['/events/{id}', `/events/${ids.locked}`, 403],
      ['/events/{id}', `/events/${ids.locked}?password=open-sesame`, 200],
      ['/events/by-slug/{slug}', `/events/by-slug/${slugs.event}`, 200],
      ['/venues/{id}', `/venues/${ids.venue}`, 200],
      ['/venues/by-slug/{slug}', `/venues/by-slug/${slugs.venue}`, 200],
      ['/organizers/{id}', `/organizers/${ids.organizer}`, 200],
      ['/organizers/by-slug/{slug}', `/organizers/by-slug/${slugs.organizer}`, 200],
      ['/categories/{id}', `/categories/${ids.category}`, 200],
      ['/categories/{id}', `/categories/${ids.parent}`, 200],
      ['/tags/{id}', `/tags/${ids.tag}`, 200],
    ];
    for (const [p, url, status] of reads) {
      const res = await app.http.get(`${NS}${url}`);
      expect([url, res.status]).toEqual([url, status]);
      check('GET', p, res);
    }
    const single = await app.http.get(`${NS}/events/${ids.event}`);
    expect(single.body.json_ld).toBeDefined();
    expect(single.body.image).toMatchObject({
      id: expect.any(Number),
      sizes: { thumbnail: expect.any(Object) },
    });
  });

  test('updates and deletes', async () => {
    const update = await app.http
      .patch(`${NS}/events/${ids.event}`)
      .set('Authorization', full)
      .send({ excerpt: 'Shorter' });
    check('PATCH', '/events/{id}', update);
    const trash = await app.http.delete(`${NS}/events/${ids.locked}`).set('Authorization', full);
    expect(trash.status).toBe(200);
    check('DELETE', '/events/{id}', trash);
    const again = await app.http.delete(`${NS}/events/${ids.locked}`).set('Authorization', full);
    expect(again.status).toBe(410);
    check('DELETE', '/events/{id}', again);
    const tag = await app.http
      .put(`${NS}/tags/${ids.tag}`)
      .set('Authorization', full)
      .send({ description: 'Outside' });
    check('PUT', '/tags/{id}', tag);
  });

  test('errors', async () => {
    const cases: Array<[string, string, () => PromiseLike<Response>, number]> = [
      ['GET', '/events/{id}', () => app.http.get(`${NS}/events/999999999`), 404],
      ['GET', '/events', () => app.http.get(`${NS}/events?per_page=abc&featured=maybe`), 400],
      ['GET', '/events', () => app.http.get(`${NS}/events?page=999`), 404],
      ['GET', '/venues/{id}', () => app.http.get(`${NS}/venues/999999999`), 400],
      [
        'POST',
        '/events',
        () => app.http.post(`${NS}/events`).set('Authorization', full).send({}),
        400,
      ],
      ['POST', '/events', () => app.http.post(`${NS}/events`).send({ title: 'x' }), 401],
      ['DELETE', '/tags/{id}', () => app.http.delete(`${NS}/tags/${ids.tag}`), 401],
    ];
    for (const [method, p, send, status] of cases) {
      const res = await send();
      expect([method, p, res.status]).toEqual([method, p, status]);
      expect(en.paths[p][method.toLowerCase()].responses[String(status)]).toBeDefined();
      check(method, p, res);
    }
  });

  test('the index and the document themselves', async () => {
    check('GET', '/', await app.http.get(`/fr${NS}/`));
    check('GET', '/doc', await app.http.get(`${NS}/doc`));
    check('GET', '/', await app.http.get(`${NS}/?context=nope`));
  });
});
