/**
 * Bounded memoisation of pure functions of one string (issue #6: nothing computed per request that
 * could be computed once). Only for functions whose result depends on the input alone — rendering
 * stored Markdown/HTML, resolving a time zone name — so every instance computes the same value and a
 * cached one can never be stale: this is not state that matters when several instances share a
 * database. Bounded (entries and, optionally, characters) so hostile variety cannot grow the heap.
 */
import { LRUCache } from 'lru-cache';
import { cachesOn } from './caches';

export interface MemoOptions {
  /** Most entries kept. */
  max: number;
  /** Most characters of keys and string results kept, all entries together (default: no bound). */
  maxChars?: number;
  /** Inputs longer than this are computed every time and never kept (default: no bound). */
  maxKeyLength?: number;
}

export function memoize<R>(fn: (key: string) => R, options: MemoOptions): (key: string) => R {
  // lru-cache refuses undefined values: results are boxed so any result (null, '') can be kept.
  const cache = new LRUCache<string, { value: R }>({
    max: options.max,
    ...(options.maxChars
      ? {
          maxSize: options.maxChars,
          sizeCalculation: (box, key) =>
            key.length + (typeof box.value === 'string' ? box.value.length : 0) + 1,
        }
      : {}),
  });
  return (key: string) => {
    if (!cachesOn()) return fn(key);
    if (options.maxKeyLength !== undefined && key.length > options.maxKeyLength) return fn(key);
    const hit = cache.get(key);
    if (hit) return hit.value;
    const value = fn(key);
    cache.set(key, { value });
    return value;
  };
}
