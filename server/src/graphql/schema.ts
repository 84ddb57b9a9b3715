/**
 * The GraphQL schema the plugin offers when the site has Strapi's GraphQL plugin (docs/api.md §17):
 * one query per read route of calendar/events/v1, nothing else. Both halves are generated from
 * what the REST API is made of, so the two cannot drift apart: the arguments from the route
 * table's parameters (v1/routes.ts), the record types from the JSON Schemas of what the
 * serializers emit (v1/docs/schemas.ts). Pure: no Strapi, no GraphQL library (the SDL is text).
 */
import { isReadRoute, routes, type RouteDef } from '../v1/routes';
import { schemas, type Schema } from '../v1/docs/schemas';
import type { ParamDef } from '../v1/params/types';

/** A query and the read handler it runs: the handler's action governs it, as it governs REST. */
export interface QueryDef {
  name: string;
  /** `events.find`, ...: the handler of one or two routes (by id and by slug). */
  handler: string;
  /** The GraphQL type it answers: a record, or a page of records. */
  returns: string;
  description: string;
}

/**
 * Every read route but the namespace index, /doc and the iCalendar feed, which are documents, not
 * records (docs/api.md §17). Each `findOne` query takes `id` or `slug`: both name the same action.
 */
export const QUERIES: QueryDef[] = [
  {
    name: 'calendarEvents',
    handler: 'events.find',
    returns: 'CalendarEventList',
    description: 'GET /events',
  },
  {
    name: 'calendarEvent',
    handler: 'events.findOne',
    returns: 'CalendarEvent',
    description: 'GET /events/{id} or /events/by-slug/{slug}',
  },
  {
    name: 'calendarEventOccurrences',
    handler: 'occurrences.find',
    returns: 'CalendarEventList',
    description: 'GET /events/{id}/occurrences',
  },
  {
    name: 'calendarVenues',
    handler: 'venues.find',
    returns: 'CalendarVenueList',
    description: 'GET /venues',
  },
  {
    name: 'calendarVenue',
    handler: 'venues.findOne',
    returns: 'CalendarVenue',
    description: 'GET /venues/{id} or /venues/by-slug/{slug}',
  },
  {
    name: 'calendarOrganizers',
    handler: 'organizers.find',
    returns: 'CalendarOrganizerList',
    description: 'GET /organizers',
  },
  {
    name: 'calendarOrganizer',
    handler: 'organizers.findOne',
    returns: 'CalendarOrganizer',
    description: 'GET /organizers/{id} or /organizers/by-slug/{slug}',
  },
  {
    name: 'calendarCategories',
    handler: 'categories.find',
    returns: 'CalendarCategoryList',
    description: 'GET /categories',
  },
  {
    name: 'calendarCategory',
    handler: 'categories.findOne',
    returns: 'CalendarCategory',
    description: 'GET /categories/{id}',
  },
  {
    name: 'calendarTags',
    handler: 'tags.find',
    returns: 'CalendarTagList',
    description: 'GET /tags',
  },
  {
    name: 'calendarTag',
    handler: 'tags.findOne',
    returns: 'CalendarTag',
    description: 'GET /tags/{id}',
  },
];

/** The read routes that are documents, not records: no query (docs/api.md §17). */
export const NOT_QUERIED = ['namespace.find', 'doc.find', 'ical.find'];

/** The GraphQL type of each JSON Schema of v1/docs/schemas.ts that becomes an object type. */
export const OBJECT_TYPES: Record<string, string> = {
  Event: 'CalendarEvent',
  Venue: 'CalendarVenue',
  Organizer: 'CalendarOrganizer',
  Category: 'CalendarCategory',
  Tag: 'CalendarTag',
  EmbeddedCategory: 'CalendarEventCategory',
  EmbeddedTag: 'CalendarEventTag',
  EventArchive: 'CalendarEventList',
  VenueArchive: 'CalendarVenueList',
  OrganizerArchive: 'CalendarOrganizerList',
  CategoryArchive: 'CalendarCategoryList',
  TagArchive: 'CalendarTagList',
};

/** Every object type has it: the record (or page) exactly the way REST answers it. */
export const JSON_FIELD = 'json';

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

const refName = (s: Schema) =>
  typeof s.$ref === 'string' ? s.$ref.replace('#/components/schemas/', '') : null;

const isNullSchema = (s: Schema) => s.type === 'null';
const isEmptyArraySchema = (s: Schema) => s.type === 'array' && s.maxItems === 0;

/**
 * TEC's `venue: []`: a record, or an empty array when there is none. GraphQL answers null there
 * (a field has one type); the `json` field keeps REST's value.
 */
function recordOrEmptyArray(s: Schema): string | null {
  const members = (Array.isArray(s.anyOf) ? s.anyOf : []) as Schema[];
  const records = members.filter((m) => OBJECT_TYPES[refName(m) ?? '']);
  const rest = members.filter((m) => !records.includes(m));
  if (records.length !== 1 || !rest.every(isEmptyArraySchema)) return null;
  return OBJECT_TYPES[refName(records[0])!];
}

