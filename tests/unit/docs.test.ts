/**
 * The namespace index and the OpenAPI document as pure functions of the route table (docs/api.md §8):
 * path spellings, one index endpoint and one operation per route definition, one argument per
 * parameter definition, and a document whose references all resolve.
 */
import { defaultConfig, type CalendarConfig } from '../../server/src/config';
import { uniqueParams } from '../../server/src/v1/docs/args';
import { namespaceIndex } from '../../server/src/v1/docs/namespace-index';
import { openApiDocument } from '../../server/src/v1/docs/openapi';
import { openApiPath, pathVariables, wpRoutePattern } from '../../server/src/v1/docs/paths';
import { responsesOf } from '../../server/src/v1/docs/responses';
import { actionOf, routes, type RouteDef } from '../../server/src/v1/routes';

const ROOT = 'http://h/fr/api/calendar/events/v1';
const ctx = (config: CalendarConfig = defaultConfig) => ({ root: ROOT, lang: 'en', config });

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean; schema: Json }>;
  requestBody?: { $ref: string };
  security: Json[];
}

const doc = openApiDocument(routes, ctx()) as Json & {
  paths: Record<string, Record<string, Operation>>;
  components: Json & { requestBodies: Record<string, Json> };
};
const index = namespaceIndex(routes, ctx());

describe('route paths', () => {
  test.each([
    ['', '/calendar/events/v1', '/'],
    ['/doc', '/calendar/events/v1/doc', '/doc'],
    ['/events/:id(\\d+)', '/calendar/events/v1/events/(?P<id>\\d+)', '/events/{id}'],
    [
      '/events/by-slug/:slug([^/]+)',
      '/calendar/events/v1/events/by-slug/(?P<slug>[^/]+)',
      '/events/by-slug/{slug}',
    ],
    ['/a/:x/b/:y((?:ab)+)', '/calendar/events/v1/a/(?P<x>[^/]+)/b/(?P<y>(?:ab)+)', '/a/{x}/b/{y}'],
  ])('%s is %s in the index and %s in OpenAPI', (path, wp, openapi) => {
    expect(wpRoutePattern(path)).toBe(wp);
    expect(openApiPath(path)).toBe(openapi);
  });
});

describe('uniqueParams', () => {
  test('keeps the path variable of a by-slug update, which is the value the request carries', () => {
    const update = routes.find(
      (r) => r.handler === 'events.update' && r.path.includes(':slug')
    ) as RouteDef;
    const slug = uniqueParams(update.params).filter((p) => p.name === 'slug');
    expect(slug).toHaveLength(1);
    expect(slug[0].in).toBe('path');
  });
});

describe('namespace index', () => {
  test('has one endpoint per route definition, in table order, under its route pattern', () => {
    const listed = Object.entries(index.routes).flatMap(([key, route]) =>
      route.endpoints.map((e) => `${e.methods.join(',')} ${key}`)
    );
    expect(listed.sort()).toEqual(
      routes.map((r) => `${r.methods.join(',')} ${wpRoutePattern(r.path)}`).sort()
    );
    for (const [key, route] of Object.entries(index.routes)) {
      expect(route.namespace).toBe('calendar/events/v1');
      expect(route.methods).toEqual([...new Set(route.endpoints.flatMap((e) => e.methods))]);
      expect(Object.keys(route)).toEqual([
        'namespace',
        'methods',
        'endpoints',
        ...(route._links ? ['_links'] : []),
      ]);
      expect(key.startsWith('/calendar/events/v1')).toBe(true);
    }
  });

  test('lists each endpoint’s arguments as its parameter definitions say', () => {
    for (const route of routes) {
      const endpoint = index.routes[wpRoutePattern(route.path)].endpoints.find(
        (e) => e.methods.join() === route.methods.join()
      )!;
      const defs = uniqueParams(route.params);
      expect(Object.keys(endpoint.args)).toEqual(defs.map((d) => d.name));
      for (const def of defs) {
        const arg = endpoint.args[def.name];
        expect(arg.required).toBe(def.required === true);
        expect(arg.type).toBe(def.type);
        expect(arg.description).toBe(def.description);
        if (def.enum) expect(arg.enum).toEqual([...def.enum]);
        if (def.default !== undefined) expect(arg.default).toEqual(def.default);
        if (def.items) expect(arg.items?.type).toBe(def.items);
      }
    }
  });

  test('links routes without path variables, on the root of the request, and the namespace to its document', () => {
    expect(index.routes['/calendar/events/v1']._links).toEqual({ self: [{ href: ROOT }] });
    expect(index.routes['/calendar/events/v1/events']._links).toEqual({
      self: [{ href: `${ROOT}/events` }],
    });
    expect(index.routes['/calendar/events/v1/events/(?P<id>\\d+)']._links).toBeUndefined();
    expect(index._links).toEqual({
      self: [{ href: ROOT }],
      describedby: [{ href: `${ROOT}/doc` }],
    });
  });

  test('the index route takes WordPress’s namespace and context (view by default)', () => {
    const args = index.routes['/calendar/events/v1'].endpoints[0].args;
    expect(args.namespace).toMatchObject({ default: 'calendar/events/v1', required: false });
    expect(args.context).toMatchObject({
      default: 'view',
      enum: ['view', 'edit'],
      required: false,
    });
  });

  test('documents the defaults and values that come from the plugin options', () => {
    const custom = namespaceIndex(
      routes,
      ctx({ ...defaultConfig, perPage: 7, languages: ['en', 'de'] })
    );
    const args = custom.routes['/calendar/events/v1/events'].endpoints[0].args;
    expect(args.per_page.default).toBe(7);
    expect(args.translation_language.enum).toEqual(['en', 'de']);
    expect(args.status.items).toEqual({
      type: 'string',
      enum: ['publish', 'future', 'draft', 'pending', 'private', 'trash'],
    });
  });
});

