/**
 * Why an `image` URL was not downloaded. Thrown by the downloader, turned into a 400
 * rest_invalid_param naming the argument by the controllers (docs/api.md §7).
 */
export type RefusalReason =
  | 'address' // the host resolves to (or is) a refused address: vars.range
  | 'url' // not an http(s) URL (also a redirect to another scheme)
  | 'redirects' // more redirects than allowed: vars.max
  | 'timeout' // too slow: total or idle time exceeded
  | 'too_large' // more bytes than allowed: vars.max
  | 'not_image' // Content-Type not image/*, or the bytes are not an image
  | 'status' // an HTTP status other than 2xx or a followed redirect: vars.status
  | 'unreachable' // DNS failure, connection refused or reset, TLS error
  | 'stopped'; // the caller's signal ended it (the server shuts down: docs/api.md §15.2)

export class ImageRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly vars: Record<string, string | number> = {}
  ) {
    super(`image download refused: ${reason} ${JSON.stringify(vars)}`);
  }
}
