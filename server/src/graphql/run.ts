/**
 * What a calendar query does (docs/api.md §17): exactly what its REST route does, through the same
 * code. The route's action is checked the way REST checks it (auth/route-access.ts), then the route's
 * own handler runs — argument validation, visibility, passwords, languages, serialization —
 * with the caller Strapi's auth made of the GraphQL request. A second copy of any of those rules
 * here is how GraphQL would come to show what REST hides (issue #28).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { mayRun } from '../auth/route-access';
import type { EndpointAction, Preconditions } from '../controllers/handler-types';
import { requestServices } from '../controllers/request-services';
import { ApiError, forbidden, noRoute } from '../v1/errors';
import { createRequest, type ApiRequest } from '../v1/request';
import { actionOf, type RouteDef } from '../v1/routes';
import { routesOf, type QueryDef } from './schema';

/** What the graphql plugin hands every resolver: the koa context, authenticated by Strapi. */
export interface GraphQLContext {
  koaContext: Context;
}

/** Reads evaluate no preconditions: GraphQL has no If-Match. */
const NO_PRECONDITIONS: Preconditions = { present: false, assert: () => undefined };

/**
 * The route a query's arguments name, as the REST router would match its path: `{id}` digits
 * only, `{slug}` anything but `/` (docs/api.md §1.4); what no path could be is REST's 404
 * `rest_no_route`.
 */
function routeFor(q: QueryDef, args: Record<string, unknown>): RouteDef {
  const candidates = routesOf(q.handler);
  if (candidates.length === 1 && !candidates[0].path.includes(':')) return candidates[0];
  const id = args.id ?? null;
  const slug = args.slug ?? null;
  if ((id === null) === (slug === null))
    throw new errors.ValidationError(`${q.name} takes either id or slug`);
  const route = candidates.find((r) => r.path.includes(id !== null ? ':id' : ':slug'));
  const valid = id !== null ? /^\d+$/.test(String(id)) : /^[^/]+$/.test(String(slug));
  if (!route || !valid) throw noRoute();
  return route;
}

/** An argument as a query string would carry it: text, or a list of texts. */
function wire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'object') return value;
  return String(value);
}

function inputOf(args: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value !== null && value !== undefined) input[name] = wire(value);
  }
  return input;
}

/**
 * REST's error as a Strapi error, so the graphql plugin answers it with its usual codes (FORBIDDEN,
 * BAD_USER_INPUT, STRAPI_NOT_FOUND_ERROR...): the message in the request's language, and REST's
 * whole error body (`code`, `data.status`, `data.params`) in `extensions.error.details`.
 */
function graphqlError(error: ApiError, req: ApiRequest): Error {
  const body = error.body(req.lang);
  const details = { ...body };
  if (error.status === 401) return new errors.UnauthorizedError(body.message, details);
  if (error.status === 403) return new errors.ForbiddenError(body.message, details);
  if (error.status === 404) return new errors.NotFoundError(body.message, details);
  if (error.status === 400) return new errors.ValidationError(body.message, details);
  return new errors.ApplicationError(body.message, details);
}

export async function runQuery(
  strapi: Core.Strapi,
  q: QueryDef,
  args: Record<string, unknown>,
  context: GraphQLContext
): Promise<unknown> {
  const ctx = context.koaContext;
  const services = requestServices(strapi, ctx);
  const req = createRequest(
    strapi,
    { input: inputOf(args), rootLang: null, origin: ctx.origin },
    services
  );
  try {
    const route = routeFor(q, args);
    if (!(await mayRun(strapi, req.caller, actionOf(route))))
      throw forbidden(req.caller.kind === 'anonymous' ? 401 : 403);
    const [controller, action] = route.handler.split('.');
    const { handler } = strapi
      .plugin('calendar')
      .controller<Record<string, EndpointAction>>(controller)[action];
    const { body } = await handler(req, route, NO_PRECONDITIONS);
    // A page of events comes already rendered, as the bytes REST sends (controllers/events.ts).
    return typeof body === 'string' ? JSON.parse(body) : body;
  } catch (error) {
    throw error instanceof ApiError ? graphqlError(error, req) : error;
  }
}
