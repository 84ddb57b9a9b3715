/**
 * The responses of each route, read from its handler (`controller.action`): the controller says
 * what kind of record comes back, the action what happens around it. The statuses are the ones
 * the controllers really answer (controllers/*.ts); whatever else may happen (413, 500, a Public
 * role without the action) is the `default` response, in the same error shape.
 */
import type { RouteDef } from '../routes';
import { ref, type Schema } from './schemas';

type Family = 'event' | 'linked' | 'term';

interface Resource {
  family: Family;
  record: string;
  archive: string;
}

const RESOURCES: Record<string, Resource> = {
  events: { family: 'event', record: 'Event', archive: 'EventArchive' },
  venues: { family: 'linked', record: 'Venue', archive: 'VenueArchive' },
  organizers: { family: 'linked', record: 'Organizer', archive: 'OrganizerArchive' },
  categories: { family: 'term', record: 'Category', archive: 'CategoryArchive' },
  tags: { family: 'term', record: 'Tag', archive: 'TagArchive' },
};

export type Responses = Record<string, Schema>;

const json = (schema: Schema) => ({ 'application/json': { schema } });
const ok = (description: string, schema: Schema, headers?: Record<string, Schema>): Schema => ({
  description,
  ...(headers ? { headers } : {}),
  content: json(schema),
});
const failure = (name: string): Schema => ({ $ref: `#/components/responses/${name}` });
const header = (name: string): Schema => ({ $ref: `#/components/headers/${name}` });

/** Reusable error responses (components.responses), by name. */
export const errorResponses: Record<string, Schema> = {
  InvalidParameters: {
    description: 'A parameter is missing or invalid',
    content: json(ref('Error')),
  },
  UnknownRecord: {
    description:
      'A parameter is missing or invalid, or no record has this ID or slug in the language of the request',
    content: json(ref('Error')),
  },
  Unauthorized: {
    description: 'The route needs credentials and none were sent',
    content: json(ref('Error')),
  },
  Forbidden: { description: 'The caller may not do this', content: json(ref('Error')) },
  EventNotFound: {
    description: 'No event has this ID or slug in the language of the request',
    content: json(ref('Error')),
  },
  PageNotFound: {
    description: 'The requested page is past the last page',
    content: json(ref('Error')),
  },
  Trashed: { description: 'The record is already in the trash', content: json(ref('Error')) },
  Error: {
    description: 'Any other error (for example 413 or 500), in the same shape',
    content: json(ref('Error')),
  },
  PreconditionFailed: {
    description:
      'If-Match or If-None-Match does not hold: the record changed since the caller read it, and nothing was written',
    content: json(ref('Error')),
  },
  // docs/api.md §9: no body, the validators of the unchanged response.
  NotModified: {
    description:
      'Nothing changed since the response whose ETag was sent in If-None-Match (or, for one record, since the date in If-Modified-Since)',
    headers: {
      ETag: { $ref: '#/components/headers/ETag' },
      'Last-Modified': { $ref: '#/components/headers/Last-Modified' },
    },
  },
};

const intHeader = (description: string): Schema => ({ description, schema: { type: 'integer' } });

/** Reusable headers (components.headers): the list totals of docs/tec-behaviour.md §3.2 and docs/api.md §6. */
export const headers: Record<string, Schema> = {
  'X-TEC-Total': intHeader('The number of matching records'),
  'X-TEC-TotalPages': intHeader('The number of pages'),
  'X-WP-Total': intHeader('The number of matching records'),
  'X-WP-TotalPages': intHeader('The number of pages'),
  Link: { description: 'The next and previous pages (RFC 8288)', schema: { type: 'string' } },
  Location: {
    description: 'The URL of the created record',
    schema: { type: 'string', format: 'uri' },
  },
  ETag: {
    description:
      'A strong entity tag of the exact response: send it in If-None-Match to revalidate, or in If-Match to write only if the record is unchanged',
    schema: { type: 'string' },
  },
  'Last-Modified': {
    description: 'When the newest record in the response last changed',
    schema: { type: 'string' },
  },
};

const listHeaders = Object.fromEntries(
  ['X-TEC-Total', 'X-TEC-TotalPages', 'X-WP-Total', 'X-WP-TotalPages', 'Link'].map((h) => [
    h,
    header(h),
  ])
);

/** Every successful read carries validators (docs/api.md §9). */
const validatorHeaders = { ETag: header('ETag'), 'Last-Modified': header('Last-Modified') };

const WRITE_FAILURES = {
  '400': failure('InvalidParameters'),
  '401': failure('Unauthorized'),
  '403': failure('Forbidden'),
};

