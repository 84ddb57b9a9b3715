/** WordPress's names of the two taxonomies (docs/api.md §16.3): REST bases and taxonomy slugs. */
import type { TermKind } from '../../domain/terms';

/** WordPress's REST base of each taxonomy: TEC registers its categories under their taxonomy name. */
export const WP_TERM_BASE: Record<TermKind, string> = {
  category: 'tribe_events_cat',
  tag: 'tags',
};

export const WP_TAXONOMY: Record<TermKind, string> = {
  category: 'tribe_events_cat',
  tag: 'post_tag',
};
