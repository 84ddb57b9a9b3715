/**
 * Categories and tags (docs/tec-behaviour.md §3.1.4, §4.5): list arguments with WordPress's term-query
 * semantics, write arguments, and their translation into the terms service's inputs.
 */
import type { TermInput, TermKind, TermListQuery, TermOrderBy } from '../../domain/terms';
import { defaultListStatuses } from '../../domain/visibility';
import { updateActionOf } from '../../domain/caller';
import { isIntegerLike, isScalarList, toList } from './coerce';
import { page, perPage, translationLanguage } from './common';
import { ref } from './refs';
import { param, type ParamContext, type ParsedParams } from './types';
import { nonEmptyString } from './values';

const ORDER_BY: readonly TermOrderBy[] = [
  'id',
  'name',
  'slug',
  'count',
  'term_group',
  'description',
  'parent',
  'include',
  'none',
];

/** Term ids (CSV or array) that must all exist in this taxonomy; any language version (docs/api.md §2). */
function termIds<const N extends string>(kind: TermKind, name: N, description: string) {
  return param({
    name,
    in: 'query',
    items: 'integer',
    description,
    validate: (v) =>
      isScalarList(v) && toList(v).length > 0 && toList(v).every((i) => /^\d+$/.test(i)),
    refs: (v) => [ref.records(kind, toList(v), false)],
    accepts: (v, c) => c.refs.records(kind, toList(v), false) !== null,
    parse: (v, c) => c.refs.records(kind, toList(v), false) ?? [],
  });
}

/** An event id (of any language version) that must exist. */
function eventRef<const N extends string>(name: N, description: string) {
  return param({
    name,
    in: 'query',
    type: 'integer',
    description,
    validate: isIntegerLike,
    refs: (v) => [ref.records('event', [String(v)], false)],
    accepts: (v, c) => c.refs.records('event', [String(v)], false) !== null,
    parse: (v, c) => (c.refs.records('event', [String(v)], false) ?? [0])[0],
  });
}

/** A category id that must exist, in the request's language; in a write, 0 for none. */
function parentRef(where: 'query' | 'body', description: string) {
  const none = (v: unknown) => where === 'body' && (v === 0 || v === '0');
  return param({
    name: 'parent',
    in: where,
    type: 'integer',
    description,
    validate: (v) => none(v) || (isIntegerLike(v) && Number(v) > 0),
    refs: (v) => (none(v) ? [] : [ref.records('category', [String(v)], false)]),
    accepts: (v, c) => none(v) || c.refs.records('category', [String(v)], false) !== null,
    parse: (v, c) =>
      v === 0 || v === '0' ? 0 : (c.refs.records('category', [String(v)], false) ?? [0])[0],
  });
}

const isOrderBy = (v: string): v is TermOrderBy => ORDER_BY.some((o) => o === v);

export function termListParams(kind: TermKind) {
  return [
    page,
    perPage,
    param({
      name: 'search',
      in: 'query',
      type: 'string',
      description: 'Terms whose name or slug contain this text',
      validate: nonEmptyString,
    }),
    termIds(kind, 'exclude', 'Leave out these term ids'),
    termIds(kind, 'include', 'Only these term ids'),
    // WordPress: "asc"/"desc", anything else ascending; an empty value is refused (docs/tec-behaviour.md §3.1.4 [T]).
    param({
      name: 'order',
      in: 'query',
      type: 'string',
      default: 'asc',
      description: 'Sort direction: asc or desc',
      validate: nonEmptyString,
      parse: (v) => (String(v).toLowerCase() === 'desc' ? 'desc' : 'asc'),
    }),
    param({
      name: 'orderby',
      in: 'query',
      type: 'string',
      default: 'name',
      description: `Sort by ${ORDER_BY.join(', ')} (unknown values sort by name)`,
      validate: nonEmptyString,
      parse: (v): TermOrderBy => {
        const asked = String(v).toLowerCase();
        return isOrderBy(asked) ? asked : 'name';
      },
    }),
    param({
      name: 'hide_empty',
      in: 'query',
      type: 'boolean',
      default: true,
      description: 'Leave out terms with no published event',
    }),
    ...(kind === 'category'
      ? [parentRef('query', 'Only the direct children of this category')]
      : []),
    eventRef('post', 'Only the terms of this event'),
    eventRef('event', 'Only the terms of this event (wins over post)'),
    param({
      name: 'slug',
      in: 'query',
      type: 'string',
      description: 'Only the term with this slug',
      validate: nonEmptyString,
    }),
    translationLanguage,
  ];
}

type TermListArgs = ParsedParams<ReturnType<typeof termListParams>[number]>;

/** The route's `permissions` must name `events.update` (v1/routes.ts). */
export function termListQuery(p: TermListArgs, c: ParamContext) {
  const mayEditEvents = c.may(updateActionOf('event'));
  const query: TermListQuery = {
    lang: c.lang,
    search: p.search,
    include: p.include,
    exclude: p.exclude,
    order: p.order,
    orderBy: p.orderby,
    hideEmpty: p.hide_empty,
    parentId: p.parent,
    eventId: p.event ?? p.post,
    eventStatuses: defaultListStatuses(mayEditEvents),
    slug: p.slug,
    page: p.page,
    perPage: p.per_page ?? c.config.perPage,
  };
  // Every effective argument, so following next_rest_url keeps the filters (TEC dropped them all: docs/tec-behaviour.md §3.2 [!]).
  const echo: Array<[string, string | number | boolean | number[] | undefined]> = [
    ['page', query.page],
    ['per_page', query.perPage],
    ['search', query.search],
    ['exclude', query.exclude],
    ['include', query.include],
    ['order', query.order],
    ['orderby', query.orderBy],
    ['hide_empty', query.hideEmpty],
    ['parent', query.parentId],
    ['event', query.eventId],
    ['slug', p.slug],
    ['translation_language', p.translation_language],
  ];
  return { query, echo };
}

export function termWriteParams(kind: TermKind, create: boolean) {
  return [
    param({
      name: 'name',
      in: 'body',
      type: 'string',
      required: create,
      description: 'The term name',
      validate: (v) => nonEmptyString(v) && v.trim().length <= 200,
    }),
    param({
      name: 'description',
      in: 'body',
      type: 'string',
      description: 'The term description',
      validate: nonEmptyString,
    }),
    param({
      name: 'slug',
      in: 'body',
      type: 'string',
      description: 'The term slug',
      validate: nonEmptyString,
    }),
    param({ ...translationLanguage, in: 'body' }),
    // Tags accept `parent` only to refuse it with WordPress's own error (rest_taxonomy_not_hierarchical).
    kind === 'category'
      ? parentRef('body', 'The parent category id (0: none)')
      : param({ name: 'parent', in: 'body', description: 'Tags have no parent' }),
  ];
}

/** A category's `parent` is an id (0: none); a tag's is whatever was sent, refused (controllers/terms.ts). */
export type TermWriteArgs = ParsedParams<ReturnType<typeof termWriteParams>[number]>;

export function termInput(p: TermWriteArgs): TermInput {
  return {
    name: p.name,
    description: p.description,
    slug: p.slug,
    parentId: typeof p.parent === 'number' ? p.parent : undefined,
  };
}
