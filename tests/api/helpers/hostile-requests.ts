/**
 * Hostile requests built from one route of the route table (server/src/v1/routes.ts): random
 * values for every argument the route declares, in the place it declares it (path, query, body),
 * plus bodies no client should send (broken JSON, wrong content types, oversized). Used by
 * hostile-input.test.ts; generating from the table means a new route or argument is fuzzed too.
 */
import fc from 'fast-check';
import type { HttpMethod, RouteDef } from '../../../server/src/v1/routes';
import type { ParamDef } from '../../../server/src/v1/params/types';
import { hostileJsonValue, hostilePathValue, hostileQueryValue } from './hostile-values';
import { NS } from './root';

export type Caller = 'full-access' | 'anonymous' | 'read-only';

export type HostileBody =
  | { kind: 'json'; value: Record<string, unknown> }
  | { kind: 'raw'; type: string | null; text: string; encoding?: string };

export interface HostileRequest {
  method: HttpMethod;
  /** Path and query, percent-encoded (lone surrogates as their WTF-8 bytes); OWN stands for the fixture record. */
  url: string;
  caller: Caller;
  body?: HostileBody;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** UTF-8 bytes of a UTF-16 string, keeping lone surrogates as their 3-byte (WTF-8) form instead of U+FFFD. */
function wtf8(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff)
      bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else bytes.push(...Buffer.from(ch, 'utf8'));
  }
  return bytes;
}

