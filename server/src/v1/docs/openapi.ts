/**
 * `GET {ns}/doc`: an OpenAPI 3.1 document of the whole namespace (docs/api.md §8), built from the route
 * table like the router and the validators: one operation per route and method, one parameter
 * (or request-body property) per parameter definition, responses by handler (responses.ts) and
 * record schemas that follow the serializers (schemas.ts).
 */
import type { ParamDef } from '../params/types';
import { actionOf, isReadRoute, type HttpMethod, type RouteDef } from '../routes';
import { documentedDefault, documentedEnum, itemSchema, uniqueParams } from './args';
import type { DocContext } from './context';
import { siteArgumentProperties, withSiteFields } from './site-fields';
import { translateTexts } from './i18n';
import { openApiPath } from './paths';
import { errorResponses, headers, responsesOf, tagOf, tags } from './responses';
import { schemas, type Schema } from './schemas';

export const OPENAPI_VERSION = '3.1.0';

const securitySchemes: Record<string, Schema> = {
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A Strapi API token: full access, read-only, or custom with the actions of the routes it may call',
  },
  usersPermissionsJwt: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The JWT of a users-permissions user whose role holds the actions of the routes',
  },
};

/** Reads are public through the Public role (docs/api.md §4): anonymous (`{}`) or either credential. */
const READ_SECURITY = [{}, { apiToken: [] }, { usersPermissionsJwt: [] }];
const WRITE_SECURITY = [{ apiToken: [] }, { usersPermissionsJwt: [] }];

/**
 * The JSON Schema of one argument. Query and path values are text on the wire, so an argument the
 * validators take in several forms (dates, flags) is a string there; in a body it may be any JSON.
 */
function schemaOf(def: ParamDef, ctx: DocContext): Schema {
  const items = itemSchema(def);
  const type = items ? 'array' : (def.type ?? (def.in === 'body' ? undefined : 'string'));
  const values = documentedEnum(def, ctx.config);
  const fallback = documentedDefault(def, ctx.config);
  const properties = def.siteFieldsOf && siteArgumentProperties(ctx.siteFields, def.siteFieldsOf);
  return {
    ...(type ? { type } : {}),
    ...(items ? { items } : {}),
    ...(properties ? { properties } : {}),
    ...(values ? { enum: values } : {}),
    ...(fallback !== undefined ? { default: fallback } : {}),
  };
}

function parameterOf(def: ParamDef, ctx: DocContext): Schema {
  return {
    name: def.name,
    in: def.in,
    description: def.description,
    required: def.required === true,
    schema: schemaOf(def, ctx),
    // Lists are sent comma-separated (`categories=1,2`); `categories[]=1&categories[]=2` works too.
    ...(def.items ? { style: 'form', explode: false } : {}),
  };
}

function requestBodyOf(defs: ParamDef[], ctx: DocContext): Schema {
  const properties = Object.fromEntries(
    defs.map((def) => [def.name, { ...schemaOf(def, ctx), description: def.description }])
  );
  const required = defs.filter((d) => d.required).map((d) => d.name);
  const schema = { type: 'object', properties, ...(required.length ? { required } : {}) };
  return {
    description:
      'The fields to write, as JSON or form-encoded; fields not sent are left as they are',
    required: required.length > 0,
    content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
  };
}

/** `events.findOne`, `events.findOneBySlug`: unique per route definition. */
const baseId = (route: RouteDef) =>
  `${route.handler}${route.path.includes(':slug') ? 'BySlug' : ''}`;

/** POST, PUT and PATCH share one update route: the first method keeps the plain id. */
const operationId = (route: RouteDef, method: HttpMethod) =>
  method === route.methods[0] ? baseId(route) : `${baseId(route)}_${method.toLowerCase()}`;

function operationOf(
  route: RouteDef,
  method: HttpMethod,
  ctx: DocContext,
  bodies: Record<string, Schema>
): Schema {
  const defs = uniqueParams(route.params);
  const body = defs.filter((d) => d.in === 'body');
  if (body.length) bodies[baseId(route)] ??= requestBodyOf(body, ctx);
  return {
    tags: [tagOf(route)],
    summary: route.summary,
    operationId: operationId(route, method),
    'x-strapi-action': actionOf(route),
    parameters: defs.filter((d) => d.in !== 'body').map((d) => parameterOf(d, ctx)),
    ...(body.length
      ? { requestBody: { $ref: `#/components/requestBodies/${baseId(route)}` } }
      : {}),
    responses: responsesOf(route),
    security: isReadRoute(route) ? READ_SECURITY : WRITE_SECURITY,
  };
}

export function openApiDocument(routes: readonly RouteDef[], ctx: DocContext): Schema {
  const bodies: Record<string, Schema> = {};
  const paths: Record<string, Record<string, Schema>> = {};
  for (const route of routes) {
    const item = (paths[openApiPath(route.path)] ??= {});
    for (const method of route.methods)
      item[method.toLowerCase()] = operationOf(route, method, ctx, bodies);
  }
  const doc = {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Events Calendar REST API',
      version: '1.0.0',
      description:
        'Events, venues, organizers, event categories and tags, compatible with The Events Calendar REST API v1 (tribe/events/v1). Every record exists once per language; the language of a request is its translation_language, else the language of its root (/fr/api/...), else the default language.',
    },
    servers: [{ url: ctx.root, description: 'The namespace root this document was requested on' }],
    tags,
    paths,
    components: {
      schemas: withSiteFields(schemas, ctx.siteFields),
      requestBodies: bodies,
      responses: errorResponses,
      headers,
      securitySchemes,
    },
  };
  return translateTexts(doc, ctx.lang);
}
