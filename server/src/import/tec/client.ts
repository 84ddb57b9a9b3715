/**
 * GETs of the source's API through the safe fetch (utils/remote-fetch.ts), with HTTP Basic when
 * credentials are given (WordPress application passwords; this API: an API token, docs/api.md
 * §4.1), each answer sorted into JSON, HTML or something else.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { fetchRemote } from '../../utils/remote-fetch';
import type { TecReadOptions } from './options';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  url: string;
  /** The parsed body, when it is JSON. */
  json?: unknown;
  /** An HTML page: a WordPress theme's page, a login form, a proxy's error. */
  html: boolean;
}

export interface TecClient {
  readonly authenticated: boolean;
  get(url: string): Promise<Answer>;
}

const looksHtml = (type: string, text: string) =>
  /html/i.test(type) || /^<(!doctype|html|head|body)\b/i.test(text);

/** JSON when it parses, whatever the Content-Type: some WordPress hosts send JSON as text/html. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function basicAuth(options: TecReadOptions): Record<string, string> {
  if (options.password === undefined) return {};
  const pair = `${options.user ?? ''}:${options.password}`;
  return { authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
}

export function createTecClient(options: TecReadOptions): TecClient {
  const headers = basicAuth(options);
  const { timeoutMs, idleTimeoutMs, maxBytes, maxRedirects } = options;
  const limits = { timeoutMs, idleTimeoutMs, maxBytes, maxRedirects };
  const given = Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined));
  return {
    authenticated: 'authorization' in headers,
    async get(url) {
      const page = await fetchRemote(url, {
        ...given,
        allowedHosts: options.allowedHosts ?? [],
        headers,
        signal: options.signal,
      });
      // A UTF-8 byte order mark (some WordPress plugins print one) is not part of the JSON.
      const text = page.text.replace(/^\uFEFF/, '').trim();
      const json = parseJson(text);
      const type = String(page.headers['content-type'] ?? '');
      return {
        status: page.status,
        headers: page.headers,
        url: page.url,
        json,
        html: json === undefined && looksHtml(type, text),
      };
    },
  };
}

/** `401 incorrect_password: The provided password ...`, from WordPress's error shape when there is one. */
export function describeAnswer(a: Answer): string {
  const body = a.json as { code?: unknown; message?: unknown } | undefined;
  const code = typeof body?.code === 'string' ? ` ${body.code}` : '';
  const message = typeof body?.message === 'string' ? `: ${body.message}` : '';
  return `${a.status}${code}${message}`;
}
