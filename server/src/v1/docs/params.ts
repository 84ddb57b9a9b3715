/**
 * Arguments of the two documentation routes. The namespace index takes WordPress's own two
 * (`namespace`, `context`: docs/tec-behaviour.md §2.1, §11.2); both routes take
 * `translation_language`, which picks the language of the descriptions (docs/api.md §8).
 */
import { translationLanguage } from '../params/common';
import { param } from '../params/types';
import { NAMESPACE, WP_NAMESPACE } from '../urls';

/**
 * WordPress answers other namespaces from the same route; here only this one exists, so another
 * value is refused. It has two names: its own, and The Events Calendar's, which it goes by on
 * WordPress's root (docs/api.md §1.6) where a client asks for it by that name.
 */
const namespaceArg = param({
  name: 'namespace',
  in: 'query',
  type: 'string',
  enum: [NAMESPACE, WP_NAMESPACE],
  default: NAMESPACE,
  description: 'The namespace to describe',
});

/** WordPress's `context` of the index: accepted for compatibility; the index is the same in both. */
const indexContext = param({
  name: 'context',
  in: 'query',
  type: 'string',
  enum: ['view', 'edit'],
  default: 'view',
  description: 'The context of the request; the index is the same in every context',
});

export const namespaceIndexParams = [namespaceArg, indexContext, translationLanguage];
export const docParams = [translationLanguage];