/** Percent-encodes everything but unreserved ASCII, byte by byte. */
export function encodeText(text: string): string {
  return wtf8(text)
    .map((b) =>
      b < 0x80 && UNRESERVED.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`
    )
    .join('');
}

/** qs's bracket syntax: `a=1`, `a[]=1`, `a[b][c]=1`, and a bare `a` for null (docs/api.md §1.5). */
function queryPairs(key: string, value: unknown): string[] {
  if (value === null || value === undefined) return [encodeText(key)];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(`${key}[]`, item));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => queryPairs(`${key}[${k}]`, v));
  return [`${encodeText(key)}=${encodeText(String(value))}`];
}

/** A request line over 16 KB never reaches the app (Node answers 431 itself): keep the query below that. */
const MAX_QUERY = 12_000;

export function encodeQuery(values: Array<[string, unknown]>): string {
  const parts: string[] = [];
  for (const [key, value] of values) {
    const encoded = queryPairs(key, value).join('&');
    if (parts.join('&').length + encoded.length < MAX_QUERY) parts.push(encoded);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** `:id(\\d+)` and `:slug([^/]+)`: a variable ends at the next `/` after its closing parenthesis. */
const pathVar = /:(id|slug)\(.*?\)(?=\/|$)/g;

/** The route's path with each variable replaced by a hostile (or the fixture's own) value. */
function pathArbitrary(route: RouteDef): fc.Arbitrary<string> {
  const kinds = [...route.path.matchAll(pathVar)].map((m) => m[1] as 'id' | 'slug');
  if (!kinds.length) return fc.constant(route.path);
  const values = kinds.map((kind) => hostilePathValue(kind));
  return fc.tuple(...values).map((vs) => {
    let i = 0;
    return route.path.replace(pathVar, () => encodeText(vs[i++]));
  });
}

/** Some of the given arguments, each with a hostile value: `[name, value]` pairs. */
function someArgs(
  defs: ParamDef[],
  value: (def: ParamDef) => fc.Arbitrary<unknown>
): fc.Arbitrary<Array<[string, unknown]>> {
  if (!defs.length) return fc.constant([]);
  return fc
    .subarray(defs, { minLength: 1, maxLength: Math.min(4, defs.length) })
    .chain((chosen) =>
      fc.tuple(...chosen.map((d) => value(d).map((v) => [d.name, v] as [string, unknown])))
    );
}

/** Keys no handler should trip over: prototype pollution and Strapi's own query syntax. */
const strangeKeys = fc.constantFrom<Array<[string, unknown]>>(
  [],
  [],
  [],
  [['__proto__', { polluted: '1' }]],
  [['constructor', { prototype: { polluted: '1' } }]],
  [['filters', { id: { $gt: 0 } }]],
  [['populate', '*']]
);

function queryArbitrary(route: RouteDef): fc.Arbitrary<string> {
  const defs = route.params.filter((d) => d.in === 'query');
  return fc
    .tuple(someArgs(defs, hostileQueryValue), strangeKeys)
    .map(([args, strange]) => encodeQuery([...args, ...strange]));
}

const OVERSIZED = 'x'.repeat(1024 * 1024 + 16);

/** Bodies that are not a JSON object of fields: broken, of the wrong type, or too large. */
const rawBodies: fc.Arbitrary<HostileBody> = fc.oneof(
  fc
    .constantFrom(
      '{"title": "x", ',
      '{title: x}',
      '[',
      '"',
      'nul',
      '{"a":1}}',
      '\u0000',
      '[1, 2]',
      '"text"',
      '123',
      'null',
      'true',
      '{"__proto__":{"polluted":1},"title":"x"}',
      '{"a":' + '['.repeat(50_000)
    )
    .map((text): HostileBody => ({ kind: 'raw', type: 'application/json', text })),
  fc
    .constantFrom(
      'text/plain',
      'application/xml',
      'application/octet-stream',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'multipart/form-data; boundary=zz',
      'multipart/form-data',
      'image/png',
      null
    )
    .map((type): HostileBody => ({ kind: 'raw', type, text: '{"title":"x"}\r\n--zz\r\n<xml/>' })),
  fc
    .constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain')
    .map((type): HostileBody => ({
      kind: 'raw',
      type,
      text:
        type === 'application/json'
          ? JSON.stringify({ description: OVERSIZED })
          : `description=${OVERSIZED}`,
    })),
  fc.constantFrom('gzip', 'deflate', 'br', 'compress').map((encoding): HostileBody => ({
    kind: 'raw',
    type: 'application/json',
    text: '{"title":"not compressed"}',
    encoding,
  }))
);

/** A JSON body: some declared fields with hostile values, over a valid body or not. */
function fieldsBody(route: RouteDef, valid: Record<string, unknown>): fc.Arbitrary<HostileBody> {
  const defs = route.params.filter((d) => d.in === 'body');
  return fc.tuple(fc.boolean(), someArgs(defs, hostileJsonValue)).map(([overValid, args]) => ({
    kind: 'json',
    value: { ...(overValid ? valid : {}), ...Object.fromEntries(args) },
  }));
}

/** The same fields sent as a form (TEC's clients do: docs/api.md §7), with qs brackets for lists. */
function formBody(route: RouteDef): fc.Arbitrary<HostileBody> {
  const defs = route.params.filter((d) => d.in === 'body');
  return someArgs(defs, hostileQueryValue).map((args) => ({
    kind: 'raw',
    type: 'application/x-www-form-urlencoded',
    text: encodeQuery(args).slice(1),
  }));
}

export function bodyArbitrary(
  route: RouteDef,
  valid: Record<string, unknown>
): fc.Arbitrary<HostileBody> {
  return fc.oneof(
    { weight: 6, arbitrary: fieldsBody(route, valid) },
    { weight: 2, arbitrary: formBody(route) },
    { weight: 2, arbitrary: rawBodies }
  );
}

/**
 * Every part of a request to `method route` made hostile, as anonymous, read-only or full-access
 * caller. `base`: the root of the route's table — the namespace (NS), or `wp/v2`'s (WP_V2).
 */
export function requestArbitrary(
  route: RouteDef,
  method: HttpMethod,
  valid: Record<string, unknown>,
  base: string = NS
): fc.Arbitrary<HostileRequest> {
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return fc
    .record({
      root: fc.constantFrom('', '', '', '/fr', '/nl'),
      path: pathArbitrary(route),
      query: queryArbitrary(route),
      caller: fc.constantFrom<Caller>(
        'full-access',
        'full-access',
        'full-access',
        'full-access',
        'anonymous',
        'read-only'
      ),
      body: hasBody
        ? bodyArbitrary(route, valid).map((b) => b as HostileBody | undefined)
        : fc.constant(undefined),
    })
    .map(({ root, path, query, caller, body }) => ({
      method,
      url: `${root}${base}${path}${query}`,
      caller,
      body,
    }));
}
