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
import type { ParamDef } from './params/types';
import { updateActionOf } from '../domain/caller';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** POST, PUT and PATCH on a record are one update (docs/tec-behaviour.md §2). */
  methods: HttpMethod[];
  /** Path inside the namespace, koa-router syntax: `{id}` is digits only (docs/api.md §1); '' is the namespace root. */
  path: string;
  /** `controller.action`; the action is `plugin::calendar.{handler}`. Reads are find/findOne so read-only tokens work. */
  handler: string;
  params: ParamDef[];
  /**
   * The actions whose answer the route's query or input builder reads (`c.may`: list visibility,
   * publishing), asked once the arguments are valid (docs/api.md §10). Parameters declare their
   * own in `ParamDef.needs`.
   */
  permissions?: readonly string[];
  summary: string;
}

const EVENTS_UPDATE = updateActionOf('event');

const force: ParamDef = {
  name: 'force',
  in: 'query',
  type: 'boolean',
  default: false,
  description: 'Delete permanently instead of moving to the trash',
};

const ID = ':id(\\d+)';
const SLUG = 'by-slug/:slug([^/]+)';
const single = [password, context, translationLanguage];
const remove = [force, translationLanguage];
const EDIT: HttpMethod[] = ['POST', 'PUT', 'PATCH'];

/** Venues and organizers share TEC's route shapes: list, create, and by id or slug read/update/delete. */
function linkedRoutes(kind: 'venue' | 'organizer'): RouteDef[] {
  const plural = `${kind}s`;
  const name = kind === 'venue' ? 'a venue' : 'an organizer';
  const write = linkedWriteParams(kind, false);
  return [
    {
      methods: ['GET'],
      path: `/${plural}`,
      handler: `${plural}.find`,
      params: linkedListParams(kind),
      permissions: [updateActionOf(kind), EVENTS_UPDATE],
      summary: `List ${plural}`,
    },
    {
      methods: ['POST'],
      path: `/${plural}`,
      handler: `${plural}.create`,
      params: linkedWriteParams(kind, true),
      permissions: [updateActionOf(kind)],
      summary: `Create ${name}`,
    },
    {
      methods: ['GET'],
      path: `/${plural}/${ID}`,
      handler: `${plural}.findOne`,
      params: [idPath, ...single],
      summary: `Read ${name}`,
    },
    {
      methods: EDIT,
      path: `/${plural}/${ID}`,
      handler: `${plural}.update`,
      params: [idPath, ...write],
      permissions: [updateActionOf(kind)],
      summary: `Update ${name}`,
    },
    {
      methods: ['DELETE'],
      path: `/${plural}/${ID}`,
      handler: `${plural}.delete`,
      params: [idPath, ...remove],
      summary: `Trash or delete ${name}`,
    },
    {
      methods: ['GET'],
      path: `/${plural}/${SLUG}`,
      handler: `${plural}.findOne`,
      params: [slugPath, ...single],
      summary: `Read ${name} by slug`,
    },
    {
      methods: EDIT,
      path: `/${plural}/${SLUG}`,
      handler: `${plural}.update`,
      params: [slugPath, ...write],
      permissions: [updateActionOf(kind)],
      summary: `Update ${name} by slug`,
    },
    {
      methods: ['DELETE'],
      path: `/${plural}/${SLUG}`,
      handler: `${plural}.delete`,
      params: [slugPath, ...remove],
      summary: `Trash or delete ${name} by slug`,
    },
  ];
}

/** Categories and tags: no by-slug routes (docs/tec-behaviour.md §2), and deletes are always permanent. */
function termRoutes(kind: 'category' | 'tag'): RouteDef[] {
  const plural = kind === 'category' ? 'categories' : 'tags';
  const name = kind === 'category' ? 'an event category' : 'a tag';
  return [
    {
      methods: ['GET'],
      path: `/${plural}`,
      handler: `${plural}.find`,
      params: termListParams(kind),
      permissions: [EVENTS_UPDATE],
      summary: `List ${plural}`,
    },
    {
      methods: ['POST'],
      path: `/${plural}`,
      handler: `${plural}.create`,
      params: termWriteParams(kind, true),
      summary: `Create ${name}`,
    },
    {
      methods: ['GET'],
      path: `/${plural}/${ID}`,
      handler: `${plural}.findOne`,
      params: [idPath, translationLanguage],
      summary: `Read ${name}`,
    },
    {
      methods: EDIT,
      path: `/${plural}/${ID}`,
      handler: `${plural}.update`,
      params: [idPath, ...termWriteParams(kind, false)],
      summary: `Update ${name}`,
    },
    {
      methods: ['DELETE'],
      path: `/${plural}/${ID}`,
      handler: `${plural}.delete`,
      params: [idPath, translationLanguage],
      summary: `Delete ${name} permanently`,
    },
  ];
}

