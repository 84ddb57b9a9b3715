/**
 * Arguments of the WordPress core term routes (docs/api.md §16.3), WordPress's
 * (WP_REST_Terms_Controller::get_collection_params) rather than TEC's: per_page up to 100 and
 * refused above, include/exclude of ids that need not exist, hide_empty off by default. Writes take
 * the namespace's term arguments (v1/params/terms.ts): same records, same checks.
 */
import type { TermKind, TermListQuery } from '../../domain/terms';
import { defaultListStatuses } from '../../domain/visibility';
import { updateActionOf } from '../../domain/caller';
import { isIntegerLike, isScalarList, toList } from '../params/coerce';
import { context, translationLanguage } from '../params/common';
import { termWriteParams } from '../params/terms';
import { param, type ParamContext, type ParsedParams } from '../params/types';

/** WordPress's per_page bounds for every core collection. */
const MAX_PER_PAGE = 100;
const ORDER_BY = ['id', 'include', 'name', 'slug', 'term_group', 'description', 'count'] as const;

const positiveInt = (v: unknown) => isIntegerLike(v) && Number(v) >= 1;
const intList = (v: unknown) => isScalarList(v) && toList(v).every((i) => /^\d+$/.test(i));

function ids<const N extends string>(name: N, description: string) {
  return param({
    name,
    in: 'query',
    type: 'array',
    items: 'integer',
    typeChecked: false,
    default: [],
    description,
    validate: intList,
    parse: (v) => toList(v).map(Number),
  });
}

export function wpTermListParams(kind: TermKind) {
  return [
    context,
    param({
      name: 'page',
      in: 'query',
      type: 'integer',
      typeChecked: false,
      default: 1,
      description: 'Current page of the collection',
      validate: positiveInt,
      parse: Number,
    }),
    param({
      name: 'per_page',
      in: 'query',
      type: 'integer',
      typeChecked: false,
      default: 10,
      description: `Maximum number of items to be returned in result set (1 to ${MAX_PER_PAGE})`,
      // Refused above the maximum, like WordPress (the namespace clamps instead: docs/api.md §6.1).
      validate: (v) => positiveInt(v) && Number(v) <= MAX_PER_PAGE,
      parse: Number,
    }),
    param({
      name: 'search',
      in: 'query',
      type: 'string',
      description: 'Limit results to those matching a string',
    }),
    ids('exclude', 'Ensure result set excludes specific IDs'),
    ids('include', 'Limit result set to specific IDs'),
    param({
      name: 'order',
      in: 'query',
      type: 'string',
      enum: ['asc', 'desc'],
      default: 'asc',
      description: 'Order sort attribute ascending or descending',
    }),
    param({
      name: 'orderby',
      in: 'query',
      type: 'string',
      enum: ORDER_BY,
      default: 'name',
      description: 'Sort collection by term attribute',
    }),
    param({
      name: 'hide_empty',
      in: 'query',
      type: 'boolean',
      default: false,
      description: 'Whether to hide terms not assigned to any published event',
    }),
    ...(kind === 'category'
      ? [
          param({
            name: 'parent',
            in: 'query',
            type: 'integer',
            description: 'Limit result set to terms assigned to a specific parent (0: top level)',
            validate: (v) => isIntegerLike(v),
            parse: Number,
          }),
        ]
      : []),
    param({
      name: 'post',
      in: 'query',
      type: 'integer',
      // Any run of digits, as `include`: an id no event can have finds no terms (domain/limits.ts).
      typeChecked: false,
      description: 'Limit result set to terms assigned to a specific event',
      validate: (v) => typeof v === 'string' && /^\d+$/.test(v.trim()) && Number(v) >= 1,
      parse: Number,
    }),
    param({
      name: 'slug',
      in: 'query',
      type: 'array',
      items: 'string',
      typeChecked: false,
      description: 'Limit result set to terms with one or more specific slugs',
      validate: isScalarList,
      parse: (v) => toList(v),
    }),
    translationLanguage,
  ];
}

/** The terms service's query for a wp/v2 list; the route's `permissions` name `events.update`. */
export function wpTermListQuery(
  p: ParsedParams<ReturnType<typeof wpTermListParams>[number]>,
  c: ParamContext
): TermListQuery {
  const { include, exclude, slug: slugs } = p;
  return {
    lang: c.lang,
    search: p.search || undefined,
    include: include.length ? include : undefined,
    exclude: exclude.length ? exclude : undefined,
    order: p.order,
    orderBy: p.orderby,
    hideEmpty: p.hide_empty,
    parentId: p.parent,
    eventId: p.post,
    eventStatuses: defaultListStatuses(c.may(updateActionOf('event'))),
    slug: slugs?.length ? slugs : undefined,
    page: p.page,
    perPage: p.per_page,
  };
}

/** The namespace's write arguments (v1/params/terms.ts), `name` required. */
export const wpTermWriteParams = (kind: TermKind) => termWriteParams(kind, true);