function scalarOf(type: unknown): string | null {
  const types = (Array.isArray(type) ? type : [type]).filter((t) => t !== 'null');
  if (types.length !== 1) return null;
  const names: Record<string, string> = {
    integer: 'Int',
    number: 'Float',
    string: 'String',
    boolean: 'Boolean',
  };
  return names[types[0] as string] ?? null;
}

/**
 * The GraphQL type of a member of a record: its JSON type when it has one scalar type, the object
 * type of a record it embeds, a list of those; JSON (the graphql plugin's scalar) for everything
 * else: images, date and cost details, translations, JSON-LD, the site's own fields.
 */
function fieldType(s: Schema): string {
  const ref = refName(s);
  if (ref) return OBJECT_TYPES[ref] ?? 'JSON';
  if (Array.isArray(s.anyOf)) {
    const record = recordOrEmptyArray(s);
    if (record) return record;
    const members = s.anyOf as Schema[];
    const scalars = members.filter((m) => !isNullSchema(m)).map((m) => scalarOf(m.type));
    if (scalars.length && scalars.every((t) => t && t === scalars[0])) return scalars[0]!;
    return 'JSON';
  }
  if ('const' in s) return typeof s.const === 'string' ? 'String' : 'JSON';
  if (s.type === 'array' && s.items) {
    const item = fieldType(s.items as Schema);
    return item === 'JSON' ? 'JSON' : `[${item}!]`;
  }
  return scalarOf(s.type) ?? 'JSON';
}

/** A description, then the line break and indentation of what it describes. */
const block = (text: unknown, indent = '  ') =>
  typeof text === 'string' && text ? `"""${text.replace(/"""/g, '\\"""')}"""\n${indent}` : '';

export interface FieldDef {
  name: string;
  type: string;
  description: unknown;
  /** REST answers `[]` for "none" (see recordOrEmptyArray): the resolver answers null. */
  emptyArrayIsNull: boolean;
}

/** The fields of an object type: the members of its JSON Schema. */
export function fieldsOf(schemaName: string): FieldDef[] {
  const properties = (schemas[schemaName].properties ?? {}) as Record<string, Schema>;
  // Names GraphQL cannot spell stay in `json` only; none of today's records has one.
  return Object.entries(properties)
    .filter(([name]) => NAME.test(name) && name !== JSON_FIELD)
    .map(([name, s]) => ({
      name,
      type: fieldType(s),
      description: s.description,
      emptyArrayIsNull: recordOrEmptyArray(s) !== null,
    }));
}

function objectType(schemaName: string, typeName: string): string {
  const schema = schemas[schemaName];
  const fields = fieldsOf(schemaName).map((f) => `${block(f.description)}${f.name}: ${f.type}`);
  fields.push(`"""The whole answer, exactly as the REST API gives it"""\n  ${JSON_FIELD}: JSON!`);
  return `${block(schema.description, '')}type ${typeName} {\n  ${fields.join('\n  ')}\n}`;
}

/** The GraphQL type of a route argument. Values reach the route as a query string gives them. */
function argType(p: ParamDef): string {
  if (p.items) return p.items === 'integer' ? '[ID!]' : '[String!]';
  if (p.type === 'array') return '[String!]';
  return scalarOf(p.type) ?? (p.type === 'object' ? 'JSON' : 'String');
}

/** The routes behind a query: by id and by slug for single reads. */
export const routesOf = (handler: string): RouteDef[] =>
  routes.filter((r) => r.handler === handler && r.methods.includes('GET'));

/** The query's arguments: the union of its routes' (path variables become `id`/`slug`). */
export function argsOf(q: QueryDef): Array<{ name: string; type: string; description: string }> {
  const rs = routesOf(q.handler);
  const both = rs.length > 1;
  const seen = new Map<string, { name: string; type: string; description: string }>();
  for (const r of rs) {
    for (const p of r.params) {
      if (seen.has(p.name) || !NAME.test(p.name)) continue;
      const type =
        p.in === 'path' ? `${p.name === 'id' ? 'ID' : 'String'}${both ? '' : '!'}` : argType(p);
      seen.set(p.name, { name: p.name, type, description: p.description });
    }
  }
  return [...seen.values()];
}

/** The read routes the queries stand for, and those they leave out on purpose: together, all of them. */
export const queriedHandlers = () => new Set(QUERIES.map((q) => q.handler));
export const readHandlers = () => new Set(routes.filter(isReadRoute).map((r) => r.handler));

/** The SDL of the plugin's types and queries. */
export function typeDefs(): string {
  const types = Object.entries(OBJECT_TYPES).map(([schema, type]) => objectType(schema, type));
  const queries = QUERIES.map((q) => {
    const args = argsOf(q)
      .map((a) => `${block(a.description, '    ')}${a.name}: ${a.type}`)
      .join('\n    ');
    return `${block(`${q.description}, with the same arguments and answer.`)}${q.name}(\n    ${args}\n  ): ${q.returns}`;
  });
  return [...types, `extend type Query {\n  ${queries.join('\n  ')}\n}`].join('\n\n');
}