export const routes: RouteDef[] = [
  // The namespace root answers with or without its trailing slash (koa-router is not strict).
  {
    methods: ['GET'],
    path: '',
    handler: 'namespace.find',
    params: namespaceIndexParams,
    summary: 'List the routes of the namespace and their arguments',
  },
  {
    methods: ['GET'],
    path: '/doc',
    handler: 'doc.find',
    params: docParams,
    summary: 'The OpenAPI 3.1 document of the namespace',
  },
  {
    methods: ['GET'],
    path: '/events',
    handler: 'events.find',
    params: eventListParams,
    permissions: [EVENTS_UPDATE],
    summary: 'List events',
  },
  // docs/api.md §9: the same list as an iCalendar feed, with the same arguments (a path of its own: calendar clients subscribe to a URL).
  {
    methods: ['GET'],
    path: '/events.ics',
    handler: 'ical.find',
    params: eventListParams,
    permissions: [EVENTS_UPDATE],
    summary: 'List events as an iCalendar feed',
  },
  {
    methods: ['POST'],
    path: '/events',
    handler: 'events.create',
    params: eventCreateParams,
    permissions: [EVENTS_UPDATE],
    summary: 'Create an event',
  },
  {
    methods: ['GET'],
    path: `/events/${ID}`,
    handler: 'events.findOne',
    params: [idPath, ...single],
    summary: 'Read an event',
  },
  {
    methods: EDIT,
    path: `/events/${ID}`,
    handler: 'events.update',
    params: [idPath, ...eventUpdateParams],
    permissions: [EVENTS_UPDATE],
    summary: 'Update an event',
  },
  {
    methods: ['DELETE'],
    path: `/events/${ID}`,
    handler: 'events.delete',
    params: [idPath, ...remove, scopeParam('query')],
    summary: 'Trash or delete an event',
  },
  // docs/api.md §12: the occurrences of a recurring event (its own handler, so a role may be granted lists of them alone).
  {
    methods: ['GET'],
    path: `/events/${ID}/occurrences`,
    handler: 'occurrences.find',
    params: occurrenceListParams,
    permissions: [EVENTS_UPDATE],
    summary: 'List the occurrences of a recurring event',
  },
  {
    methods: ['GET'],
    path: `/events/${SLUG}`,
    handler: 'events.findOne',
    params: [slugPath, ...single],
    summary: 'Read an event by slug',
  },
  {
    methods: EDIT,
    path: `/events/${SLUG}`,
    handler: 'events.update',
    params: [slugPath, ...eventUpdateParams],
    permissions: [EVENTS_UPDATE],
    summary: 'Update an event by slug',
  },
  {
    methods: ['DELETE'],
    path: `/events/${SLUG}`,
    handler: 'events.delete',
    params: [slugPath, ...remove, scopeParam('query')],
    summary: 'Trash or delete an event by slug',
  },
  ...linkedRoutes('venue'),
  ...linkedRoutes('organizer'),
  ...termRoutes('category'),
  ...termRoutes('tag'),
];

/** Strapi action of a route, e.g. `plugin::calendar.events.find`. */
export const actionOf = (route: RouteDef) => `plugin::calendar.${route.handler}`;

/**
 * Reads are the `find`/`findOne` handlers: what the Public role is granted (setup/), what read-only
 * API tokens may call (Strapi lets them call only actions of those names), and what /doc documents
 * as open to anonymous callers.
 */
export const isReadRoute = (route: RouteDef) => /\.(find|findOne)$/.test(route.handler);
