/** Category and tag records as the term routes return them (docs/tec-behaviour.md §3.5, §11.10). */
import { sanitizeTermText } from '../../utils/html';
import type { TermRow } from '../../domain/types';
import { publicPageUrl } from '../urls';
import type { OutputContext } from './context';
import { languageFields } from './common';
import { termUrls, type TermKind } from './term';

const TAXONOMY: Record<TermKind, string> = { category: 'tribe_events_cat', tag: 'post_tag' };
/** Public archive pages of a term: `{site}/events/category/{slug}/` like TEC, and `/events/tag/{slug}/`. */
const PAGE: Record<TermKind, string> = { category: 'events/category', tag: 'events/tag' };

interface Options {
  /**
   * WordPress's HAL `_links`: on single reads and write responses (docs/tec-behaviour.md §11.10),
   * not on list items (docs/tec-behaviour.md §11.9).
   */
  links?: boolean;
}

export function serializeTerm(
  term: TermRow,
  kind: TermKind,
  out: OutputContext,
  opts: Options = {}
) {
  const parent = term.parent?.id ?? 0;
  const urls = termUrls(kind, term.id, parent, out, term.locale);
  return {
    id: term.id,
    count: term.count ?? 0,
    description: sanitizeTermText(term.description),
    name: term.name,
    slug: term.slug,
    taxonomy: TAXONOMY[kind],
    // Tags are not hierarchical: WordPress leaves `parent` out of their records (docs/tec-behaviour.md §11.10).
    ...(kind === 'category' ? { parent } : {}),
    meta: [],
    url: publicPageUrl(out.site, PAGE[kind], term.slug),
    urls,
    // WordPress's HAL links, pointing at this API's own routes (TEC's point at wp/v2 core routes).
    ...(opts.links
      ? {
          _links: {
            self: [{ href: urls.self }],
            collection: [{ href: urls.collection }],
            ...(urls.up ? { up: [{ href: urls.up }] } : {}),
          },
        }
      : {}),
    ...languageFields(term, out),
  };
}
