/**
 * THE route table of calendar/events/v1: method, path, handler (whose name is also the Strapi
 * action that roles and API tokens grant) and arguments. The Strapi router, the validators and
 * (later) the namespace index and the OpenAPI document are all generated from it.
 */
import { context, idPath, password, slugPath, translationLanguage } from './params/common';
import { eventCreateParams, eventUpdateParams } from './params/event-write';
import { eventListParams } from './params/event-list';
import type { ParamDef } from './params/types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  /** POST, PUT and PATCH on a record are one update (reference §2). */
  methods: HttpMethod[];
  /** Path inside the namespace, koa-router syntax: `{id}` is digits only (API.md §1). */
  path: string;
  /** `controller.action`; the action is `plugin::calendar.{handler}`. Reads are find/findOne so read-only tokens work. */
  handler: string;
  params: ParamDef[];
  summary: string;
}

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

export const routes: RouteDef[] = [
  { methods: ['GET'], path: '/events', handler: 'events.find', params: eventListParams, summary: 'List events' },
  { methods: ['POST'], path: '/events', handler: 'events.create', params: eventCreateParams, summary: 'Create an event' },
  { methods: ['GET'], path: `/events/${ID}`, handler: 'events.findOne', params: [idPath, ...single], summary: 'Read an event' },
  { methods: EDIT, path: `/events/${ID}`, handler: 'events.update', params: [idPath, ...eventUpdateParams], summary: 'Update an event' },
  { methods: ['DELETE'], path: `/events/${ID}`, handler: 'events.delete', params: [idPath, ...remove], summary: 'Trash or delete an event' },
  { methods: ['GET'], path: `/events/${SLUG}`, handler: 'events.findOne', params: [slugPath, ...single], summary: 'Read an event by slug' },
  { methods: EDIT, path: `/events/${SLUG}`, handler: 'events.update', params: [slugPath, ...eventUpdateParams], summary: 'Update an event by slug' },
  { methods: ['DELETE'], path: `/events/${SLUG}`, handler: 'events.delete', params: [slugPath, ...remove], summary: 'Trash or delete an event by slug' },
];

/** Strapi action of a route, e.g. `plugin::calendar.events.find`. */
export const actionOf = (route: RouteDef) => `plugin::calendar.${route.handler}`;
