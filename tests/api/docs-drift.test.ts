/**
 * No drift in the documentation of docs/api.md §8: the namespace index (`GET {ns}/`) and the OpenAPI
 * document (`GET {ns}/doc`) list exactly the routes Strapi serves and the parameters their
 * validators accept, with the same types, requirements and values.
 */
import { useApp } from './helpers/app';
import { operations, type Json, type NamespaceIndex, type OpenApi } from './helpers/docs';
import { NS } from './helpers/writes';

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
const wpPattern = (koa: string) => `/calendar/events/v1${koa.replace(variable, '(?P<$1>$2)')}`;
const openApiPath = (koa: string) => koa.replace(variable, '{$1}') || '/';

/** `METHOD path` of every route Strapi serves inside the namespace (HEAD is GET's). */
function servedRoutes(): Array<{ method: string; koa: string }> {
  const layers = app.strapi.server.listRoutes() as Array<{ path: string; methods: string[] }>;
  return layers
    .filter((l) => l.path === NS || l.path.startsWith(`${NS}/`))
    .flatMap((l) =>
      l.methods
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, koa: l.path.slice(NS.length) }))
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
