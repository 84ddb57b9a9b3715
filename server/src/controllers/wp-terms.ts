/**
 * WordPress core's `tags` and `tribe_events_cat` (docs/api.md §16.3): the namespace's tags and
 * categories (same service, same write checks: controllers/terms.ts `termWrites`) in WordPress's
 * shapes: a bare array with X-WP-Total and X-WP-TotalPages, term objects, 404 rest_term_invalid.
 */
import type { Core } from '@strapi/strapi';
import type { TermKind } from '../domain/terms';
import type { TermRow } from '../domain/types';
import { ApiError } from '../v1/errors';
import type { ApiRequest } from '../v1/request';
import { pagination } from '../v1/serializers/archive';
import type { QueryValue } from '../v1/urls';
import { wpTermListQuery } from '../v1/wp/params';
import { WP_TERM_BASE } from '../v1/wp/taxonomies';
import { serializeWpTerm } from '../v1/wp/term';
import { getService } from '../utils/get-service';
import { endpoint } from './endpoint';
import { termWrites } from './terms';

/** The controllers of the WordPress term routes (v1/wp/routes.ts). */
const CONTROLLER = { category: 'wpCategories', tag: 'wpTags' } as const;

const EXPOSED = 'X-WP-Total, X-WP-TotalPages, Link';

/** The arguments as sent (but `page`), so Link's neighbours keep the filters. */
const echoOf = (req: ApiRequest): Array<[string, QueryValue]> =>
  Object.entries(req.input).filter(
    (e): e is [string, string] => e[0] !== 'page' && typeof e[1] === 'string'
  );

function listHeaders(total: number, totalPages: number, next?: string, previous?: string) {
  const links = [
    ...(previous ? [`<${previous}>; rel="prev"`] : []),
    ...(next ? [`<${next}>; rel="next"`] : []),
  ];
  return {
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...(links.length ? { Link: links.join(', ') } : {}),
    'Access-Control-Expose-Headers': EXPOSED,
  };
}

export function wpTermController(strapi: Core.Strapi, kind: TermKind) {
  const writes = termWrites(strapi, kind);
  const render = (req: ApiRequest, row: TermRow) =>
    serializeWpTerm(row, kind, req.output(new Map(), { edit: false }));

  return {
    find: endpoint(strapi, `${CONTROLLER[kind]}.find` as const, async (req, route) => {
      const p = await req.params(route);
      const query = wpTermListQuery(p, req.paramContext());
      const { rows, total } = await getService(strapi, 'terms').list(kind, query);
      const { next, previous, totalPages } = pagination({
        key: WP_TERM_BASE[kind],
        items: [],
        base: `${req.root}/${WP_TERM_BASE[kind]}`,
        echo: echoOf(req),
        page: query.page,
        perPage: query.perPage,
        total,
      });
      return {
        body: rows.map((row) => render(req, row)),
        headers: listHeaders(total, totalPages, next, previous),
      };
    }),

    findOne: endpoint(strapi, `${CONTROLLER[kind]}.findOne` as const, async (req, route) => {
      const p = await req.params(route);
      const row = await writes.find(req, p.id);
      if (!row) throw new ApiError('rest_term_invalid', 404);
      return { body: render(req, row) };
    }),

    create: endpoint(strapi, `${CONTROLLER[kind]}.create` as const, async (req, route) => {
      const p = await req.params(route);
      const body = render(req, await writes.create(req, p));
      return { status: 201, body, headers: { Location: body._links.self[0].href } };
    }),
  };
}

export const wpTags = ({ strapi }: { strapi: Core.Strapi }) => wpTermController(strapi, 'tag');
export const wpCategories = ({ strapi }: { strapi: Core.Strapi }) =>
  wpTermController(strapi, 'category');
