/** Category and tag records (docs/tec-behaviour.md §3.5). */
import { sanitizeTermText } from '../../utils/html';
import type { TermRow } from '../../domain/types';
import type { OutputContext } from './context';
import { languageFields } from './common';
import { inLanguage } from '../urls';

export type TermKind = 'category' | 'tag';

const TAXONOMY: Record<TermKind, string> = { category: 'tribe_events_cat', tag: 'post_tag' };
const COLLECTION: Record<TermKind, string> = { category: 'categories', tag: 'tags' };

/** `locale`: the term's language, carried by the URLs when the root would read another one. */
export function termUrls(
  kind: TermKind,
  id: number,
  parentId: number,
  out: OutputContext,
  locale?: string
) {
  const collection = `${out.root}/${COLLECTION[kind]}`;
  const at = (url: string) => (locale ? inLanguage(url, locale, out.rootLang) : url);
  return {
    self: at(`${collection}/${id}`),
    collection: at(collection),
    ...(parentId ? { up: at(`${collection}/${parentId}`) } : {}),
  };
}

/** The term as embedded in an event: WordPress's raw term object (no url, no meta). */
export function serializeEmbeddedTerm(term: TermRow, kind: TermKind, out: OutputContext) {
  const parent = term.parent?.id ?? 0;
  return {
    name: term.name,
    slug: term.slug,
    term_group: 0,
    term_taxonomy_id: term.id,
    taxonomy: TAXONOMY[kind],
    description: sanitizeTermText(term.description),
    parent,
    count: term.count ?? 0,
    filter: 'raw',
    id: term.id,
    urls: termUrls(kind, term.id, parent, out, term.locale),
    ...languageFields(term, out),
  };
}
