/**
 * The namespace index (`GET {ns}/`) and the OpenAPI document (`GET {ns}/doc`) of docs/api.md §8, over
 * HTTP: both under every language root and in its language, and the document valid under a
 * standard OpenAPI 3.1 validator. That they list exactly what Strapi serves, and that the
 * document's response schemas match the answers, is in docs-drift.test.ts.
 */
import { useApp } from './helpers/app';
import {
  ROOTS,
  operations,
  validateOpenApi,
  type Json,
  type NamespaceIndex,
  type OpenApi,
} from './helpers/docs';
import { NS, originOf } from './helpers/writes';
import { NAMESPACE } from './helpers/root';

const app = useApp();
let full: string;
let en: OpenApi;
let index: NamespaceIndex;

beforeAll(async () => {
  full = await app.token('full-access');
  en = (await app.http.get(`${NS}/doc`)).body;
  index = (await app.http.get(`${NS}/`)).body;
});

describe('under every language root', () => {
  describe.each(ROOTS)('%s', (lang, prefix) => {
    test.each([`${NS}`, `${NS}/`])(
      `GET ${prefix}%s is the namespace index, linked on this root`,
      async (p) => {
        const res = await app.http.get(`${prefix}${p}`);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        const root = `${originOf(res)}${prefix}${NS}`;
        expect(res.body.namespace).toBe(NAMESPACE);
        expect(res.body._links).toEqual({
          self: [{ href: root }],
          describedby: [{ href: `${root}/doc` }],
        });
        expect(res.body.routes[`/${NAMESPACE}/events`]._links).toEqual({
          self: [{ href: `${root}/events` }],
        });
      }
    );

    test(`GET ${prefix}${NS}/doc is the OpenAPI document of this root`, async () => {
      const res = await app.http.get(`${prefix}${NS}/doc`);
      expect(res.status).toBe(200);
      expect(res.body.openapi).toBe('3.1.0');
      expect(res.body.servers[0].url).toBe(`${originOf(res)}${prefix}${NS}`);
    });

    test('HEAD answers like GET, without a body', async () => {
      for (const p of [`${NS}/`, `${NS}/doc`]) {
        const res = await app.http.head(`${prefix}${p}`);
        expect(res.status).toBe(200);
        expect(res.text ?? '').toBe('');
      }
    });

    test('the document validates under the OpenAPI 3.1 schema validator', async () => {
      const res = await app.http.get(`${prefix}${NS}/doc`);
      const result = validateOpenApi(res.body);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
    });

    test('every documented route and method is served on this root (never rest_no_route)', async () => {
      const { body } = await app.http.get(`${prefix}${NS}/doc`);
      for (const { path: p, method } of operations(body)) {
        const url = `${prefix}${NS}${p === '/' ? '' : p}`
          .replace('{id}', '999999999')
          .replace('{slug}', 'no-such-slug');
        const res =
          await app.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
        expect([method, p, res.body?.code]).not.toEqual([method, p, 'rest_no_route']);
        expect([method, p, res.status < 500]).toEqual([method, p, true]);
      }
    });
  });

  test('a write on a documentation route is an unknown route', async () => {
    for (const p of [`${NS}/`, `${NS}/doc`]) {
      const res = await app.http.post(p).set('Authorization', full).send({});
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('rest_no_route');
    }
  });
});

