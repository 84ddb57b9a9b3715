/**
 * WordPress core's term object (docs/api.md §16.3), made from the namespace's term record
 * (serializers/term-record.ts) so both describe one record alike: id, count, description, link,
 * name, slug, taxonomy, parent (categories only), meta, _links. No translations: WordPress's shape
 * has none, and the record is the request language's version.
 */
import type { TermKind } from '../../domain/terms';
import type { TermRow } from '../../domain/types';
import type { OutputContext } from '../serializers/context';
import { serializeTerm } from '../serializers/term-record';
import { inLanguage } from '../urls';
import { WP_TERM_BASE } from './taxonomies';

export function serializeWpTerm(term: TermRow, kind: TermKind, out: OutputContext) {
  const record = serializeTerm(term, kind, out);
  const collection = `${out.root}/${WP_TERM_BASE[kind]}`;
  const at = (url: string) => inLanguage(url, term.locale, out.rootLang);
  const parent = term.parent?.id ?? 0;
  return {
    id: record.id,
    count: record.count,
    description: record.description,
    link: record.url,
    name: record.name,
    slug: record.slug,
    taxonomy: record.taxonomy,
    ...(kind === 'category' ? { parent } : {}),
    meta: [],
    // WordPress puts _links on list items too (TEC's term archives do not: docs/tec-behaviour.md §11.9).
    _links: {
      self: [{ href: at(`${collection}/${term.id}`) }],
      collection: [{ href: at(collection) }],
      ...(parent ? { up: [{ href: at(`${collection}/${parent}`), embeddable: true }] } : {}),
    },
  };
}
