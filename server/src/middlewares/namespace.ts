/**
 * Everything under the namespace answers in the API's error shape (docs/api.md §5), whoever produced
 * the error: Strapi's auth layer (401/403), the router (unknown path or method), the body parser
 * (413, broken JSON) or an unexpected failure. Also maps language roots (`/fr/api/...`) onto the
 * default root and remembers the language (docs/api.md §1). Registered before Strapi's own middlewares,
 * so it sees every response on its way out.
 */
import type { Core } from '@strapi/strapi';
import { basicCredentials } from '../auth/basic';
import { bearerFor } from '../auth/basic-bearer';
import type { Context, Next } from 'koa';
import { publicMay } from '../auth/caller';
import { NO_STORE } from '../v1/conditional';
import { ApiError, forbidden, internalError, noRoute } from '../v1/errors';
import { pluginConfig } from '../config';
import { requestLanguage, type CalendarState } from '../v1/request';
import { actionOf, type RouteDef } from '../v1/routes';
import { ROUTE_TABLES } from '../v1/route-tables';
import { recheckLanguage } from '../setup/languages';
import {
  CORE_NAMESPACE,
  LANGUAGE_CODE,
  NAMESPACE,
  WP_CORE_NAMESPACE,
  WP_NAMESPACE,
  restRoutePath,
  wordpressPath,
} from '../v1/urls';
import { watchMultipart } from './multipart-stall';
import { stackOf } from '../utils/thrown';

const isErrorBody = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'string' &&
  'data' in body;

/**
 * Whether Strapi's body parser (koa-body) failed on the request body. It sets `ctx.request.body`
 * whenever it reads one of these types successfully, but some broken bodies (a corrupt gzip stream,
 * a multipart type without its boundary) make it throw a plain error that Strapi answers with 500.
 */
function bodyUnreadable(ctx: Context): boolean {
  const parsed =
    ['POST', 'PUT', 'PATCH'].includes(ctx.method) &&
    ctx.is('json', 'urlencoded', 'text', 'multipart');
  return Boolean(parsed) && (ctx.request as { body?: unknown }).body === undefined;
}

/**
 * `Authorization: Basic` (docs/api.md §4.1): the header is rewritten to the bearer credential it
 * stands for, before Strapi's authentication reads it. True when it cannot stand for any (it is
 * not base64 of `user:password`, or has no password): the request is refused with 401.
 */
async function basicRefused(
  strapi: Core.Strapi,
  ctx: Context,
  state: CalendarState,
  allowPasswords: boolean
): Promise<boolean> {
  const basic = basicCredentials(ctx.get('authorization'));
  if (basic.kind === 'none') return false;
  state.basic = true;
  if (basic.kind === 'malformed') return true;
  ctx.request.headers.authorization = `Bearer ${await bearerFor(strapi, basic, allowPasswords)}`;
  return false;
}

/** The plugin's own roots of its two namespaces (`/api/calendar/events/v1`, `/api/calendar/wp/v2`). */
interface Roots {
  ns: string;
  core: string;
}

/**
 * WordPress's paths to the namespace (docs/api.md §1.6, option `wordpressPaths`) and to the
 * WordPress core routes (`/wp-json/wp/v2/...`, docs/api.md §16): the request is routed as the same
 * request on the plugin's own root, answering with URLs on the root it came in on. `/wp-json/` is
 * WordPress's REST index (the namespace index controller answers it); any other `/wp-json/...` path
 * is WordPress's 404 `rest_no_route`. Null when the path is not WordPress's, or names a language
 * the site does not have.
 */
