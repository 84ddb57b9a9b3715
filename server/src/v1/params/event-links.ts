/**
 * `venue`, `organizer`, `categories` and `tags` of event writes (docs/tec-behaviour.md §4.6–4.7, docs/api.md §7):
 * each is validated whole (an invalid item makes the argument invalid) and parsed into references
 * the write service resolves inside the event's transaction.
 */
import type { EventLinks, LinkRef, TermRef } from '../../domain/events';
import { MAX_ID } from '../../domain/records';
import { isScalarList, toList } from './coerce';
import { linkedInput, linkedWriteParams } from './linked';
import type { ParamContext, ParamDef } from './types';
import { validateParams } from './validate';
import { isClearingValue } from './values';

/** Parsed value, or `invalid`. */
type Outcome<T> = { ok: true; value: T } | { ok: false };
const invalid = { ok: false } as const;
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown) => /^\d+$/.test(String(v)) && Number(v) <= MAX_ID;

/** One venue or organizer reference: an id, `{ id }`, or inline data to create (validated like its own create route). */
async function linkRef(
  kind: 'venue' | 'organizer',
  v: unknown,
  c: ParamContext
): Promise<Outcome<LinkRef>> {
  if (isObject(v) && !('id' in v)) {
    const parsed = await validateParams(linkedWriteParams(kind, true), v, { ...c, raw: v }).catch(
      () => null
    );
    return parsed ? ok({ create: await linkedInput(kind, parsed, c, null) }) : invalid;
  }
  const ref = isObject(v) ? v.id : v;
  if ((typeof ref !== 'number' && typeof ref !== 'string') || !isId(ref)) return invalid;
  const ids = await c.lookup.resolveIds(kind, [String(ref)], c.lang, false);
  return ids ? ok({ id: ids[0] }) : invalid;
}

async function venue(v: unknown, c: ParamContext): Promise<Outcome<LinkRef | null>> {
  return isClearingValue(v) ? ok(null) : linkRef('venue', v, c);
}

/**
 * An id, a CSV of ids, one inline object, or a list mixing ids, `{ id }` and inline objects; order
 * kept. (TEC accepts a lone object or a CSV in validation and then fails to create: docs/tec-behaviour.md §4.7 [!].)
 */
async function organizers(v: unknown, c: ParamContext): Promise<Outcome<LinkRef[]>> {
  if (isClearingValue(v)) return ok([]);
  const items = Array.isArray(v) ? v : typeof v === 'string' ? toList(v) : [v];
  if (items.length > 100) return invalid;
  const refs: LinkRef[] = [];
  for (const item of items) {
    const ref = await linkRef('organizer', item, c);
    if (!ref.ok) return invalid;
    refs.push(ref.value);
  }
  return ok(refs);
}

/**
 * Ids (which must exist — TEC skips unknown ones silently; a clear 400 is kinder to clients),
 * slugs or names, mixed, CSV or array; a name not found is created (docs/tec-behaviour.md §4.6).
 */
async function terms(
  kind: 'category' | 'tag',
  v: unknown,
  c: ParamContext
): Promise<Outcome<TermRef[]>> {
  if (isClearingValue(v)) return ok([]);
  if (!isScalarList(v)) return invalid;
  const items = toList(v);
  if (items.length > 100) return invalid;
  const refs: TermRef[] = [];
  for (const item of items) {
    if (/^\d+$/.test(item)) {
      const ids = isId(item) ? await c.lookup.resolveIds(kind, [item], c.lang, false) : null;
      if (!ids) return invalid;
      refs.push({ id: ids[0] });
    } else {
      if (item.length > 200) return invalid;
      const id = await c.lookup.termByText(kind, item, c.lang);
      refs.push(id === null ? { name: item } : { id });
    }
  }
  return ok(refs);
}

function linkArg<T>(
  name: string,
  description: string,
  resolve: (v: unknown, c: ParamContext) => Promise<Outcome<T>>
): ParamDef {
  return {
    name,
    in: 'body',
    description,
    validate: async (v, c) => (await resolve(v, c)).ok,
    parse: async (v, c) => {
      const outcome = await resolve(v, c);
      return outcome.ok ? outcome.value : undefined;
    },
  };
}

export const linkParams: ParamDef[] = [
  linkArg(
    'categories',
    'Event categories: ids, slugs or names (created when missing), comma-separated or an array; [] or "" removes all',
    (v, c) => terms('category', v, c)
  ),
  linkArg(
    'tags',
    'Tags: ids, slugs or names (created when missing), comma-separated or an array; [] or "" removes all',
    (v, c) => terms('tag', v, c)
  ),
  linkArg(
    'venue',
    'The venue: an id, {"id": id}, or venue fields to create one; null, "" or [] unlinks it',
    venue
  ),
  linkArg(
    'organizer',
    'The organizers: an id, or a list of ids, {"id": id} and organizer fields to create; null, "" or [] unlinks them',
    organizers
  ),
];

/** The parsed link arguments as the write service takes them. */
export function eventLinks(p: Record<string, unknown>): EventLinks {
  const links: EventLinks = {};
  if (p.venue !== undefined) links.venue = p.venue as LinkRef | null;
  if (p.organizer !== undefined) links.organizers = p.organizer as LinkRef[];
  if (p.categories !== undefined) links.categories = p.categories as TermRef[];
  if (p.tags !== undefined) links.tags = p.tags as TermRef[];
  return links;
}
