/**
 * Lost-update protection (docs/api.md §9, RFC 9110 §13.1.1–13.1.2): a write carrying If-Match (or
 * If-None-Match) is compared against the record as the caller can read it, that is against the
 * ETag of the body its single GET answers them, before anything is written. A stale tag → 412
 * rest_precondition_failed, and nothing changes.
 *
 * A GET may answer one caller more than one body (`context=edit` unlocks what a password
 * protects), so a write matches if any of them does: a tag the caller really read never fails.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  evaluatePreconditions,
  hasWritePreconditions,
  validatorsOf,
  type PreconditionHeaders,
} from '../v1/conditional';
import { ApiError } from '../v1/errors';
import { createApiRequest } from '../v1/request';
import { routes, type RouteDef } from '../v1/routes';
import type { EndpointAction, Preconditions } from './handler-types';
import { requestServices } from './request-services';

export const preconditionFailed = () => new ApiError('rest_precondition_failed', 412);

export function preconditionsOf(h: PreconditionHeaders): Preconditions {
  return {
    present: hasWritePreconditions(h),
    assert(current) {
      // A body may be JSON text already (event reads: rendered-events.ts), sent as it is.
      const validators = current.map((body) =>
        typeof body === 'string'
          ? validatorsOf(body, JSON.parse(body))
          : validatorsOf(JSON.stringify(body), body)
      );
      const outcome = evaluatePreconditions(
        { ifMatch: h.ifMatch, ifNoneMatch: h.ifNoneMatch },
        validators,
        { read: false, datesSuffice: false }
      );
      if (outcome === 'failed') throw preconditionFailed();
    },
  };
}

const NONE: Preconditions = { present: false, assert: () => undefined };

/**
 * The same request as the record's GET would be: no body, the same query, plus `extra`. The
 * language a write names in its body is kept, so the GET reads the same language version.
 */
function asRead(ctx: Context, extra: Record<string, string>): Context {
  const body: unknown = ctx.request.body;
  const language =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'translation_language') : null;
  const lang = typeof language === 'string' ? { translation_language: language } : {};
  const query = { ...ctx.query, ...lang, ...extra };
  const request = Object.create(ctx.request, {
    body: { value: undefined },
    query: { value: query },
  });
  return Object.create(ctx, { request: { value: request }, query: { value: query } });
}

/**
 * The bodies the GET route of the same path answers this caller, plainly and with context=edit:
 * for write handlers that do not evaluate preconditions from their own row. Costs the reads of
 * that GET, and only when the request has a precondition. When the GET refuses (unknown record),
 * its error is the answer, as the write would give it too.
 */
export async function representationsByGet(
  strapi: Core.Strapi,
  ctx: Context,
  route: RouteDef
): Promise<unknown[]> {
  const twin = routes.find((r) => r.path === route.path && r.methods.includes('GET'));
  if (!twin) return [];
  const [controller, action] = twin.handler.split('.');
  const read = strapi.plugin('calendar').controller<Record<string, EndpointAction>>(controller)[
    action
  ].handler;
  const views: Array<Record<string, string>> =
    ctx.query.context === 'edit' ? [{}] : [{}, { context: 'edit' }];
  const bodies: unknown[] = [];
  let refusal: ApiError | null = null;
  for (const view of views) {
    try {
      bodies.push(
        (
          await read(
            createApiRequest(strapi, asRead(ctx, view), requestServices(strapi, ctx)),
            twin,
            NONE
          )
        ).body
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refusal ??= error;
    }
  }
  if (!bodies.length && refusal) throw refusal;
  return bodies;
}