function fromWordpress(ctx: Context, roots: Roots, languages: string[]) {
  const restRoute = typeof ctx.query.rest_route === 'string' ? ctx.query.rest_route : null;
  const viaQuery = restRoute !== null ? restRoutePath(ctx.path, restRoute) : null;
  const wp = viaQuery ?? wordpressPath(ctx.path);
  if (!wp || (wp.lang && !languages.includes(wp.lang))) return null;
  const site = `${ctx.origin}${wp.lang ? `/${wp.lang}` : ''}`;
  const core = wp.kind === 'core';
  ctx.path =
    wp.kind === 'namespace' || wp.kind === 'core'
      ? `${core ? roots.core : roots.ns}${wp.rest}`
      : `${roots.ns}/`;
  if (viaQuery) {
    // The route is the path now; the other arguments stay as they came.
    const rest = new URLSearchParams(ctx.querystring);
    rest.delete('rest_route');
    ctx.querystring = rest.toString();
  }
  const base = viaQuery ? `${site}/?rest_route=` : `${site}/wp-json`;
  return {
    lang: wp.lang,
    noRoute: wp.kind === 'other',
    state: {
      root: `${base}/${core ? WP_CORE_NAMESPACE : WP_NAMESPACE}`,
      base,
      index: wp.kind === 'index',
    },
  };
}

/** The error for a response Strapi (not our controllers) produced. */
function errorFor(status: number, ctx: Context): ApiError {
  // The client sent a body that cannot be read: a 400 like broken JSON, not a failure of ours.
  if (status === 500 && bodyUnreadable(ctx)) return new ApiError('rest_invalid_json', 400);
  // WordPress's answer to an application password it does not know (wp_authenticate_application_password).
  if (status === 401 && ctx.state.calendar?.basic) return new ApiError('incorrect_password', 401);
  if (status === 401 || status === 403) {
    // Strapi answers 403 to an anonymous caller without the action; TEC says 401 (docs/api.md §4).
    return forbidden(status === 403 && ctx.request.headers.authorization ? 403 : 401);
  }
  if (status === 404 || status === 405 || status === 501) return noRoute();
  if (status === 413) return new ApiError('rest_payload_too_large', 413);
  if (status === 400 || status === 415 || status === 422)
    return new ApiError('rest_invalid_json', 400);
  if (status >= 500) return internalError();
  return new ApiError('rest_error', status, 'rest_internal_error');
}

/** What Strapi's router leaves in `ctx.state.route` for the route it matched. */
interface MatchedRoute {
  path: string;
  method: string;
  handler: unknown;
  info?: { pluginName?: string };
}

/** The route table entry behind the Strapi route that matched (see routes/index.ts for the mapping). */
function routeDefOf(matched: MatchedRoute | undefined): RouteDef | undefined {
  if (matched?.info?.pluginName !== 'calendar') return undefined;
  for (const table of ROUTE_TABLES) {
    const def = table.routes.find(
      (r) =>
        r.handler === matched.handler &&
        `${table.path}${r.path}` === matched.path &&
        (r.methods as string[]).includes(matched.method)
    );
    if (def) return def;
  }
  return undefined;
}

/**
 * Logging in never takes away what an anonymous visitor may do: TEC's reads are public for
 * everyone, and the Public role holds them here (docs/api.md §4). Strapi judges an authenticated caller
 * by their own role or token only, so a user whose role lacks `find`, or a custom token made for
 * writing, would be refused a list that anyone may read. Such a refusal is undone by running the
 * route's action for the same caller (who keeps their own rights for everything else, e.g. what
 * they may see), when the Public role holds it.
 */
async function withPublicRights(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const state = ctx.state as { route?: MatchedRoute; auth?: { credentials?: unknown } };
  const def = routeDefOf(state.route);
  if (!def || !state.auth?.credentials || !(await publicMay(strapi, actionOf(def)))) return false;
  const [controller, action] = def.handler.split('.');
  ctx.state.calendarRoute = def;
  ctx.body = null;
  ctx.status = 404;
  await strapi
    .plugin('calendar')
    .controller(controller)
    [action](ctx, async () => {});
  return true;
}

/**
 * The request's language for errors Strapi produced (docs/api.md §1): translation_language from the body
 * (parsed by then, unless the body was the problem) or the query, else the root's, else the default.
 */
function languageOf(ctx: Context, languages: string[], rootLang: string | null): string {
  const body = (ctx.request as { body?: unknown }).body;
  const fromBody =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).translation_language
      : undefined;
  return requestLanguage(fromBody ?? ctx.query?.translation_language, rootLang, languages);
}

