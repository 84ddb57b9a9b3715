/**
 * Categories and tags one at a time (docs/tec-behaviour.md §2.2 term handlers, §3.5, §4.5): GET by id, create,
 * update, permanent delete, and WordPress's own refusals (term_exists). Lists are in terms-list.test.ts,
 * parents and the category hierarchy in terms-hierarchy.test.ts.
 */
import { useApp } from './helpers/app';
import { atOnce } from './helpers/concurrent';
import { createEvent } from './helpers/event-reads';
import { originOf } from './helpers/writes';
import {
  NS,
  UIDS,
  count,
  invalidParamBody,
  pathOf,
  unchanged,
  withoutOrigin,
} from './helpers/linked';

const app = useApp();
let full: string;

beforeAll(async () => {
  full = await app.token('full-access');
});

const get = (path: string) => app.http.get(path);

type Kind = 'category' | 'tag';
const KINDS = [
  {
    kind: 'category' as Kind,
    plural: 'categories',
    taxonomy: 'tribe_events_cat',
    page: 'events/category',
    field: 'categories',
    uid: UIDS.category,
  },
  {
    kind: 'tag' as Kind,
    plural: 'tags',
    taxonomy: 'post_tag',
    page: 'events/tag',
    field: 'tags',
    uid: UIDS.tag,
  },
];

