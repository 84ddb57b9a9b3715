/**
 * Links between imported records, from remote ids to local ids (docs/api.md §15): the records
 * written earlier in this run, else those of an earlier run (their links). A link to a record
 * that could not be imported is left out, and said so, rather than failing the event.
 */
import type { ImportKind, ImportRecord } from '../../domain/import';
import { linkKey, type ImportLink } from './links';
import { layeredMap, type Layered } from './run-memory';

export interface Resolver {
  /** The local id of a record of this namespace and language, or null. */
  local(kind: ImportKind, remoteId: string): Promise<number | null>;
  /** The local id of a record of this namespace in any language (the version a translation joins). */
  anyLanguage(kind: ImportKind, remoteId: string): Promise<number | null>;
}

export function createResolver(
  namespace: string,
  lang: string,
  find: (key: string) => Promise<ImportLink | null>,
  findAny: (kind: ImportKind, remoteId: string) => Promise<ImportLink | null>
): Resolver & { remember(kind: ImportKind, remoteId: string, id: number | null): void } & {
  memory: Layered;
} {
  // null: the record was deleted here since its import; links to it are left out.
  const written = layeredMap<string, number | null>();
  const at = (kind: ImportKind, remoteId: string) => `${kind}|${remoteId}`;
  return {
    memory: written,
    remember: (kind, remoteId, id) => written.set(at(kind, remoteId), id),
    async local(kind, remoteId) {
      const known = written.get(at(kind, remoteId));
      if (known !== undefined) return known;
      return (await find(linkKey(namespace, kind, remoteId, lang)))?.recordId ?? null;
    },
    async anyLanguage(kind, remoteId) {
      return (await findAny(kind, remoteId))?.recordId ?? null;
    },
  };
}

const LINK_ARGS: Array<[keyof NonNullable<ImportRecord['links']>, ImportKind, string]> = [
  ['organizers', 'organizer', 'organizer'],
  ['categories', 'category', 'categories'],
  ['tags', 'tag', 'tags'],
];

/** The record's arguments with its links as local ids; `missing` names the links left out. */
export async function linkedArgs(
  record: ImportRecord,
  resolver: Resolver
): Promise<{ args: Record<string, unknown>; missing: string[] }> {
  const args = { ...record.args };
  const missing: string[] = [];
  const one = async (kind: ImportKind, remoteId: string) => {
    const id = await resolver.local(kind, remoteId);
    if (id === null) missing.push(`${kind} ${remoteId}`);
    return id;
  };
  const links = record.links ?? {};
  if (links.venue !== undefined) {
    const id = await one('venue', links.venue);
    if (id !== null) args.venue = id;
  }
  if (links.parent !== undefined) {
    const id = await one('category', links.parent);
    if (id !== null) args.parent = id;
  }
  for (const [name, kind, arg] of LINK_ARGS) {
    const remote = links[name] as string[] | undefined;
    if (!remote) continue;
    const ids = await Promise.all(remote.map((remoteId) => one(kind, remoteId)));
    args[arg] = ids.filter((id): id is number => id !== null);
  }
  return { args, missing };
}
