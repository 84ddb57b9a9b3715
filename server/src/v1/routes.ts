/**
 * THE route table of calendar/events/v1: method, path, handler (whose name is also the Strapi
 * action that roles and API tokens grant) and arguments. The Strapi router, the validators, the
 * namespace index and the OpenAPI document are all generated from it.
 */
import { docParams, namespaceIndexParams } from './docs/params';
import { context, idPath, password, slugPath, translationLanguage } from './params/common';
import { eventCreateParams, eventUpdateParams } from './params/event-write';
import { eventListParams, occurrenceListParams } from './params/event-list';
import { scopeParam } from './params/recurrence';
import { linkedListParams, linkedWriteParams } from './params/linked';
import { termListParams, termWriteParams } from './params/terms';
import { param, type ParamDef } from './params/types';
import { updateActionOf } from '../domain/caller';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** POST, PUT and PATCH on a record are one update (docs/tec-behaviour.md §2). */
  methods: readonly HttpMethod[];
  /** Path inside the namespace, koa-router syntax: `{id}` is digits only (docs/api.md §1); '' is the namespace root. */
  path: string;
  /** `controller.action`; the action is `plugin::calendar.{handler}`. Reads are find/findOne so read-only tokens work. */
  handler: string;
  params: readonly ParamDef[];
  /**
   * The actions whose answer the route's query or input builder reads (`c.may`: list visibility,
   * publishing), asked once the arguments are valid (docs/api.md §10). Parameters declare their
   * own in `ParamDef.needs`.
   */
  permissions?: readonly string[];
  summary: string;
}

/**
 * A route with its literal types kept: its handler's name and the definitions of its parameters,
 * from which the handler's parsed arguments are typed (ParamsOf, params/types.ts).
 */
export const route = <const R extends RouteDef>(r: R): R => r;

const EVENTS_UPDATE = updateActionOf('event');

const force = param({
  name: 'force',
  in: 'query',
  type: 'boolean',
  default: false,
  description: 'Delete permanently instead of moving to the trash',
});

const ID = ':id(\\d+)';
const SLUG = 'by-slug/:slug([^/]+)';
const single = [password, context, translationLanguage];
const remove = [force, translationLanguage];
const EDIT: HttpMethod[] = ['POST', 'PUT', 'PATCH'];

/** Venues and organizers share TEC's route shapes: list, create, and by id or slug read/update/delete. */
function linkedRoutes<K extends 'venue' | 'organizer'>(kind: K) {
  const plural = `${kind}s` as const;
  const name = kind === 'venue' ? 'a venue' : 'an organizer';
  const write = linkedWriteParams(kind, false);
  return [
    route({
      methods: ['GET'],
      path: `/${plural}`,
      handler: `${plural}.find`,
      params: linkedListParams(kind),
      permissions: [updateActionOf(kind), EVENTS_UPDATE],
      summary: `List ${plural}`,
    }),
    route({
      methods: ['POST'],
      path: `/${plural}`,
      handler: `${plural}.create`,
      params: linkedWriteParams(kind, true),
      permissions: [updateActionOf(kind)],
      summary: `Create ${name}`,
    }),
    route({
      methods: ['GET'],
      path: `/${plural}/${ID}`,
      handler: `${plural}.findOne`,
      params: [idPath, ...single],
      summary: `Read ${name}`,
    }),
    route({
      methods: EDIT,
      path: `/${plural}/${ID}`,
      handler: `${plural}.update`,
      params: [idPath, ...write],
      permissions: [updateActionOf(kind)],
      summary: `Update ${name}`,
    }),
    route({
      methods: ['DELETE'],
      path: `/${plural}/${ID}`,
      handler: `${plural}.delete`,
      params: [idPath, ...remove],
      summary: `Trash or delete ${name}`,
    }),
    route({
      methods: ['GET'],
      path: `/${plural}/${SLUG}`,
      handler: `${plural}.findOne`,
      params: [slugPath, ...single],
      summary: `Read ${name} by slug`,
    }),
    route({
      methods: EDIT,
      path: `/${plural}/${SLUG}`,
      handler: `${plural}.update`,
      params: [slugPath, ...write],
      permissions: [updateActionOf(kind)],
      summary: `Update ${name} by slug`,
    }),
    route({
      methods: ['DELETE'],
      path: `/${plural}/${SLUG}`,
      handler: `${plural}.delete`,
      params: [slugPath, ...remove],
      summary: `Trash or delete ${name} by slug`,
    }),
  ];
}

const TERM_PLURALS = { category: 'categories', tag: 'tags' } as const;

