/**
 * Categories and tags (docs/tec-behaviour.md §2.2 term handlers, §4.5): unknown ids answer 400
 * rest_invalid_param; deletes are permanent and answer with the previous record; paging past
 * the end is an empty page, not an error.
 */
import type { Core } from '@strapi/strapi';
import type { TermKind } from '../domain/terms';
import type { TermRow } from '../domain/types';
import { ApiError, invalidParams } from '../v1/errors';
import { message } from '../v1/messages';
import { termInput, termListQuery, type TermWriteArgs } from '../v1/params/terms';
import type { ApiRequest } from '../v1/request';
import { archiveHeaders, pagination } from '../v1/serializers/archive';
import { serializeTerm } from '../v1/serializers/term-record';
import { endpoint } from './endpoint';
import { getService } from '../utils/get-service';

const PLURAL = { category: 'categories', tag: 'tags' } as const;

/**
 * The term reads and writes both term APIs share (the namespace's here, wp/v2's in wp-terms.ts):
 * one record, one set of WordPress's checks (docs/api.md §7.5, §16.3).
 */
export function termWrites(strapi: Core.Strapi, kind: TermKind) {
  const terms = () => getService(strapi, 'terms');
  const records = () => getService(strapi, 'records');

  /** The request language's version of the term with this id (of any version); null when none. */
  async function find(req: ApiRequest, id: number): Promise<TermRow | null> {
    const ids = await records().resolveIds(kind, [id], req.lang, false);
    return ids ? await terms().findById(kind, ids[0]) : null;
  }

  /** WordPress words it by taxonomy: categories clash under one parent, tags in the whole taxonomy. */
  const termExists = (id: number) =>
    new ApiError(
      'term_exists',
      400,
      kind === 'category' ? 'term_exists' : 'term_exists_in_taxonomy',
      {},
      { term_id: id }
    );

  /** WordPress's own checks of a term write: no parent on tags, no loops, no duplicate name under one parent. */
  async function checkWrite(req: ApiRequest, p: TermWriteArgs, existing: TermRow | null) {
    if (kind === 'tag' && p.parent !== undefined)
      throw new ApiError('rest_taxonomy_not_hierarchical', 400, 'term_parent_not_hierarchical');
    // A category's parent parses to an id (0: none); a tag's was refused above.
    const parentId = typeof p.parent === 'number' ? p.parent : (existing?.parent?.id ?? 0);
    if (existing && parentId && (await terms().isSelfOrDescendant(existing.id, parentId))) {
      throw invalidParams({ parent: { message: message('invalid_parameter', req.lang) } });
    }
    const name = p.name ?? (p.parent !== undefined ? existing?.name : undefined);
    if (name === undefined) return;
    const duplicate = await terms().sameName(
      kind,
      name,
      parentId,
      existing?.locale ?? req.lang,
      existing?.id
    );
    if (duplicate) throw termExists(duplicate);
  }

  /** A new term from parsed write arguments; 400 term_exists when its name is taken. */
  async function create(req: ApiRequest, p: TermWriteArgs): Promise<TermRow> {
    await checkWrite(req, p, null);
    // A same-name create running at the same time got there first: term_exists, as if this one came after it.
    const { row, existed } = await terms().create(kind, termInput(p), req.lang);
    if (existed) throw termExists(row.id);
    return row;
  }

  return { find, checkWrite, create };
}

export function termController(strapi: Core.Strapi, kind: TermKind) {
  const terms = () => getService(strapi, 'terms');
  const records = () => getService(strapi, 'records');
  const writes = termWrites(strapi, kind);

  /**
   * `links`: WordPress's `_links`, as its responses carry them: on single reads, creates and
   * updates, not on list items (docs/tec-behaviour.md §11.9–11.10) nor on a delete (WordPress answers a new response there).
   */
  async function render(req: ApiRequest, rows: TermRow[], links = true) {
    const translations = await records().translations(
      kind,
      rows.map((r) => r.documentId)
    );
    // rootLang: URLs of a term of another language carry translation_language, so they lead back to it.
    const out = req.output(translations, { edit: false });
    return rows.map((row) => serializeTerm(row, kind, out, { links }));
  }

  async function target(req: ApiRequest, p: { id: number }): Promise<TermRow> {
    const row = await writes.find(req, p.id);
    if (!row) throw invalidParams({ id: { message: message('invalid_parameter', req.lang) } });
    return row;
  }

  return {
    find: endpoint(strapi, `${PLURAL[kind]}.find` as const, async (req, route) => {
      const p = await req.params(route);
      const { query, echo } = termListQuery(p, req.paramContext());
      const { rows, total } = await terms().list(kind, query);
      const input = {
        key: PLURAL[kind],
        items: [],
        base: `${req.root}/${PLURAL[kind]}/`,
        echo,
        page: query.page,
        perPage: query.perPage,
        total,
      };
      const { restUrl, next, previous, totalPages } = pagination(input);
      // Key order of TEC's term archives (docs/tec-behaviour.md §3.2).
      const body = {
        rest_url: restUrl,
        total,
        total_pages: totalPages,
        [PLURAL[kind]]: await render(req, rows, false),
        ...(next ? { next_rest_url: next } : {}),
        ...(previous ? { previous_rest_url: previous } : {}),
      };
      return { body, headers: archiveHeaders(total, totalPages, next, previous) };
    }),

    findOne: endpoint(strapi, `${PLURAL[kind]}.findOne` as const, async (req, route) => {
      const p = await req.params(route);
      return { body: (await render(req, [await target(req, p)]))[0] };
    }),

    create: endpoint(strapi, `${PLURAL[kind]}.create` as const, async (req, route) => {
      const p = await req.params(route);
      const [body] = await render(req, [await writes.create(req, p)]);
      return { status: 201, body, headers: { Location: body.urls.self } };
    }),

    update: endpoint(strapi, `${PLURAL[kind]}.update` as const, async (req, route) => {
      const p = await req.params(route);
      const existing = await target(req, p);
      await writes.checkWrite(req, p, existing);
      return { body: (await render(req, [await terms().update(kind, existing, termInput(p))]))[0] };
    }),

    delete: endpoint(strapi, `${PLURAL[kind]}.delete` as const, async (req, route) => {
      const p = await req.params(route);
      const existing = await target(req, p);
      const [body] = await render(req, [existing], false);
      await terms().destroy(kind, existing);
      return { body };
    }),
  };
}

export const categories = ({ strapi }: { strapi: Core.Strapi }) =>
  termController(strapi, 'category');
export const tags = ({ strapi }: { strapi: Core.Strapi }) => termController(strapi, 'tag');
