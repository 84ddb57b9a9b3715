/**
 * What the calendar's Document Service middlewares read of a call. Strapi types `ctx.params` as
 * the union of every action's parameters of every content type; the members read here are
 * narrowed from it once. `data` is the call's own object: a middleware that sets a field on it
 * sets it for the write.
 */
import type { Modules } from '@strapi/strapi';

export interface DocumentCall {
  uid: string;
  action: string;
  params: { data?: Record<string, unknown>; documentId?: string; locale?: string };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function documentCall(ctx: Modules.Documents.Middleware.Context): DocumentCall {
  const params: object = ctx.params ?? {};
  return {
    uid: ctx.uid,
    action: ctx.action,
    params: {
      data: 'data' in params && isRecord(params.data) ? params.data : undefined,
      documentId: 'documentId' in params ? text(params.documentId) : undefined,
      locale: 'locale' in params ? text(params.locale) : undefined,
    },
  };
}
