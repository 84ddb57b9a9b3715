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
import type { ParamContext, ParamDef, Parsed } from './types';
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
function termIds(kind: TermKind, name: string, description: string): ParamDef {
  return {
    name,
    in: 'query',
    items: 'integer',
    description,
    validate: (v) =>
      isScalarList(v) && toList(v).length > 0 && toList(v).every((i) => /^\d+$/.test(i)),
    refs: (v) => [ref.records(kind, toList(v), false)],
    accepts: (v, c) => c.refs.records(kind, toList(v), false) !== null,
    parse: (v, c) => c.refs.records(kind, toList(v), false) ?? [],
  };
}

/** An event id (of any language version) that must exist. */
function eventRef(name: string, description: string): ParamDef {
  return {
    name,
    in: 'query',
    type: 'integer',
    description,
    validate: isIntegerLike,
    refs: (v) => [ref.records('event', [String(v)], false)],
    accepts: (v, c) => c.refs.records('event', [String(v)], false) !== null,
    parse: (v, c) => (c.refs.records('event', [String(v)], false) ?? [0])[0],
  };
}

/** A category id that must exist, in the request's language; in a write, 0 for none. */
function parentRef(where: 'query' | 'body', description: string): ParamDef {
  const none = (v: unknown) => where === 'body' && (v === 0 || v === '0');
  return {
    name: 'parent',
    in: where,
    type: 'integer',
    description,
    validate: (v) => none(v) || (isIntegerLike(v) && Number(v) > 0),
    refs: (v) => (none(v) ? [] : [ref.records('category', [String(v)], false)]),
    accepts: (v, c) => none(v) || c.refs.records('category', [String(v)], false) !== null,
    parse: (v, c) =>
      v === 0 || v === '0' ? 0 : (c.refs.records('category', [String(v)], false) ?? [0])[0],
  };
}

export function termListParams(kind: TermKind): ParamDef[] {
  const params: ParamDef[] = [
    page,
    perPage,
    {
      name: 'search',
      in: 'query',
      type: 'string',
      description: 'Terms whose name or slug contain this text',
      validate: nonEmptyString,
    },
    termIds(kind, 'exclude', 'Leave out these term ids'),
    termIds(kind, 'include', 'Only these term ids'),
    // WordPress: "asc"/"desc", anything else ascending; an empty value is refused (docs/tec-behaviour.md §3.1.4 [T]).
    {
      name: 'order',
      in: 'query',
      type: 'string',
      default: 'asc',
      description: 'Sort direction: asc or desc',
      validate: nonEmptyString,
      parse: (v) => (String(v).toLowerCase() === 'desc' ? 'desc' : 'asc'),
    },
    {
      name: 'orderby',
      in: 'query',
      type: 'string',
      default: 'name',
      description: `Sort by ${ORDER_BY.join(', ')} (unknown values sort by name)`,
      validate: nonEmptyString,
      parse: (v) =>
        ORDER_BY.includes(String(v).toLowerCase() as TermOrderBy)
          ? String(v).toLowerCase()
          : 'name',
    },
    {
      name: 'hide_empty',
      in: 'query',
      type: 'boolean',
      default: true,
      description: 'Leave out terms with no published event',
    },
    eventRef('post', 'Only the terms of this event'),
    eventRef('event', 'Only the terms of this event (wins over post)'),
    {
      name: 'slug',
      in: 'query',
      type: 'string',
      description: 'Only the term with this slug',
      validate: nonEmptyString,
    },
    translationLanguage,
  ];
  if (kind === 'category')
    params.splice(8, 0, parentRef('query', 'Only the direct children of this category'));
  return params;
}

/** The route's `permissions` must name `events.update` (v1/routes.ts). */
export function termListQuery(p: Parsed, c: ParamContext) {
  const mayEditEvents = c.may(updateActionOf('event'));
  const query: TermListQuery = {
    lang: c.lang,
    search: p.search as string | undefined,
    include: p.include as number[] | undefined,
    exclude: p.exclude as number[] | undefined,
    order: p.order as 'asc' | 'desc',
    orderBy: p.orderby as TermOrderBy,
    hideEmpty: p.hide_empty as boolean,
    parentId: p.parent as number | undefined,
    eventId: (p.event ?? p.post) as number | undefined,
    eventStatuses: defaultListStatuses(mayEditEvents),
    slug: p.slug as string | undefined,
    page: p.page as number,
    perPage: (p.per_page as number | undefined) ?? c.config.perPage,
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
    ['slug', p.slug as string | undefined],
    ['translation_language', p.translation_language as string | undefined],
  ];
  return { query, echo };
}

export function termWriteParams(kind: TermKind, create: boolean): ParamDef[] {
  const params: ParamDef[] = [
    {
      name: 'name',
      in: 'body',
      type: 'string',
      required: create,
      description: 'The term name',
      validate: (v) => nonEmptyString(v) && v.trim().length <= 200,
    },
    {
      name: 'description',
      in: 'body',
      type: 'string',
      description: 'The term description',
      validate: nonEmptyString,
    },
    {
      name: 'slug',
      in: 'body',
      type: 'string',
      description: 'The term slug',
      validate: nonEmptyString,
    },
    { ...translationLanguage, in: 'body' },
  ];
  // Tags accept `parent` only to refuse it with WordPress's own error (rest_taxonomy_not_hierarchical).
  params.push(
    kind === 'category'
      ? parentRef('body', 'The parent category id (0: none)')
      : { name: 'parent', in: 'body', description: 'Tags have no parent' }
  );
  return params;
}

export function termInput(p: Parsed): TermInput {
  return {
    name: p.name as string | undefined,
    description: p.description as string | undefined,
    slug: p.slug as string | undefined,
    parentId: p.parent as number | undefined,
  };
}
