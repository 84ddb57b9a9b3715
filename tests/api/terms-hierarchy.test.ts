/**
 * Category parents (docs/tec-behaviour.md §3.1.4, §3.5, §4.5; docs/api.md §6): the parent filter and the
 * hierarchy in GET /categories, parents on create and update (term_exists per parent, unknown
 * parents, loops, moves, deletes that re-parent), and tags, which have none
 * (rest_taxonomy_not_hierarchical). Other list arguments are in terms-list.test.ts, other writes in
 * terms-write.test.ts.
 */
import type { Response } from 'supertest';
import { useApp } from './helpers/app';
import { createEvent } from './helpers/event-reads';
import { makeCategory } from './helpers/fixtures';
import { originOf } from './helpers/writes';
import { NS, invalidParamBody, queryPairs, unchanged } from './helpers/linked';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const get = (path: string, auth?: string) =>
  auth ? app.http.get(path).set('Authorization', auth) : app.http.get(path);

describe('GET /categories: parent and hierarchy', () => {
  const id: Record<string, number> = {};
  const names = (res: Response) =>
    (res.body.categories as Array<{ name: string }>).map((t) => t.name);

  beforeAll(async () => {
    id.top = (await makeCategory(app.strapi, 'Tree Top')).id;
    id.mid = (await makeCategory(app.strapi, 'Tree Mid', { parent: id.top })).id;
    id.leaf = (await makeCategory(app.strapi, 'Tree Leaf', { parent: id.mid })).id;
    id.leaf2 = (await makeCategory(app.strapi, 'Tree Leaf Two', { parent: id.mid })).id;
    await createEvent(app, full, { title: 'Tree leaf event', categories: [id.leaf] });
  });

  it('parent: the direct children only', async () => {
    expect(names(await get(`${NS}/categories?parent=${id.top}&hide_empty=false`))).toEqual([
      'Tree Mid',
    ]);
    expect(names(await get(`${NS}/categories?parent=${id.mid}&hide_empty=false`))).toEqual([
      'Tree Leaf',
      'Tree Leaf Two',
    ]);
    expect(
      queryPairs((await get(`${NS}/categories?parent=${id.mid}`)).body.rest_url)
    ).toContainEqual(['parent', String(id.mid)]);
  });

  it.each(['99999999', 'abc', '', '0', '99999999999'])('parent=%p → 400', async (value) => {
    const res = await get(`${NS}/categories?parent=${value}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('parent'));
  });

  it("hide_empty keeps an empty category whose descendants have events (WordPress's hierarchical default)", async () => {
    expect(names(await get(`${NS}/categories?search=Tree`))).toEqual([
      'Tree Leaf',
      'Tree Mid',
      'Tree Top',
    ]);
    expect(names(await get(`${NS}/categories?parent=${id.top}`))).toEqual(['Tree Mid']);
    const top = (await get(`${NS}/categories?search=Tree`)).body.categories.find(
      (c: { name: string }) => c.name === 'Tree Top'
    );
    // The count stays the term's own (no padding).
    expect(top.count).toBe(0);
  });

  it('carries urls.up when there is a parent', async () => {
    const res = await get(`${NS}/categories?slug=tree-mid`);
    const mid = res.body.categories[0];
    expect(mid.parent).toBe(id.top);
    expect(mid.urls).toEqual({
      self: `${originOf(res)}${NS}/categories/${id.mid}`,
      collection: `${originOf(res)}${NS}/categories`,
      up: `${originOf(res)}${NS}/categories/${id.top}`,
    });
  });

  it('tags have no parent argument: it is ignored', async () => {
    const res = await get(`${NS}/tags?parent=99999999&hide_empty=false`);
    expect(res.status).toBe(200);
    expect(new URL(res.body.rest_url).searchParams.has('parent')).toBe(false);
  });
});
describe('/tags: no parent (rest_taxonomy_not_hierarchical)', () => {
  const body = {
    code: 'rest_taxonomy_not_hierarchical',
    message: 'Cannot set parent term, taxonomy is not hierarchical.',
    data: { status: 400 },
  };

  it.each([1, 0, '5', 'foo'])(
    'refuses parent=%p on create and update, writing nothing',
    async (parent) => {
      const created = await unchanged(app, () =>
        app.http
          .post(`${NS}/tags`)
          .set('Authorization', full)
          .send({ name: `Parented tag ${parent}`, parent })
      );
      expect(created.status).toBe(400);
      expect(created.body).toEqual(body);
      const tag = (
        await app.http
          .post(`${NS}/tags`)
          .set('Authorization', full)
          .send({ name: `Plain tag ${parent}` })
      ).body;
      const updated = await unchanged(app, () =>
        app.http.patch(`${NS}/tags/${tag.id}`).set('Authorization', full).send({ parent })
      );
      expect(updated.status).toBe(400);
      expect(updated.body).toEqual(body);
    }
  );
});

describe('/categories: parents', () => {
  const create = (body: object) =>
    app.http.post(`${NS}/categories`).set('Authorization', full).send(body);
  const update = (id: number, body: object) =>
    app.http.put(`${NS}/categories/${id}`).set('Authorization', full).send(body);
  let root: Record<string, any>;
  let child: Record<string, any>;
  let grandchild: Record<string, any>;

  beforeAll(async () => {
    root = (await create({ name: 'Root' })).body;
    child = (await create({ name: 'Child', parent: root.id })).body;
    grandchild = (await create({ name: 'Grandchild', parent: String(child.id) })).body;
  });

  it('creates under a parent: parent, urls.up and _links.up', async () => {
    expect(child.parent).toBe(root.id);
    expect(child.urls.up).toBe(child.urls.self.replace(/\d+$/, String(root.id)));
    expect(child._links.up).toEqual([{ href: child.urls.up }]);
    expect(grandchild.parent).toBe(child.id);
    const res = await get(`${NS}/categories/${child.id}`);
    expect(res.body).toMatchObject({
      parent: root.id,
      urls: { up: expect.stringMatching(new RegExp(`/categories/${root.id}$`)) },
    });
  });

  it('allows the same name under another parent, refuses it under the same parent', async () => {
    const twin = await create({ name: 'Child', parent: grandchild.id });
    expect(twin.status).toBe(201);
    expect(twin.body.slug).toBe('child-2');
    const topTwin = await create({ name: 'Child' });
    expect(topTwin.status).toBe(201);
    const dup = await unchanged(app, () => create({ name: 'child', parent: root.id }));
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({
      code: 'term_exists',
      message: 'A term with the name provided already exists with this parent.',
      data: { status: 400, term_id: child.id },
    });
    const moved = await unchanged(app, () => update(topTwin.body.id, { parent: root.id }));
    expect(moved.body).toMatchObject({ code: 'term_exists', data: { term_id: child.id } });
  });

  it.each([99999999, 'foo', '', 99999999999])('refuses an unknown parent %p', async (parent) => {
    const res = await unchanged(app, () => create({ name: 'Orphan', parent }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('parent'));
  });

  it('refuses a parent loop: itself or one of its descendants', async () => {
    for (const parent of [root.id, child.id, grandchild.id]) {
      const res = await unchanged(app, () => update(root.id, { parent }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidParamBody('parent'));
    }
  });

  it('moves and detaches: parent 0 makes a top-level category', async () => {
    const leaf = (await create({ name: 'Mover', parent: grandchild.id })).body;
    expect((await update(leaf.id, { parent: root.id })).body.parent).toBe(root.id);
    const top = await update(leaf.id, { parent: 0 });
    expect(top.body.parent).toBe(0);
    expect(top.body.urls).not.toHaveProperty('up');
    expect(top.body._links).not.toHaveProperty('up');
  });

  it('deleting a category moves its children to its own parent (WordPress)', async () => {
    const a = (await create({ name: 'Del A' })).body;
    const b = (await create({ name: 'Del B', parent: a.id })).body;
    const c = (await create({ name: 'Del C', parent: b.id })).body;
    const d = (await create({ name: 'Del D', parent: b.id })).body;
    expect(
      (await app.http.delete(`${NS}/categories/${b.id}`).set('Authorization', full)).status
    ).toBe(200);
    for (const orphan of [c, d])
      expect((await get(`${NS}/categories/${orphan.id}`)).body.parent).toBe(a.id);
    expect(
      (await app.http.delete(`${NS}/categories/${a.id}`).set('Authorization', full)).status
    ).toBe(200);
    for (const orphan of [c, d])
      expect((await get(`${NS}/categories/${orphan.id}`)).body.parent).toBe(0);
  });

  it('links events by category of the same language only', async () => {
    const fr = (await create({ name: 'Racine', translation_language: 'fr' })).body;
    const res = await unchanged(app, () => create({ name: 'Enfant', parent: fr.id }));
    // The French parent has no English version: the English child cannot hang under it.
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidParamBody('parent'));
    const child = await create({ name: 'Enfant', parent: fr.id, translation_language: 'fr' });
    expect(child.status).toBe(201);
    expect(child.body.parent).toBe(fr.id);
  });
});
