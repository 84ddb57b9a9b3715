/**
 * formidable 2 (Strapi's multipart parser, through koa-body) never settles on some malformed
 * multipart bodies — text before the first boundary, a boundary followed by no part headers — so
 * such a request, anonymous or not, would hang until Node's request timeout. Found by
 * tests/api/hostile-input.test.ts. Under the namespace, a multipart body still unparsed a moment
 * after the client finished sending it is answered as unreadable (400) instead; the stalled parse
 * is left to the garbage collector, and the route middleware refuses to run the handler should it
 * ever settle (`abandoned`), so an answered request can never write.
 */
import type { Context } from 'koa';
import { ApiError } from '../v1/errors';

/** How long after the end of the body a parse may take: fields parse at once, and a file (wp/v2 media) is written as it arrives. */
const GRACE_MS = 1000;

export interface StallWatch {
  /** Rejects with 400 rest_invalid_json when the body was sent but never parsed. */
  stalled: Promise<never>;
  cancel(): void;
}

export function watchMultipart(ctx: Context, abandon: () => void): StallWatch | null {
  if (!['POST', 'PUT', 'PATCH'].includes(ctx.method) || !ctx.is('multipart')) return null;
  let timer: NodeJS.Timeout | undefined;
  let onEnd: () => void = () => {};
  const stalled = new Promise<never>((_, reject) => {
    onEnd = () => {
      timer = setTimeout(() => {
        if ((ctx.request as { body?: unknown }).body !== undefined) return;
        abandon();
        reject(new ApiError('rest_invalid_json', 400));
      }, GRACE_MS);
    };
    if (ctx.req.readableEnded) onEnd();
    else ctx.req.once('end', onEnd);
  });
  return {
    stalled,
    cancel() {
      clearTimeout(timer);
      ctx.req.off('end', onEnd);
    },
  };
}
