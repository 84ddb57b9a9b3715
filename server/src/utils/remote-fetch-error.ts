/**
 * Why the importer's fetch of a URL got no answer (remote-fetch.ts), in a message that names the
 * URL and, for a refused address, the option that allows it: the importer shows it as it is.
 */
import type { ImageRefused } from './remote-image/refusal';
import { memberOf } from './thrown';

export type FetchFailure =
  | 'url' // not an http(s) URL (also a redirect to another scheme)
  | 'address' // the host is, or resolves to, a loopback, private, ... address: vars.range
  | 'redirects' // more redirects than allowed (a loop, usually): vars.max
  | 'timeout' // too slow: the whole fetch, or a silence
  | 'too_large' // more bytes than allowed: vars.max
  | 'unreachable' // DNS failure, connection refused or reset, TLS error: vars.code
  | 'stopped'; // the caller stopped it: the server shuts down (docs/api.md §15.2), vars.why another reason

export class RemoteFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    readonly url: string,
    message: string,
    readonly vars: Record<string, string | number> = {}
  ) {
    super(message);
    this.name = 'RemoteFetchError';
  }
}

interface Limits {
  timeoutMs: number;
  idleTimeoutMs: number;
}

const MESSAGES: Record<FetchFailure, (url: string, v: Record<string, string | number>) => string> =
  {
    url: (url) => `${url} is not an http(s) URL`,
    address: (url, v) =>
      `${url}: refused to connect to a ${v.range} address; list its host in the plugin option importHosts to allow it`,
    redirects: (url, v) => `${url} redirected more than ${v.max} times (a redirect loop?)`,
    timeout: (url, v) =>
      `${url} did not answer in time (${v.timeoutMs} ms in all, or ${v.idleTimeoutMs} ms of silence)`,
    too_large: (url, v) => `${url} answered more than ${v.max} bytes`,
    unreachable: (url, v) => `${url} could not be reached${v.code ? ` (${v.code})` : ''}`,
    stopped: (url, v) => `reading ${url} was stopped: ${v.why || 'the server is shutting down'}`,
  };

/** The underlying system error's code (ENOTFOUND, ECONNREFUSED, ...), when there is one. */
const codeOf = (cause: unknown) => {
  const code = memberOf(cause, 'code');
  return typeof code === 'string' && code !== 'ABORT_ERR' ? code : '';
};

export function refusalToFetchError(
  refusal: ImageRefused,
  url: string,
  limits: Limits,
  cause: unknown
): RemoteFetchError {
  // `not_image` and `status` are image-only refusals: the shared request code never raises them.
  // `stopped` comes from the caller's signal: a shutdown (services/subscriptions.ts,
  // services/import-runs.ts), or a cancel, which says why (import-runs.ts CANCELLED).
  const reason = refusal.reason as FetchFailure;
  const vars: Record<string, string | number> = { ...refusal.vars };
  if (reason === 'timeout')
    Object.assign(vars, { timeoutMs: limits.timeoutMs, idleTimeoutMs: limits.idleTimeoutMs });
  if (reason === 'unreachable') vars.code = codeOf(cause);
  return new RemoteFetchError(reason, url, MESSAGES[reason](url, vars), vars);
}
