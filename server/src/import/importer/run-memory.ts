/**
 * What an import run keeps in memory about what it wrote (links, local ids, references), in step
 * with the database: while a group of records is written in one transaction (group.ts), what the
 * group adds stays apart, kept when the group commits, dropped when it is rolled back.
 */
export interface Layered {
  begin(): void;
  commit(): void;
  rollback(): void;
}

export type LayeredMap<K, V> = Layered & {
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V): void;
};

export function layeredMap<K, V>(entries: Iterable<[K, V]> = []): LayeredMap<K, V> {
  const base = new Map<K, V>(entries);
  let open: Map<K, V> | null = null;
  return {
    get: (key) => (open?.has(key) ? open.get(key) : base.get(key)),
    has: (key) => open?.has(key) === true || base.has(key),
    set(key, value) {
      (open ?? base).set(key, value);
    },
    begin() {
      open = new Map();
    },
    commit() {
      for (const [key, value] of open ?? []) base.set(key, value);
      open = null;
    },
    rollback() {
      open = null;
    },
  };
}

/** Several layered memories begun, committed and rolled back together. */
export const together = (parts: Layered[]): Layered => ({
  begin: () => parts.forEach((p) => p.begin()),
  commit: () => parts.forEach((p) => p.commit()),
  rollback: () => parts.forEach((p) => p.rollback()),
});
