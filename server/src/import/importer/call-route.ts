/**
 * The importer writes through the API's own handlers (docs/api.md §15): an imported record passes
 * exactly the checks, de-duplication, slug rules, status scale-back and recurrence limits a REST
 * client's write does, and a refusal reads as the API's error. The caller is the site itself: it
 * holds every action, and records it writes have no author (`authorId` stays unset). The importer's
 * only door to the wire layer (v1/): `npm run lint` refuses v1/ imports elsewhere in it (§10).
 */
import type { Core } from '@strapi/strapi';
import type { Caller } from '../../domain/caller';
import type { ResolveRefs } from '../../domain/records';
import { getService } from '../../utils/get-service';
import { siteFieldsOf } from '../../services/site-fields';
import type { EndpointAction, Preconditions, Response } from '../../controllers/handler-types';
import type { ImageRefused } from '../../utils/remote-image/refusal';
import { ApiError } from '../../v1/errors';
import { message } from '../../v1/messages';
import { createRequest } from '../../v1/request';
import { routes, type RouteDef } from '../../v1/routes';

const SITE: Caller = { kind: 'token', userId: null, identity: null, can: async () => true };

const NO_PRECONDITIONS: Preconditions = { present: false, assert: () => undefined };

/** A record the import could not write: the API's refusal as a client would read it, or the importer's own. */
export class RecordRefused extends Error {
  constructor(
    message: string,
    readonly code: string = 'import_refused',
    readonly data: Record<string, unknown> = {}
  ) {
    super(message);
  }
}

/** `Invalid parameter(s): start_date (…)` — the API's message with the failing arguments named. */
function describe(error: ApiError): string {
  const body = error.body('en');
  const params = body.data.params as Record<string, string> | string[] | undefined;
  // A missing-parameter message names them already (rest_missing_callback_param).
  if (!params || Array.isArray(params)) return body.message;
  const named = Object.entries(params).map(([name, why]) => `${name}: ${why}`);
  return `${body.message} (${named.join('; ')})`;
}

function routeOf(handler: string, withId: boolean): RouteDef {
  const route = routes.find(
    (r) => r.handler === handler && r.path.includes(':id') === withId && !r.path.includes('slug')
  );
  if (!route) throw new Error(`no route for ${handler}`);
  return route;
}

export interface RouteCall {
  /** `events.create`, `venues.update`... */
  handler: string;
  lang: string;
  args: Record<string, unknown>;
  /** The record a single-record route names. */
  id?: number;
  /** The run's reference look-ups (refs.ts); the records service's own when absent. */
  refs?: ResolveRefs;
}

export async function callRoute(strapi: Core.Strapi, call: RouteCall): Promise<Response> {
  const [controller, action] = call.handler.split('.');
  const route = routeOf(call.handler, call.id !== undefined);
  const handler = strapi.plugin('calendar').controller<Record<string, EndpointAction>>(controller)[
    action
  ].handler;
  const input = {
    ...call.args,
    translation_language: call.lang,
    ...(call.id ? { id: call.id } : {}),
  };
  // Only the id of a write's answer is read here: a handler that honours `answer` skips rendering it.
  const req = createRequest(
    strapi,
    { input, rootLang: call.lang, origin: siteOrigin(strapi), answer: 'id' },
    {
      resolveRefs: call.refs ?? siteRefs(strapi),
      caller: SITE,
      siteFields: siteFieldsOf(strapi),
    }
  );
  try {
    return await handler(req, route, NO_PRECONDITIONS);
  } catch (error) {
    throw error instanceof ApiError
      ? new RecordRefused(describe(error), error.code, error.body('en').data)
      : error;
  }
}

/** A refused `image` download in the API's words, as its 400 says it (docs/api.md §7.6). */
export const refusalMessage = (refusal: ImageRefused) =>
  message(`image_${refusal.reason}`, 'en', refusal.vars);

/** The records service's look-ups, as a REST request makes them. */
export const siteRefs =
  (strapi: Core.Strapi): ResolveRefs =>
  (queries, lang) =>
    getService(strapi, 'records').resolveRefs(queries, lang);

/** URLs in the answers are not shown to anyone; the site's public URL when set keeps them true. */
function siteOrigin(strapi: Core.Strapi): string {
  const url = strapi.config.get('server.url') as string | undefined;
  return url || 'http://localhost';
}
