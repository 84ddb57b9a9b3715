/**
 * Fetches a text document (JSON, HTML) from an http(s) URL for the importer (docs/api.md §15),
 * under the same checks as `image` downloads (docs/api.md §7.6, remote-request.ts): an importer
 * given a URL must not become a way to read internal addresses, hang, or fill the memory.
 * Any HTTP status is an answer (the caller decides what a 401 or a 404 means); only failing to get
 * an answer at all throws, a RemoteFetchError whose message names the URL.
 *
 *   const page = await fetchRemote(url, { allowedHosts: config.importHosts, headers });
 *   if (page.status === 200) JSON.parse(page.text);
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { ImageRefused } from './remote-image/refusal';
import { createGuard, follow, parseUrl, type Guard, type RequestLimits } from './remote-request';
import { RemoteFetchError, refusalToFetchError } from './remote-fetch-error';

export { RemoteFetchError } from './remote-fetch-error';
export type { FetchFailure } from './remote-fetch-error';

export interface FetchLimits extends RequestLimits {
  /** Largest accepted body, counted as it arrives (Content-Length is only a hint). */
  maxBytes: number;
}

export interface FetchOptions extends Partial<FetchLimits> {
  /** Extra request headers (`Authorization`); dropped on a redirect to another origin. */
  headers?: Record<string, string>;
  /** Ends the fetch at once (the server shuts down): a RemoteFetchError `stopped`. */
  signal?: AbortSignal;
}

export interface FetchedDocument {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The URL that answered, after redirects. */
  url: string;
}

/** Tighter than image downloads' body cap: one API page of 50 events is well under 1 MiB. */
export const defaultFetchLimits: FetchLimits = {
  timeoutMs: 30000,
  idleTimeoutMs: 15000,
  maxBytes: 8 * 1024 * 1024,
  maxRedirects: 5,
  allowedHosts: [],
};

const BASE_HEADERS = {
  accept: 'application/json, text/plain;q=0.9, */*;q=0.1',
  'user-agent': 'strapi-plugin-events-calendar',
};

/** Reads the body as it arrives, refusing past `maxBytes`. */
function readBody(res: IncomingMessage, maxBytes: number, guard: Guard): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      guard.kick();
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(new ImageRefused('too_large', { max: maxBytes }));
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

/** The body as text in its declared charset; UTF-8 (JSON's only encoding) when none or unknown. */
function decode(body: Buffer, contentType: string | undefined): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

async function receive(res: IncomingMessage, url: URL, limits: FetchLimits, guard: Guard) {
  // A declared size over the cap is refused before reading; a smaller one is not believed.
  if (Number(res.headers['content-length']) > limits.maxBytes)
    throw new ImageRefused('too_large', { max: limits.maxBytes });
  const body = await readBody(res, limits.maxBytes, guard);
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    text: decode(body, res.headers['content-type']),
    url: url.href,
  };
}

/** Throws RemoteFetchError when no answer could be had; any other error is a failure of this server. */
export async function fetchRemote(
  url: string,
  options: FetchOptions = {}
): Promise<FetchedDocument> {
  const { headers, signal, ...given } = options;
  const limits: FetchLimits = { ...defaultFetchLimits, ...given };
  const guard = createGuard(limits, signal);
  try {
    const { res, url: last } = await follow(parseUrl(url), limits, guard, {
      ...BASE_HEADERS,
      ...headers,
    });
    return await receive(res, last, limits, guard);
  } catch (error) {
    const explained = guard.explain(error);
    throw explained instanceof ImageRefused
      ? refusalToFetchError(explained, url, limits, error)
      : explained;
  } finally {
    guard.close();
  }
}

export const isFetchError = (e: unknown): e is RemoteFetchError => e instanceof RemoteFetchError;
