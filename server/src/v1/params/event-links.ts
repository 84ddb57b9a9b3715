/**
 * `venue`, `organizer`, `categories` and `tags` of event writes (docs/tec-behaviour.md §4.6–4.7, docs/api.md §7):
 * each is validated whole (an invalid item makes the argument invalid) and parsed into references
 * the write service resolves inside the event's transaction.
 */
import { updateActionOf } from '../../domain/caller';
import type { EventLinks, LinkRef, TermRef } from '../../domain/events';
import { MAX_ID, type RefQuery } from '../../domain/records';
import { isScalarList, toList } from './coerce';
import { linkedInput, linkedWriteParams, type LinkedWriteDef } from './linked';
import { ref } from './refs';
import { param, type ParamContext, type ParsedParams } from './types';
import { checkParams, failuresOf, parseChecked, type Checked } from './validate';
import { isClearingValue } from './values';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown) => /^\d+$/.test(String(v)) && Number(v) <= MAX_ID;

/**
 * What one item of a link argument names, found from its syntax alone: an existing record or term
 * (by id, or a term by slug or name), or an inline venue or organizer to create, checked like its
 * own create route. Its references are looked up with the request's; `accepts` and `parse` read them.
 */
type LinkItem =
  | { id: string; kind: 'venue' | 'organizer' }
  | { inline: Checked<LinkedWriteDef>; kind: 'venue' | 'organizer' };
type TermItem =
  { id: string; kind: 'category' | 'tag' } | { text: string; kind: 'category' | 'tag' };
type Item = LinkItem | TermItem;

/** A link argument's items, or null when its syntax is invalid. */
type Plan<I extends Item> = (v: unknown, c: ParamContext) => I[] | null;

/** One venue or organizer reference: an id, `{ id }`, or inline data to create (validated like its own create route). */
function linkItem(kind: 'venue' | 'organizer', v: unknown, c: ParamContext): LinkItem | null {
  if (isObject(v) && !('id' in v)) {
    let inline: Checked<LinkedWriteDef>;
    try {
      inline = checkParams(linkedWriteParams(kind, true), v, c);
    } catch {
      return null;
    }
    return inline.failures.size || inline.later.size ? null : { inline, kind };
  }
  const id = isObject(v) ? v.id : v;
  if ((typeof id !== 'number' && typeof id !== 'string') || !isId(id)) return null;
  return { id: String(id), kind };
}

const venue: Plan<LinkItem> = (v, c) => {
  if (isClearingValue(v)) return [];
  const item = linkItem('venue', v, c);
  return item ? [item] : null;
};

/**
 * An id, a CSV of ids, one inline object, or a list mixing ids, `{ id }` and inline objects; order
 * kept. (TEC accepts a lone object or a CSV in validation and then fails to create: docs/tec-behaviour.md §4.7 [!].)
 */
const organizers: Plan<LinkItem> = (v, c) => {
  if (isClearingValue(v)) return [];
  const values = Array.isArray(v) ? v : typeof v === 'string' ? toList(v) : [v];
  if (values.length > 100) return null;
  const items = values.map((value) => linkItem('organizer', value, c));
  const valid = items.filter((item): item is LinkItem => item !== null);
  return valid.length === items.length ? valid : null;
};

/**
 * Ids (which must exist — TEC skips unknown ones silently; a clear 400 is kinder to clients),
 * slugs or names, mixed, CSV or array; a name not found is created (docs/tec-behaviour.md §4.6).
 */
const terms =
  (kind: 'category' | 'tag'): Plan<TermItem> =>
  (v) => {
    if (isClearingValue(v)) return [];
    if (!isScalarList(v)) return null;
    const values = toList(v);
    if (values.length > 100) return null;
    const items: TermItem[] = [];
    for (const item of values) {
      if (/^\d+$/.test(item)) {
        if (!isId(item)) return null;
        items.push({ id: item, kind });
      } else {
        if (item.length > 200) return null;
        items.push({ text: item, kind });
      }
    }
    return items;
  };

const itemRefs = (item: Item): RefQuery[] =>
  'inline' in item
    ? item.inline.queries
    : 'id' in item
      ? [ref.records(item.kind, [item.id], false)]
      : [ref.term(item.kind, item.text)];

/** Creating an inline record publishes it only for callers who may (linkedInput's mayPublish). */
const itemNeeds = (item: Item): readonly string[] =>
  'inline' in item ? [...item.inline.needs, updateActionOf(item.kind)] : [];

const itemAccepted = (item: Item, c: ParamContext): boolean =>
  'inline' in item
    ? !Object.keys(failuresOf(item.inline, c)).length
    : 'id' in item
      ? c.refs.records(item.kind, [item.id], false) !== null
      : true;

const recordId = (item: { id: string; kind: Item['kind'] }, c: ParamContext) =>
  c.refs.records(item.kind, [item.id], false)![0];

function linkValue(item: LinkItem, c: ParamContext): LinkRef {
  if ('inline' in item)
    return { create: linkedInput(item.kind, parseChecked(item.inline, c), c, null) };
  return { id: recordId(item, c) };
}

function termValue(item: TermItem, c: ParamContext): TermRef {
  if ('id' in item) return { id: recordId(item, c) };
  const id = c.refs.term(item.kind, item.text);
  return id === null ? { name: item.text } : { id };
}

/** `value`: what the argument's items parse into (the venue: one reference or null; else a list). */
function linkArg<const N extends string, I extends Item, V>(
  name: N,
  description: string,
  plan: Plan<I>,
  value: (items: I[], c: ParamContext) => V
) {
  const items = (v: unknown, c: ParamContext) => plan(v, c) ?? [];
  return param({
    name,
    in: 'body',
    description,
    validate: (v, c) => plan(v, c) !== null,
    refs: (v, c) => items(v, c).flatMap(itemRefs),
    needs: (v, c) => items(v, c).flatMap(itemNeeds),
    accepts: (v, c) => items(v, c).every((item) => itemAccepted(item, c)),
    parse: (v, c) => value(items(v, c), c),
  });
}

const termRefs = (items: TermItem[], c: ParamContext) => items.map((item) => termValue(item, c));
const linkRefs = (items: LinkItem[], c: ParamContext) => items.map((item) => linkValue(item, c));

export const linkParams = [
  linkArg(
    'categories',
    'Event categories: ids, slugs or names (created when missing), comma-separated or an array; [] or "" removes all',
    terms('category'),
    termRefs
  ),
  linkArg(
    'tags',
    'Tags: ids, slugs or names (created when missing), comma-separated or an array; [] or "" removes all',
    terms('tag'),
    termRefs
  ),
  linkArg(
    'venue',
    'The venue: an id, {"id": id}, or venue fields to create one; null, "" or [] unlinks it',
    venue,
    (items, c) => linkRefs(items, c)[0] ?? null
  ),
  linkArg(
    'organizer',
    'The organizers: an id, or a list of ids, {"id": id} and organizer fields to create; null, "" or [] unlinks them',
    organizers,
    linkRefs
  ),
];

/** The parsed link arguments as the write service takes them. */
export function eventLinks(p: ParsedParams<(typeof linkParams)[number]>): EventLinks {
  const links: EventLinks = {};
  if (p.venue !== undefined) links.venue = p.venue;
  if (p.organizer !== undefined) links.organizers = p.organizer;
  if (p.categories !== undefined) links.categories = p.categories;
  if (p.tags !== undefined) links.tags = p.tags;
  return links;
}
