/**
 * Every page of one of TEC's lists. Page URLs are built here (same query, `page` = n) rather than
 * taken from `next_rest_url`, which TEC writes lossily: its term lists' links drop `per_page` and
 * `hide_empty`, and for editors its event links carry `status=any`, which the same route refuses
 * (docs/api.md §11.4). `next_rest_url` and `total_pages` only say whether a next page exists.
 */
import type { ImportKind, ImportProblem } from '../../domain/import';
import { isFetchError } from '../../utils/remote-fetch';
import { describeAnswer, type Answer, type TecClient } from './client';
import { routeUrl, type Namespace, type Query } from './namespace';
import type { ReadProgress } from './options';
import { isObject } from './text';

/** TEC clamps `per_page` to 50 (docs/api.md §6.1 does too): asking more would change nothing. */
export const PER_PAGE = 50;
/** A bound on a source that never stops announcing a next page: 500,000 records per kind. */
const MAX_PAGES = 10_000;

export interface ListSpec {
  kind: ImportKind;
  /** The route (`events`) and the envelope member holding the records. */
  path: string;
  member: string;
  query: Query;
}

export interface ListResult {
  items: unknown[];
  /** The list could not be read whole (a page failed): its problem says where. */
  complete: boolean;
  problems: ImportProblem[];
  /** Why reading stopped before the list's end: the import's budget (import/budget.ts). */
  stopped?: string;
}

/** After each page, with the page's items: why to stop reading now, or null. */
export type StopCheck = (pageItems: unknown[]) => string | null;

const header = (a: Answer, name: string) => {
  const n = Number(a.headers[name]);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** X-WP-Total (this API), X-TEC-Total (TEC's archives), or the envelope's `total`. */
function totals(a: Answer, body: Record<string, unknown>) {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  return {
    total: header(a, 'x-wp-total') ?? header(a, 'x-tec-total') ?? num(body.total),
    pages: header(a, 'x-wp-totalpages') ?? header(a, 'x-tec-totalpages') ?? num(body.total_pages),
  };
}

type Page =
  | { items: unknown[]; more: boolean; total?: number }
  | { end: true }
  | { problem: string; answer?: Answer };

function readPage(a: Answer, spec: ListSpec, page: number): Page {
  // TEC answers a page past the end with 404 (docs/api.md §6.1): the list is over.
  if (a.status === 404 && page > 1) return { end: true };
  if (a.status !== 200) return { problem: `${a.url} answered ${describeAnswer(a)}`, answer: a };
  const body = a.json;
  if (!isObject(body) || !Array.isArray(body[spec.member]))
    return {
      problem: `${a.url} is not a list of ${spec.member} of The Events Calendar's REST API`,
    };
  const items = body[spec.member] as unknown[];
  const { total, pages } = totals(a, body);
  const more = items.length > 0 && (typeof body.next_rest_url === 'string' || page < (pages ?? 0));
  return { items, more, total };
}

/** A 400 naming `status`: the credentials may read, but not unpublished records (docs/api.md §3). */
const refusesStatus = (a: Answer | undefined) =>
  a?.status === 400 && isObject(a.json) && isObject(a.json.data) && isObject(a.json.data.params)
    ? 'status' in a.json.data.params
    : false;

async function fetchPage(ns: Namespace, client: TecClient, spec: ListSpec, page: number) {
  const url = routeUrl(ns, spec.path, { ...spec.query, per_page: PER_PAGE, page });
  try {
    return readPage(await client.get(url), spec, page);
  } catch (error) {
    if (isFetchError(error)) return { problem: error.message };
    throw error;
  }
}

export async function readList(
  ns: Namespace,
  client: TecClient,
  spec: ListSpec,
  onProgress?: (p: ReadProgress) => void,
  stop: StopCheck = () => null
): Promise<ListResult> {
  const items: unknown[] = [];
  const problems: ImportProblem[] = [];
  const source = routeUrl(ns, spec.path);
  for (let page = 1; page <= MAX_PAGES; page++) {
    const got = await fetchPage(ns, client, spec, page);
    if ('end' in got) break;
    if ('problem' in got) {
      if (page === 1 && spec.query.status && refusesStatus(got.answer)) {
        problems.push({
          source,
          message: `the credentials may not read unpublished ${spec.member}: only published ones were read`,
        });
        return withProblems(
          await readList(
            ns,
            client,
            { ...spec, query: { ...spec.query, status: undefined } },
            onProgress,
            stop
          ),
          problems
        );
      }
      problems.push({ source, message: got.problem });
      return { items, complete: false, problems };
    }
    items.push(...got.items);
    onProgress?.({ kind: spec.kind, done: items.length, total: got.total ?? items.length });
    const stopped = got.more ? stop(got.items) : null;
    if (stopped) {
      problems.push({ source, message: stopped });
      return { items, complete: false, problems, stopped };
    }
    if (!got.more) break;
  }
  return { items, complete: true, problems };
}

const withProblems = (r: ListResult, before: ImportProblem[]): ListResult => ({
  ...r,
  problems: [...before, ...r.problems],
});