describe.each(KINDS)(
  '/$plural writes and single reads',
  ({ kind, plural, taxonomy, page, field, uid }) => {
    const base = `${NS}/${plural}`;
    const create = (body: object) => app.http.post(base).set('Authorization', full).send(body);

    async function make(body: Record<string, unknown>): Promise<Record<string, any>> {
      const res = await create(body);
      if (res.status !== 201)
        throw new Error(`${kind} not created (${res.status}): ${JSON.stringify(res.body)}`);
      return res.body;
    }

    describe('GET /{id}', () => {
      it("answers the record with _links, keys in TEC's order (docs/tec-behaviour.md §11.10)", async () => {
        const term = await make({
          name: `Music ${kind}`,
          description: 'Events in the Music category.',
        });
        await createEvent(app, full, { title: `Counted ${kind}`, [field]: [term.id] });
        await createEvent(app, full, {
          title: `Not counted ${kind}`,
          [field]: [term.id],
          status: 'draft',
        });
        const res = await get(`${base}/${term.id}`);
        expect(res.status).toBe(200);
        const origin = originOf(res);
        const self = `${origin}${base}/${term.id}`;
        expect(res.body).toEqual({
          id: term.id,
          count: 1,
          description: 'Events in the Music category.',
          name: `Music ${kind}`,
          slug: `music-${kind}`,
          taxonomy,
          ...(kind === 'category' ? { parent: 0 } : {}),
          meta: [],
          url: `${origin}/${page}/music-${kind}/`,
          urls: { self, collection: `${origin}${base}` },
          _links: { self: [{ href: self }], collection: [{ href: `${origin}${base}` }] },
          translation_language: 'en',
          translations: { en: term.id },
        });
        expect(Object.keys(res.body)).toEqual([
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
          '_links',
          'translation_language',
          'translations',
        ]);
      });

      it('answers unknown ids with 400 rest_invalid_param on id; non-numeric with 404; no by-slug route', async () => {
        for (const id of ['99999999', '99999999999']) {
          const res = await get(`${base}/${id}`);
          expect(res.status).toBe(400);
          expect(res.body).toEqual(invalidParamBody('id'));
        }
        expect((await get(`${base}/abc`)).body.code).toBe('rest_no_route');
        expect((await get(`${base}/by-slug/anything`)).status).toBe(404);
      });
    });

    describe('POST /', () => {
      it('creates: 201, Location = urls.self, the record', async () => {
        const before = await count(app, uid);
        const res = await create({
          name: `  Jazz ${kind}  `,
          description: 'Smooth',
          slug: `jazz-${kind}-slug`,
        });
        expect(res.status).toBe(201);
        expect(res.headers.location).toBe(`${originOf(res)}${base}/${res.body.id}`);
        expect(res.body).toMatchObject({
          name: `Jazz ${kind}`,
          description: 'Smooth',
          slug: `jazz-${kind}-slug`,
          count: 0,
          taxonomy,
        });
        expect(res.body.urls.self).toBe(res.headers.location);
        expect(await count(app, uid)).toBe(before + 1);
        expect((await get(pathOf(res.headers.location))).body.id).toBe(res.body.id);
      });

      it('derives the slug from the name, unique, and normalises a slug it is sent', async () => {
        const a = await make({ name: `Rock & Roll ${kind}` });
        expect(a.slug).toBe(`rock-and-roll-${kind}`);
        const b = await make({ name: `Other ${kind}`, slug: `Rock And Roll ${kind}` });
        expect(b.slug).toBe(`rock-and-roll-${kind}-2`);
        expect(a.description).toBe('');
      });

      it('gives a name with nothing sluggable a slug all the same', async () => {
        const a = await make({ name: '日本' });
        expect(a.slug).toMatch(new RegExp(`^${kind}(-\\d+)?$`));
      });

      it('creates in the language asked for; its URLs lead back to it from any root', async () => {
        const res = await create({ name: `Chanson ${kind}`, translation_language: 'fr' });
        const fr = res.body;
        expect(fr.translation_language).toBe('fr');
        expect(fr.urls.self).toBe(`${originOf(res)}${base}/${fr.id}?translation_language=fr`);
        expect(res.headers.location).toBe(fr.urls.self);
        expect((await get(pathOf(res.headers.location))).body.name).toBe(`Chanson ${kind}`);
        // On the French root, bare URLs read French.
        const onFr = await get(`/fr${base}/${fr.id}`);
        expect(onFr.body.urls.self).toBe(`${originOf(onFr)}/fr${base}/${fr.id}`);
        // The English list does not show it; the French one does.
        expect((await get(`${base}?hide_empty=false&search=chanson`)).body.total).toBe(0);
        expect(
          (await get(`/fr${base}?hide_empty=false&search=chanson`)).body[plural].map(
            (t: { id: number }) => t.id
          )
        ).toEqual([fr.id]);
      });

      describe('refused (nothing is written)', () => {
        it('name missing → 400 rest_missing_callback_param', async () => {
          const res = await unchanged(app, () => create({ description: 'x' }));
          expect(res.status).toBe(400);
          expect(res.body).toEqual({
            code: 'rest_missing_callback_param',
            message: 'Missing parameter(s): name',
            data: { status: 400, params: ['name'] },
          });
        });

        it.each([
          ['name', ''],
          ['name', '   '],
          ['name', 'x'.repeat(201)],
          ['description', ''],
          ['slug', ''],
        ])('%s=%p → 400 rest_invalid_param', async (name, value) => {
          const res = await unchanged(app, () =>
            create({ name: `Refused ${kind}`, [name]: value })
          );
          expect(res.status).toBe(400);
          expect(res.body).toEqual(invalidParamBody(name));
        });

        it('a duplicate name (any case) → 400 term_exists with data.term_id', async () => {
          const first = await make({ name: `Dup ${kind}` });
          const res = await unchanged(app, () => create({ name: `DUP ${kind}` }));
          expect(res.status).toBe(400);
          const message =
            kind === 'category'
              ? 'A term with the name provided already exists with this parent.'
              : 'A term with the name provided already exists in this taxonomy.';
          expect(res.body).toEqual({
            code: 'term_exists',
            message,
            data: { status: 400, term_id: first.id },
          });
        });

        // Several pooled connections at once on PostgreSQL or MariaDB: the creates that lose the race
        // for the slug see the winner and answer as if they came after it.
        it('concurrent creates of one name → one term, the others 400 term_exists naming it, no 500', async () => {
          const answers = await atOnce(app, 6, () => create({ name: `Rush ${kind}` }));
          const created = answers.filter((r) => r.status === 201);
          expect(created).toHaveLength(1);
          expect(
            answers.filter((r) => r.status === 400).map((r) => [r.body.code, r.body.data.term_id])
          ).toEqual(Array(5).fill(['term_exists', created[0].body.id]));
          expect(await count(app, uid, { name: `Rush ${kind}` })).toBe(1);
        });

        it('a duplicate name in another language is allowed', async () => {
          await make({ name: `Bilingual ${kind}` });
          const fr = await make({ name: `Bilingual ${kind}`, translation_language: 'fr' });
          expect(fr.translation_language).toBe('fr');
        });
      });
    });

    describe('POST|PUT|PATCH /{id}', () => {
      it.each(['post', 'put', 'patch'] as const)(
        '%s changes only the fields sent',
        async (method) => {
          const term = await make({ name: `Editable ${kind} ${method}`, description: 'Before' });
          const res = await app.http[method](`${base}/${term.id}`)
            .set('Authorization', full)
            .send({ description: 'After' });
          expect(res.status).toBe(200);
          expect(withoutOrigin(res.body)).toEqual(withoutOrigin({ ...term, description: 'After' }));
          const renamed = await app.http[method](`${base}/${term.id}`)
            .set('Authorization', full)
            .send({ name: `Renamed ${kind} ${method}` });
          expect(renamed.body).toMatchObject({
            name: `Renamed ${kind} ${method}`,
            slug: term.slug,
            description: 'After',
          });
          const reslugged = await app.http[method](`${base}/${term.id}`)
            .set('Authorization', full)
            .send({ slug: `New Slug ${method} ${kind}` });
          expect(reslugged.body.slug).toBe(`new-slug-${method}-${kind}`);
        }
      );

      it('refuses bad input and writes nothing', async () => {
        const term = await make({ name: `Strict ${kind}` });
        const other = await make({ name: `Taken ${kind}` });
        const cases: Array<[object, object]> = [
          [{ name: '' }, invalidParamBody('name')],
          [{ description: '' }, invalidParamBody('description')],
          [{ slug: '' }, invalidParamBody('slug')],
        ];
        for (const [body, error] of cases) {
          const res = await unchanged(app, () =>
            app.http.put(`${base}/${term.id}`).set('Authorization', full).send(body)
          );
          expect(res.status).toBe(400);
          expect(res.body).toEqual(error);
        }
        const dup = await unchanged(app, () =>
          app.http
            .put(`${base}/${term.id}`)
            .set('Authorization', full)
            .send({ name: `taken ${kind}` })
        );
        expect(dup.status).toBe(400);
        expect(dup.body).toMatchObject({
          code: 'term_exists',
          data: { status: 400, term_id: other.id },
        });
        const unknown = await unchanged(app, () =>
          app.http.put(`${base}/99999999`).set('Authorization', full).send({ name: 'x' })
        );
        expect(unknown.body).toEqual(invalidParamBody('id'));
      });

      it('keeps its own name without a term_exists (a rename to the same name)', async () => {
        const term = await make({ name: `Same ${kind}` });
        const res = await app.http
          .put(`${base}/${term.id}`)
          .set('Authorization', full)
          .send({ name: `Same ${kind}`, description: 'd' });
        expect(res.status).toBe(200);
      });
    });

    describe('DELETE /{id}', () => {
      it('deletes permanently, answers the previous record, and a later read is 400', async () => {
        const term = await make({ name: `Doomed ${kind}`, description: 'Bye' });
        const event = await createEvent(app, full, {
          title: `Doomed host ${kind}`,
          [field]: [term.id],
        });
        const before = (await get(`${base}/${term.id}`)).body;
        expect(before.count).toBe(1);
        const res = await app.http.delete(`${base}/${term.id}`).set('Authorization', full);
        expect(res.status).toBe(200);
        // The record as it was, without WordPress's _links (a delete answers a fresh response).
        const { _links, ...previous } = before;
        expect(withoutOrigin(res.body)).toEqual(withoutOrigin(previous));
        expect(Object.keys(res.body)).toEqual(Object.keys(previous));
        expect(await count(app, uid, { id: term.id })).toBe(0);
        expect((await get(`${base}/${term.id}`)).body).toEqual(invalidParamBody('id'));
        // The event keeps going without it.
        const host = await app.http.get(`${NS}/events/${event.id}`);
        expect(host.status).toBe(200);
        expect(host.body[field]).toEqual([]);
        // Again: it is gone, 400.
        expect(
          (
            await unchanged(app, () =>
              app.http.delete(`${base}/${term.id}`).set('Authorization', full)
            )
          ).body
        ).toEqual(invalidParamBody('id'));
      });

      it('is permanent even with force=false (TEC forces it)', async () => {
        const term = await make({ name: `Forced ${kind}` });
        expect(
          (await app.http.delete(`${base}/${term.id}?force=false`).set('Authorization', full))
            .status
        ).toBe(200);
        expect(await count(app, uid, { id: term.id })).toBe(0);
      });
    });
  }
);
