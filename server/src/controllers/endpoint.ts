/**
 * Turns a handler `(req, route, preconditions) => Response` into a koa action: builds the
 * ApiRequest, renders ApiErrors in the request's language, hides unexpected failures behind a 500
 * in the API's error shape (no stack, no SQL: docs/api.md §5), and makes every read conditional
 * (docs/api.md §9): ETag over the exact bytes sent, Last-Modified, 304, Cache-Control and Vary.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  evaluatePreconditions,
  NO_STORE,
  readCacheControl,
  validatorsOf,
  type PreconditionHeaders,
} from '../v1/conditional';
import { ApiError, internalError } from '../v1/errors';
import { createApiRequest, type ApiRequest } from '../v1/request';
import type { RouteDef } from '../v1/routes';
import { servedBy, type HandlerName, type RouteOf } from '../v1/route-tables';
import type { EndpointAction, Handler, Preconditions, Response } from './handler-types';
import { preconditionFailed, preconditionsOf, representationsByGet } from './preconditions';
import { requestServices } from './request-services';
import { stackOf } from '../utils/thrown';

export type { Handler, Preconditions, Response } from './handler-types';

export interface EndpointOptions {
  /**
   * `handler`: the handler evaluates If-Match itself, from the record it loads anyway (events).
   * Otherwise a single-record write with preconditions first reads the record as its GET route
   * would (one more read, and only when the request has a precondition).
   */
  preconditions?: 'handler';
}

const isRead = (ctx: Context) => ctx.method === 'GET' || ctx.method === 'HEAD';

/** Routes with a path variable name one record (`/events/:id`); the others are lists and documents. */
const namesOneRecord = (route: RouteDef) => route.path.includes(':');

export function sendError(ctx: Context, error: ApiError, lang: string) {
  ctx.status = error.status;
  ctx.body = error.body(lang);
}

function conditionalHeaders(ctx: Context): PreconditionHeaders {
  const value = (name: string) => ctx.get(name) || undefined;
  return {
    ifMatch: value('If-Match'),
    ifNoneMatch: value('If-None-Match'),
    ifModifiedSince: value('If-Modified-Since'),
  };
}

/**
 * Adds `name` to Access-Control-Expose-Headers, so a browser client on another origin can read it
 * (If-Match needs the ETag). Only on cross-origin requests, the only ones a browser applies it to
 * (Strapi's CORS middleware varies every response on Origin).
 */
function expose(ctx: Context, name: string) {
  if (!ctx.get('Origin')) return;
  const current = ctx.response.get('Access-Control-Expose-Headers');
  const names = current ? current.split(/\s*,\s*/) : [];
  if (!names.includes(name)) ctx.set('Access-Control-Expose-Headers', [...names, name].join(', '));
}

/**
 * The answer depends on the caller when credentials or a password went into it: then only the
 * caller's own cache may keep it. Vary: Authorization keeps an editor's view (drafts) apart from
 * the public one in every cache.
 */
function setCaching(ctx: Context, req: ApiRequest) {
  const personal = req.caller.kind !== 'anonymous' || req.input.password !== undefined;
  ctx.set('Cache-Control', readCacheControl(personal));
  ctx.vary('Authorization');
}

/**
 * 200 with validators, or 304 with them and no body. If-Modified-Since is weighed on single
 * records only: a list also changes when a record leaves it (trashed, or past the date window),
 * which leaves no date behind in what remains, so a list answers 304 on its ETag alone.
 */
function sendRead(ctx: Context, req: ApiRequest, route: RouteDef, res: Response, bytes: string) {
  const validators = validatorsOf(bytes, res.body, res.lastModified);
  const outcome = evaluatePreconditions(conditionalHeaders(ctx), [validators], {
    read: true,
    datesSuffice: namesOneRecord(route),
  });
  if (outcome === 'failed') throw preconditionFailed();
  setCaching(ctx, req);
  ctx.set('ETag', validators.etag);
  if (validators.lastModified) ctx.set('Last-Modified', validators.lastModified.toUTCString());
  if (outcome === 'not-modified') {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.set(res.headers ?? {});
  expose(ctx, 'ETag');
  ctx.status = 200;
  ctx.body = bytes;
}

/** The body goes out as the exact bytes its ETag was computed from; JSON is typed here, other formats by their handler. */
function send(ctx: Context, req: ApiRequest, route: RouteDef, res: Response) {
  const bytes = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  ctx.type = 'application/json';
  const status = res.status ?? 200;
  if (isRead(ctx) && status === 200) return sendRead(ctx, req, route, res, bytes);
  ctx.set(res.headers ?? {});
  // A write's answer is the state just after it, not a representation to reuse (RFC 9110 §9.3.4: no validators either).
  ctx.set('Cache-Control', NO_STORE);
  ctx.status = status;
  ctx.body = bytes;
}

/** A single-record write whose handler does not evaluate preconditions: compare against what its GET answers this caller. */
async function checkByGet(
  strapi: Core.Strapi,
  ctx: Context,
  route: RouteDef,
  preconditions: Preconditions,
  options: EndpointOptions
) {
  if (
    isRead(ctx) ||
    !namesOneRecord(route) ||
    !preconditions.present ||
    options.preconditions === 'handler'
  )
    return;
  preconditions.assert(await representationsByGet(strapi, ctx, route));
}

/**
 * `name`: the handler's name in the route tables (`events.find`), so that it is handed only the
 * routes it serves, and reads their arguments with the types their definitions give them.
 */
export function endpoint<H extends HandlerName>(
  strapi: Core.Strapi,
  name: H,
  serve: Handler<RouteOf<H>>,
  options: EndpointOptions = {}
): EndpointAction {
  const handler: Handler = (req, route, preconditions) => {
    // The router, the GET twin of a write and the importer find the handler by the route's own name.
    if (!servedBy(route, name)) throw new Error(`${route.handler} is not served by ${name}`);
    return serve(req, route, preconditions);
  };
  const action = async (ctx: Context) => {
    const req = createApiRequest(strapi, ctx, requestServices(strapi, ctx));
    try {
      // Set by the router for the route it matched (routes/index.ts).
      const route = ctx.state.calendarRoute;
      if (!route) throw new Error('no calendar route matched');
      const preconditions = preconditionsOf(conditionalHeaders(ctx));
      await checkByGet(strapi, ctx, route, preconditions, options);
      send(ctx, req, route, await handler(req, route, preconditions));
    } catch (error) {
      if (error instanceof ApiError) return sendError(ctx, error, req.lang);
      strapi.log.error(`[calendar] ${ctx.method} ${ctx.path} failed: ${stackOf(error)}`);
      sendError(ctx, internalError(), req.lang);
    }
  };
  return Object.assign(action, { handler });
}