function recordResponses(action: string, r: Resource): Responses {
  // Events answer an unknown id or slug with 404; the others with 400, like TEC's argument validation.
  const unknown: Responses =
    r.family === 'event'
      ? { '400': failure('InvalidParameters'), '404': failure('EventNotFound') }
      : { '400': failure('UnknownRecord') };
  const record = ref(r.record);
  switch (action) {
    case 'find':
      return {
        '200': ok('One page of the matching records', ref(r.archive), listHeaders),
        '400': failure('InvalidParameters'),
        ...(r.family === 'term' ? {} : { '404': failure('PageNotFound') }),
      };
    case 'findOne':
      return {
        '200': ok('The record', record),
        ...unknown,
        ...(r.family === 'term' ? {} : { '403': failure('Forbidden') }),
      };
    case 'create':
      // A venue or organizer that repeats an existing one is not created again (docs/tec-behaviour.md §4.3).
      return {
        '201': ok(
          r.family === 'linked'
            ? 'The created record, or the existing record it repeats'
            : 'The created record',
          record,
          { Location: header('Location') }
        ),
        ...WRITE_FAILURES,
      };
    case 'update':
      return { '200': ok('The updated record', record), ...WRITE_FAILURES, ...unknown };
    case 'delete':
      return {
        '200': ok(
          r.family === 'term'
            ? 'The deleted record, as it was'
            : 'The trashed record, or the deleted record as it was (force)',
          record
        ),
        ...WRITE_FAILURES,
        ...unknown,
        ...(r.family === 'term' ? {} : { '410': failure('Trashed') }),
      };
    default:
      throw new Error(`[calendar] no documented responses for the action "${action}"`);
  }
}

/** The event list as an iCalendar feed: the list's arguments and failures, another media type. */
const feedResponses = (): Responses => ({
  '200': {
    description: 'One page of the matching events as an iCalendar feed (RFC 5545)',
    headers: listHeaders,
    content: { 'text/calendar': { schema: { type: 'string' } } },
  },
  '400': failure('InvalidParameters'),
  '404': failure('PageNotFound'),
});

function ownResponses(handler: string): Responses | undefined {
  if (handler === 'ical.find') return feedResponses();
  // docs/api.md §12: an event list whose path names a recurring event (400 when it is not one).
  if (handler === 'occurrences.find')
    return {
      '200': ok('One page of the occurrences', ref('EventArchive'), listHeaders),
      '400': failure('InvalidParameters'),
      '403': failure('Forbidden'),
      '404': failure('EventNotFound'),
    };
  if (handler === 'namespace.find')
    return {
      '200': ok('The routes of the namespace and their arguments', ref('NamespaceIndex')),
      '400': failure('InvalidParameters'),
    };
  if (handler === 'doc.find')
    return {
      '200': ok('This document', ref('OpenApiDocument')),
      '400': failure('InvalidParameters'),
    };
  return undefined;
}

/**
 * Conditional requests (docs/api.md §9): a read answers 304 to a current If-None-Match and carries its
 * validators; a write on one record answers 412 to a stale If-Match.
 */
function conditional(route: RouteDef, responses: Responses): Responses {
  if (route.methods.includes('GET')) {
    const ok200 = responses['200'];
    const headers = {
      ...(ok200.headers as Record<string, Schema> | undefined),
      ...validatorHeaders,
    };
    return { ...responses, '200': { ...ok200, headers }, '304': failure('NotModified') };
  }
  return route.path.includes(':')
    ? { ...responses, '412': failure('PreconditionFailed') }
    : responses;
}

/** The responses of a route, sorted by status, then `default`. Throws for a handler it does not know, so a new route cannot go undocumented. */
export function responsesOf(route: RouteDef): Responses {
  const [controller, action] = route.handler.split('.');
  const resource = RESOURCES[controller];
  const found =
    ownResponses(route.handler) ?? (resource ? recordResponses(action, resource) : undefined);
  if (!found)
    throw new Error(`[calendar] no documented responses for the handler "${route.handler}"`);
  const own = conditional(route, found);
  const sorted = Object.keys(own)
    .sort()
    .map((status) => [status, own[status]]);
  return { ...Object.fromEntries(sorted), default: failure('Error') };
}

/** The OpenAPI tag of a route: its collection, or `namespace` for the index and this document. */
export function tagOf(route: RouteDef): string {
  // The feed is the events list in another format (controllers/ical.ts).
  const controller = ['ical.find', 'occurrences.find'].includes(route.handler)
    ? 'events'
    : route.handler.split('.')[0];
  return RESOURCES[controller] ? controller : 'namespace';
}

export const tags: Schema[] = [
  { name: 'namespace', description: 'The namespace index and this document' },
  { name: 'events', description: 'Events' },
  { name: 'venues', description: 'Venues' },
  { name: 'organizers', description: 'Organizers' },
  { name: 'categories', description: 'Event categories' },
  { name: 'tags', description: 'Tags' },
];
