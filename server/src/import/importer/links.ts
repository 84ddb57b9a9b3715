/**
 * Where each imported record came from (content type `import-link`, docs/api.md §15): one row per
 * namespace, kind, remote id and language — the record's identity — holding the local record, what
 * was imported last and the source that last held it. It is written in the record's own
 * transaction, so a record never exists without its link: an import run again, or the same calendar
 * by another way (the CLI, an upload, a URL, a subscription), finds it and never creates a duplicate.
 */
import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  IMPORT_LINK_UID,
  type ImportKind,
  type ImportLink,
  type ImportRecord,
} from '../../domain/import';
import { layeredMap, type Layered } from './run-memory';
import { table } from '../../services/tables';

export type { ImportLink };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The link's key: namespace (ImportBatch.namespace), kind, remote id and language (remote ids may
 * be long: hashed to fit an index).
 */
export const linkKey = (namespace: string, kind: ImportKind, remoteId: string, lang: string) =>
  sha256(JSON.stringify([namespace, kind, remoteId, lang]));

/** What was read for a record: when it is the same on the next run, the record is unchanged. */
export const recordHash = (record: ImportRecord) =>
  sha256(
    JSON.stringify([record.args, record.links ?? {}, record.translationOf, record.exceptionOf])
  );

/** A link row as `save` writes it, kept in the run's memory after its commit. */
export type LinkRow = ImportLink & {
  namespace: string;
  source: string;
  kind: ImportKind;
  remoteId: string;
  lang: string;
};

export type Links = Awaited<ReturnType<typeof loadLinks>>;

/**
 * The links of one run's namespace and language, read into memory once when the run starts (one
 * statement, instead of one per record and per reference): only the run writes them meanwhile, and
 * it adds each link it saves once its record's transaction has committed (run-memory.ts). A second
 * writer of the same records at the same time meets the unique key index, and that record fails.
 */
export async function loadLinks(
  strapi: Core.Strapi,
  where: { namespace: string; source: string; lang: string }
) {
  const { namespace, source, lang } = where;
  const query = () => table(strapi, IMPORT_LINK_UID);
  const rows = await query().findMany({ where: { namespace, lang } });
  const known = layeredMap<string, ImportLink>(rows.map((row) => [row.key, row]));
  /** Callers begin, commit and roll back the run's memory; only this module reads and adds to it. */
  const memory: Layered = known;
  return {
    memory,

    async find(key: string): Promise<ImportLink | null> {
      return known.get(key) ?? null;
    },

    /** A record's link in any language: the version a translation joins. */
    async inAnyLanguage(kind: ImportKind, remoteId: string) {
      return query().findOne({ where: { namespace, kind, remoteId }, orderBy: { id: 'asc' } });
    },

    /** Every link the source held last, in the language: what a subscription's feed held on its last refresh. */
    ofSource: () => query().findMany({ where: { source, lang } }),

    /**
     * The records this run found unchanged now belong to its source too (one statement a chunk):
     * a calendar first imported from a file and then subscribed to is the subscription's to trash.
     */
    async claim(keys: string[]): Promise<void> {
      for (let i = 0; i < keys.length; i += 500)
        await query().updateMany({
          where: { key: { $in: keys.slice(i, i + 500) }, source: { $ne: source } },
          data: { source },
        });
    },

    /**
     * Writes a record's link, in the record's transaction: over `existing` (the link the run found
     * for it before writing), else a new one; the unique key index refuses a second row. One
     * statement each (the written row is not read back).
     */
    async save(link: LinkRow, existing: ImportLink | null): Promise<void> {
      // updateMany stamps nothing itself (Strapi's timestamps stamp single updates only).
      if (existing)
        await query().updateMany({
          where: { key: link.key },
          data: { ...link, updatedAt: new Date() },
        });
      else await query().createMany({ data: [link] });
    },

    /** Changes some fields of a link, in the transaction of the write they describe. */
    async mark(key: string, data: Partial<ImportLink>): Promise<void> {
      await query().updateMany({ where: { key }, data: { ...data, updatedAt: new Date() } });
    },

    /** The link `save` wrote, once its transaction has committed: the run's later look-ups find it. */
    remember(link: LinkRow): void {
      known.set(link.key, link);
    },
  };
}
