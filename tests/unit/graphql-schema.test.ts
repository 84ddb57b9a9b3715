/**
 * The GraphQL schema of graphql/schema.ts (docs/api.md §17) is generated from the route table and
 * the records' JSON Schemas: it must be valid GraphQL, and drop nothing of either. A name GraphQL
 * cannot spell would otherwise leave a field or an argument out without a word.
 */
import { buildSchema, type GraphQLObjectType } from 'graphql';
import { schemas } from '../../server/src/v1/docs/schemas';
import {
  OBJECT_TYPES,
  QUERIES,
  JSON_FIELD,
  argsOf,
  fieldsOf,
  routesOf,
  typeDefs,
} from '../../server/src/graphql/schema';

// What the graphql plugin's schema gives the SDL to extend: its JSON scalar and a Query type.
const schema = buildSchema(`scalar JSON\ntype Query { _: Int }\n${typeDefs()}`);

test('every query is in the schema, with every argument of its routes', () => {
  const query = schema.getQueryType()!.getFields();
  for (const q of QUERIES) {
    const routes = routesOf(q.handler);
    expect([q.name, routes.length > 0]).toEqual([q.name, true]);
    const names = new Set(routes.flatMap((r) => r.params.map((p) => p.name)));
    expect([q.name, query[q.name].args.map((a) => a.name).sort()]).toEqual([
      q.name,
      [...names].sort(),
    ]);
    expect([q.name, String(query[q.name].type)]).toEqual([q.name, q.returns]);
    expect(argsOf(q).length).toBe(names.size);
  }
});

test('every record type has every member of its JSON Schema, and json', () => {
  for (const [name, type] of Object.entries(OBJECT_TYPES)) {
    const fields = Object.keys((schema.getType(type) as GraphQLObjectType).getFields());
    const members = Object.keys(schemas[name].properties as object);
    expect([type, fields.sort()]).toEqual([type, [...members, JSON_FIELD].sort()]);
  }
});

test('a single read takes id or slug when it has both routes, and id alone (required) otherwise', () => {
  const args = (name: string) =>
    Object.fromEntries(
      schema
        .getQueryType()!
        .getFields()
        [name].args.map((a) => [a.name, String(a.type)])
    );
  expect(args('calendarEvent')).toMatchObject({ id: 'ID', slug: 'String' });
  expect(args('calendarCategory')).toMatchObject({ id: 'ID!' });
  expect(args('calendarEventOccurrences')).toMatchObject({ id: 'ID!' });
  expect(args('calendarEvents')).toMatchObject({
    status: '[String!]',
    per_page: 'Int',
    venue: '[ID!]',
  });
});

test("only REST's `venue: []` reads null: the one member that is a record or an empty array", () => {
  const nullable = Object.keys(OBJECT_TYPES).flatMap((name) =>
    fieldsOf(name)
      .filter((f) => f.emptyArrayIsNull)
      .map((f) => `${name}.${f.name}`)
  );
  expect(nullable).toEqual(['Event.venue']);
  expect(
    String((schema.getType('CalendarEvent') as GraphQLObjectType).getFields().venue.type)
  ).toBe('CalendarVenue');
});
