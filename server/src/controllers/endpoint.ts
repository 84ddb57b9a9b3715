/**
 * Turns a handler `(req, route) => Response` into a koa action: builds the ApiRequest, renders
 * ApiErrors in the request's language, and hides unexpected failures behind a 500 in the API's
 * error shape (no stack, no SQL: API.md §5).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { ApiError, internalError } from '../v1/errors';
import { createApiRequest, type ApiRequest } from '../v1/request';
import type { RouteDef } from '../v1/routes';

export interface Response {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Handler = (req: ApiRequest, route: RouteDef) => Promise<Response>;

export function sendError(ctx: Context, error: ApiError, lang: string) {
  ctx.status = error.status;
  ctx.body = error.body(lang);
}

export const endpoint = (strapi: Core.Strapi, handler: Handler) => async (ctx: Context) => {
  const req = createApiRequest(strapi, ctx);
  try {
    const res = await handler(req, ctx.state.calendarRoute as RouteDef);
    ctx.status = res.status ?? 200;
    ctx.set(res.headers ?? {});
    ctx.body = res.body;
  } catch (error) {
    if (error instanceof ApiError) return sendError(ctx, error, req.lang);
    strapi.log.error(`[calendar] ${ctx.method} ${ctx.path} failed: ${(error as Error)?.stack ?? error}`);
    sendError(ctx, internalError(), req.lang);
  }
};