/** Categories and tags: no by-slug routes (docs/tec-behaviour.md §2), and deletes are always permanent. */
function termRoutes<K extends 'category' | 'tag'>(kind: K) {
  const plural = TERM_PLURALS[kind];
  const name = kind === 'category' ? 'an event category' : 'a tag';
  return [
    route({
      methods: ['GET'],
      path: `/${plural}`,
      handler: `${plural}.find`,
      params: termListParams(kind),
      permissions: [EVENTS_UPDATE],
      summary: `List ${plural}`,
    }),
    route({
      methods: ['POST'],
      path: `/${plural}`,
      handler: `${plural}.create`,
      params: termWriteParams(kind, true),
      summary: `Create ${name}`,
    }),
    route({
      methods: ['GET'],
      path: `/${plural}/${ID}`,
      handler: `${plural}.findOne`,
      params: [idPath, translationLanguage],
      summary: `Read ${name}`,
    }),
    route({
      methods: EDIT,
      path: `/${plural}/${ID}`,
      handler: `${plural}.update`,
      params: [idPath, ...termWriteParams(kind, false)],
      summary: `Update ${name}`,
    }),
    route({
      methods: ['DELETE'],
      path: `/${plural}/${ID}`,
      handler: `${plural}.delete`,
      params: [idPath, translationLanguage],
      summary: `Delete ${name} permanently`,
    }),
  ];
}

const table = [
  // The namespace root answers with or without its trailing slash (koa-router is not strict).
  route({
    methods: ['GET'],
    path: '',
    handler: 'namespace.find',
    params: namespaceIndexParams,
    summary: 'List the routes of the namespace and their arguments',
  }),
  route({
    methods: ['GET'],
    path: '/doc',
    handler: 'doc.find',
    params: docParams,
    summary: 'The OpenAPI 3.1 document of the namespace',
  }),
  route({
    methods: ['GET'],
    path: '/events',
    handler: 'events.find',
    params: eventListParams,
    permissions: [EVENTS_UPDATE],
    summary: 'List events',
  }),
  // docs/api.md §9: the same list as an iCalendar feed, with the same arguments (a path of its own: calendar clients subscribe to a URL).
  route({
    methods: ['GET'],
    path: '/events.ics',
    handler: 'ical.find',
    params: eventListParams,
    permissions: [EVENTS_UPDATE],
    summary: 'List events as an iCalendar feed',
  }),
  route({
    methods: ['POST'],
    path: '/events',
    handler: 'events.create',
    params: eventCreateParams,
    permissions: [EVENTS_UPDATE],
    summary: 'Create an event',
  }),
  route({
    methods: ['GET'],
    path: `/events/${ID}`,
    handler: 'events.findOne',
    params: [idPath, ...single],
    summary: 'Read an event',
  }),
  route({
    methods: EDIT,
    path: `/events/${ID}`,
    handler: 'events.update',
    params: [idPath, ...eventUpdateParams],
    permissions: [EVENTS_UPDATE],
    summary: 'Update an event',
  }),
  route({
    methods: ['DELETE'],
    path: `/events/${ID}`,
    handler: 'events.delete',
    params: [idPath, ...remove, scopeParam('query')],
    summary: 'Trash or delete an event',
  }),
  // docs/api.md §12: the occurrences of a recurring event (its own handler, so a role may be granted lists of them alone).
  route({
    methods: ['GET'],
    path: `/events/${ID}/occurrences`,
    handler: 'occurrences.find',
    params: occurrenceListParams,
    permissions: [EVENTS_UPDATE],
    summary: 'List the occurrences of a recurring event',
  }),
  route({
    methods: ['GET'],
    path: `/events/${SLUG}`,
    handler: 'events.findOne',
    params: [slugPath, ...single],
    summary: 'Read an event by slug',
  }),
  route({
    methods: EDIT,
    path: `/events/${SLUG}`,
    handler: 'events.update',
    params: [slugPath, ...eventUpdateParams],
    permissions: [EVENTS_UPDATE],
    summary: 'Update an event by slug',
  }),
  route({
    methods: ['DELETE'],
    path: `/events/${SLUG}`,
    handler: 'events.delete',
    params: [slugPath, ...remove, scopeParam('query')],
    summary: 'Trash or delete an event by slug',
  }),
  ...linkedRoutes('venue'),
  ...linkedRoutes('organizer'),
  ...termRoutes('category'),
  ...termRoutes('tag'),
];

/** The table as the router, the documentation and the importer walk it. */
export const routes: readonly RouteDef[] = table;
/** Each route of the table with its literal types: what handlers' arguments are typed from. */
export type NamespaceRoute = (typeof table)[number];

/** Strapi action of a route, e.g. `plugin::calendar.events.find`. */
export const actionOf = (route: RouteDef) => `plugin::calendar.${route.handler}`;

/**
 * Reads are the `find`/`findOne` handlers: what the Public role is granted (setup/), what read-only
 * API tokens may call (Strapi lets them call only actions of those names), and what /doc documents
 * as open to anonymous callers.
 */
export const isReadRoute = (route: RouteDef) => /\.(find|findOne)$/.test(route.handler);
