/**
 * GET /categories and GET /tags (docs/tec-behaviour.md §3.1.4, §3.2, §3.5; docs/api.md §6): every list argument,
 * the envelope in TEC's key order, counts of published events, paging past the end, and links that
 * keep every filter. Single reads and writes are in terms-write.test.ts, parents and the category
 * hierarchy in terms-hierarchy.test.ts.
 */
import type { Response } from 'supertest';
import { useApp } from './helpers/app';
import { createEvent } from './helpers/event-reads';
import { makeCategory, makeTag } from './helpers/fixtures';
import { originOf } from './helpers/writes';
import { NS, invalidParamBody, pathOf, queryPairs } from './helpers/linked';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const get = (path: string, auth?: string) =>
  auth ? app.http.get(path).set('Authorization', auth) : app.http.get(path);

type Kind = 'category' | 'tag';
const KINDS = [
  {
    kind: 'category' as Kind,
    plural: 'categories',
    taxonomy: 'tribe_events_cat',
    page: 'events/category',
    field: 'categories',
  },
  { kind: 'tag' as Kind, plural: 'tags', taxonomy: 'post_tag', page: 'events/tag', field: 'tags' },
];

/** name, slug, published events, draft events. Names sort differently by name, slug, id and count. */
const TERMS: Array<[string, string, number, number]> = [
  ['Mango', 'zz-mango', 2, 0],
  ['apple', 'apple', 1, 0],
  ['Cherry', 'cherry', 0, 1],
  ['Date', 'date', 0, 0],
  ['Elder', 'elder', 1, 1],
  ['Fig', 'fig', 3, 0],
];

