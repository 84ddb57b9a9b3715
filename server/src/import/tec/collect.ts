/**
 * Mapping a list's items one by one: an item that cannot be mapped becomes a problem naming it
 * (`event 42`), and the others go on (docs/api.md §15).
 */
import type { ImportKind, ImportProblem, ImportRecord } from '../../domain/import';
import { idOf, isObject, type Raw } from './text';

export interface Collected {
  records: ImportRecord[];
  problems: ImportProblem[];
}

export const recordName = (kind: ImportKind, item: unknown, index?: number) => {
  const id = isObject(item) ? idOf(item.id) : undefined;
  return id ? `${kind} ${id}` : `${kind} #${(index ?? 0) + 1} of the list`;
};

export function collect(
  items: unknown[],
  kind: ImportKind,
  source: string,
  map: (rec: Raw) => ImportRecord | ImportRecord[]
): Collected {
  const out: Collected = { records: [], problems: [] };
  items.forEach((item, index) => {
    try {
      if (!isObject(item)) throw new Error(`not a record: ${JSON.stringify(item)?.slice(0, 80)}`);
      out.records.push(...[map(item)].flat());
    } catch (error) {
      // Any failure of one record (an unexpected shape included) is that record's problem only.
      const message = error instanceof Error ? error.message : String(error);
      out.problems.push({ source, record: recordName(kind, item, index), message });
    }
  });
  return out;
}

export const merge = (...parts: Collected[]): Collected => ({
  records: parts.flatMap((p) => p.records),
  problems: parts.flatMap((p) => p.problems),
});
