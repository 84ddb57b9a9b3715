/**
 * The calendar in Strapi's GraphQL plugin, when the site has it (docs/api.md §17). Strapi would
 * otherwise generate queries and mutations over the raw Document Service for every content type
 * ("shadow CRUD"): every event in every status, passwords' secrets, subscriptions with their feed
 * URLs, import runs — none of the API's rules (issue #28). So the plugin's content types are taken
 * out of GraphQL whole, and in their place come the queries of graphql/schema.ts, each running its
 * REST route (graphql/run.ts). No mutation is offered: writes go through REST.
 */
import type { Core } from '@strapi/strapi';
import contentTypes from '../content-types';
import { QUERIES, OBJECT_TYPES, fieldsOf, JSON_FIELD, typeDefs } from './schema';
import { runQuery, type GraphQLContext } from './run';

/** What the plugin uses of the graphql plugin's `extension` service. */
interface GraphQLExtension {
  shadowCRUD(uid: string): { disable(): unknown };
  use(configuration: () => Record<string, unknown>): unknown;
}

type Resolver = (
  parent: unknown,
  args: Record<string, unknown>,
  context: GraphQLContext
) => unknown;

/** The types' own fields: `json` is the record itself, and REST's `[]` for "none" is null. */
function typeResolvers(): Record<string, Record<string, Resolver>> {
  const out: Record<string, Record<string, Resolver>> = {};
  for (const [schema, type] of Object.entries(OBJECT_TYPES)) {
    const fields: Record<string, Resolver> = { [JSON_FIELD]: (parent) => parent };
    for (const f of fieldsOf(schema).filter((f) => f.emptyArrayIsNull)) {
      fields[f.name] = (parent) => {
        const value = (parent as Record<string, unknown>)[f.name];
        return Array.isArray(value) ? null : value;
      };
    }
    out[type] = fields;
  }
  return out;
}

export function registerGraphql(strapi: Core.Strapi): void {
  const graphql = strapi.plugin('graphql');
  if (!graphql) return;
  const extension = graphql.service<GraphQLExtension>('extension');
  // Internal types (subscriptions, import runs and links, stored occurrences) have no place in
  // GraphQL at all, and the public ones only through the queries below. The admin's Content
  // Manager does not use GraphQL: this changes nothing there.
  for (const name of Object.keys(contentTypes))
    extension.shadowCRUD(`plugin::calendar.${name}`).disable();
  const query: Record<string, Resolver> = {};
  const resolversConfig: Record<string, unknown> = {};
  for (const q of QUERIES) {
    query[q.name] = (_parent, args, context) => runQuery(strapi, q, args, context);
    // runQuery checks the route's action like REST, the Public role's rights included for
    // signed-in callers (docs/api.md §4), which Strapi's own scope check would refuse them.
    resolversConfig[`Query.${q.name}`] = { auth: false };
  }
  extension.use(() => ({
    typeDefs: typeDefs(),
    resolvers: { Query: query, ...typeResolvers() },
    resolversConfig,
  }));
}