describe('OpenAPI document', () => {
  test('is OpenAPI 3.1 on the root of the request', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: ROOT })]);
  });

  test('has one operation per route and method, and nothing else', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`)
    );
    const expected = routes.flatMap((r) => r.methods.map((m) => `${m} ${openApiPath(r.path)}`));
    expect(operations.sort()).toEqual(expected.sort());
  });

  test('operation ids are unique', () => {
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId)
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every path variable is a required path parameter, and every path parameter a variable', () => {
    for (const route of routes) {
      for (const method of route.methods) {
        const op = doc.paths[openApiPath(route.path)][method.toLowerCase()];
        const pathParams = op.parameters.filter((p) => p.in === 'path');
        expect(pathParams.map((p) => p.name).sort()).toEqual(pathVariables(route.path).sort());
        for (const p of pathParams) expect(p.required).toBe(true);
      }
    }
  });

  test('parameters and request-body fields are the parameter definitions, by name, place and requirement', () => {
    const bodies = doc.components.requestBodies as Record<
      string,
      { content: Record<string, { schema: { properties: Json; required?: string[] } }> }
    >;
    for (const route of routes) {
      const defs = uniqueParams(route.params);
      for (const method of route.methods) {
        const op = doc.paths[openApiPath(route.path)][method.toLowerCase()];
        expect(op.parameters.map((p) => [p.name, p.in, p.required])).toEqual(
          defs.filter((d) => d.in !== 'body').map((d) => [d.name, d.in, d.required === true])
        );
        const body = defs.filter((d) => d.in === 'body');
        if (!body.length) {
          expect(op.requestBody).toBeUndefined();
          continue;
        }
        const name = op.requestBody!.$ref.replace('#/components/requestBodies/', '');
        for (const media of ['application/json', 'application/x-www-form-urlencoded']) {
          const schema = bodies[name].content[media].schema;
          expect(Object.keys(schema.properties)).toEqual(body.map((d) => d.name));
          expect(schema.required ?? []).toEqual(body.filter((d) => d.required).map((d) => d.name));
        }
      }
    }
  });

  test('names each operation’s Strapi action, and lets anonymous callers read but not write', () => {
    for (const route of routes) {
      const read = /\.(find|findOne)$/.test(route.handler);
      for (const method of route.methods) {
        const op = doc.paths[openApiPath(route.path)][method.toLowerCase()];
        expect(op['x-strapi-action']).toBe(actionOf(route));
        expect(op.security.some((s) => Object.keys(s).length === 0)).toBe(read);
      }
    }
  });

  test('every $ref resolves inside the document', () => {
    const refs: string[] = [];
    JSON.stringify(doc, (key, value) => {
      if (key === '$ref') refs.push(value);
      return value;
    });
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], doc);
      expect([ref, target !== undefined]).toEqual([ref, true]);
    }
  });

  test('a route whose handler has no documented responses cannot be added unnoticed', () => {
    expect(() =>
      responsesOf({
        methods: ['GET'],
        path: '/x',
        handler: 'unknown.find',
        params: [],
        summary: 'x',
      })
    ).toThrow(/unknown\.find/);
    expect(() =>
      responsesOf({
        methods: ['GET'],
        path: '/x',
        handler: 'events.archive',
        params: [],
        summary: 'x',
      })
    ).toThrow(/archive/);
  });
});