describe('languages of the documentation', () => {
  const texts = (node: unknown): string[] => {
    const out: string[] = [];
    JSON.stringify(node, (key, value) => {
      if (['description', 'summary'].includes(key) && typeof value === 'string') out.push(value);
      return value;
    });
    return out;
  };
  const skeleton = (node: unknown) =>
    JSON.parse(
      JSON.stringify(node, (key, value) =>
        ['description', 'summary', 'title'].includes(key) && typeof value === 'string' ? '…' : value
      )
    );
  const eventsPage = (doc: OpenApi) =>
    doc.paths['/events'].get.parameters.find((p) => p.name === 'page')!;

  test('the French document’s descriptions are French', async () => {
    const fr: OpenApi = (await app.http.get(`/fr${NS}/doc`)).body;
    expect(eventsPage(fr).description).toBe('La page de la liste à renvoyer');
    expect(fr.paths['/events'].get.summary).toBe('Lister les évènements');
    expect(fr.paths['/events/{id}'].delete.summary).toBe(
      'Mettre un évènement à la corbeille ou le supprimer'
    );
    expect(fr.components.responses.EventNotFound.description).toBe(
      'Aucun évènement n’a cet ID ou ce slug dans la langue de la requête'
    );
    // Every text changed but a handful that read the same in both languages.
    const english = new Set(texts(en));
    const same = texts(fr).filter((t) => english.has(t));
    expect(same.length).toBeLessThan(texts(fr).length / 50);
  });

  test('the Dutch document is in Dutch', async () => {
    const nl: OpenApi = (await app.http.get(`/nl${NS}/doc`)).body;
    expect(eventsPage(nl).description).toBe('De terug te geven pagina van de lijst');
    expect(nl.paths['/venues'].post.summary).toBe('Een locatie aanmaken');
    const english = new Set(texts(en));
    expect(texts(nl).filter((t) => english.has(t)).length).toBeLessThan(texts(nl).length / 20);
  });

  test('the index’s descriptions follow the root too', async () => {
    const fr: NamespaceIndex = (await app.http.get(`/fr${NS}/`)).body;
    const nl: NamespaceIndex = (await app.http.get(`/nl${NS}`)).body;
    const page = (i: NamespaceIndex) =>
      i.routes[`/${NAMESPACE}/events`].endpoints[0].args.page.description;
    expect(page(index)).toBe('The archive page to return');
    expect(page(fr)).toBe('La page de la liste à renvoyer');
    expect(page(nl)).toBe('De terug te geven pagina van de lijst');
  });

  test('translation_language wins over the root, and the root stays the one of the request', async () => {
    const res = await app.http.get(`/nl${NS}/doc?translation_language=fr`);
    expect(eventsPage(res.body).description).toBe('La page de la liste à renvoyer');
    expect(res.body.servers[0].url).toBe(`${originOf(res)}/nl${NS}`);
    const idx = await app.http.get(`${NS}/?translation_language=nl`);
    expect(idx.body.routes[`/${NAMESPACE}/events`].endpoints[0].args.page.description).toBe(
      'De terug te geven pagina van de lijst'
    );
  });

  test('names, types, enums and defaults are identical in every language', async () => {
    const base = skeleton({ ...en, servers: [] });
    for (const [, prefix] of ROOTS) {
      const doc = (await app.http.get(`${prefix}${NS}/doc`)).body;
      expect(skeleton({ ...doc, servers: [] })).toEqual(base);
      const idx = (await app.http.get(`${prefix}${NS}/`)).body;
      expect(
        skeleton({
          ...idx,
          _links: {},
          routes: Object.fromEntries(
            Object.entries(idx.routes as Json).map(([k, v]) => [
              k,
              { ...(v as Json), _links: undefined },
            ])
          ),
        })
      ).toEqual(
        skeleton({
          ...index,
          _links: {},
          routes: Object.fromEntries(
            Object.entries(index.routes).map(([k, v]) => [k, { ...v, _links: undefined }])
          ),
        })
      );
    }
  });

  test('an unknown language, namespace or context is refused in the error shape, in the root’s language', async () => {
    const bad = await app.http.get(`/fr${NS}/doc?translation_language=xx`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Paramètre(s) invalide(s) : translation_language',
      data: { status: 400 },
    });
    const ns = await app.http.get(`${NS}/?namespace=wp/v2`);
    expect(ns.status).toBe(400);
    expect(Object.keys(ns.body.data.params)).toEqual(['namespace']);
    const context = await app.http.get(`${NS}/?context=embed`);
    expect(context.status).toBe(400);
    expect(Object.keys(context.body.data.params)).toEqual(['context']);
    expect((await app.http.get(`${NS}/?namespace=${NAMESPACE}&context=edit`)).status).toBe(200);
  });
});
