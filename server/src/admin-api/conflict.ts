/**
 * A 409 in Strapi's error shape for the admin routes: @strapi/utils has no ConflictError class to
 * throw (its errors map to 400, 401, 403, 404, 413 and 500), so the answer is written here.
 */
import type { Context } from 'koa';

export function answerConflict(ctx: Context, message: string): void {
  ctx.status = 409;
  ctx.body = { data: null, error: { status: 409, name: 'ConflictError', message, details: {} } };
}
