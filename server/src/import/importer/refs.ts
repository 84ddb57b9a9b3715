/**
 * The API's reference look-ups (docs/api.md §10) for one import run, remembered: thousands of
 * events name the same few venues, organizers and terms, each record looked up once per run
 * instead of once per event (four statements an event otherwise). Only found records are kept: one
 * not found yet may be written later in the run. A record deleted here meanwhile is still refused:
 * the write itself checks, in its transaction, that every record it links exists.
 */
import type { RefAnswer, RefQuery, ResolveRefs } from '../../domain/records';
import { layeredMap, type Layered } from './run-memory';

const keyOf = (q: Extract<RefQuery, { type: 'records' }>, lang: string) =>
  JSON.stringify([lang, q.kind, q.bySlug, q.refs]);

const copy = (answer: RefAnswer) => (Array.isArray(answer) ? [...answer] : answer);

export function rememberedRefs(resolve: ResolveRefs): { refs: ResolveRefs; memory: Layered } {
  const found = layeredMap<string, RefAnswer>();
  const refs: ResolveRefs = async (queries, lang) => {
    const keys = queries.map((q) => (q.type === 'records' ? keyOf(q, lang) : null));
    // Decided before answering: a query asked twice in one call is looked up (and counted) twice.
    const known = keys.map((key) => key !== null && found.has(key));
    const missing = queries.filter((_, i) => !known[i]);
    const answers = missing.length ? await resolve(missing, lang) : [];
    let next = 0;
    return queries.map((_, i) => {
      const key = keys[i];
      // A copy: the answer is the caller's to change.
      if (known[i]) return copy(found.get(key!)!);
      const answer = answers[next++];
      if (key !== null && answer !== null) found.set(key, answer);
      return answer;
    });
  };
  return { refs, memory: found };
}