describe.each(KINDS)('GET /$plural', ({ kind, plural, taxonomy, page, field }) => {
  const id: Record<string, number> = {};
  let multi: number;
  let single: number;
  const base = `${NS}/${plural}`;
  const names = (res: Response) => (res.body[plural] as Array<{ name: string }>).map((t) => t.name);

  beforeAll(async () => {
    const make = kind === 'category' ? makeCategory : makeTag;
    for (const [name, slug] of TERMS)
      id[name] = (await make(app.strapi, `${name}`, { slug, description: `${name} ${kind}` })).id;
    // One event carries Mango and Fig; the others one term each. Drafts never count (docs/tec-behaviour.md §3.5).
    multi = (await createEvent(app, full, { title: `${kind} multi`, [field]: [id.Mango, id.Fig] }))
      .id;
    for (const [name, , published, drafts] of TERMS) {
      const already = name === 'Mango' || name === 'Fig' ? 1 : 0;
      for (let i = already; i < published; i++)
        single = (
          await createEvent(app, full, { title: `${kind} ${name} ${i}`, [field]: [id[name]] })
        ).id;
      for (let i = 0; i < drafts; i++)
        await createEvent(app, full, {
          title: `${kind} ${name} draft ${i}`,
          [field]: [id[name]],
          status: 'draft',
        });
    }
  });

  it("has TEC's keys in order: rest_url, total, total_pages, the terms, then the links", async () => {
    const first = await get(`${base}?per_page=2`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual([
      'rest_url',
      'total',
      'total_pages',
      plural,
      'next_rest_url',
    ]);
    const middle = await get(`${base}?per_page=1&page=2`);
    expect(Object.keys(middle.body)).toEqual([
      'rest_url',
      'total',
      'total_pages',
      plural,
      'next_rest_url',
      'previous_rest_url',
    ]);
    const last = await get(`${base}?per_page=2&page=2`);
    expect(Object.keys(last.body)).toEqual([
      'rest_url',
      'total',
      'total_pages',
      plural,
      'previous_rest_url',
    ]);
  });

  it('hides terms without a published event by default, ordered by name (case-insensitively)', async () => {
    const res = await get(base);
    expect(names(res)).toEqual(['apple', 'Elder', 'Fig', 'Mango']);
    expect(res.body.total).toBe(4);
    expect(res.body.total_pages).toBe(1);
    expect(res.headers['x-tec-total']).toBe('4');
    expect(res.headers['x-tec-totalpages']).toBe('1');
    expect(res.headers['x-wp-total']).toBe('4');
  });

  it('hide_empty=false shows every term; counts are published events only', async () => {
    const res = await get(`${base}?hide_empty=false`);
    expect(names(res)).toEqual(['apple', 'Cherry', 'Date', 'Elder', 'Fig', 'Mango']);
    const counts = Object.fromEntries(
      res.body[plural].map((t: { name: string; count: number }) => [t.name, t.count])
    );
    expect(counts).toEqual({ apple: 1, Cherry: 0, Date: 0, Elder: 1, Fig: 3, Mango: 2 });
    expect(names(await get(`${base}?hide_empty=0`))).toEqual(names(res));
    expect(names(await get(`${base}?hide_empty=true`))).toEqual(['apple', 'Elder', 'Fig', 'Mango']);
  });

  it('rejects a hide_empty that is not a boolean', async () => {
    const res = await get(`${base}?hide_empty=maybe`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(res.body.data.params).toEqual({ hide_empty: 'hide_empty is not of type boolean.' });
  });

  it("lists records of TEC's shape, without _links (docs/tec-behaviour.md §11.9)", async () => {
    const res = await get(`${base}?slug=fig`);
    const origin = originOf(res);
    expect(res.body[plural]).toEqual([
      {
        id: id.Fig,
        count: 3,
        description: `Fig ${kind}`,
        name: 'Fig',
        slug: 'fig',
        taxonomy,
        ...(kind === 'category' ? { parent: 0 } : {}),
        meta: [],
        url: `${origin}/${page}/fig/`,
        urls: { self: `${origin}${base}/${id.Fig}`, collection: `${origin}${base}` },
        translation_language: 'en',
        translations: { en: id.Fig },
      },
    ]);
    expect(Object.keys(res.body[plural][0])).toEqual([
      'id',
      'count',
      'description',
      'name',
      'slug',
      'taxonomy',
      ...(kind === 'category' ? ['parent'] : []),
      'meta',
      'url',
      'urls',
      'translation_language',
      'translations',
    ]);
  });

  describe('pagination', () => {
    it('pages; past the end is 200 with an empty list, not an error (TEC)', async () => {
      const first = await get(`${base}?hide_empty=false&per_page=4`);
      expect(names(first)).toEqual(['apple', 'Cherry', 'Date', 'Elder']);
      expect(first.body).toMatchObject({ total: 6, total_pages: 2 });
      const second = await get(pathOf(first.body.next_rest_url));
      expect(names(second)).toEqual(['Fig', 'Mango']);
      const past = await get(`${base}?hide_empty=false&per_page=4&page=3`);
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ total: 6, total_pages: 2, [plural]: [] });
      expect(past.body).not.toHaveProperty('next_rest_url');
      const far = await get(`${base}?hide_empty=false&page=99999`);
      expect(far.status).toBe(200);
      expect(far.body[plural]).toEqual([]);
    });

    it('answers an empty result with total 0 and no links', async () => {
      const res = await get(`${base}?search=zzznomatch`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        rest_url: expect.any(String),
        total: 0,
        total_pages: 0,
        [plural]: [],
      });
      expect(res.headers['x-tec-total']).toBe('0');
      expect(res.headers.link).toBeUndefined();
    });

    it.each(['page', 'per_page'])('rejects bad %s values with 400', async (name) => {
      for (const value of ['foo', '0', '-1', '1.5', '']) {
        const res = await get(`${base}?${name}=${encodeURIComponent(value)}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(invalidParamBody(name));
      }
    });

    it('clamps per_page to 50', async () => {
      expect(queryPairs((await get(`${base}?per_page=90`)).body.rest_url)).toContainEqual([
        'per_page',
        '50',
      ]);
    });

    it('keeps every filter in rest_url, next_rest_url, previous_rest_url and Link (TEC dropped them)', async () => {
      const start = `${base}?hide_empty=false&per_page=2&orderby=slug&order=desc&exclude=${id.Date}`;
      const seen: string[] = [];
      let path: string | undefined = start;
      let last: Response | undefined;
      while (path) {
        last = await get(path);
        expect(last.status).toBe(200);
        seen.push(...names(last));
        const q = new URL(last.body.rest_url).searchParams;
        expect(new URL(last.body.rest_url).pathname).toBe(`${base}/`);
        expect(Object.fromEntries(q)).toMatchObject({
          hide_empty: 'false',
          per_page: '2',
          orderby: 'slug',
          order: 'desc',
          exclude: String(id.Date),
        });
        if (last.body.next_rest_url)
          expect(last.headers.link).toContain(`<${last.body.next_rest_url}>; rel="next"`);
        path = last.body.next_rest_url ? pathOf(last.body.next_rest_url) : undefined;
      }
      expect(seen).toEqual(['Mango', 'Fig', 'Elder', 'Cherry', 'apple']);
      const back = await get(pathOf(last!.body.previous_rest_url));
      expect(names(back)).toEqual(['Elder', 'Cherry']);
      expect(queryPairs(last!.body.previous_rest_url)).toContainEqual(['orderby', 'slug']);
    });
  });

  describe('filters', () => {
    it('search: a substring of the name or of the slug; empty → 400', async () => {
      expect(names(await get(`${base}?search=zz-`))).toEqual(['Mango']);
      expect(names(await get(`${base}?search=ANG`))).toEqual(['Mango']);
      expect(names(await get(`${base}?search=e&hide_empty=false`))).toEqual([
        'apple',
        'Cherry',
        'Date',
        'Elder',
      ]);
      expect((await get(`${base}?search=`)).body).toEqual(invalidParamBody('search'));
    });

    it('include and exclude: term ids, CSV or array; unknown ids → 400', async () => {
      expect(names(await get(`${base}?include=${id.Fig},${id.Date}&hide_empty=false`))).toEqual([
        'Date',
        'Fig',
      ]);
      expect(names(await get(`${base}?include[]=${id.Fig}&include[]=${id.apple}`))).toEqual([
        'apple',
        'Fig',
      ]);
      expect(names(await get(`${base}?exclude=${id.Fig},${id.apple}`))).toEqual(['Elder', 'Mango']);
      for (const name of ['include', 'exclude']) {
        for (const value of ['99999999', `${id.Fig},99999999`, 'abc', '', '99999999999']) {
          const res = await get(`${base}?${name}=${value}`);
          expect(res.status).toBe(400);
          expect(res.body).toEqual(invalidParamBody(name));
        }
      }
    });

    it('order: asc (default) or desc; any other value is ascending; empty → 400', async () => {
      expect(names(await get(`${base}?order=desc`))).toEqual(['Mango', 'Fig', 'Elder', 'apple']);
      expect(names(await get(`${base}?order=DESC`))).toEqual(['Mango', 'Fig', 'Elder', 'apple']);
      expect(names(await get(`${base}?order=sideways`))).toEqual([
        'apple',
        'Elder',
        'Fig',
        'Mango',
      ]);
      expect((await get(`${base}?order=`)).body).toEqual(invalidParamBody('order'));
    });

    it('orderby: id, name, slug, count, include; unknown → name; empty → 400', async () => {
      const all = `${base}?hide_empty=false&orderby=`;
      expect(names(await get(`${all}id`))).toEqual([
        'Mango',
        'apple',
        'Cherry',
        'Date',
        'Elder',
        'Fig',
      ]);
      expect(names(await get(`${all}slug`))).toEqual([
        'apple',
        'Cherry',
        'Date',
        'Elder',
        'Fig',
        'Mango',
      ]);
      expect(names(await get(`${all}count&order=desc`))).toEqual([
        'Fig',
        'Mango',
        'apple',
        'Elder',
        'Cherry',
        'Date',
      ]);
      expect(names(await get(`${all}banana`))).toEqual([
        'apple',
        'Cherry',
        'Date',
        'Elder',
        'Fig',
        'Mango',
      ]);
      expect(
        names(await get(`${base}?orderby=include&include=${id.Fig},${id.apple},${id.Mango}`))
      ).toEqual(['Fig', 'apple', 'Mango']);
      expect((await get(`${base}?orderby=`)).body).toEqual(invalidParamBody('orderby'));
    });

    it('post / event: the terms of that event; event wins over post', async () => {
      expect(names(await get(`${base}?post=${multi}`))).toEqual(['Fig', 'Mango']);
      expect(names(await get(`${base}?event=${multi}`))).toEqual(['Fig', 'Mango']);
      expect(names(await get(`${base}?post=${multi}&event=${single}`))).toEqual(['Fig']);
      const res = await get(`${base}?event=${multi}&per_page=1`);
      expect(queryPairs(res.body.next_rest_url)).toContainEqual(['event', String(multi)]);
    });

    it("post / event: a draft event's terms are shown only to callers who may see the draft", async () => {
      const draft = (
        await createEvent(app, full, {
          title: `${kind} draft lookup`,
          [field]: [id.Fig],
          status: 'draft',
        })
      ).id;
      for (const name of ['post', 'event']) {
        expect(names(await get(`${base}?${name}=${draft}`))).toEqual([]);
        expect(names(await get(`${base}?${name}=${draft}`, full))).toEqual(['Fig']);
      }
    });

    it.each(['post', 'event'])('%s: unknown, non-numeric or empty → 400', async (name) => {
      for (const value of ['99999999', 'abc', '', '99999999999']) {
        const res = await get(`${base}?${name}=${value}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual(invalidParamBody(name));
      }
    });

    it('slug: exactly that term; unknown → 200 empty; empty → 400', async () => {
      expect(names(await get(`${base}?slug=zz-mango`))).toEqual(['Mango']);
      expect(names(await get(`${base}?slug=mango`))).toEqual([]);
      const none = await get(`${base}?slug=no-such-slug`);
      expect(none.status).toBe(200);
      expect(none.body.total).toBe(0);
      expect((await get(`${base}?slug=`)).body).toEqual(invalidParamBody('slug'));
    });

    it('is readable by anyone: anonymous, a user whose role holds nothing, a read-only token', async () => {
      const user = await app.user([]);
      const readOnly = await app.token('read-only');
      for (const auth of [undefined, user.auth, readOnly]) {
        const res = await get(base, auth);
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(4);
      }
    });

    it("lists the request's language only", async () => {
      expect((await get(`${base}?translation_language=fr&hide_empty=false`)).body.total).toBe(0);
    });
  });
});