/** A language root's path: `/{lang}` before another path (docs/api.md §1.2). */
const LANGUAGE_ROOT = new RegExp(`^\\/(${LANGUAGE_CODE})(\\/.*)$`);

/**
 * Whether `code`, named by a request as its root's language or its translation_language, is served:
 * a language this instance does not serve may have become a locale since, on another instance
 * (setup/languages.ts reads the site's locales again then, at most every few seconds).
 */
const served = async (strapi: Core.Strapi, languages: string[], code: unknown) =>
  typeof code === 'string' &&
  (languages.includes(code) ||
    (new RegExp(`^${LANGUAGE_CODE}$`).test(code) && (await recheckLanguage(strapi, code))));

/** The root `path` is under, if any of the plugin's (the path as it is now, after any mapping). */
const rootOf = (path: string, roots: Roots) =>
  [roots.ns, roots.core].find((root) => path === root || path.startsWith(`${root}/`));

export function namespaceMiddleware(strapi: Core.Strapi) {
  const roots = (): Roots => {
    const api = (strapi.config.get('api.rest.prefix') as string | undefined) ?? '/api';
    return { ns: `${api}/${NAMESPACE}`, core: `${api}/${CORE_NAMESPACE}` };
  };
  return async (ctx: Context, next: Next) => {
    const config = pluginConfig(strapi);
    const own = roots();
    let rootLang: string | null = null;
    const wordpress = config.wordpressPaths ? fromWordpress(ctx, own, config.languages) : null;
    if (wordpress) rootLang = wordpress.lang;
    const lang = wordpress ? null : ctx.path.match(LANGUAGE_ROOT);
    if (lang && rootOf(lang[2], own) && (await served(strapi, config.languages, lang[1]))) {
      rootLang = lang[1];
      ctx.path = lang[2];
    }
    const root = rootOf(ctx.path, own);
    if (!root) return next();
    // Only to read the site's locales again when it names one not served (the route validates it).
    await served(strapi, config.languages, ctx.query?.translation_language);
    const namespace = root === own.core ? CORE_NAMESPACE : NAMESPACE;
    const state: CalendarState = { rootLang, namespace, wordpress: wordpress?.state };
    ctx.state.calendar = state;
    const stall = watchMultipart(ctx, () => (state.abandoned = true));
    try {
      if (wordpress?.noRoute) ctx.status = 404;
      else if (await basicRefused(strapi, ctx, state, config.basicAuthPasswords)) ctx.status = 401;
      else await (stall ? Promise.race([next(), stall.stalled]) : next());
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      if (status >= 500)
        strapi.log.error(`[calendar] ${ctx.method} ${ctx.path}: ${stackOf(error)}`);
      // Body first: Koa turns the status of a response whose body is set to null into 204.
      ctx.body = null;
      ctx.status = status;
    } finally {
      stall?.cancel();
    }
    await inErrorShape(strapi, ctx, config.languages, rootLang);
    if (ctx.status >= 400) neverStored(ctx);
  };
}

/** A response Strapi produced (not our controllers), rewritten in the API's error shape. */
async function inErrorShape(
  strapi: Core.Strapi,
  ctx: Context,
  languages: string[],
  rootLang: string | null
) {
  if (ctx.status === 403 && !isErrorBody(ctx.body) && (await withPublicRights(strapi, ctx))) return;
  if (ctx.status < 400 || isErrorBody(ctx.body)) return;
  const error = errorFor(ctx.status, ctx);
  ctx.status = error.status;
  ctx.body = error.body(languageOf(ctx, languages, rootLang));
}

/**
 * An error describes a moment, not a representation (docs/api.md §9): no cache keeps it, whoever
 * produced it, and it carries no validator a client could send back.
 */
function neverStored(ctx: Context) {
  ctx.set('Cache-Control', NO_STORE);
  ctx.remove('ETag');
  ctx.remove('Last-Modified');
}
