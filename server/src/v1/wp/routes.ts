/**
 * THE route table of the WordPress core routes TEC clients call around the API (docs/api.md §16),
 * in the shape of the namespace's (v1/routes.ts): the Strapi router, the validators, the actions
 * and WordPress's REST index are generated from it as from that one. Paths are inside `wp/v2`.
 */
import { context, idPath, translationLanguage } from '../params/common';
import { route, type RouteDef } from '../routes';
import { wpTermListParams, wpTermWriteParams } from './params';
import { wpMediaParams } from './media-params';
import { WP_TERM_BASE } from './taxonomies';
import type { TermKind } from '../../domain/terms';
import { updateActionOf } from '../../domain/caller';

const ID = ':id(\\d+)';

/** `tags` and `tribe_events_cat`: the same records as the namespace's tags and categories. */
const CONTROLLERS = { category: 'wpCategories', tag: 'wpTags' } as const;

function termRoutes<K extends TermKind>(kind: K) {
  const base = WP_TERM_BASE[kind];
  const controller = CONTROLLERS[kind];
  const name = kind === 'category' ? 'an event category' : 'a tag';
  return [
    route({
      methods: ['GET'],
      path: `/${base}`,
      handler: `${controller}.find`,
      params: wpTermListParams(kind),
      // Counts and hide_empty weigh the events this caller may see (docs/api.md §3).
      permissions: [updateActionOf('event')],
      summary: `List ${base} (WordPress core)`,
    }),
    route({
      methods: ['POST'],
      path: `/${base}`,
      handler: `${controller}.create`,
      params: wpTermWriteParams(kind),
      summary: `Create ${name} (WordPress core)`,
    }),
    route({
      methods: ['GET'],
      path: `/${base}/${ID}`,
      handler: `${controller}.findOne`,
      params: [idPath, context, translationLanguage],
      summary: `Read ${name} (WordPress core)`,
    }),
  ];
}

const table = [
  // A read (findOne) so read-only tokens may ask who they are; the handler refuses anonymous callers.
  route({
    methods: ['GET'],
    path: '/users/me',
    handler: 'wpUsers.findOne',
    params: [context],
    summary: 'The caller, as a WordPress user (WordPress core)',
  }),
  // The file comes as the raw body or as multipart `file`, not as an argument; its title, caption
  // and alternative text come as form fields or in the query string (docs/api.md §16.2).
  route({
    methods: ['POST'],
    path: '/media',
    handler: 'wpMedia.create',
    params: wpMediaParams,
    summary: 'Upload an image into the media library (WordPress core)',
  }),
  route({
    methods: ['GET'],
    path: `/media/${ID}`,
    handler: 'wpMedia.findOne',
    params: [idPath, context],
    summary: 'Read a media library file (WordPress core)',
  }),
  ...termRoutes('tag'),
  ...termRoutes('category'),
];

export const wpRoutes: readonly RouteDef[] = table;
/** Each route of the table with its literal types: what handlers' arguments are typed from. */
export type WpRoute = (typeof table)[number];
