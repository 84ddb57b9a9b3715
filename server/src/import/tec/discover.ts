/**
 * From the URL a user gives (a site root, its `/wp-json`, the namespace itself, or a
 * `?rest_route=` URL) to the namespace of TEC's REST API v1, checked by its index: WordPress's
 * namespace index names the namespace and lists its routes, `/tribe/events/v1/events` among them.
 */
import { describeAnswer, type Answer, type TecClient } from './client';
import { routeUrl, type Namespace } from './namespace';

const TEC = 'tribe/events/v1';
/** This API's own root serves the same namespace under its own name (docs/api.md §1.1). */
const NAMES = [TEC, 'calendar/events/v1'];

/** Why the source cannot be read at all: the message is the batch's problem. */
export class SourceRefused extends Error {}

const stripSlashes = (path: string) => path.replace(/\/+$/, '');

function namespaceAt(url: URL): Namespace | null {
  const route = url.searchParams.get('rest_route');
  if (route !== null) {
    const root = new URL(url.href);
    root.search = '';
    const name = NAMES.find((n) => route.includes(`/${n}`)) ?? TEC;
    return { name, form: 'plain', base: root.href };
  }
  // A route URL pasted whole (`.../tribe/events/v1/events?page=2`) names its namespace too.
  const m = /^(.*?)\/((?:tribe|calendar)\/events\/v1)(\/.*)?$/.exec(url.pathname);
  return m ? { name: m[2], form: 'pretty', base: `${url.origin}${m[1]}/${m[2]}` } : null;
}

/** The places to look, best first: the pretty `/wp-json` form, then WordPress's plain one. */
export function candidates(input: URL): Namespace[] {
  const given = namespaceAt(input);
  if (given) return [given];
  const path = stripSlashes(input.pathname.replace(/\/wp-json(\/.*)?$/, ''));
  const root = `${input.origin}${path}`;
  return [
    { name: TEC, form: 'pretty', base: `${root}/wp-json/${TEC}` },
    { name: TEC, form: 'plain', base: `${root}/` },
  ];
}

function isTecIndex(json: unknown): json is { namespace: string } {
  if (typeof json !== 'object' || json === null) return false;
  const { namespace, routes } = json as { namespace?: unknown; routes?: unknown };
  return (
    typeof namespace === 'string' &&
    NAMES.includes(namespace) &&
    typeof routes === 'object' &&
    routes !== null &&
    `/${namespace}/events` in routes
  );
}

function credentialsRefused(a: Answer, authenticated: boolean): SourceRefused {
  return new SourceRefused(
    authenticated
      ? `${a.url} refused the credentials (${describeAnswer(a)}): check the user and its application password`
      : `${a.url} asks for credentials (${describeAnswer(a)}): give a user and an application password`
  );
}

const notTec = (a: Answer) =>
  new SourceRefused(
    `${a.url} is not The Events Calendar's REST API (${TEC}): it answered ${describeAnswer(a)} without TEC's namespace index`
  );

const htmlPage = (a: Answer) =>
  new SourceRefused(
    `${a.url} answered an HTML page, not The Events Calendar's REST API (${TEC}): is the address right, and WordPress's REST API reachable?`
  );

/** Throws SourceRefused (or the fetch's RemoteFetchError) when no candidate is TEC's namespace. */
export async function findNamespace(input: string, client: TecClient): Promise<Namespace> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SourceRefused(`${input} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SourceRefused(`${input} is not an http(s) URL`);
  const answers: Answer[] = [];
  for (const ns of candidates(url)) {
    const a = await client.get(routeUrl(ns, ''));
    if (a.status === 401 || a.status === 403) throw credentialsRefused(a, client.authenticated);
    if (a.status === 200 && isTecIndex(a.json)) return { ...ns, name: a.json.namespace };
    answers.push(a);
  }
  // A JSON answer (WordPress without TEC, another API) says more than a theme's 404 page.
  const json = answers.find((a) => a.json !== undefined);
  throw json ? notTec(json) : answers[0].html ? htmlPage(answers[0]) : notTec(answers[0]);
}
