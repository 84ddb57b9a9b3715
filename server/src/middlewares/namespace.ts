/**
 * Everything under the namespace answers in the API's error shape (API.md §5), whoever produced
 * the error: Strapi's auth layer (401/403), the router (unknown path or method), the body parser
 * (413, broken JSON) or an unexpected failure. Also maps language roots (`/fr/api/...`) onto the
 * default root and remembers the language (API.md §1). Registered before Strapi's own middlewares,
 * so it sees every response on its way out.
 */
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ApiError, forbidden, internalError, noRoute } from '../v1/errors';
import { pluginConfig, type CalendarState } from '../v1/request';
import { NAMESPACE } from '../v1/urls';

const isErrorBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string' && 'data' in body;

/** The error for a response Strapi (not our controllers) produced. */
function errorFor(status: number, ctx: Context): ApiError {
  if (status === 401 || status === 403) {
    // Strapi answers 403 to an anonymous caller without the action; TEC says 401 (API.md §4).
    return forbidden(status === 403 && ctx.request.headers.authorization ? 403 : 401);
  }
  if (status === 404 || status === 405 || status === 501) return noRoute();
  if (status === 413) return new ApiError('rest_payload_too_large', 413);
  if (status === 400 || status === 415 || status === 422) return new ApiError('rest_invalid_json', 400);
  if (status >= 500) return internalError();
  return new ApiError('rest_error', status, 'rest_internal_error');
}

function languageOf(ctx: Context, languages: string[], rootLang: string | null): string {
  const asked = ctx.query?.translation_language;
  return typeof asked === 'string' && languages.includes(asked) ? asked : rootLang ?? languages[0];
}

export function namespaceMiddleware(strapi: Core.Strapi) {
  const prefix = () => `${(strapi.config.get('api.rest.prefix') as string | undefined) ?? '/api'}/${NAMESPACE}`;
  return async (ctx: Context, next: Next) => {
    const config = pluginConfig(strapi);
    const ns = prefix();
    let rootLang: string | null = null;
    const lang = ctx.path.match(/^\/([a-z]{2}(?:-[A-Za-z]{2,4})?)(\/.*)$/);
    if (lang && config.languages.includes(lang[1]) && (lang[2] === ns || lang[2].startsWith(`${ns}/`))) {
      rootLang = lang[1];
      ctx.path = lang[2];
    }
    if (ctx.path !== ns && !ctx.path.startsWith(`${ns}/`)) return next();
    ctx.state.calendar = { rootLang } satisfies CalendarState;
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      if (status >= 500) strapi.log.error(`[calendar] ${ctx.method} ${ctx.path}: ${(error as Error)?.stack ?? error}`);
      ctx.status = status;
      ctx.body = null;
    }
    if (ctx.status < 400 || isErrorBody(ctx.body)) return;
    const error = errorFor(ctx.status, ctx);
    ctx.status = error.status;
    ctx.body = error.body(languageOf(ctx, config.languages, rootLang));
  };
}
