/**
 * References named by a request's arguments, and their answers (docs/api.md §10). A parameter's
 * `refs` builds the queries with `ref`; once the request has looked them all up at once, its
 * `accepts` and `parse` read the answers through `Refs`, by the same query.
 */
import type { RecordKind, RefAnswer, RefQuery } from '../../domain/records';

type TermKind = 'category' | 'tag';

/** The queries, built the one way their answers are found again. */
export const ref = {
  records: (kind: RecordKind, refs: readonly string[], bySlug: boolean): RefQuery => ({
    type: 'records',
    kind,
    refs,
    bySlug,
  }),
  user: (id: number): RefQuery => ({ type: 'user', id }),
  image: (value: string): RefQuery => ({ type: 'image', ref: value }),
  term: (kind: TermKind, text: string): RefQuery => ({ type: 'term', kind, text }),
  document: (kind: RecordKind, id: number): RefQuery => ({ type: 'document', kind, id }),
};

/** The answers, synchronously: each asked by the query its parameter's `refs` made. */
export interface Refs {
  records(kind: RecordKind, refs: readonly string[], bySlug: boolean): number[] | null;
  user(id: number): boolean;
  image(value: string): number | null;
  term(kind: TermKind, text: string): number | null;
  document(kind: RecordKind, id: number): string | null;
}

function keyOf(q: RefQuery): string {
  switch (q.type) {
    case 'records':
      return JSON.stringify([q.type, q.kind, q.bySlug, q.refs]);
    case 'user':
      return JSON.stringify([q.type, q.id]);
    case 'image':
      return JSON.stringify([q.type, q.ref]);
    case 'term':
      return JSON.stringify([q.type, q.kind, q.text]);
    case 'document':
      return JSON.stringify([q.type, q.kind, q.id]);
  }
}

/** Identical queries once (two parameters may name the same record). */
export function distinct(queries: readonly RefQuery[]): RefQuery[] {
  const seen = new Map<string, RefQuery>();
  for (const q of queries) if (!seen.has(keyOf(q))) seen.set(keyOf(q), q);
  return [...seen.values()];
}

/** The answers of `queries` (in their order) as `Refs`; asking for a query not made is a bug, not a "no". */
export function answered(queries: readonly RefQuery[], answers: readonly RefAnswer[]): Refs {
  const byKey = new Map(queries.map((q, i) => [keyOf(q), answers[i]]));
  const get = (q: RefQuery): RefAnswer => {
    const key = keyOf(q);
    if (!byKey.has(key)) throw new Error(`reference not looked up before use: ${key}`);
    return byKey.get(key)!;
  };
  return {
    records: (kind, refs, bySlug) => get(ref.records(kind, refs, bySlug)) as number[] | null,
    user: (id) => get(ref.user(id)) === true,
    image: (value) => get(ref.image(value)) as number | null,
    term: (kind, text) => get(ref.term(kind, text)) as number | null,
    document: (kind, id) => get(ref.document(kind, id)) as string | null,
  };
}

/** Before the look-up: any read is a bug (a `validate` that needs the database). */
export const noRefs: Refs = answered([], []);
