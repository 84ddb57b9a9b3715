/**
 * One GET of a remote URL under the checks of docs/api.md §7.6, shared by `image` downloads
 * (remote-image/download.ts) and the importer's text fetches (remote-fetch.ts): http(s) only, the
 * address checked at connect time on every redirect hop (remote-image/lookup.ts), a redirect
 * limit, a total deadline and an idle watchdog. Reading the body (and its byte cap) is the caller's.
 *
 *   const guard = createGuard(limits);
 *   try { const { res, url } = await follow(parseUrl(href), limits, guard, headers) ... }
 *   catch (e) { throw guard.explain(e) } finally { guard.close() }
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { assertPublicLiteral, isAllowedHost, publicOnlyLookup } from './remote-image/lookup';
import { ImageRefused } from './remote-image/refusal';
import { memberOf } from './thrown';

export interface RequestLimits {
  timeoutMs: number;
  idleTimeoutMs: number;
  maxRedirects: number;
  /** Hosts that may resolve to any address (the `imageHosts` / `importHosts` options). */
  allowedHosts: readonly string[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Failures of our own disk, not of the remote server: a 500, not a refused URL. */
const LOCAL_ERRORS = new Set(['ENOSPC', 'EACCES', 'EPERM', 'EROFS', 'EMFILE', 'ENFILE']);

/**
 * One request's deadline and idle watchdog. Declared rather than inferred: the package's type
 * files (strapi-plugin build) cannot name the inferred AbortSignal of @types/node.
 */
export interface Guard {
  signal: AbortController['signal'];
  /** Data arrived: the idle timer starts again. */
  kick(): void;
  refuse(refusal: ImageRefused): void;
  /** What an error means: the first refusal recorded, else the error's own reason. */
  explain(error: unknown): unknown;
  /** Stops the timers and closes whatever socket is still open. */
  close(): void;
}

/**
 * One request's deadline and idle watchdog; the first refusal recorded explains whatever error
 * follows. `stop` is the caller's own signal (the server shuts down): it ends the request at once.
 */
export function createGuard(
  limits: Pick<RequestLimits, 'timeoutMs' | 'idleTimeoutMs'>,
  stop?: AbortSignal
): Guard {
  const controller = new AbortController();
  let refusal: ImageRefused | null = null;
  const refuse = (r: ImageRefused) => {
    refusal ??= r;
    controller.abort();
  };
  // A caller that says why in its abort reason (a cancelled import) is quoted; else a shutdown.
  const stopped = () =>
    refuse(
      new ImageRefused('stopped', typeof stop?.reason === 'string' ? { why: stop.reason } : {})
    );
  if (stop?.aborted) stopped();
  stop?.addEventListener('abort', stopped);
  const total = setTimeout(() => refuse(new ImageRefused('timeout')), limits.timeoutMs);
  let idle: NodeJS.Timeout | undefined;
  const kick = () => {
    clearTimeout(idle);
    idle = setTimeout(() => refuse(new ImageRefused('timeout')), limits.idleTimeoutMs);
  };
  kick();
  return {
    signal: controller.signal,
    kick,
    refuse,
    explain(error: unknown): unknown {
      if (refusal) return refusal;
      if (error instanceof ImageRefused) return error;
      const code = memberOf(error, 'code');
      return typeof code === 'string' && LOCAL_ERRORS.has(code)
        ? error
        : new ImageRefused('unreachable');
    },
    /** Stops the timers and closes whatever socket is still open. */
    close() {
      clearTimeout(total);
      clearTimeout(idle);
      stop?.removeEventListener('abort', stopped);
      controller.abort();
    },
  };
}

export function parseUrl(ref: string, base?: URL): URL {
  try {
    return new URL(ref, base);
  } catch {
    throw new ImageRefused('url');
  }
}

function get(
  url: URL,
  limits: RequestLimits,
  guard: Guard,
  headers: Record<string, string>
): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageRefused('url');
  const trusted = isAllowedHost(url.hostname, limits.allowedHosts);
  if (!trusted) assertPublicLiteral(url.hostname);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        // A fresh socket per hop: a pooled one may have been opened for another host.
        agent: false,
        lookup: trusted ? undefined : (publicOnlyLookup(guard.refuse) as unknown as LookupFunction),
        signal: guard.signal,
        headers,
      },
      resolve
    );
    req.on('error', reject);
  });
}

/**
 * Credentials go to the origin they were given for only: a redirect to another origin (another
 * host, port or scheme) drops `Authorization`, as browsers' fetch and curl do.
 */
function headersFor(url: URL, start: URL, headers: Record<string, string>) {
  if (url.origin === start.origin) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization')
  );
}

/** The response of the last hop; every hop goes through `get`, so through the address checks. */
export async function follow(
  start: URL,
  limits: RequestLimits,
  guard: Guard,
  headers: Record<string, string>
): Promise<{ res: IncomingMessage; url: URL }> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const res = await get(url, limits, guard, headersFor(url, start, headers));
    guard.kick();
    const location = res.headers.location;
    if (!REDIRECTS.has(res.statusCode ?? 0) || !location) return { res, url };
    res.destroy();
    if (redirects >= limits.maxRedirects)
      throw new ImageRefused('redirects', { max: limits.maxRedirects });
    url = parseUrl(location, url);
  }
}
